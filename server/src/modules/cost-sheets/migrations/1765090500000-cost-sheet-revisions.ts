import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAtColumn, idColumn, isMysqlFamily, updatedAtColumn } from '../../../core/db/migration-helpers';

/**
 * Named revisions of the cost sheet, and budgets per operation (domain/cost-sheet-revisions.ts). Every existing
 * sheet becomes its operation's REV 01: confirmada when its organization's budget was confirmed (the sheet
 * saved last keeps the organization's confirmed profit; other sheets of that organization are confirmed with
 * their own profit), a draft locked for review when it was bloqueado, else a draft. An organization that was
 * confirmed or bloqueado without any saved sheet gets a REV 01 of an empty sheet on its newest operation. Then
 * organizations.budget_status / budget_profit_value are derived again (CostSheetRevisionsService.refreshOrganization).
 */
export class CostSheetRevisions1765090500000 implements MigrationInterface {
  name = 'CostSheetRevisions1765090500000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = isMysqlFamily(qr);
    const money = (name: string, nullable = false) => ({ name, type: 'decimal', precision: 15, scale: 2, ...(nullable ? { isNullable: true } : { default: 0 }) });
    const when = (name: string) => ({ name, type: 'datetime', precision: 6, isNullable: true });
    const userId = (name: string) => ({ name, type: 'integer', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'cost_sheet_revisions',
        columns: [
          idColumn(),
          { name: 'deal_id', type: 'integer' },
          { name: 'number', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120', isNullable: true },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'status', type: 'varchar', length: '12', default: "'borrador'" },
          { name: 'data', type: mysql ? 'mediumtext' : 'text' },
          { name: 'document', type: mysql ? 'mediumtext' : 'text', isNullable: true },
          money('total_costos'),
          money('total_ventas'),
          money('profit_general'),
          money('confirmed_profit', true),
          when('budget_locked_at'),
          userId('budget_locked_by_user_id'),
          when('confirmed_at'),
          userId('confirmed_by_user_id'),
          when('locked_at'),
          userId('locked_by_user_id'),
          when('replaced_at'),
          userId('created_by_user_id'),
          userId('updated_by_user_id'),
          createdAtColumn(qr),
          updatedAtColumn(qr),
        ],
        indices: [
          new TableIndex({ name: 'uq_cost_sheet_revisions_deal_number', columnNames: ['deal_id', 'number'], isUnique: true }),
          new TableIndex({ name: 'idx_cost_sheet_revisions_status', columnNames: ['status'] }),
          new TableIndex({ name: 'idx_cost_sheet_revisions_created_by', columnNames: ['created_by_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['deal_id'], referencedTableName: 'deals', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'CASCADE' }),
          new TableForeignKey({ columnNames: ['created_by_user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'CASCADE' }),
        ],
      }),
    );

    type Row = Record<string, unknown>;
    const sheets: Row[] = await qr.query(
      `SELECT cs.deal_id AS dealId, cs.data AS data, cs.document AS document, cs.total_costos AS tc, cs.total_ventas AS tv, cs.profit_general AS pg,
              cs.updated_by_user_id AS userId, cs.created_at AS createdAt, cs.updated_at AS updatedAt, d.org_id AS orgId,
              o.budget_status AS status, o.budget_profit_value AS profit
         FROM cost_sheets cs INNER JOIN deals d ON d.id = cs.deal_id LEFT JOIN organizations o ON o.id = d.org_id
        ORDER BY cs.updated_at DESC, cs.id DESC`,
    );
    const lastOfOrg = new Set<unknown>();
    const insert = async (r: Row, status: string, confirmedProfit: unknown, locked: boolean) =>
      qr.query(
        `INSERT INTO cost_sheet_revisions (deal_id, number, name, reason, status, data, document, total_costos, total_ventas, profit_general, confirmed_profit,
           budget_locked_at, confirmed_at, created_by_user_id, updated_by_user_id, created_at, updated_at)
         VALUES (?, 1, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          r.dealId,
          'Planilla anterior a las revisiones',
          status,
          r.data,
          r.document ?? null,
          r.tc ?? 0,
          r.tv ?? 0,
          r.pg ?? 0,
          confirmedProfit,
          locked ? r.updatedAt : null,
          status === 'confirmada' ? r.updatedAt : null,
          r.userId ?? null,
          r.userId ?? null,
          r.createdAt,
          r.updatedAt,
        ],
      );
    for (const r of sheets) {
      const first = r.orgId !== null && r.orgId !== undefined && !lastOfOrg.has(r.orgId);
      if (first) lastOfOrg.add(r.orgId);
      if (r.status === 'confirmado') await insert(r, 'confirmada', first && r.profit !== null && r.profit !== undefined ? r.profit : (r.pg ?? 0), false);
      else await insert(r, 'borrador', null, r.status === 'bloqueado');
    }
    // Confirmed or locked organizations without any saved sheet: the budget goes to their newest operation.
    const bare: Row[] = await qr.query(
      `SELECT o.id AS orgId, o.budget_status AS status, o.budget_profit_value AS profit,
              (SELECT MAX(d.id) FROM deals d WHERE d.org_id = o.id) AS dealId
         FROM organizations o
        WHERE o.budget_status IN ('confirmado', 'bloqueado')
          AND NOT EXISTS (SELECT 1 FROM cost_sheets cs INNER JOIN deals d ON d.id = cs.deal_id WHERE d.org_id = o.id)`,
    );
    const empty = JSON.stringify({
      header: { modo: null, clase: null, pesoKg: null, awb: null, hbl: null, mercaderia: null, gsRate: null, gsRateDate: null },
      compraRows: [],
      ventaRows: [],
      locRows: [],
      locCliRows: [],
      segCostoRows: [],
      segVentaRows: [],
      totals: { totalCostos: 0, totalVentas: 0, profitGeneral: 0 },
    });
    // A bound parameter, so as UTC text: SQLite binds no Date (and stores date-times as this text); MariaDB reads it as UTC (timezone Z).
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    for (const b of bare) {
      if (b.dealId === null || b.dealId === undefined) continue;
      const row = { dealId: b.dealId, data: empty, document: null, tc: 0, tv: 0, pg: 0, userId: null, createdAt: now, updatedAt: now };
      if (b.status === 'confirmado') await insert(row, 'confirmada', b.profit ?? null, false);
      else await insert(row, 'borrador', null, true);
    }
    // The organization's derived status (its most recently saved sheet's operation, else its newest operation)
    // and profit (the sum of its operations' confirmed revisions).
    await qr.query(
      `UPDATE organizations SET
         budget_profit_value = (SELECT SUM(r.confirmed_profit) FROM cost_sheet_revisions r INNER JOIN deals d ON d.id = r.deal_id
                                 WHERE d.org_id = organizations.id AND r.status IN ('confirmada', 'bloqueada')),
         budget_status = COALESCE((SELECT CASE WHEN r.status IN ('confirmada', 'bloqueada') THEN 'confirmado'
                                               WHEN r.status = 'borrador' AND r.budget_locked_at IS NOT NULL THEN 'bloqueado' ELSE 'borrador' END
                                     FROM cost_sheet_revisions r
                                    WHERE r.deal_id = (SELECT d.id FROM deals d LEFT JOIN cost_sheets cs ON cs.deal_id = d.id WHERE d.org_id = organizations.id
                                                        ORDER BY CASE WHEN cs.id IS NULL THEN 1 ELSE 0 END, cs.updated_at DESC, d.id DESC LIMIT 1)
                                    ORDER BY r.number DESC LIMIT 1), 'borrador')`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('cost_sheet_revisions');
  }
}
