import type { AppModule } from '../../core/module';
import { ActivitiesService } from './activities.service';
import { ActivityEntity } from './activity.entity';
import { ActivitiesResolver } from './activities.resolver';
import { activitiesRoutes } from './activities.rest';

declare module '../../core/services' {
  interface Services {
    activities: ActivitiesService;
  }
}

export const activitiesModule: AppModule = {
  name: 'activities',
  entities: [ActivityEntity],
  resolvers: [ActivitiesResolver],
  rest: activitiesRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    activities: new ActivitiesService(ds, audit),
  }),
};
