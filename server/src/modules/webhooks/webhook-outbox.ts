import { type WebhookEvent, webhookSubscribes } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { restDateTime } from '../../core/rest/format';
import type { AuditEntry } from '../audit';
import { contactRow, contactDataIn } from '../contacts';
import { CostSheetEntity } from '../cost-sheets/cost-sheet.entity';
import { dealDetailRow, dealViewIn } from '../deals';
import { DealFileEntity } from '../files/deal-file.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { organizationRow } from '../organizations';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** The record a webhook event is about, whose REST row is the payload's `data`. */
type Subject = 'deal' | 'organization' | 'contact' | 'cost_sheet' | 'deal_file' | 'budget';

interface Occurrence {
  event: WebhookEvent;
  subject: Subject;
  id: number;
  changes: Record<string, unknown> | null;
  extra?: Record<string, unknown>;
  /** A module above this one that registered its own records (WebhookSource): its row is the payload's data. */
  source?: WebhookSource;
}

/**
 * The events of a module that stands above webhooks (invoices, credit notes): it registers which audit entries of
 * its entity are events and how its record reads as a REST row, since webhooks may not import it.
 */
export interface WebhookSource {
  entity: string;
  events(entry: AuditEntry): Array<{ event: WebhookEvent; extra?: Record<string, unknown> }>;
  row(em: EntityManager, id: number): Promise<Record<string, unknown> | null>;
}

const sources = new Map<string, WebhookSource>();

/** Registers (or replaces) the source of an entity; every app built in the process shares it. */
export function registerWebhookSource(source: WebhookSource): void {
  sources.set(source.entity, source);
}

/** Whom the payload is read as: an admin sees every record (webhooks are an admin's integration). */
const SNAPSHOT_READER: Actor = { id: 0, name: 'webhooks', email: '', role: 'admin' };

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Audit changes `{ stageId: [old, new] }` → `{ stage_id: [old, new] }` (the REST field names). */
function snakeChanges(meta: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  const changes = meta?.changes;
  if (!changes || typeof changes !== 'object') return null;
  return Object.fromEntries(Object.entries(changes as Record<string, unknown>).map(([k, v]) => [snake(k), v]));
}

const pairOf = (changes: Record<string, unknown> | null, key: string): [unknown, unknown] | null => {
  const v = changes?.[key];
  return Array.isArray(v) && v.length === 2 ? (v as [unknown, unknown]) : null;
};

/**
 * The webhook events of one audit entry. Every write of the app is audited inside its transaction, so
 * deriving the events here (instead of asking each write path to emit them) cannot be forgotten by a
 * new write path: a change of a deal, organization, contact, cost sheet, budget or file is audited
 * with its entity, id and changes, and that is all an event needs.
 */
export function eventsOfAudit(entry: AuditEntry): Occurrence[] {
  const id = entry.entityId;
  if (!id) return [];
  const changes = snakeChanges(entry.meta);
  const action = entry.action;
  switch (entry.entity) {
    case 'deal': {
      if (action === 'create') return [{ event: 'deal.created', subject: 'deal', id, changes }];
      // A milestone's planned or actual day (module shipments): its own event, with the milestone as it is now.
      if (action === 'milestone') return [{ event: 'milestone.updated', subject: 'deal', id, changes, extra: { milestone: entry.meta?.milestone ?? null } }];
      if (action !== 'update') return [];
      const out: Occurrence[] = [{ event: 'deal.updated', subject: 'deal', id, changes }];
      const stage = pairOf(changes, 'stage_id');
      if (stage && stage[0] !== stage[1]) {
        out.push({ event: 'deal.stage_changed', subject: 'deal', id, changes, extra: { previous_stage_id: stage[0], stage_id: stage[1] } });
      }
      const status = pairOf(changes, 'status');
      if (status && (status[1] === 'won' || status[1] === 'lost') && status[0] !== status[1]) {
        out.push({ event: 'deal.closed', subject: 'deal', id, changes, extra: { outcome: status[1] } });
      }
      return out;
    }
    case 'organization':
      if (action.startsWith('budget_')) {
        return [{ event: 'budget.changed', subject: 'budget', id, changes, extra: { transition: action.slice('budget_'.length) } }];
      }
      if (action === 'create') return [{ event: 'organization.created', subject: 'organization', id, changes }];
      if (action === 'update') return [{ event: 'organization.updated', subject: 'organization', id, changes }];
      if (action === 'delete') return [{ event: 'organization.deleted', subject: 'organization', id, changes }];
      return [];
    case 'contact':
      if (action === 'create') return [{ event: 'contact.created', subject: 'contact', id, changes }];
      if (action === 'update') return [{ event: 'contact.updated', subject: 'contact', id, changes }];
      if (action === 'delete') return [{ event: 'contact.deleted', subject: 'contact', id, changes }];
      return [];
    case 'cost_sheet':
      return action === 'create' || action === 'update' ? [{ event: 'cost_sheet.saved', subject: 'cost_sheet', id, changes }] : [];
    case 'deal_file':
      return action === 'create' ? [{ event: 'file.uploaded', subject: 'deal_file', id, changes }] : [];
    case 'custom_field': {
      // A custom field is part of its owner's record: its change is an update of that record.
      const owner = entry.meta?.owner;
      const ownerId = Number(entry.meta?.ownerId);
      if (!Number.isInteger(ownerId) || ownerId <= 0) return [];
      const field = { custom_field: { key: entry.meta?.key, changes } };
      if (owner === 'deal') return [{ event: 'deal.updated', subject: 'deal', id: ownerId, changes: null, extra: field }];
      if (owner === 'org') return [{ event: 'organization.updated', subject: 'organization', id: ownerId, changes: null, extra: field }];
      if (owner === 'contact') return [{ event: 'contact.updated', subject: 'contact', id: ownerId, changes: null, extra: field }];
      return [];
    }
    default: {
      const source = sources.get(entry.entity);
      return source ? source.events(entry).map((e) => ({ event: e.event, subject: 'deal' as const, id, changes, extra: e.extra, source })) : [];
    }
  }
}

/** The REST row of the subject as it is now inside the transaction (GET /api/… field names), or null if gone. */
async function rowOf(em: EntityManager, subject: Subject, id: number): Promise<Record<string, unknown> | null> {
  switch (subject) {
    case 'deal': {
      const view = await dealViewIn(em, SNAPSHOT_READER, id);
      return view ? dealDetailRow(view) : null;
    }
    case 'organization': {
      const org = await em.findOneBy(OrganizationEntity, { id });
      return org ? organizationRow(org) : null;
    }
    case 'budget': {
      const org = await em.findOneBy(OrganizationEntity, { id });
      return org ? { id: org.id, budget_status: org.budgetStatus, budget_profit_value: org.budgetProfitValue, organization: organizationRow(org) } : null;
    }
    case 'contact': {
      const c = await contactDataIn(em, id);
      return c ? contactRow(c) : null;
    }
    case 'cost_sheet': {
      const s = await em.findOneBy(CostSheetEntity, { dealId: id });
      if (!s) return null;
      return {
        deal_id: s.dealId,
        data: JSON.parse(s.document ?? s.data) as unknown,
        version: s.version,
        updated_at: restDateTime(s.updatedAt),
        updated_by: s.updatedByUserId,
        totals: { total_costos: s.totalCostos, total_ventas: s.totalVentas, profit_general: s.profitGeneral },
      };
    }
    case 'deal_file': {
      const f = await em.findOneBy(DealFileEntity, { id });
      if (!f) return null;
      // No URL: signed file links expire; a receiver lists GET /api/deals/{deal_id}/files for a fresh one.
      return { id: f.id, deal_id: f.dealId, type: f.type, filename: f.filename, mime_type: f.mimeType, size_bytes: Number(f.sizeBytes), created_at: restDateTime(f.createdAt) };
    }
  }
}

/**
 * Writes the outbox rows of audited changes in the same transaction (AuditService.onLog): one row per
 * event and active endpoint subscribed to it, with the JSON body sent later, snapshotted now. Costs one
 * small SELECT per audited write of a deal, organization, contact, sheet, budget or file, and nothing
 * more while no endpoint listens.
 */
export async function writeOutbox(actor: Pick<Actor, 'id'> | null, entries: readonly AuditEntry[], em: EntityManager, now: number = Date.now()): Promise<void> {
  const occurrences = entries.flatMap(eventsOfAudit);
  if (!occurrences.length) return;
  const endpoints = await em.find(WebhookEndpointEntity, { select: { id: true, events: true }, where: { active: true } });
  if (!endpoints.length) return;
  const rows: Array<Partial<WebhookDeliveryEntity>> = [];
  const snapshots = new Map<string, Record<string, unknown> | null>();
  for (const o of occurrences) {
    const targets = endpoints.filter((e) => webhookSubscribes(e.events.split(','), o.event));
    if (!targets.length) continue;
    const key = `${o.source ? o.source.entity : o.subject}:${o.id}`;
    if (!snapshots.has(key)) snapshots.set(key, o.source ? await o.source.row(em, o.id) : await rowOf(em, o.subject, o.id));
    const data = snapshots.get(key) ?? { id: o.id };
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      event: o.event,
      created_at: restDateTime(new Date(now)),
      user_id: actor?.id ?? null,
      data,
      ...(o.changes ? { changes: o.changes } : {}),
      ...o.extra,
    });
    for (const t of targets) {
      rows.push({ endpointId: t.id, eventId, event: o.event, payload: body, status: 'pending', attempts: 0, retryBase: 0, nextAttemptAtMs: String(now), createdAtMs: String(now) });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await em.insert(WebhookDeliveryEntity, rows.slice(i, i + 200));
}
