import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Webhook secrets are sealed at rest (core/secret-box.ts): the sealed text of a 200-character secret is about 310
 * characters, so the column widens to 400 (on SQLite TypeORM rebuilds the table, keeping its rows). The rows stored
 * as given are sealed by the dispatcher's first round (the key is the server's, which a migration does not hold).
 */
export class WebhookSecretSealed1766950000000 implements MigrationInterface {
  name = 'WebhookSecretSealed1766950000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('webhook_endpoints', 'secret', new TableColumn({ name: 'secret', type: 'varchar', length: '400' }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('webhook_endpoints', 'secret', new TableColumn({ name: 'secret', type: 'varchar', length: '200' }));
  }
}
