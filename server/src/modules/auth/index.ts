import type { AppModule } from '../../core/module';
import { AuthService } from './auth.service';
import { LoginThrottleEntity } from './login-throttle.entity';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { LoginThrottle1764000100000 } from './migrations/1764000100000-login-throttle';
import { RevokedSessions1765080000000 } from './migrations/1765080000000-revoked-sessions';
import { RevokedSessionEntity } from './revoked-session.entity';

declare module '../../core/services' {
  interface Services {
    auth: AuthService;
  }
}

export const authModule: AppModule = {
  name: 'auth',
  entities: [LoginThrottleEntity, RevokedSessionEntity],
  migrations: [LoginThrottle1764000100000, RevokedSessions1765080000000],
  resolvers: [AuthResolver],
  rest: authRoutes,
  requires: ['audit', 'api-keys', 'users'],
  services: ({ ds, config, hasher }, { audit, apiKeys }) => ({
    auth: new AuthService(ds, hasher, audit, { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn }, apiKeys),
  }),
};
