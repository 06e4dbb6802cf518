import type { AppModule } from '../../core/module';
import { BusinessUnitsService } from './business-units.service';
import { BusinessUnitEntity } from './business-unit.entity';
import { BusinessUnitsResolver } from './business-units.resolver';
import { businessUnitsRoutes } from './business-units.rest';

// The front door: what other modules may use (they import '../business-units', or an *.entity file for a TypeORM relation).
export { BusinessUnitsService } from './business-units.service';

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
