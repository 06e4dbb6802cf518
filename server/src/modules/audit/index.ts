import type { AppModule } from '../../core/module';
import { AuditService } from './audit.service';
import { AuditEventEntity } from './audit-event.entity';
import { AuditLinks1764140000000 } from './migrations/1764140000000-audit-links';

// The write half of the audit log, at the bottom of the house: every module records its writes here. The
// read half (the Historial: labels, queries, routes) is the `history` module, on top of the records it labels.
export { auditChanges } from './audit-diff';
export { createdChanges, deletedChanges } from './audit-snapshots';
export type { AuditEntry, AuditListener, AuditService } from './audit.service';

declare module '../../core/services' {
  interface Services {
    audit: AuditService;
  }
}

export const auditModule: AppModule = {
  name: 'audit',
  entities: [AuditEventEntity],
  migrations: [AuditLinks1764140000000],
  services: ({ ds }) => ({
    audit: new AuditService(ds),
  }),
};
