import type { AppModule } from '../../core/module';
import { QuotesService } from './quotes.service';
import { QuoteVersionEntity } from './quote-version.entity';
import { QuotesResolver } from './quotes.resolver';
import { quotesRoutes } from './quotes.rest';
import { Quotes1763900200000 } from './migrations/1763900200000-quotes';
import { QuoteStatus1766200000000 } from './migrations/1766200000000-quote-status';
import { QuoteOpenUntil1766900000000 } from './migrations/1766900000000-quote-open-until';
import { QuoteStatusEntity } from './quote-status.entity';
import { DealQuoteStatusResolver, QuoteStatusResolver, QuoteVersionLifecycleResolver } from './quote-status.resolver';
import { addQuoteStatusRoutes } from './quote-status.rest';
import { QuoteStatusService } from './quote-status.service';

// The front door: what other modules may use.
export type { QuoteStatusService } from './quote-status.service';

// The front door: the offline pdfmake engine, for the other documents a unit sends (invoices, credit notes).

declare module '../../core/services' {
  interface Services {
    quotes: QuotesService;
    quoteStatus: QuoteStatusService;
  }
}

export const quotesModule: AppModule = {
  name: 'quotes',
  entities: [QuoteVersionEntity, QuoteStatusEntity],
  migrations: [Quotes1763900200000, QuoteStatus1766200000000, QuoteOpenUntil1766900000000],
  resolvers: [QuotesResolver, QuoteStatusResolver, QuoteVersionLifecycleResolver, DealQuoteStatusResolver],
  // One router (the route lists of the role matrix and the abuse corpus read its own routes).
  rest: (services) => addQuoteStatusRoutes(quotesRoutes(services), services),
  // deals: the operation as the user sees it and its stage move on acceptance; cost-sheets: the budget confirmed
  // with an accepted quote; params, pipelines: the accepted-quote stage and the rejection reasons; fiscal: the
  // unit's letterhead on the PDF.
  requires: ['audit', 'custom-fields', 'deals', 'cost-sheets', 'params', 'pipelines', 'users', 'fiscal'],
  services: ({ ds }, { audit, customFields, deals, budget, fiscal }) => ({
    quotes: new QuotesService(ds, audit, customFields, fiscal),
    quoteStatus: new QuoteStatusService(ds, audit, deals, budget),
  }),
};
