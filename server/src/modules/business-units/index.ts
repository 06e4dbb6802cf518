import type { AppModule } from '../../core/module';
import { BusinessUnitsService } from './business-units.service';
import { BusinessUnitEntity } from './business-unit.entity';
import { BusinessUnitsResolver } from './business-units.resolver';
import { businessUnitsRoutes } from './business-units.rest';

declare module '../../core/services' {
  interface Services {
    businessUnits: BusinessUnitsService;
  }
}

export const businessUnitsModule: AppModule = {
  name: 'business-units',
  entities: [BusinessUnitEntity],
  resolvers: [BusinessUnitsResolver],
  rest: businessUnitsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    businessUnits: new BusinessUnitsService(ds, audit),
  }),
};
