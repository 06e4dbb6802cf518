import type { AppModule } from '../../core/module';
import { CostSheetsService } from './cost-sheets.service';
import { BudgetService } from './budget.service';
import { CostSheetEntity } from './cost-sheet.entity';
import { CostSheetsResolver } from './cost-sheets.resolver';
import { CostSheetsLiveResolver } from './cost-sheets-live.resolver';
import { costSheetsRoutes } from './cost-sheets.rest';
import { CostSheets1763900100000 } from './migrations/1763900100000-cost-sheets';
import { CostSheetDocument1764000317000 } from './migrations/1764000317000-cost-sheet-document';

declare module '../../core/services' {
  interface Services {
    costSheets: CostSheetsService;
    budget: BudgetService;
  }
}

export const costSheetsModule: AppModule = {
  name: 'cost-sheets',
  entities: [CostSheetEntity],
  migrations: [CostSheets1763900100000, CostSheetDocument1764000317000],
  longTextColumns: [
    ['cost_sheets', 'data'],
    ['cost_sheets', 'document'],
  ],
  resolvers: [CostSheetsResolver, CostSheetsLiveResolver],
  rest: costSheetsRoutes,
  requires: ['audit'],
  services: ({ ds, live }, { audit }) => {
    const costSheets = new CostSheetsService(ds, audit, live);
    return { costSheets, budget: new BudgetService(ds, audit, costSheets, live) };
  },
};
