import type { AppModule } from '../../core/module';
import { CostSheetsService } from './cost-sheets.service';
import { BudgetService } from './budget.service';
import { CostSheetEntity } from './cost-sheet.entity';
import { CostSheetRevisionEntity } from './cost-sheet-revision.entity';
import { CostSheetRevisionsService } from './cost-sheet-revisions.service';
import { CostSheetRevisionsResolver, OrganizationBudgetResolver } from './cost-sheet-revisions.resolver';
import { CostSheetsResolver } from './cost-sheets.resolver';
import { CostSheetsLiveResolver } from './cost-sheets-live.resolver';
import { costSheetsRoutes } from './cost-sheets.rest';
import { CostSheets1763900100000 } from './migrations/1763900100000-cost-sheets';
import { CostSheetDocument1764000317000 } from './migrations/1764000317000-cost-sheet-document';
import { CostSheetRateFreeze1764120000001 } from './migrations/1764120000001-cost-sheet-rate-freeze';
import { CostSheetRevisions1765090500000 } from './migrations/1765090500000-cost-sheet-revisions';

export { payloadOfData, type CostSheetRevisionsService } from './cost-sheet-revisions.service';

declare module '../../core/services' {
  interface Services {
    costSheets: CostSheetsService;
    budget: BudgetService;
    costSheetRevisions: CostSheetRevisionsService;
  }
}

export const costSheetsModule: AppModule = {
  name: 'cost-sheets',
  entities: [CostSheetEntity, CostSheetRevisionEntity],
  migrations: [CostSheets1763900100000, CostSheetDocument1764000317000, CostSheetRateFreeze1764120000001, CostSheetRevisions1765090500000],
  longTextColumns: [
    ['cost_sheets', 'data'],
    ['cost_sheets', 'document'],
    ['cost_sheet_revisions', 'data'],
    ['cost_sheet_revisions', 'document'],
  ],
  resolvers: [CostSheetsResolver, CostSheetsLiveResolver, CostSheetRevisionsResolver, OrganizationBudgetResolver],
  rest: costSheetsRoutes,
  requires: ['audit', 'exchange-rates', 'deals', 'organizations', 'params'],
  services: ({ ds, live }, { audit, exchangeRates, deals }) => {
    const costSheetRevisions = new CostSheetRevisionsService(ds, audit, (em, dealId) => deals.dealBudgetChanged(em, dealId));
    // An operation that changes organization or is deleted: both organizations' budget figures are derived again,
    // in that transaction (budgets per operation).
    deals.onOrganizationsTouched(async (em, orgIds) => {
      for (const orgId of orgIds) await costSheetRevisions.refreshOrganization(em, orgId);
    });
    const costSheets = new CostSheetsService(ds, audit, exchangeRates, costSheetRevisions, live);
    return { costSheets, costSheetRevisions, budget: new BudgetService(ds, audit, costSheets, costSheetRevisions, live, (by, dealId) => deals.cardChanged(by, dealId)) };
  },
};
