import { AUDIT_KINDS, AUDIT_RECORDS, type AuditKind, type AuditRecord } from '@crm/domain';
import { type Request, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restDateTime } from '../../core/rest/format';
import { signedIn } from '../../core/rest/context';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import type { AuditEventData } from './history.service';
import { AUDIT_KIND_MESSAGE, AuditEventFilterInput } from './history.inputs';

const eventRow = (e: AuditEventData) => ({
  id: e.id,
  created_at: restDateTime(e.at),
  user_id: e.userId,
  user_name: e.userName,
  action: e.action,
  action_label: e.actionLabel,
  entity: e.entity,
  entity_label: e.entityLabel,
  entity_id: e.entityId,
  kind: e.kind,
  summary: e.summary,
  changes: e.changes.map((c) => ({ field: c.field, label: c.label, old_value: c.oldValue, new_value: c.newValue })),
  deal_id: e.dealId,
  org_id: e.orgId,
  contact_id: e.contactId,
});

function kindQuery(req: Request): AuditKind | null {
  const k = optionalStringQuery(req, 'kind', 20);
  if (k === undefined) return null;
  if (!(AUDIT_KINDS as readonly string[]).includes(k)) throw new AppError('VALIDATION', AUDIT_KIND_MESSAGE);
  return k as AuditKind;
}

function dateQuery(req: Request, name: 'from' | 'to'): Date | undefined {
  const v = optionalStringQuery(req, name, 40);
  return v === undefined ? undefined : new Date(v);
}

/** Read-only routes: the audit log answers GET and nothing else (events are append-only). */
export function historyRoutes(services: Services): Router {
  const r = Router();

  /** The Historial of one record: ?entity=deal|organization|contact&entity_id=…[&kind=][&limit=&offset=]. */
  r.get('/audit', async (req, res) => {
    const entity = optionalStringQuery(req, 'entity', 20);
    if (!entity || !(AUDIT_RECORDS as readonly string[]).includes(entity)) {
      throw new AppError('VALIDATION', 'El parámetro entity debe ser deal, organization o contact.');
    }
    const entityId = optionalIdQuery(req, 'entity_id');
    if (entityId === undefined) throw new AppError('VALIDATION', 'Falta el parámetro entity_id.');
    const { limit, offset } = limitOffset(req);
    const page = await services.auditHistory.history(signedIn(res), entity as AuditRecord, entityId, { first: limit, offset, kind: kindQuery(req) });
    res.json(page.edges.map((e) => eventRow(e.node)));
  });

  /** /admin/audit: ?user_id=&entity=&from=&to=&kind= (from included, to excluded; ISO dates or date-times). */
  r.get('/admin/audit', async (req, res) => {
    const filter = await validateInput(AuditEventFilterInput, {
      userId: optionalIdQuery(req, 'user_id'),
      entity: optionalStringQuery(req, 'entity', 60),
      from: dateQuery(req, 'from'),
      to: dateQuery(req, 'to'),
      kind: kindQuery(req),
    });
    const { limit, offset } = limitOffset(req);
    const page = await services.auditHistory.events(signedIn(res), filter, { first: limit, offset });
    res.json(page.edges.map((e) => eventRow(e.node)));
  });

  return r;
}
