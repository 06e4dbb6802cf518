import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from './core/config';

/**
 * The multi-instance deployment (several instances) as committed: docker-compose.yml, deploy/nginx.conf and the
 * Dockerfile, parsed and checked here because CI has no Docker daemon to run them.
 */
const compose = parse(readFileSync(join(ROOT_DIR, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, any>;
  volumes: Record<string, unknown>;
};
const nginx = readFileSync(join(ROOT_DIR, 'deploy', 'nginx.conf'), 'utf8').replace(/#.*$/gm, '');
const dockerfile = readFileSync(join(ROOT_DIR, 'Dockerfile'), 'utf8');
const services = compose.services;

/** A service's environment as a map, whether written as a map or as a list of NAME=value. */
function envOf(service: any): Record<string, string> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
  return Object.fromEntries(env.map((e: string) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
}

/** The named volumes a service mounts. */
const namedVolumes = (service: any): string[] =>
  (service.volumes ?? []).map((v: string | { source: string }) => (typeof v === 'string' ? v.split(':')[0] : v.source)).filter((v: string) => v in (compose.volumes ?? {}));

/** The block `name { … }` of nginx.conf (braces balanced). */
function block(name: RegExp): string {
  const m = name.exec(nginx);
  if (!m) throw new Error(`sin bloque ${name}`);
  let depth = 0;
  for (let i = nginx.indexOf('{', m.index); i < nginx.length; i++) {
    if (nginx[i] === '{') depth++;
    else if (nginx[i] === '}' && --depth === 0) return nginx.slice(m.index, i + 1);
  }
  throw new Error(`bloque ${name} sin cerrar`);
}

test('the services: MySQL 8, Redis, MinIO with its bucket-creating one-shot, the app and a reverse proxy', () => {
  expect(services.db.image).toMatch(/^mysql:8(\.\d+)*$/);
  expect(services.redis.image).toMatch(/^redis:/);
  expect(services.minio.image).toMatch(/^(quay\.io\/)?minio\/minio[:@]/);
  expect(services['minio-init'].image).toMatch(/minio\/mc[:@]/);
  expect(services['minio-init'].restart).toBe('no');
  expect(services['minio-init'].depends_on.minio.condition).toBe('service_healthy');
  expect(services['minio-init'].entrypoint.join(' ')).toMatch(/mc mb --ignore-existing/);
  expect(services.proxy.image).toMatch(/^(nginx|caddy):/);
  expect(services.app.build).toBeDefined();
});

test('two app replicas, started after the database, Redis and the bucket, never published but through the proxy', () => {
  expect(services.app.deploy.replicas).toBe(2);
  expect(services.app.ports).toBeUndefined();
  expect(services.app.container_name).toBeUndefined();
  expect(services.app.depends_on).toEqual({
    db: { condition: 'service_healthy' },
    redis: { condition: 'service_healthy' },
    'minio-init': { condition: 'service_completed_successfully' },
  });
  const published = Object.entries(services).filter(([, s]) => s.ports?.length);
  expect(published.map(([name]) => name)).toEqual(['proxy']);
});

test('the app environment: MySQL, Redis, S3 on MinIO, one JWT secret for every replica, one trusted proxy', () => {
  const env = envOf(services.app);
  expect(env.DATABASE_URL).toMatch(/^mysql:\/\/[^@]+@db:3306\/\w+$/);
  expect(env.REDIS_URL).toBe('redis://redis:6379');
  expect(env.STORAGE).toBe('s3');
  expect(env.S3_ENDPOINT).toBe('http://minio:9000');
  expect(env.S3_FORCE_PATH_STYLE).toBe('true');
  for (const k of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(env[k]).toBeTruthy();
  // MinIO's credentials and bucket are the app's.
  const minio = envOf(services.minio);
  expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
  expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
  expect(envOf(services['minio-init']).S3_BUCKET).toBe(env.S3_BUCKET);
  // Without it each replica would generate its own under its DATA_DIR, and a session from one fail on the other.
  expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  expect(env.TRUST_PROXY).toBe('1');
});

test('a healthcheck on every long-running service and a named volume on each stateful one', () => {
  for (const name of ['db', 'redis', 'minio', 'app', 'proxy']) {
    expect({ name, test: services[name].healthcheck?.test?.[0] }).toEqual({ name, test: expect.stringMatching(/^CMD/) });
  }
  expect(services.app.healthcheck.test.join(' ')).toMatch(/\/api\/health/);
  expect(namedVolumes(services.db)).toEqual(['db-data']);
  expect(namedVolumes(services.redis)).toEqual(['redis-data']);
  expect(namedVolumes(services.minio)).toEqual(['minio-data']);
  expect(Object.keys(compose.volumes).sort()).toEqual(['db-data', 'minio-data', 'redis-data']);
});

test('the proxy config: mounted by the proxy, its upstream is every app replica, WebSockets upgraded, X-Forwarded-For appended', () => {
  expect(services.proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  const upstream = block(/upstream\s+(\w+)\s*\{/);
  const upstreamName = /upstream\s+(\w+)/.exec(upstream)![1];
  // The service name resolves to each replica's address (Docker's DNS), again while running (`resolve`).
  expect(upstream).toMatch(/server\s+app:4000\b[^;]*\bresolve\b/);
  expect(upstream).toMatch(/\bzone\s+\w+/);
  expect(nginx).toMatch(/resolver\s+127\.0\.0\.11\b/);
  const location = block(/location\s+\/\s*\{/);
  expect(location).toContain(`proxy_pass http://${upstreamName};`);
  expect(location).toMatch(/proxy_http_version\s+1\.1;/);
  expect(location).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
  expect(location).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
  expect(block(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{/)).toMatch(/default\s+upgrade;/);
  expect(location).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
  expect(nginx).toMatch(/client_max_body_size\s+\d+m;/);
});

test('the Dockerfile: a Node LTS image (not the end-of-life 20) in both stages, run as a non-root user', () => {
  const froms = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  expect(froms.length).toBeGreaterThanOrEqual(2);
  for (const image of froms) expect(image).toMatch(/^node:(22|24|26)-/);
  const users = [...dockerfile.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
  expect(users.length).toBeGreaterThan(0);
  expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  // The user is set in the final stage, before the command.
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  expect(last.indexOf('\nUSER ')).toBeGreaterThan(0);
  expect(last.indexOf('\nUSER ')).toBeLessThan(last.indexOf('\nCMD '));
});
