import type { AppModule } from '../../core/module';
import { StatsService } from './stats.service';
import { StatsResolver } from './stats.resolver';
import { statsRoutes } from './stats.rest';

declare module '../../core/services' {
  interface Services {
    stats: StatsService;
  }
}

export const statsModule: AppModule = {
  name: 'stats',
  resolvers: [StatsResolver],
  rest: statsRoutes,
  services: ({ ds }) => ({
    stats: new StatsService(ds),
  }),
};
