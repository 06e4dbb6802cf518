import type { AppModule } from '../../core/module';
import { DealsService } from './deals.service';
import { BoardService } from './board.service';
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
  }
}

export const dealsModule: AppModule = {
  name: 'deals',
  entities: [DealEntity, DealModeDetailEntity],
  migrations: [DealModeDetails1764000318000, DealClose1764130000001],
  longTextColumns: [['deal_mode_details', 'data']],
  resolvers: [DealsResolver],
  rest: dealsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    deals: new DealsService(ds, audit),
    board: new BoardService(ds),
  }),
};
