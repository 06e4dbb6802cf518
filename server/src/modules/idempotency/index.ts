import type { AppModule } from '../../core/module';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { IdempotencyService } from './idempotency.service';
import { IdempotencyKeys1764160000001 } from './migrations/1764160000001-idempotency-keys';
import { IdempotencyNoSecrets1765060000000 } from './migrations/1765060000000-idempotency-no-secrets';

// The front door: what other modules may use (they import '../idempotency', or an *.entity file for a TypeORM relation).
export { IDEMPOTENCY_KEY_DESCRIPTION } from './idempotency.service';
export { IdempotencyKeyArgs } from './idempotency.inputs';

declare module '../../core/services' {
  interface Services {
    idempotency: IdempotencyService;
  }
}

/**
 * Idempotent creates. REST: `idempotentPosts` (idempotency.middleware.ts), mounted by app.ts
 * on /api; GraphQL: the `idempotencyKey` argument of the create mutations calls `services.idempotency.once`.
 */
export const idempotencyModule: AppModule = {
  name: 'idempotency',
  entities: [IdempotencyKeyEntity],
  migrations: [IdempotencyKeys1764160000001, IdempotencyNoSecrets1765060000000],
  services: ({ ds }) => ({ idempotency: new IdempotencyService(ds) }),
};
