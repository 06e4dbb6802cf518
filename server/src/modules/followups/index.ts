import type { AppModule } from '../../core/module';
import { FollowupsService } from './followups.service';
import { FollowupCallEntity } from './followup-call.entity';
import { FollowupNoteEntity } from './followup-note.entity';
import { FollowupsResolver } from './followups.resolver';
import { followupsRoutes } from './followups.rest';

declare module '../../core/services' {
  interface Services {
    followups: FollowupsService;
  }
}

export const followupsModule: AppModule = {
  name: 'followups',
  entities: [FollowupCallEntity, FollowupNoteEntity],
  resolvers: [FollowupsResolver],
  rest: followupsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    followups: new FollowupsService(ds, audit),
  }),
};
