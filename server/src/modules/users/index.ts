import type { AppModule } from '../../core/module';
import { UsersService } from './users.service';
import { UserEntity } from './user.entity';
import { UsersResolver } from './users.resolver';
import { usersRoutes } from './users.rest';

// The front door: what other modules may use (they import '../users', or an *.entity file for a TypeORM relation).
export { userLoader } from './users.loaders';
export { normalizeEmail, USERS_MAX, userViewFor } from './users.service';
export { RoleEnum, UserView } from './users.types';

declare module '../../core/services' {
  interface Services {
    users: UsersService;
  }
}

export const usersModule: AppModule = {
  name: 'users',
  entities: [UserEntity],
  resolvers: [UsersResolver],
  rest: usersRoutes,
  requires: ['audit'],
  services: ({ ds, hasher }, { audit }) => ({
    users: new UsersService(ds, hasher, audit),
  }),
};
