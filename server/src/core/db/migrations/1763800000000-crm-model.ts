import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex, type TableColumnOptions } from 'typeorm';
import { boolColumn, createdAtColumn, idColumn, updatedAtColumn } from '../migration-helpers';

const str = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const int = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });
const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });
const idx = (name: string, columnNames: string[], isUnique = false) => new TableIndex({ name, columnNames, isUnique });
const fk = (column: string, table: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT') =>
  new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete, onUpdate: 'CASCADE' });

/** Organizations, contacts, deals, custom fields, activities and labels. */
export class CrmModel1763800000000 implements MigrationInterface {
  name = 'CrmModel1763800000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'organizations',
        columns: [
          idColumn(),
          str('name', 200),
          str('razon_social', 200),
          str('ruc', 30),
          str('address', 300),
          str('email', 190),
          str('city', 120),
          str('country', 120),
          str('phone', 60),
          str('rubro', 120),
          str('tipo_org', 120),
          str('operacion', 120),
          text('notes'),
          str('industry', 120),
          str('website', 300),
          str('label', 120),
          int('owner_user_id'),
          { name: 'visibility', type: 'varchar', length: '10', default: "'company'" },
          boolColumn('is_agent', false),
          str('modalities_supported', 300),
          int('advisor_user_id'),
          { name: 'budget_status', type: 'varchar', length: '12', default: "'borrador'" },
          { name: 'budget_profit_value', type: 'decimal', precision: 15, scale: 2, isNullable: true },
          int('created_by_user_id'),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          idx('idx_organizations_name', ['name']),
          idx('idx_organizations_razon_social', ['razon_social']),
          idx('idx_organizations_ruc', ['ruc']),
          idx('idx_organizations_email', ['email']),
          idx('idx_organizations_label', ['label']),
          idx('idx_organizations_owner', ['owner_user_id']),
          idx('idx_organizations_advisor', ['advisor_user_id']),
          idx('idx_organizations_budget_status', ['budget_status']),
          idx('idx_organizations_created', ['created_at']),
          idx('idx_organizations_visibility_owner', ['visibility', 'owner_user_id']),
        ],
        foreignKeys: [fk('owner_user_id', 'users', 'SET NULL'), fk('advisor_user_id', 'users', 'SET NULL'), fk('created_by_user_id', 'users', 'SET NULL')],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'contacts',
        columns: [
          idColumn(),
          str('name', 160),
          str('email', 190),
          str('phone', 60),
          str('title', 120),
          str('label', 120),
          text('notes'),
          int('org_id'),
          int('owner_user_id'),
          { name: 'visibility', type: 'varchar', length: '10', default: "'company'" },
          int('created_by_user_id'),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          idx('idx_contacts_name', ['name']),
          idx('idx_contacts_email', ['email']),
          idx('idx_contacts_phone', ['phone']),
          idx('idx_contacts_label', ['label']),
          idx('idx_contacts_org', ['org_id']),
          idx('idx_contacts_owner', ['owner_user_id']),
          idx('idx_contacts_created', ['created_at']),
          idx('idx_contacts_visibility_owner', ['visibility', 'owner_user_id']),
        ],
        foreignKeys: [fk('org_id', 'organizations', 'SET NULL'), fk('owner_user_id', 'users', 'SET NULL'), fk('created_by_user_id', 'users', 'SET NULL')],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'deals',
        columns: [
          idColumn(),
          str('reference', 20),
          str('title', 300, false),
          text('description'),
          { name: 'value', type: 'decimal', precision: 15, scale: 2, default: 0 },
          { name: 'status', type: 'varchar', length: '10', default: "'open'" },
          int('pipeline_id', false),
          int('stage_id', false),
          int('business_unit_id'),
          int('org_id'),
          int('contact_id'),
          int('deal_advisor_user_id'),
          int('created_by_user_id'),
          { name: 'position', type: 'double', default: 0 },
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          idx('uq_deals_reference', ['reference'], true),
          idx('idx_deals_board', ['pipeline_id', 'stage_id', 'status', 'position', 'id']),
          idx('idx_deals_unit_board', ['business_unit_id', 'pipeline_id', 'stage_id', 'status', 'position', 'id']),
          idx('idx_deals_board_totals', ['pipeline_id', 'status', 'stage_id', 'value']),
          idx('idx_deals_unit_board_totals', ['business_unit_id', 'pipeline_id', 'status', 'stage_id', 'value']),
          idx('idx_deals_pipeline', ['pipeline_id']),
          idx('idx_deals_unit', ['business_unit_id']),
          idx('idx_deals_stage', ['stage_id']),
          idx('idx_deals_org', ['org_id']),
          idx('idx_deals_contact', ['contact_id']),
          idx('idx_deals_advisor', ['deal_advisor_user_id']),
          idx('idx_deals_created_by', ['created_by_user_id']),
          idx('idx_deals_created', ['created_at']),
        ],
        foreignKeys: [
          fk('pipeline_id', 'pipelines', 'RESTRICT'),
          fk('stage_id', 'stages', 'RESTRICT'),
          fk('business_unit_id', 'business_units', 'SET NULL'),
          fk('org_id', 'organizations', 'SET NULL'),
          fk('contact_id', 'contacts', 'SET NULL'),
          fk('deal_advisor_user_id', 'users', 'SET NULL'),
          fk('created_by_user_id', 'users', 'SET NULL'),
        ],
      }),
    );

    for (const [table, ownerCol, ownerTable, uq] of [
      ['deal_custom_fields', 'deal_id', 'deals', 'uq_deal_custom_fields_owner_key'],
      ['org_custom_fields', 'org_id', 'organizations', 'uq_org_custom_fields_owner_key'],
      ['contact_custom_fields', 'contact_id', 'contacts', 'uq_contact_custom_fields_owner_key'],
    ] as const) {
      await qr.createTable(
        new Table({
          name: table,
          columns: [
            idColumn(),
            str('key', 80, false),
            str('label', 160, false),
            { name: 'type', type: 'varchar', length: '10', default: "'text'" },
            text('value'),
            createdAtColumn(qr),
            updatedAtColumn(qr),
            int(ownerCol, false),
          ],
          indices: [idx(uq, [ownerCol, 'key'], true)],
          foreignKeys: [fk(ownerCol, ownerTable, 'CASCADE')],
        }),
      );
    }

    await qr.createTable(
      new Table({
        name: 'activities',
        columns: [
          idColumn(),
          { name: 'type', type: 'varchar', length: '10', default: "'task'" },
          str('subject', 300),
          text('notes'),
          { name: 'due_date', type: 'date', isNullable: true },
          boolColumn('done', false),
          int('org_id'),
          int('person_id'),
          int('deal_id'),
          int('created_by_user_id'),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          idx('idx_activities_org_created', ['org_id', 'created_at']),
          idx('idx_activities_person_created', ['person_id', 'created_at']),
          idx('idx_activities_deal_created', ['deal_id', 'created_at']),
          idx('idx_activities_creator_created', ['created_by_user_id', 'created_at']),
          idx('idx_activities_created', ['created_at']),
        ],
        foreignKeys: [
          fk('org_id', 'organizations', 'CASCADE'),
          fk('person_id', 'contacts', 'CASCADE'),
          fk('deal_id', 'deals', 'CASCADE'),
          fk('created_by_user_id', 'users', 'SET NULL'),
        ],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'labels',
        columns: [idColumn(), str('name', 80, false), str('scope', 20, false), { name: 'color', type: 'varchar', length: '20', default: "'#64748b'" }],
        indices: [idx('uq_labels_scope_name', ['scope', 'name'], true)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['labels', 'activities', 'contact_custom_fields', 'org_custom_fields', 'deal_custom_fields', 'deals', 'contacts', 'organizations']) {
      await qr.dropTable(t, true);
    }
  }
}
