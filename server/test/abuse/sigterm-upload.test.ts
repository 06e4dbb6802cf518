import { createHash } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../spawn-server';
import { provisionMigratedForProcesses } from '../db-template';

/**
 * SIGTERM while a large upload is still arriving slowly: the drain lets requests in flight finish for
 * SHUTDOWN_TIMEOUT_MS (8 s by default), uploads included. An 8 MB file sent over a few seconds, started
 * before the signal, is answered 201 and its bytes are stored (read back after a restart), while new
 * connections are refused during the drain. The upload goes the way clients send it: on a kept-alive
 * connection that already carried a request (a browser), with `Expect: 100-continue` (curl, for large
 * bodies), through REST and GraphQL. One process, and the node:cluster primary with two workers.
 */
const ADMIN = { email: 'sigterm-upload@test.local', password: 'Sigterm-12345' };
const SIZE = 8 * 1024 * 1024;
const CHUNKS = 32;
const UPLOAD = `mutation Upload($dealId: Int!, $type: String!, $file: Upload!) {
  uploadDealFile(dealId: $dealId, type: $type, file: $file) { id }
}`;

function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n%');
  const tail = Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const body = Buffer.alloc(size - head.length - tail.length);
  for (let i = 0; i < body.length; i++) body[i] = 0x41 + (i % 26);
  return Buffer.concat([head, body, tail]);
}

type Answer = { status?: number; body?: any; raw?: Buffer; headers?: Record<string, unknown>; error?: string };

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: (write: (b: Buffer) => void, end: () => void) => void,
  agent = new Agent(),
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode, body: parsed, raw, headers: res.headers });
      });
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    if (body) body((b) => req.write(b), () => req.end());
    else req.end();
  });
}

const json = (port: number, path: string, payload: unknown, token?: string) =>
  send(port, 'POST', path, { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, (w, end) => {
    w(Buffer.from(JSON.stringify(payload)));
    end();
  });

/** Whether a TCP connection to the port is refused (nobody accepts there any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

describe.each([
  [1, 'REST'],
  [2, 'REST'],
  [1, 'GraphQL'],
  [2, 'GraphQL'],
] as const)('SIGTERM with a slow 8 MB upload in flight, WEB_CONCURRENCY=%i, %s', (processes, via) => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  let db: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-sigterm-upload-'));
    db = await provisionMigratedForProcesses(dataDir);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await spawnServer({ processes, dataDir, databaseUrl: db.url, admin: ADMIN });
    child = server.child;
    const login = await json(server.port, '/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    return { port: server.port, token: login.body.token as string, output: server.output };
  };

  test('the upload completes (201, or 200 without errors) and is stored; new connections are refused meanwhile; exit 0', async () => {
    const { port, token, output } = await start();
    const auth = { authorization: `Bearer ${token}` };
    const pipelines = await send(port, 'GET', '/api/pipelines', auth);
    const pipelineId = Number(pipelines.body[0].id);
    const stages = await send(port, 'GET', `/api/pipelines/${pipelineId}/stages`, auth);
    const deal = await json(port, '/api/deals', { title: 'Archivo grande al apagar', pipeline_id: pipelineId, stage_id: Number(stages.body[0].id) }, token);
    expect(deal.status).toBe(201);
    // A browser's kept-alive connection, which already carried a request before the upload.
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(port, 'GET', `/api/deals/${deal.body.id}/files`, auth, undefined, keepAlive)).status).toBe(200);

    const pdf = pdfOf(SIZE);
    const boundary = '----slow' + Date.now();
    // REST: POST /api/deals/:id/files (type, file); GraphQL: the multipart request spec (operations, map, file).
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const fileHead = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const head = Buffer.from(
      via === 'REST'
        ? part('type', 'fact_venta') + fileHead('file')
        : part('operations', JSON.stringify({ query: UPLOAD, variables: { dealId: deal.body.id, type: 'fact_venta', file: null } })) +
            part('map', JSON.stringify({ 0: ['variables.file'] })) +
            fileHead('0'),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const step = Math.ceil(pdf.length / CHUNKS);
    let sent = 0;
    let signal: () => void = () => {};
    const signalTime = new Promise<void>((r) => (signal = r));
    let finished = false;
    // The body is written a chunk every 100 ms (about 3 s in all); the signal goes after a few chunks.
    const upload = send(
      port,
      'POST',
      via === 'REST' ? `/api/deals/${deal.body.id}/files` : '/graphql',
      { ...auth, expect: '100-continue', 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + pdf.length + tail.length) },
      (write, end) => {
        write(head);
        const tick = () => {
          write(pdf.subarray(sent, sent + step));
          sent += step;
          if (sent === step * 4) signal();
          if (sent >= pdf.length) {
            write(tail);
            finished = true;
            end();
          } else setTimeout(tick, 100);
        };
        tick();
      },
      keepAlive,
    );
    await signalTime;
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    child!.kill('SIGTERM');
    // Once the server says it is stopping, nobody accepts new connections while the upload is still arriving.
    while (!/SIGTERM: cerrando/.test(output())) await new Promise((r) => setTimeout(r, 20));
    let refusedDuringDrain: boolean | undefined;
    for (let i = 0; i < 50 && !refusedDuringDrain && !finished; i++) {
      refusedDuringDrain = await refused(port);
      if (!refusedDuringDrain) await new Promise((r) => setTimeout(r, 20));
    }
    const wasInFlight = !finished;
    const uploaded = await upload;
    const code = await exited;

    expect({ refusedDuringDrain, wasInFlight }).toEqual({ refusedDuringDrain: true, wasInFlight: true });
    expect({ status: uploaded.status, error: uploaded.error, connection: uploaded.headers?.connection, errors: uploaded.body?.errors }).toEqual({
      status: via === 'REST' ? 201 : 200,
      error: undefined,
      connection: 'close',
      errors: undefined,
    });
    expect(code).toBe(0);

    // After a restart the file is listed and its bytes are the ones sent.
    const again = await start();
    const files = await send(again.port, 'GET', `/api/deals/${deal.body.id}/files`, { authorization: `Bearer ${again.token}` });
    expect(files.body.map((f: { filename: string }) => f.filename)).toEqual(['grande.pdf']);
    const url = new URL(files.body[0].url, `http://127.0.0.1:${again.port}`);
    const bytes = await send(again.port, 'GET', url.pathname + url.search, {});
    expect(bytes.status).toBe(200);
    expect(createHash('sha256').update(bytes.raw!).digest('hex')).toBe(createHash('sha256').update(pdf).digest('hex'));
  }, 120_000);
});
