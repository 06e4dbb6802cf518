import type { AppModule } from '../../core/module';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeysResolver } from './api-keys.resolver';
import { apiKeysRoutes } from './api-keys.rest';
import { ApiKeysService } from './api-keys.service';
import { ApiKeys1764160000000 } from './migrations/1764160000000-api-keys';

// The front door: what other modules may use (they import '../api-keys', or an *.entity file for a TypeORM relation).
export { API_KEY_MESSAGES } from './api-keys.inputs';
export { ApiKeysService, isApiKeyToken } from './api-keys.service';

declare module '../../core/services' {
  interface Services {
    apiKeys: ApiKeysService;
  }
}

/** API keys. The auth module asks this one for the actor of a 'crm_…' bearer token. */
export const apiKeysModule: AppModule = {
  name: 'api-keys',
  entities: [ApiKeyEntity],
  migrations: [ApiKeys1764160000000],
  resolvers: [ApiKeysResolver],
  rest: apiKeysRoutes,
  requires: ['audit', 'users'],
  services: ({ ds }, { audit }) => ({ apiKeys: new ApiKeysService(ds, audit) }),
};
