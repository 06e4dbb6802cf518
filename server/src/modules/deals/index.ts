import type { AppModule } from '../../core/module';
import { DealsService } from './deals.service';
import { BoardService } from './board.service';
import { DealEntity } from './deal.entity';
import { DealModeDetailEntity } from './deal-mode-detail.entity';
import { DealTotalEntity } from './deal-total.entity';
import { DealModeDetails1764000318000 } from './migrations/1764000318000-deal-mode-details';
import { DealTotals1764100000000 } from './migrations/1764100000000-deal-totals';
import { DealsResolver } from './deals.resolver';
import { dealsRoutes } from './deals.rest';

declare module '../../core/services' {
  interface Services {
    deals: DealsService;
    board: BoardService;
  }
}

export const dealsModule: AppModule = {
  name: 'deals',
  entities: [DealEntity, DealModeDetailEntity, DealTotalEntity],
  migrations: [DealModeDetails1764000318000, DealTotals1764100000000],
  longTextColumns: [['deal_mode_details', 'data']],
  resolvers: [DealsResolver],
  rest: dealsRoutes,
  // The kanban's answers are cached per pipeline and unit (board.service.ts, cacheScope).
  sharedQueries: ({ board }) => ({
    board: (args) => board.cacheScope(args as { pipelineId?: number | null; businessUnitId?: number | null }),
    boardColumn: (args) => board.cacheScope(args as { pipelineId: number; businessUnitId?: number | null }),
  }),
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    deals: new DealsService(ds, audit),
    board: new BoardService(ds),
  }),
};
