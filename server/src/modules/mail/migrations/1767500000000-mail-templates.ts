import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** The office's edited mail templates (subject and body with placeholders); a template without a row uses its original text. Who changed it is in the audit log. */
export class MailTemplates1767500000000 implements MigrationInterface {
  name = 'MailTemplates1767500000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'mail_templates',
        columns: [
          { name: 'key', type: 'varchar', length: '40', isPrimary: true },
          { name: 'subject', type: 'varchar', length: '250' },
          // 'text' holds the 10.000 characters a template admits (MAIL_TEMPLATE_LIMITS) on MariaDB too (64 KB, 4 bytes a character at most).
          { name: 'body', type: 'text' },
          { name: 'updated_at_ms', type: 'bigint' },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('mail_templates');
  }
}
