import type { AppModule } from '../../core/module';
import { SalesTargets1766037000000 } from './migrations/1766037000000-sales-targets';
import { SalesTargetEntity } from './sales-target.entity';
import { TargetsResolver } from './targets.resolver';
import { targetsRoutes } from './targets.rest';
import { TargetsService } from './targets.service';

declare module '../../core/services' {
  interface Services {
    targets: TargetsService;
  }
}

/**
 * Monthly targets per seller and the sales dashboards (targets vs actual, calls by outcome, pipeline
 * health, "próximas acciones"). Reads operations, calls, organizations and tasks through SQL over their
 * tables; writes only its own.
 */
export const targetsModule: AppModule = {
  name: 'targets',
  entities: [SalesTargetEntity],
  migrations: [SalesTargets1766037000000],
  resolvers: [TargetsResolver],
  rest: targetsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({ targets: new TargetsService(ds, audit) }),
};
