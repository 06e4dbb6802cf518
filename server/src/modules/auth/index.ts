import type { AppModule } from '../../core/module';
import { AuthService } from './auth.service';
import { LoginThrottleEntity } from './login-throttle.entity';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { LoginThrottle1764000100000 } from './migrations/1764000100000-login-throttle';

declare module '../../core/services' {
  interface Services {
    auth: AuthService;
  }
}

export const authModule: AppModule = {
  name: 'auth',
  entities: [LoginThrottleEntity],
  migrations: [LoginThrottle1764000100000],
  resolvers: [AuthResolver],
  rest: authRoutes,
  requires: ['audit', 'api-keys'],
  services: ({ ds, config, hasher }, { audit, apiKeys }) => ({
    auth: new AuthService(ds, hasher, audit, { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn }, apiKeys),
  }),
};
