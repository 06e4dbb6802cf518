import type { AppModule } from '../../core/module';
import { RateRequests1766300000000 } from './migrations/1766300000000-rate-requests';
import { ProviderRouteEntity, RateRequestEntity } from './rate-request.entity';
import { RateRequestsResolver } from './rate-requests.resolver';
import { rateRequestsRoutes } from './rate-requests.rest';
import { RateRequestsService } from './rate-requests.service';

declare module '../../core/services' {
  interface Services {
    rateRequests: RateRequestsService;
  }
}

/**
 * Freight-rate requests to providers: route sheets on provider organizations, 'Solicitar tarifa' from an
 * operation (one e-mail per provider through the mail outbox), the recorded answers and their purchase rows.
 */
export const rateRequestsModule: AppModule = {
  name: 'rate-requests',
  entities: [ProviderRouteEntity, RateRequestEntity],
  migrations: [RateRequests1766300000000],
  resolvers: [RateRequestsResolver],
  rest: rateRequestsRoutes,
  // mail: the outbox every request goes through; cost-sheets: the purchase row of an answer; deals, organizations,
  // contacts, custom-fields: the operation, the providers and their addresses as the user sees them.
  requires: ['audit', 'contacts', 'cost-sheets', 'custom-fields', 'deals', 'mail', 'organizations'],
  services: ({ ds }, { audit, deals, mail, costSheets }) => ({ rateRequests: new RateRequestsService(ds, audit, deals, mail, costSheets) }),
};
