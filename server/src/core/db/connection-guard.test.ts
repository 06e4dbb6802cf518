import { DEFAULT_DB_TIMEOUTS, Liveness, watch } from './connection-guard';

/**
 * The guard's deadlines on a fake clock (no database, no wall-clock timing). A network partition: from
 * the moment nothing answers any more, a waiting query (or pool wait) is failed within stallMs + probeMs
 * (1.5 s with the defaults), however shortly before the partition the server last answered: a request
 * running when the partition begins gets its 503 in under 2 s. (It took up to 2 × stallMs + probeMs when
 * the last answer came just after the query started.) A host that keeps answering other queries is busy,
 * not gone: a query waiting on it is failed only at queryMs.
 */
const t = DEFAULT_DB_TIMEOUTS;

describe('connection guard deadlines', () => {
  let partitioned: boolean;
  let probes: number;
  // A fresh connection: answers at once unless partitioned, then never (the probe gives up at probeMs).
  const probe = () =>
    new Promise<boolean>((resolve) => {
      probes++;
      if (!partitioned) return resolve(true);
      setTimeout(() => resolve(false), t.probeMs);
    });

  beforeEach(() => {
    jest.useFakeTimers();
    partitioned = false;
    probes = 0;
  });
  afterEach(() => jest.useRealTimers());

  /** Starts a watch; returns when (ms after its start) it failed it and with which code, or undefined. */
  function watched(liveness: Liveness) {
    const start = Date.now();
    const result: { afterMs?: number; code?: string } = {};
    const stop = watch(t, liveness, (err) => {
      result.afterMs = Date.now() - start;
      result.code = (err as { code?: string }).code;
    });
    return { result, stop };
  }

  test.each([0, 10, 200, 500, 700, 740, 749])(
    'a partition %i ms after the query started (right after the last answer) fails it within stallMs + probeMs of the partition',
    async (answeredAt) => {
      const liveness = new Liveness(t, probe);
      const { result } = watched(liveness);
      await jest.advanceTimersByTimeAsync(answeredAt);
      // The last answer any query got, then the partition.
      liveness.answered();
      partitioned = true;
      await jest.advanceTimersByTimeAsync(5_000);
      expect(result.code).toBe('DB_UNREACHABLE');
      expect(result.afterMs! - answeredAt).toBeLessThanOrEqual(t.stallMs + t.probeMs);
    },
  );

  test('the default deadlines add up to less than 2 s', () => {
    expect(t.stallMs + t.probeMs).toBeLessThan(2_000);
  });

  test('a busy host that keeps answering other queries is not unreachable; it is once the answers stop', async () => {
    const liveness = new Liveness(t, probe);
    const { result } = watched(liveness);
    for (let i = 0; i < 20; i++) {
      await jest.advanceTimersByTimeAsync(400);
      liveness.answered();
    }
    expect(result).toEqual({});
    partitioned = true;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(result.code).toBe('DB_UNREACHABLE');
    expect(result.afterMs! - 20 * 400).toBeLessThanOrEqual(t.stallMs + t.probeMs);
  });

  test('a slow query on a host that still accepts connections waits, up to queryMs (DB_TIMEOUT)', async () => {
    const liveness = new Liveness(t, probe);
    const { result } = watched(liveness);
    await jest.advanceTimersByTimeAsync(t.queryMs - 1);
    expect(result).toEqual({});
    await jest.advanceTimersByTimeAsync(t.stallMs);
    expect(result.code).toBe('DB_TIMEOUT');
    expect(probes).toBeGreaterThan(0);
  });

  test('a fresh connection that cannot open in time while open connections answer meanwhile is a busy host, not an outage', async () => {
    // New connections time out (partitioned probe) but the pool's open connections keep answering during the probe:
    // a saturated machine whose handshakes are slow. The waiting query keeps waiting; it fails only when every
    // answer stops.
    partitioned = true;
    const liveness = new Liveness(t, probe);
    const { result } = watched(liveness);
    for (let i = 0; i < 10; i++) {
      // Each answer comes after stallMs of silence, while the probe that silence started is still out.
      await jest.advanceTimersByTimeAsync(t.stallMs + t.probeMs / 2);
      liveness.answered();
    }
    expect(result).toEqual({});
    expect(probes).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(result.code).toBe('DB_UNREACHABLE');
  });
});
