import type { AppModule } from '../../core/module';
import { ExchangeRateEntity } from './exchange-rate.entity';
import { ExchangeRatesResolver } from './exchange-rates.resolver';
import { exchangeRatesRoutes } from './exchange-rates.rest';
import { ExchangeRatesService } from './exchange-rates.service';
import { ExchangeRates1764120000000 } from './migrations/1764120000000-exchange-rates';

// The front door: what other modules may use (they import '../exchange-rates', or an *.entity file for a TypeORM relation).
export { ExchangeRatesService } from './exchange-rates.service';

declare module '../../core/services' {
  interface Services {
    exchangeRates: ExchangeRatesService;
  }
}

/** Dated exchange rates: the table, its admin API and the lookup new cost sheets use. */
export const exchangeRatesModule: AppModule = {
  name: 'exchange-rates',
  entities: [ExchangeRateEntity],
  migrations: [ExchangeRates1764120000000],
  resolvers: [ExchangeRatesResolver],
  rest: exchangeRatesRoutes,
  requires: ['audit', 'activities'],
  services: ({ ds }, { audit }) => ({ exchangeRates: new ExchangeRatesService(ds, audit) }),
};
