import type { AppModule } from '../../core/module';
import { StatsService } from './stats.service';
import { StatsResolver } from './stats.resolver';
import { statsRoutes } from './stats.rest';
import { OutcomeStatsService } from './outcomes.service';
import { OutcomeStatsResolver } from './outcomes.resolver';

declare module '../../core/services' {
  interface Services {
    stats: StatsService;
    outcomeStats: OutcomeStatsService;
  }
}

export const statsModule: AppModule = {
  name: 'stats',
  resolvers: [StatsResolver, OutcomeStatsResolver],
  rest: statsRoutes,
  requires: ['users'],
  services: ({ ds }) => ({
    stats: new StatsService(ds),
    outcomeStats: new OutcomeStatsService(ds),
  }),
};
