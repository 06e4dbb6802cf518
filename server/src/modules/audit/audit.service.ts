import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { AuditEventEntity } from './audit-event.entity';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | null;
  description?: string | null;
  meta?: Record<string, unknown> | null;
}

/** Writes audit_events; pass the transaction's manager so the log commits or rolls back with the write. */
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  async log(actor: Pick<Actor, 'id'> | null, entry: AuditEntry, manager: EntityManager = this.ds.manager): Promise<void> {
    await manager.insert(AuditEventEntity, {
      userId: actor?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      description: entry.description?.slice(0, 500) ?? null,
      meta: (entry.meta ?? null) as AuditEventEntity['meta'] & object,
    });
  }
}
