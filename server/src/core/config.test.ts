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

describe('SERVER_HEAP_MB: the old space of each server process (issue 19 item 6)', () => {
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
