import type { AppModule } from '../../core/module';
import { QuotesService } from './quotes.service';
import { QuoteVersionEntity } from './quote-version.entity';
import { QuotesResolver } from './quotes.resolver';
import { quotesRoutes } from './quotes.rest';
import { Quotes1763900200000 } from './migrations/1763900200000-quotes';

// The front door: the offline pdfmake engine, for the other documents a unit sends (invoices, credit notes).
export { renderPdfDocument } from './quote-pdf';

declare module '../../core/services' {
  interface Services {
    quotes: QuotesService;
  }
}

export const quotesModule: AppModule = {
  name: 'quotes',
  entities: [QuoteVersionEntity],
  migrations: [Quotes1763900200000],
  resolvers: [QuotesResolver],
  rest: quotesRoutes,
  requires: ['audit', 'custom-fields', 'fiscal'],
  services: ({ ds }, { audit, customFields, fiscal }) => ({
    quotes: new QuotesService(ds, audit, customFields, fiscal),
  }),
};
