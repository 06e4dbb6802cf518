import type { AppModule } from '../../core/module';
import { ActivitiesService } from './activities.service';
import { ActivityEntity, ActivityTrashEntity } from './activity.entity';
import { ActivityDone1765020000001 } from './migrations/1765020000001-activity-done';
import { ActivityDueTime1765300000000 } from './migrations/1765300000000-activity-due-time';
import { ActivityCardVersions1765300000004 } from './migrations/1765300000004-activity-card-versions';
import { ActivitiesResolver } from './activities.resolver';
import { activitiesRoutes } from './activities.rest';

// The front door: what other modules may use (they import '../activities', or an *.entity file for a TypeORM relation).
export { IsCalendarDate } from './activities.inputs';
export { activityRow } from './activities.rest';

declare module '../../core/services' {
  interface Services {
    activities: ActivitiesService;
  }
}

export const activitiesModule: AppModule = {
  name: 'activities',
  entities: [ActivityEntity, ActivityTrashEntity],
  migrations: [ActivityDone1765020000001, ActivityDueTime1765300000000, ActivityCardVersions1765300000004],
  resolvers: [ActivitiesResolver],
  rest: activitiesRoutes,
  requires: ['audit', 'idempotency'],
  services: ({ ds }, { audit }) => ({
    activities: new ActivitiesService(ds, audit),
  }),
};
