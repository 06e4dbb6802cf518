import type { ErrorRequestHandler, RequestHandler, Router } from 'express';
import type { DataSource, MigrationInterface } from 'typeorm';
import type { PasswordHasher } from './auth/passwords';
import type { SharedQueries } from './graphql/fast-path/shared-response-cache';
import type { AppConfig } from './config';
import type { LiveBus } from './live/bus';
import type { Services } from './services';
import type { Storage } from './storage/storage';

/** What core hands every module's service factory: the database, the configuration and shared tools. */
export interface Kernel {
  ds: DataSource;
  config: Pick<AppConfig, 'bcryptCost' | 'jwtSecret' | 'jwtExpiresIn' | 'uploadsDir' | 'mail' | 'port' | 'vapid'>;
  hasher: PasswordHasher;
  /** Live events for subscriptions: publish after the transaction committed (core/live/bus.ts). */
  live: LiveBus;
  /** Where file bytes live (the folder UPLOADS_DIR or an S3 bucket: core/storage/create-storage.ts). */
  storage: Storage;
}

// Class references as TypeORM and TypeGraphQL take them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ClassRef = Function;
type MigrationClass = new () => MigrationInterface;

/**
 * One feature module, as `server/src/modules/<name>/index.ts` describes it. `server/src/modules/index.ts`
 * lists them; `app.ts` hands that list to core, which never imports a module itself (docs/architecture.md).
 */
export interface AppModule {
  /** The module's folder name under server/src/modules. */
  name: string;
  /** TypeORM entities (tables) the module owns. */
  entities?: readonly ClassRef[];
  /** Migrations the module owns; core runs every module's with its own in timestamp order. */
  migrations?: readonly MigrationClass[];
  /** MySQL/MariaDB: JSON columns longer than 64 KB (`mediumtext` there, `text` on SQLite). */
  longTextColumns?: ReadonlyArray<readonly [table: string, column: string]>;
  /** Columns holding Storage keys of stored bytes (`npm run storage:migrate` copies every key they reference). */
  storedFiles?: ReadonlyArray<{ table: string; keyColumn: string }>;
  /** TypeGraphQL resolver classes (queries, mutations, field resolvers). */
  resolvers?: readonly ClassRef[];
  /** Its part of /api, over the composed services. */
  rest?: (services: Services) => Router;
  /** Routes outside /api, mounted at the root before /graphql (signed file URLs carry no token). */
  routes?: (services: Services) => Router;
  /**
   * GraphQL multipart uploads: the parser of the request's files and the handler of its refusals. The
   * GraphQL room (core/graphql/server.ts) places them in /graphql after its multipart guard; one module
   * at most brings them.
   */
  graphqlUploads?: { parse: () => RequestHandler; refusals: ErrorRequestHandler };
  /**
   * Root query fields whose answers are the same for every reader who sees the same records, with the
   * data version of each answer (core/graphql/fast-path/shared-response-cache.ts answers repeats from memory).
   */
  sharedQueries?: (services: Services) => SharedQueries;
  /**
   * Root query fields answered by the trimmed execution path (core/graphql/fast-path/direct-answers.ts) when the
   * selection allows it: large answers of plain objects (the kanban).
   */
  directQueries?: readonly string[];
  /**
   * Names of the modules it stands on: those whose services its factory uses (built first; anything else is
   * refused) and those whose front doors (index.ts) its files import (modules/module-imports.test.ts). No
   * cycle: a module below never imports one above.
   */
  requires?: readonly string[];
  /**
   * Builds the module's services. `deps` answers only the services of the modules in `requires`; the
   * module declares the members it adds to `Services` (declaration merging in its index.ts).
   */
  services?: (kernel: Kernel, deps: Services) => Partial<Services>;
}

/** The modules in an order where each comes after those it requires; refuses unknown names and cycles. */
export function orderModules(modules: readonly AppModule[]): AppModule[] {
  const byName = new Map<string, AppModule>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`Módulo repetido: ${m.name}`);
    byName.set(m.name, m);
  }
  const ordered: AppModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: AppModule, path: string[]): void => {
    const s = state.get(m.name);
    if (s === 'done') return;
    if (s === 'visiting') throw new Error(`Dependencia circular entre módulos: ${[...path, m.name].join(' → ')}`);
    state.set(m.name, 'visiting');
    for (const dep of m.requires ?? []) {
      const target = byName.get(dep);
      if (!target) throw new Error(`El módulo ${m.name} requiere ${dep}, que no está registrado`);
      visit(target, [...path, m.name]);
    }
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/**
 * Builds every module's services in dependency order. A factory that reads a service of a module it did
 * not list in `requires` fails here, at start-up (and so in every test), not in production later.
 */
export function composeServices(modules: readonly AppModule[], kernel: Kernel): Services {
  const built: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const m of orderModules(modules)) {
    if (!m.services) continue;
    const allowed = new Set([...(m.requires ?? [])]);
    const deps = new Proxy(built, {
      get(target, key) {
        if (typeof key !== 'string') return undefined;
        const from = owner.get(key);
        if (!from || !allowed.has(from)) {
          throw new Error(`El módulo ${m.name} usa el servicio '${key}' sin declarar su módulo en requires`);
        }
        return target[key];
      },
    }) as unknown as Services;
    const own = m.services(kernel, deps);
    for (const [key, service] of Object.entries(own)) {
      if (owner.has(key)) throw new Error(`El servicio '${key}' está definido por ${owner.get(key)} y ${m.name}`);
      owner.set(key, m.name);
      built[key] = service;
    }
  }
  return built as unknown as Services;
}

/** What one kind of part every module contributes, flattened in module order. */
export function partsOf<K extends 'entities' | 'migrations' | 'resolvers' | 'longTextColumns'>(
  modules: readonly AppModule[],
  kind: K,
): NonNullable<AppModule[K]>[number][] {
  return modules.flatMap((m) => (m[kind] ?? []) as NonNullable<AppModule[K]>[number][]);
}
