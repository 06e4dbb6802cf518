import type { AppModule } from '../../core/module';
import { RateSheets1766100000000 } from './migrations/1766100000000-rate-sheets';
import { RateSheetEntity } from './rate-sheet.entity';
import { RateSheetsResolver } from './rate-sheets.resolver';
import { RateSheetsService } from './rate-sheets.service';

declare module '../../core/services' {
  interface Services {
    rateSheets: RateSheetsService;
  }
}

/**
 * Rate sheets ('Tarifas') of agents, carriers and suppliers, their CSV import, and 'Cargar tarifa' on the cost sheet
 * (the sheets of an operation's mode and lane, priced against its weight to use, W/M or containers).
 */
export const rateSheetsModule: AppModule = {
  name: 'rate-sheets',
  entities: [RateSheetEntity],
  migrations: [RateSheets1766100000000],
  resolvers: [RateSheetsResolver],
  // cost-sheets: the weight to use and the reader's access to the operation; shipments: its containers.
  requires: ['activities', 'audit', 'organizations', 'deals', 'custom-fields', 'cost-sheets', 'shipments', 'params'],
  services: ({ ds }, { audit, costSheets, shipments }) => ({ rateSheets: new RateSheetsService(ds, audit, costSheets, shipments) }),
};
