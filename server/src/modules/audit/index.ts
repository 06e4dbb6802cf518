import type { AppModule } from '../../core/module';
import { AuditService } from './audit.service';
import { AuditEventEntity } from './audit-event.entity';

declare module '../../core/services' {
  interface Services {
    audit: AuditService;
  }
}

export const auditModule: AppModule = {
  name: 'audit',
  entities: [AuditEventEntity],
  services: ({ ds }) => ({
    audit: new AuditService(ds),
  }),
};
