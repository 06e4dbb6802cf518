/**
 * A closed-loop load generator in a worker thread (its own event loop, so it does not steal the
 * server's): `concurrency` connections each send requests back to back until `total` are done.
 *
 * On this 2-core machine the client shares the CPU with the server (and the database server), so what
 * the client spends per request is taken from what is measured. Each connection is a bare keep-alive
 * socket writing pre-serialized requests and scanning the replies (Content-Length or chunked). A bare
 * node:http server answering `{}` at c=20, same machine and hour: fetch client 3,100 req/s (p95 14.1 ms),
 * node:http client with a keep-alive agent 7,600 req/s (p95 5.9), this client 23,000 req/s (p95 2.0).
 * The bench prints that floor, and the CPU time per request of the server, the database server and
 * this generator beside every case.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
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
  /** Stop after this long (ms) even if `total` is not reached (mixed cases: a writer runs beside readers). */
  durationMs?: number;
  /** Each connection starts a request at most every `intervalMs` (a writer moving a card every 100 ms). */
  intervalMs?: number;
  /** Other processes whose CPU time is reported per request (a database server on this machine). */
  watch?: number[];
}

export interface LoadResult {
  /**
   * CPU per request in ms (Linux /proc; NaN elsewhere): the load generator's own thread, and the rest of
   * this process (the in-process server when there is one), and each `watch` process (a database server).
   */
  cpu: { client: number; process: number; watched: number[] };
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

/**
 * One keep-alive HTTP/1.1 connection that sends pre-serialized requests and reads each response
 * (Content-Length or chunked). It reconnects when the server closes the connection.
 */
class Connection {
  private socket: Socket | null = null;
  private buf: Buffer = Buffer.alloc(0);
  private waiting: { resolve(r: { status: number; body: Buffer }): void; reject(e: Error): void } | null = null;

  constructor(private readonly host: string, private readonly port: number) {}

  private connect(): Socket {
    const s = connect({ host: this.host, port: this.port });
    s.setNoDelay(true);
    s.on('data', (d: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
      this.parse();
    });
    const fail = (e: Error) => {
      this.socket = null;
      this.buf = Buffer.alloc(0);
      const w = this.waiting;
      this.waiting = null;
      w?.reject(e);
    };
    s.on('error', fail);
    s.on('close', () => fail(new Error('connection closed')));
    return s;
  }

  private parse(): void {
    if (!this.waiting) return;
    const head = this.buf.indexOf('\r\n\r\n');
    if (head < 0) return;
    const headers = this.buf.toString('latin1', 0, head);
    const status = Number(headers.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(headers);
    let body: Buffer;
    let used: number;
    if (length) {
      used = head + 4 + Number(length[1]);
      if (this.buf.length < used) return;
      body = this.buf.subarray(head + 4, used);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(headers)) {
      const parts: Buffer[] = [];
      let at = head + 4;
      for (;;) {
        const eol = this.buf.indexOf('\r\n', at);
        if (eol < 0) return;
        const size = parseInt(this.buf.toString('latin1', at, eol), 16);
        if (this.buf.length < eol + 2 + size + 2) return;
        if (size === 0) {
          used = eol + 4;
          break;
        }
        parts.push(this.buf.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
      }
      body = Buffer.concat(parts);
    } else {
      used = head + 4;
      body = Buffer.alloc(0);
    }
    this.buf = this.buf.subarray(used);
    const w = this.waiting;
    this.waiting = null;
    w.resolve({ status, body });
  }

  send(request: Buffer): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket ??= this.connect();
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket?.removeAllListeners('close');
    this.socket?.destroy();
  }
}

/** The bytes of one request (keep-alive, with Content-Length when it has a body). */
function requestBytes(url: string, method: string, headers: Record<string, string>, body?: string): Buffer {
  const u = new URL(url);
  const lines = [`${method} ${u.pathname}${u.search} HTTP/1.1`, `host: ${u.host}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

async function runInWorker(spec: LoadSpec): Promise<LoadResult> {
  const urls = spec.urls ?? [spec.url];
  const bodies: Array<string | undefined> = spec.bodies ?? [undefined];
  // Every distinct request is serialized once: per request, the generator writes bytes and scans a reply.
  const serialized = new Map<string, Buffer>();
  const pick = (i: number) => {
    const key = `${i % urls.length} ${i % bodies.length}`;
    let bytes = serialized.get(key);
    if (!bytes) serialized.set(key, (bytes = requestBytes(urls[i % urls.length], spec.method, spec.headers, bodies[i % bodies.length])));
    return bytes;
  };
  const target = new URL(urls[0]);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const connections: Connection[] = [];
  parentPort!.postMessage('started');
  const started = performance.now();
  const cpuAtStart = threadCpuMs();
  const worker = async () => {
    const conn = new Connection(target.hostname, Number(target.port || 80));
    connections.push(conn);
    for (;;) {
      if (spec.durationMs !== undefined && performance.now() - started >= spec.durationMs) return;
      const i = next++;
      if (i >= spec.total) return;
      const t0 = performance.now();
      try {
        const res = await conn.send(pick(i));
        if (res.status < 200 || res.status >= 300 || res.body.includes('"errors"')) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
      const wait = (spec.intervalMs ?? 0) - (performance.now() - t0);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  for (const c of connections) c.close();
  const clientCpu = threadCpuMs() - cpuAtStart;
  const elapsed = (performance.now() - started) / 1000;
  const done = latencies.length;
  latencies.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    cpu: { client: clientCpu / Math.max(1, done), process: NaN, watched: [] },
    p50: r(percentile(latencies, 50)),
    p95: r(percentile(latencies, 95)),
    p99: r(percentile(latencies, 99)),
    mean: r(latencies.reduce((a, b) => a + b, 0) / latencies.length),
    rps: Math.round(done / elapsed),
    errors,
    total: done,
  };
}

/** USER_HZ: 100 on every Linux build this runs on. */
const CLOCK_TICKS = 100;

/** CPU time of a thread (`thread-self`) or process, in ms, from Linux /proc (NaN where there is none). */
export function cpuMs(entry: 'thread-self' | number): number {
  try {
    const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return NaN;
  }
}
const threadCpuMs = () => cpuMs('thread-self');

/**
 * A local MySQL/MariaDB server's process (its CPU time is part of what a request costs when it shares
 * this machine's cores), or none.
 */
export function databaseServerPid(databaseUrl: string | undefined): number | undefined {
  if (!databaseUrl || !/^(mysql|mariadb):/.test(databaseUrl)) return undefined;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname)) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (/^(mariadbd|mysqld)$/.test(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

export function load(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let own = process.cpuUsage();
    let watched: number[] = [];
    const w = new Worker(__filename, { workerData: { spec }, execArgv: ['-r', '@swc-node/register'] });
    // The CPU counts start when the requests do (not with the worker's start-up).
    w.once('message', () => {
      own = process.cpuUsage();
      watched = (spec.watch ?? []).map(cpuMs);
      w.once('message', (r: LoadResult) => done(r));
    });
    const done = (r: LoadResult) => {
      const used = process.cpuUsage(own);
      r.cpu.process = (used.user + used.system) / 1000 / Math.max(1, r.total) - r.cpu.client;
      r.cpu.watched = (spec.watch ?? []).map((pid, i) => (cpuMs(pid) - watched[i]) / Math.max(1, r.total));
      resolve(r);
      void w.terminate();
    };
    w.once('error', reject);
  });
}

if (parentPort && workerData?.spec) {
  runInWorker(workerData.spec as LoadSpec).then((r) => parentPort!.postMessage(r));
}
