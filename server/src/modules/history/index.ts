import type { AppModule } from '../../core/module';
import { AuditHistoryService } from './history.service';
import { AuditResolver } from './history.resolver';
import { historyRoutes } from './history.rest';

declare module '../../core/services' {
  interface Services {
    auditHistory: AuditHistoryService;
  }
}

/**
 * The read half of the audit log (the Historial of a record and the administrators' list), on top of the
 * modules whose records it labels; the audit module below only writes events.
 */
export const historyModule: AppModule = {
  name: 'history',
  resolvers: [AuditResolver],
  rest: historyRoutes,
  // contacts, deals, organizations: their not-found messages when a Historial is asked for a missing record.
  requires: ['contacts', 'deals', 'organizations'],
  services: ({ ds }) => ({
    auditHistory: new AuditHistoryService(ds),
  }),
};
