import type { AppModule } from '../../core/module';
import { CostSheetsService } from './cost-sheets.service';
import { BudgetService } from './budget.service';
import { CostSheetEntity } from './cost-sheet.entity';
import { CostSheetsResolver } from './cost-sheets.resolver';
import { CostSheetsLiveResolver } from './cost-sheets-live.resolver';
import { costSheetsRoutes } from './cost-sheets.rest';
import { CostSheets1763900100000 } from './migrations/1763900100000-cost-sheets';
import { CostSheetDocument1764000317000 } from './migrations/1764000317000-cost-sheet-document';
import { CostSheetRateFreeze1764120000001 } from './migrations/1764120000001-cost-sheet-rate-freeze';

declare module '../../core/services' {
  interface Services {
    costSheets: CostSheetsService;
    budget: BudgetService;
  }
}

export const costSheetsModule: AppModule = {
  name: 'cost-sheets',
  entities: [CostSheetEntity],
  migrations: [CostSheets1763900100000, CostSheetDocument1764000317000, CostSheetRateFreeze1764120000001],
  longTextColumns: [
    ['cost_sheets', 'data'],
    ['cost_sheets', 'document'],
  ],
  resolvers: [CostSheetsResolver, CostSheetsLiveResolver],
  rest: costSheetsRoutes,
  requires: ['audit', 'exchange-rates', 'deals', 'organizations', 'params'],
  services: ({ ds, live }, { audit, exchangeRates }) => {
    const costSheets = new CostSheetsService(ds, audit, exchangeRates, live);
    return { costSheets, budget: new BudgetService(ds, audit, costSheets, live) };
  },
};
