import type { AppModule } from '../../core/module';
import { StatsService } from './stats.service';
import { StatsResolver } from './stats.resolver';
import { statsRoutes } from './stats.rest';
import { OutcomeStatsService } from './outcomes.service';
import { OutcomeStatsResolver } from './outcomes.resolver';
import { ProfitStatsService } from './profit.service';
import { ProfitStatsResolver } from './profit.resolver';

declare module '../../core/services' {
  interface Services {
    stats: StatsService;
    outcomeStats: OutcomeStatsService;
    profitStats: ProfitStatsService;
  }
}

export const statsModule: AppModule = {
  name: 'stats',
  resolvers: [StatsResolver, OutcomeStatsResolver, ProfitStatsResolver],
  rest: statsRoutes,
  requires: ['users'],
  services: ({ ds }) => ({
    stats: new StatsService(ds),
    outcomeStats: new OutcomeStatsService(ds),
    profitStats: new ProfitStatsService(ds),
  }),
};
