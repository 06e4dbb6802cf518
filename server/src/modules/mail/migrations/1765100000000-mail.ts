import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, isMysqlFamily } from '../../../core/db/migration-helpers';

/** E-mail from the system: the mail outbox and its attachments, account links and their request log. */
export class Mail1765100000000 implements MigrationInterface {
  name = 'Mail1765100000000';

  async up(qr: QueryRunner): Promise<void> {
    const long = isMysqlFamily(qr) ? 'mediumtext' : 'text';
    await qr.createTable(
      new Table({
        name: 'mail_messages',
        columns: [
          idColumn(qr),
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'deal_id', type: 'integer', isNullable: true },
          { name: 'org_id', type: 'integer', isNullable: true },
          { name: 'contact_id', type: 'integer', isNullable: true },
          { name: 'sender_user_id', type: 'integer', isNullable: true },
          { name: 'from_name', type: 'varchar', length: '160' },
          { name: 'reply_to', type: 'varchar', length: '190', isNullable: true },
          { name: 'to_addrs', type: 'varchar', length: '4000' },
          { name: 'cc_addrs', type: 'varchar', length: '4000', default: "''" },
          { name: 'bcc_addrs', type: 'varchar', length: '4000', default: "''" },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'body_text', type: long },
          { name: 'body_html', type: long, isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at_ms', type: 'bigint', isNullable: true },
          { name: 'lease_owner', type: 'varchar', length: '64', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          { name: 'last_response', type: 'varchar', length: '500', isNullable: true },
          { name: 'smtp_message_id', type: 'varchar', length: '250', isNullable: true },
          { name: 'last_attempt_at_ms', type: 'bigint', isNullable: true },
          { name: 'sent_at_ms', type: 'bigint', isNullable: true },
          { name: 'activity_id', type: 'integer', isNullable: true },
          { name: 'created_at_ms', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'idx_mail_messages_due', columnNames: ['status', 'next_attempt_at_ms'] }),
          new TableIndex({ name: 'idx_mail_messages_deal', columnNames: ['deal_id', 'id'] }),
          new TableIndex({ name: 'idx_mail_messages_sender', columnNames: ['sender_user_id', 'created_at_ms'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['sender_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'mail_attachments',
        columns: [
          idColumn(qr),
          { name: 'message_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'filename', type: 'varchar', length: '200' },
          { name: 'content_type', type: 'varchar', length: '100' },
          { name: 'size_bytes', type: 'integer' },
          { name: 'storage_key', type: 'varchar', length: '64' },
        ],
        indices: [new TableIndex({ name: 'idx_mail_attachments_message', columnNames: ['message_id'] })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['message_id'], referencedTableName: 'mail_messages', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'account_tokens',
        columns: [
          idColumn(qr),
          { name: 'user_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'expires_at_ms', type: 'bigint' },
          { name: 'used_at_ms', type: 'bigint', isNullable: true },
          { name: 'created_at_ms', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'idx_account_tokens_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'uq_account_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'account_requests',
        columns: [
          idColumn(qr),
          { name: 'email_hash', type: 'varchar', length: '64' },
          { name: 'ip', type: 'varchar', length: '64' },
          { name: 'at_ms', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'idx_account_requests_email', columnNames: ['email_hash', 'at_ms'] }),
          new TableIndex({ name: 'idx_account_requests_ip', columnNames: ['ip', 'at_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('account_requests', true);
    await qr.dropTable('account_tokens', true);
    await qr.dropTable('mail_attachments', true);
    await qr.dropTable('mail_messages', true);
  }
}
