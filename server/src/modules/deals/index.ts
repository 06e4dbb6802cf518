import type { AppModule } from '../../core/module';
import { DealsService } from './deals.service';
import { BoardService } from './board.service';
import { BoardLive } from './board-live';
import { DealsLiveResolver } from './deals-live.resolver';
import { DealEntity } from './deal.entity';
import { DealModeDetailEntity } from './deal-mode-detail.entity';
import { DealTotalEntity } from './deal-total.entity';
import { DealModeDetails1764000318000 } from './migrations/1764000318000-deal-mode-details';
import { DealTotals1764100000000 } from './migrations/1764100000000-deal-totals';
import { DealClose1764130000001 } from './migrations/1764130000001-deal-close';
import { TotalsVersion1764250000000 } from './migrations/1764250000000-totals-version';
import { DealEditVersions1765000000000 } from './migrations/1765000000000-deal-edit-versions';
import { DealsResolver } from './deals.resolver';
import { dealsRoutes } from './deals.rest';

// The front door: what other modules may use (they import '../deals', or an *.entity file for a TypeORM relation).
export { boardCardVersion, boardDay } from './board.service';
export { CreateDealInput, DEAL_MESSAGES, DealContactRef, DealFilter, DealOrder, DealOrganizationRef, DealSortKey, UpdateDealInput } from './deals.inputs';
export { dealDetailRow, dealListFilter } from './deals.rest';
export { type DealBudgetChanged, type DealDeleting, DealsService, dealViewIn, type OrganizationsTouched } from './deals.service';
export { DealCard, DealView } from './deals.types';
// The per-mode documents of the original client, the one store of the typed shipment details (module shipments).
export { loadMirrorFields, loadModeDocuments, storeModeDetail } from './deal-mode-details';
export type { ModeDetails, ModeDocument } from './deal-mode-details';

declare module '../../core/services' {
  interface Services {
    deals: DealsService;
    board: BoardService;
    boardLive: BoardLive;
  }
}

export const dealsModule: AppModule = {
  name: 'deals',
  entities: [DealEntity, DealModeDetailEntity, DealTotalEntity],
  migrations: [DealModeDetails1764000318000, DealTotals1764100000000, DealClose1764130000001, TotalsVersion1764250000000, DealEditVersions1765000000000],
  longTextColumns: [['deal_mode_details', 'data']],
  resolvers: [DealsResolver, DealsLiveResolver],
  rest: dealsRoutes,
  // The kanban's answers are cached per pipeline and unit (board.service.ts, cacheScope).
  // The request's loaders: the totals read for the key are the ones the answer is then built from.
  sharedQueries: ({ board }) => ({
    board: (args, _actor, ctx) => board.cacheScope(args as { pipelineId?: number | null; businessUnitId?: number | null }, ctx.loaders),
    boardColumn: (args, _actor, ctx) => board.cacheScope(args as { pipelineId: number; businessUnitId?: number | null }, ctx.loaders),
  }),
  // Large answers of plain cards: the trimmed execution path when the selection allows (core/graphql/fast-path/direct-answers.ts).
  directQueries: ['board', 'boardColumn'],
  // custom-fields: the operation save writes the deal and its fields in one transaction.
  // organizations, contacts: a new operation finds or creates the ones it names through their own rules, in its transaction.
  requires: ['audit', 'custom-fields', 'activities', 'contacts', 'idempotency', 'organizations', 'params', 'pipelines', 'search', 'users'],
  services: ({ ds, live }, { audit, customFields, organizations, contacts }) => {
    const boardLive = new BoardLive(ds, live);
    return { deals: new DealsService(ds, audit, { organizations, contacts }, boardLive, customFields), board: new BoardService(ds), boardLive };
  },
};
