import type { MigrationInterface, QueryRunner } from 'typeorm';
import { auditLinksOf } from '../audit-links';

const COLUMNS = ['deal_id', 'org_id', 'contact_id'] as const;
const BATCH = 1000;

/**
 * Audit timeline: the records each audit event belongs to, so the Historial of an operation,
 * organization or contact is one indexed read (newest first by id). No foreign keys: the history of a
 * deleted record stays. Existing events are linked with the same rule new ones use (audit-links.ts);
 * activity updates, which carried no links, take them from their activity.
 */
export class AuditLinks1764140000000 implements MigrationInterface {
  name = 'AuditLinks1764140000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const c of COLUMNS) {
      // Plain ALTER on both engines (TypeORM's addColumn rebuilds a SQLite table).
      await qr.query(`ALTER TABLE audit_events ADD COLUMN ${c} integer NULL`);
      await qr.query(`CREATE INDEX idx_audit_events_${c} ON audit_events (${c}, id)`);
    }
    let last = 0;
    for (;;) {
      const rows = (await qr.query(
        `SELECT e.id, e.entity, e.entity_id AS entityId, e.meta, a.deal_id AS aDeal, a.org_id AS aOrg, a.person_id AS aPerson
           FROM audit_events e LEFT JOIN activities a ON e.entity = 'activity' AND a.id = e.entity_id
          WHERE e.id > ? AND e.entity NOT IN ('user', 'param', 'pipeline', 'stage', 'label', 'business_unit')
          ORDER BY e.id LIMIT ${BATCH}`,
        [last],
      )) as Array<{ id: number; entity: string; entityId: number | null; meta: unknown; aDeal: number | null; aOrg: number | null; aPerson: number | null }>;
      if (!rows.length) break;
      for (const r of rows) {
        const meta = typeof r.meta === 'string' ? safeParse(r.meta) : (r.meta as Record<string, unknown> | null);
        const fromActivity = r.entity === 'activity' && (r.aDeal !== null || r.aOrg !== null || r.aPerson !== null);
        const l = auditLinksOf(r.entity, r.entityId === null ? null : Number(r.entityId), meta, fromActivity ? { dealId: num(r.aDeal), orgId: num(r.aOrg), contactId: num(r.aPerson) } : {});
        if (l.dealId !== null || l.orgId !== null || l.contactId !== null) {
          await qr.query('UPDATE audit_events SET deal_id = ?, org_id = ?, contact_id = ? WHERE id = ?', [l.dealId, l.orgId, l.contactId, r.id]);
        }
      }
      last = Number(rows[rows.length - 1].id);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const c of COLUMNS) {
      await qr.dropIndex('audit_events', `idx_audit_events_${c}`);
      await qr.dropColumn('audit_events', c);
    }
  }
}

function num(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

function safeParse(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
