import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysqlFamily } from '../../../core/db/migration-helpers';

/**
 * Webhook secrets are sealed at rest (core/secret-box.ts): the sealed text of a 200-character secret is about 310
 * characters, so the column widens to 400. SQLite does not enforce varchar lengths. The rows stored as given are
 * sealed by the dispatcher's first round (the key is the server's, which a migration does not hold).
 */
export class WebhookSecretSealed1766950000000 implements MigrationInterface {
  name = 'WebhookSecretSealed1766950000000';

  async up(qr: QueryRunner): Promise<void> {
    if (isMysqlFamily(qr)) await qr.query('ALTER TABLE webhook_endpoints MODIFY secret varchar(400) NOT NULL');
  }

  async down(qr: QueryRunner): Promise<void> {
    if (isMysqlFamily(qr)) await qr.query('ALTER TABLE webhook_endpoints MODIFY secret varchar(200) NOT NULL');
  }
}
