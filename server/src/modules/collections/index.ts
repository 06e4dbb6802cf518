import type { AppModule } from '../../core/module';
import { CollectionAgingEntity, CollectionLogEntity, PaymentPromiseEntity } from './collections.entity';
import { CollectionsResolver } from './collections.resolver';
import { collectionsRoutes } from './collections.rest';
import { CollectionsService } from './collections.service';
import { Collections1766500000000 } from './migrations/1766500000000-collections';
import { CollectionsOpenAging1767100000000 } from './migrations/1767100000000-collections-open-aging';
import { CollectionAging1767200000000 } from './migrations/1767200000000-collection-aging';
import { CollectionsVersion1767300000000 } from './migrations/1767300000000-collections-version';

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
  entities: [PaymentPromiseEntity, CollectionLogEntity, CollectionAgingEntity],
  migrations: [Collections1766500000000, CollectionsOpenAging1767100000000, CollectionAging1767200000000, CollectionsVersion1767300000000],
  resolvers: [CollectionsResolver],
  rest: collectionsRoutes,
  // Today's portfolio is kept per 'collections' data version and day (collections.service.ts, portfolioScope).
  sharedQueries: ({ collections }) => ({
    collectionsPortfolio: (args) => collections.portfolioScope(args.asOf),
  }),
  // invoices: the documents and their open amounts; receipts: the payments up to the day (ledgerEntries); fiscal: the PDF letterhead; organizations: the client and its visibility; users: advisors.
  requires: ['audit', 'invoices', 'receipts', 'fiscal', 'organizations', 'users', 'activities'],
  services: ({ ds }, { audit, invoices, receipts, fiscal }) => {
    const collections = new CollectionsService(ds, audit, (orgIds, asOf) => receipts.ledgerEntries(orgIds, asOf), fiscal);
    // The portfolio's kept aging moves with every invoice write that moves an open amount, in its transaction.
    invoices.onOpenAmounts((em, orgIds) => collections.keepAging(em, orgIds));
    return { collections };
  },
};
