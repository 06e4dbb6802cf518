/**
 * A closed-loop load generator in a worker thread (its own event loop, so it does not steal the
 * server's): `concurrency` workers each send requests back to back until `total` are done.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** One URL per request, taken in turn (instead of `url`; lets a GET case vary its requests). */
  urls?: string[];
  /** One body per request, taken in turn (lets a case vary its requests). */
  bodies?: string[];
  concurrency: number;
  total: number;
}

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  rps: number;
  errors: number;
  total: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

async function runInWorker(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= spec.total) return;
      const body = spec.bodies ? spec.bodies[i % spec.bodies.length] : undefined;
      const t0 = performance.now();
      try {
        const res = await fetch(spec.urls ? spec.urls[i % spec.urls.length] : spec.url, { method: spec.method, headers: spec.headers, body });
        const text = await res.text();
        if (!res.ok || text.includes('"errors"')) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: r(percentile(latencies, 50)),
    p95: r(percentile(latencies, 95)),
    p99: r(percentile(latencies, 99)),
    mean: r(latencies.reduce((a, b) => a + b, 0) / latencies.length),
    rps: Math.round(spec.total / elapsed),
    errors,
    total: spec.total,
  };
}

if (parentPort && workerData?.spec) {
  runInWorker(workerData.spec as LoadSpec).then((r) => parentPort!.postMessage(r));
}

export function load(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(__filename, { workerData: { spec }, execArgv: ['-r', '@swc-node/register'] });
    w.once('message', (r: LoadResult) => {
      resolve(r);
      void w.terminate();
    });
    w.once('error', reject);
  });
}
