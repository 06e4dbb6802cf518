import { availableParallelism } from 'node:os';
import { loadConfig, serverHeapArgs, webConcurrency } from './config';

describe('WEB_CONCURRENCY: how many server processes npm start runs', () => {
  test('unset: one per core, at most 4', () => {
    expect(webConcurrency({})).toBe(Math.min(4, availableParallelism()));
    expect(webConcurrency({ WEB_CONCURRENCY: ' ' })).toBe(Math.min(4, availableParallelism()));
  });

  test('a whole number from 1 to 64 is taken as it is', () => {
    expect(webConcurrency({ WEB_CONCURRENCY: '1' })).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '8' })).toBe(8);
  });

  test.each(['0', '-2', '1.5', 'dos', '65'])('%p is refused with a Spanish message instead of starting a wrong number of processes', (v) => {
    expect(() => webConcurrency({ WEB_CONCURRENCY: v })).toThrow('WEB_CONCURRENCY debe ser un entero entre 1 y 64.');
  });
});

describe('DB_QUERY_TIMEOUT_MS and SHUTDOWN_TIMEOUT_MS', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/crm-config-test' };

  test('defaults: 30 s per query, 8 s to drain on SIGTERM', () => {
    expect(loadConfig(base)).toMatchObject({ dbQueryTimeoutMs: 30_000, shutdownTimeoutMs: 8_000 });
  });

  test('whole milliseconds are taken as they are (0 = no cap on a query)', () => {
    expect(loadConfig({ ...base, DB_QUERY_TIMEOUT_MS: '0', SHUTDOWN_TIMEOUT_MS: '25000' })).toMatchObject({ dbQueryTimeoutMs: 0, shutdownTimeoutMs: 25_000 });
  });

  test.each(['-1', '1.5', 'diez'])('%p is refused with a Spanish message', (v) => {
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: v })).toThrow('SHUTDOWN_TIMEOUT_MS debe ser un número entero de milisegundos (0 o más).');
  });
});

describe('SERVER_HEAP_MB: the old space of each server process (bounded memory)', () => {
  test('unset: 256 MB; 0: V8 default; a size given to node already wins', () => {
    expect(serverHeapArgs({}, ['--enable-source-maps'])).toEqual(['--enable-source-maps', '--max-old-space-size=256']);
    expect(serverHeapArgs({ SERVER_HEAP_MB: '512' }, [])).toEqual(['--max-old-space-size=512']);
    expect(serverHeapArgs({ SERVER_HEAP_MB: '0' }, [])).toEqual([]);
    expect(serverHeapArgs({ NODE_OPTIONS: '--max-old-space-size=1024' }, [])).toEqual([]);
    expect(serverHeapArgs({}, ['--max_old_space_size=300'])).toEqual(['--max_old_space_size=300']);
  });

  test.each(['64', '-1', 'mucho', '1.5'])('%p is refused with a Spanish message', (v) => {
    expect(() => serverHeapArgs({ SERVER_HEAP_MB: v }, [])).toThrow('SERVER_HEAP_MB debe ser 0 o un entero de MB entre 128 y 65536.');
  });
});

describe('STORAGE and S3_*: checked at start', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/crm-config-test' };
  const s3 = { ...base, STORAGE: 's3', S3_BUCKET: 'crm-archivos' };

  test('unset or local: the folder UPLOADS_DIR', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ ...base, STORAGE: 'LOCAL' }).storage).toEqual({ kind: 'local' });
  });

  test('MinIO/Garage/R2: an endpoint means path-style and us-east-1 unless told otherwise; the prefix ends in /', () => {
    const c = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_PREFIX: '/crm/archivos',
    });
    expect(c.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'crm-archivos',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
      prefix: 'crm/archivos/',
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
      accessKeyId: undefined,
    });
  });

  test('AWS S3: no endpoint, virtual-hosted style, the SDK credential chain when no keys are given', () => {
    expect(loadConfig({ ...s3, S3_REGION: 'sa-east-1' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'crm-archivos',
      region: 'sa-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(loadConfig({ ...s3, AWS_REGION: 'us-west-2' }).storage).toMatchObject({ region: 'us-west-2' });
  });

  test.each<[string, Record<string, string>, string]>([
    ['an unknown kind', { STORAGE: 'ftp' }, 'STORAGE debe ser local o s3 (es "ftp").'],
    ['no bucket', { S3_BUCKET: '' }, 'STORAGE=s3 necesita S3_BUCKET (el nombre del bucket).'],
    ['a bad bucket name', { S3_BUCKET: 'Mis_Archivos' }, 'S3_BUCKET no es un nombre de bucket válido'],
    ['an endpoint that is no URL', { S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT debe ser una URL http(s)://'],
    ['an endpoint with credentials', { S3_ENDPOINT: 'http://a:b@minio:9000' }, 'S3_ENDPOINT no lleva credenciales'],
    ['AWS without a region', {}, 'STORAGE=s3 sin S3_ENDPOINT (AWS S3) necesita S3_REGION'],
    ['one key without the other', { S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'clave' }, 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas'],
    ['a path-style flag that is no boolean', { S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'quizás' }, 'S3_FORCE_PATH_STYLE debe ser true o false'],
    ['a prefix that climbs', { S3_REGION: 'us-east-1', S3_PREFIX: 'crm/../otro' }, 'S3_PREFIX admite letras'],
  ])('%s stops the start with a Spanish message naming the variable', (_name, env, message) => {
    expect(() => loadConfig({ ...s3, ...env })).toThrow(message);
  });
});
