import { LONE_SURROGATE } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { insertRowsNoIds } from '../../core/db/insert-rows';
import { AuditEventEntity } from './audit-event.entity';
import { type AuditLinks, auditLinksOf } from './audit-links';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | null;
  description?: string | null;
  meta?: Record<string, unknown> | null;
  /** Records whose Historial lists the event, when the entity and meta do not say (audit-links.ts). */
  links?: Partial<AuditLinks>;
}

/**
 * Writes audit_events; pass the transaction's manager so the log commits or rolls back with the write.
 * Append-only: nothing in the app updates or deletes an event (audit-append-only.test.ts).
 */
export class AuditService {
  private readonly listeners: AuditListener[] = [];

  constructor(private readonly ds: DataSource) {}

  /**
   * Called with every entry, inside the write's transaction (same manager), after the event is inserted:
   * what must commit or roll back with the write and never be forgotten by a write path (the webhook
   * outbox) hangs here, since every write of the app is audited.
   */
  onLog(listener: AuditListener): void {
    this.listeners.push(listener);
  }

  async log(actor: Pick<Actor, 'id'> | null, entry: AuditEntry, manager: EntityManager = this.ds.manager): Promise<void> {
    await manager.insert(AuditEventEntity, row(actor, entry));
    for (const l of this.listeners) await l(actor, [entry], manager);
  }

  /**
   * Many events of one write (a stage deleted with its operations moved, an import's batch), in multi-row
   * statements written from the entity (insertRowsNoIds: nothing read back, no query-builder parameters).
   */
  async logMany(actor: Pick<Actor, 'id'> | null, entries: readonly AuditEntry[], manager: EntityManager = this.ds.manager): Promise<void> {
    await insertRowsNoIds(manager, AuditEventEntity, entries.map((e) => row(actor, e)));
    if (entries.length) for (const l of this.listeners) await l(actor, entries, manager);
  }
}

/** See AuditService.onLog. */
export type AuditListener = (actor: Pick<Actor, 'id'> | null, entries: readonly AuditEntry[], manager: EntityManager) => Promise<void>;

function row(actor: Pick<Actor, 'id'> | null, entry: AuditEntry) {
  return {
    userId: actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ...auditLinksOf(entry.entity, entry.entityId, entry.meta, entry.links),
    description: entry.description == null ? null : wellFormed(cutText(entry.description, 500)),
    meta: (entry.meta == null ? null : wellFormedJson(entry.meta)) as AuditEventEntity['meta'] & object,
  };
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Inputs never carry lone surrogates (core/input/text-guard.ts); a cut or an old row could: U+FFFD stands in. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

/** At most `max` UTF-16 units, never ending in half of an emoji. */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * meta as MariaDB's JSON check accepts it: JSON.stringify writes a lone surrogate as '\ud800', which
 * JSON_VALID refuses, so one odd character would fail the write the event records.
 */
function wellFormedJson(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedJson);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k), wellFormedJson(v)]));
  }
  return value;
}
