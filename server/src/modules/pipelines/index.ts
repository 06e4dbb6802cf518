import type { AppModule } from '../../core/module';
import { PipelinesService } from './pipelines.service';
import { PipelineEntity } from './pipeline.entity';
import { StageEntity } from './stage.entity';
import { PipelinesResolver } from './pipelines.resolver';
import { pipelinesRoutes } from './pipelines.rest';
import { StageStuckDays1765300000002 } from './migrations/1765300000002-stage-stuck-days';

// The front door: what other modules may use (they import '../pipelines', or an *.entity file for a TypeORM relation).
export { STAGES_MAX } from './pipelines.types';

declare module '../../core/services' {
  interface Services {
    pipelines: PipelinesService;
  }
}

export const pipelinesModule: AppModule = {
  name: 'pipelines',
  entities: [PipelineEntity, StageEntity],
  migrations: [StageStuckDays1765300000002],
  resolvers: [PipelinesResolver],
  rest: pipelinesRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    pipelines: new PipelinesService(ds, audit),
  }),
};
