import type { AppModule } from '../../core/module';
import { FollowupsService } from './followups.service';
import { FollowupCallEntity } from './followup-call.entity';
import { FollowupNoteEntity } from './followup-note.entity';
import { FollowupsResolver } from './followups.resolver';
import { followupsRoutes } from './followups.rest';
import { FollowupCallTimesUtc1765030000000 } from './migrations/1765030000000-followup-call-times-utc';
import { CallOutcomes1765300000001 } from './migrations/1765300000001-call-outcomes';

declare module '../../core/services' {
  interface Services {
    followups: FollowupsService;
  }
}

export const followupsModule: AppModule = {
  name: 'followups',
  entities: [FollowupCallEntity, FollowupNoteEntity],
  migrations: [FollowupCallTimesUtc1765030000000, CallOutcomes1765300000001],
  resolvers: [FollowupsResolver],
  rest: followupsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    followups: new FollowupsService(ds, audit),
  }),
};
