import type { AppModule } from '../../core/module';
import { ParamsService } from './params.service';
import { ParamValueEntity } from './param-value.entity';
import { ParamsResolver } from './params.resolver';
import { paramsRoutes } from './params.rest';

// The front door: what other modules may use (they import '../params', or an *.entity file for a TypeORM relation).
export { loadIvaDefaults } from './iva-defaults';
export { loadVolumetricSettings } from './volumetric-settings';
export { loadParamList } from './param-list';

declare module '../../core/services' {
  interface Services {
    params: ParamsService;
  }
}

export const paramsModule: AppModule = {
  name: 'params',
  entities: [ParamValueEntity],
  resolvers: [ParamsResolver],
  rest: paramsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    params: new ParamsService(ds, audit),
  }),
};
