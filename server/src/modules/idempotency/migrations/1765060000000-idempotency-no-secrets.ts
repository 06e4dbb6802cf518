import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replay answers are kept in plain text, so they must never hold a credential (withoutSecrets now
 * stores them without it). Answers stored before that may hold an API key's or a webhook's `secret`
 * or a login `token`: those rows are deleted (a retry with such a key runs again). JSON.stringify
 * writes a string field as `"secret":"`; inside a stored string the quotes are escaped, so a user's
 * text that merely mentions the word does not match.
 */
export class IdempotencyNoSecrets1765060000000 implements MigrationInterface {
  name = 'IdempotencyNoSecrets1765060000000';

  async up(qr: QueryRunner): Promise<void> {
    const fields = ['secret', 'token', 'access_token', 'refresh_token', 'password'];
    const where = fields.map(() => 'response LIKE ?').join(' OR ');
    await qr.query(`DELETE FROM idempotency_keys WHERE ${where}`, fields.map((f) => `%"${f}":"%`));
  }

  async down(): Promise<void> {
    // Deleted answers cannot come back (nor should they).
  }
}
