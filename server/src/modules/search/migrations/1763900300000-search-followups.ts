import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex, type TableColumnOptions } from 'typeorm';
import { backfillSearchTerms } from '../search-index';
import { createdAtColumn, idColumn } from '../../../core/db/migration-helpers';

const int = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });
const idx = (name: string, columnNames: string[]) => new TableIndex({ name, columnNames });
const fk = (column: string, table: string) =>
  new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' });

/**
 * Global search index, follow-up calls and notes. Written before modules owned their migrations:
 * besides search_terms it creates the followups module's tables. A run migration is never split (its name
 * is its record), so it stays whole here.
 */
export class SearchFollowups1763900300000 implements MigrationInterface {
  name = 'SearchFollowups1763900300000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'search_terms',
        columns: [
          { name: 'entity_type', type: 'varchar', length: '12', isPrimary: true },
          { name: 'entity_id', type: 'integer', isPrimary: true },
          { name: 'term', type: 'varchar', length: '64', isPrimary: true },
        ],
        indices: [idx('idx_search_terms_term', ['entity_type', 'term', 'entity_id'])],
      }),
    );
    // Existing records become searchable at once.
    const query = (sql: string, params?: unknown[]) => qr.query(sql, params);
    for (const type of ['organization', 'contact', 'deal'] as const) await backfillSearchTerms(query, type, { schema: 'none' });

    await qr.createTable(
      new Table({
        name: 'followup_calls',
        columns: [
          idColumn(),
          int('user_id'),
          int('org_id'),
          int('contact_id'),
          int('deal_id'),
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'happened_at', type: 'varchar', length: '19' },
          { name: 'duration_min', type: 'integer', default: 0 },
          createdAtColumn(qr),
        ],
        indices: [
          idx('idx_followup_calls_user_happened', ['user_id', 'happened_at']),
          idx('idx_followup_calls_happened', ['happened_at']),
          idx('idx_followup_calls_org_happened', ['org_id', 'happened_at']),
          idx('idx_followup_calls_contact', ['contact_id']),
          idx('idx_followup_calls_deal', ['deal_id']),
        ],
        foreignKeys: [fk('user_id', 'users'), fk('org_id', 'organizations'), fk('contact_id', 'contacts'), fk('deal_id', 'deals')],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'followup_notes',
        columns: [idColumn(), int('user_id'), int('org_id'), int('contact_id'), int('deal_id'), { name: 'content', type: 'text' }, createdAtColumn(qr)],
        indices: [
          idx('idx_followup_notes_user_created', ['user_id', 'created_at']),
          idx('idx_followup_notes_created', ['created_at']),
          idx('idx_followup_notes_org_created', ['org_id', 'created_at']),
          idx('idx_followup_notes_contact', ['contact_id']),
          idx('idx_followup_notes_deal', ['deal_id']),
        ],
        foreignKeys: [fk('user_id', 'users'), fk('org_id', 'organizations'), fk('contact_id', 'contacts'), fk('deal_id', 'deals')],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['followup_notes', 'followup_calls', 'search_terms']) await qr.dropTable(t, true);
  }
}
