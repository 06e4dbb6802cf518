import type { AppModule } from '../../core/module';
import { UsersService } from './users.service';
import { UserEntity } from './user.entity';
import { UsersResolver } from './users.resolver';
import { usersRoutes } from './users.rest';

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
