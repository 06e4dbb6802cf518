import type { AppModule } from '../../core/module';
import { DealMilestoneEntity } from './deal-milestone.entity';
import { Shipments1766000000000 } from './migrations/1766000000000-shipments';
import { DealShipmentResolver, ShipmentsResolver } from './shipments.resolver';
import { ShipmentsService } from './shipments.service';

declare module '../../core/services' {
  interface Services {
    shipments: ShipmentsService;
  }
}

/**
 * Shipment execution: typed per-mode details (over the original client's mode documents, module deals),
 * milestones, the 'En tránsito' table and the agenda's late-milestone alerts.
 */
export const shipmentsModule: AppModule = {
  name: 'shipments',
  entities: [DealMilestoneEntity],
  migrations: [Shipments1766000000000],
  resolvers: [ShipmentsResolver, DealShipmentResolver],
  // custom-fields: the mirrors (MBL, HBL, weight) are written as the operation's fields in the same transaction.
  requires: ['audit', 'custom-fields', 'deals'],
  services: ({ ds }, { audit, customFields }) => ({ shipments: new ShipmentsService(ds, audit, customFields) }),
};
