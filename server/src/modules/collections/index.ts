import type { AppModule } from '../../core/module';
import { CollectionLogEntity, PaymentPromiseEntity } from './collections.entity';
import { CollectionsResolver } from './collections.resolver';
import { collectionsRoutes } from './collections.rest';
import { CollectionsService } from './collections.service';
import { Collections1766500000000 } from './migrations/1766500000000-collections';

// The front door: what other modules may use (they import '../collections').
export type { CollectionsService, ReceiptsSource } from './collections.service';
export { collectionLogRow, portfolioQuery, portfolioRows, statementExportQuery, statementRow } from './collections.rest';
export { PortfolioArgs, StatementArgs } from './collections.inputs';
export { portfolioView, statementView } from './collections.view';
export { CollectionLogView, PortfolioRowView, PortfolioView, StatementDocumentView, StatementView } from './collections.types';

declare module '../../core/services' {
  interface Services {
    collections: CollectionsService;
  }
}

/**
 * Collections (money rules): the client's account statement (balances and aging per currency, documents, ledger)
 * as of a day, the portfolio over every visible client, payment promises and the collection log.
 */
export const collectionsModule: AppModule = {
  name: 'collections',
  entities: [PaymentPromiseEntity, CollectionLogEntity],
  migrations: [Collections1766500000000],
  resolvers: [CollectionsResolver],
  rest: collectionsRoutes,
  // invoices: the documents and their open amounts; receipts: the payments up to the day (ledgerEntries); fiscal: the PDF letterhead; organizations: the client and its visibility; users: advisors.
  requires: ['audit', 'invoices', 'receipts', 'fiscal', 'organizations', 'users', 'activities'],
  services: ({ ds }, { audit, receipts, fiscal }) => ({ collections: new CollectionsService(ds, audit, (orgIds, asOf) => receipts.ledgerEntries(orgIds, asOf), fiscal) }),
};
