import type { AppModule } from '../../core/module';
import { DealMilestoneEntity } from './deal-milestone.entity';
import { Shipments1766000000000 } from './migrations/1766000000000-shipments';
import { DealShipmentResolver, ShipmentsResolver } from './shipments.resolver';
import { shipmentsRoutes } from './shipments.rest';
import { ShipmentsService } from './shipments.service';

// The front door: what other modules may use.
export { officeToday, type ShipmentsService } from './shipments.service';

declare module '../../core/services' {
  interface Services {
    shipments: ShipmentsService;
  }
}

/**
 * Shipment execution: typed per-mode details (over the original client's mode documents, module deals),
 * milestones, the 'En tránsito' table, the agenda's late-milestone alerts and the status report
 * ('STATUS DE EMBARQUE', GET /api/deals/{id}/status-report, attached by the mail module).
 */
export const shipmentsModule: AppModule = {
  name: 'shipments',
  entities: [DealMilestoneEntity],
  migrations: [Shipments1766000000000],
  resolvers: [ShipmentsResolver, DealShipmentResolver],
  rest: shipmentsRoutes,
  // custom-fields: the mirrors (MBL, HBL, weight) are written as the operation's fields in the same transaction.
  // fiscal: the business unit's letterhead on the status report.
  requires: ['audit', 'custom-fields', 'deals', 'fiscal'],
  services: ({ ds, config }, { audit, customFields, deals, fiscal }) => ({ shipments: new ShipmentsService(ds, audit, customFields, deals, config.mail?.from.name ?? null, fiscal) }),
};
