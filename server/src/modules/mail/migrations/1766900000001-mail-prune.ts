import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The outbox's retention pass (MailDispatcher.prune) finds old sent messages by status and sending time. */
export class MailPrune1766900000001 implements MigrationInterface {
  name = 'MailPrune1766900000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('mail_messages', new TableIndex({ name: 'idx_mail_messages_prune', columnNames: ['status', 'sent_at_ms'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('mail_messages', 'idx_mail_messages_prune');
  }
}
