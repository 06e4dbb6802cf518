import { availableParallelism } from 'node:os';
import { webConcurrency } from './config';

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
