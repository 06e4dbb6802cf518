import type { AppModule } from '../../core/module';
import { DealsService } from './deals.service';
import { BoardService } from './board.service';
import { BoardLive } from './board-live';
import { DealsLiveResolver } from './deals-live.resolver';
import { DealEntity } from './deal.entity';
import { DealModeDetailEntity } from './deal-mode-detail.entity';
import { DealModeDetails1764000318000 } from './migrations/1764000318000-deal-mode-details';
import { DealClose1764130000001 } from './migrations/1764130000001-deal-close';
import { DealsResolver } from './deals.resolver';
import { dealsRoutes } from './deals.rest';

declare module '../../core/services' {
  interface Services {
    deals: DealsService;
    board: BoardService;
    boardLive: BoardLive;
  }
}

export const dealsModule: AppModule = {
  name: 'deals',
  entities: [DealEntity, DealModeDetailEntity],
  migrations: [DealModeDetails1764000318000, DealClose1764130000001],
  longTextColumns: [['deal_mode_details', 'data']],
  resolvers: [DealsResolver, DealsLiveResolver],
  rest: dealsRoutes,
  requires: ['audit'],
  services: ({ ds, live }, { audit }) => {
    const boardLive = new BoardLive(ds, live);
    return { deals: new DealsService(ds, audit, boardLive), board: new BoardService(ds), boardLive };
  },
};
