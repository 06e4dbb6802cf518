import type { AppModule } from '../../core/module';
import { AuditHistoryService } from './audit-history.service';
import { AuditService } from './audit.service';
import { AuditEventEntity } from './audit-event.entity';
import { AuditResolver } from './audit.resolver';
import { auditRoutes } from './audit.rest';
import { AuditLinks1764140000000 } from './migrations/1764140000000-audit-links';

declare module '../../core/services' {
  interface Services {
    audit: AuditService;
    auditHistory: AuditHistoryService;
  }
}

export const auditModule: AppModule = {
  name: 'audit',
  entities: [AuditEventEntity],
  migrations: [AuditLinks1764140000000],
  resolvers: [AuditResolver],
  rest: auditRoutes,
  services: ({ ds }) => ({
    audit: new AuditService(ds),
    auditHistory: new AuditHistoryService(ds),
  }),
};
