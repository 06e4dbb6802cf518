import type { AppModule } from '../../core/module';
import { LabelsService } from './labels.service';
import { LabelEntity } from './label.entity';
import { LabelsResolver } from './labels.resolver';
import { labelsRoutes } from './labels.rest';

declare module '../../core/services' {
  interface Services {
    labels: LabelsService;
  }
}

export const labelsModule: AppModule = {
  name: 'labels',
  entities: [LabelEntity],
  resolvers: [LabelsResolver],
  rest: labelsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    labels: new LabelsService(ds, audit),
  }),
};
