import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { drainable, keepAliveLongerThanClients } from './http-drain';

/** An HTTP server whose handler the test controls: each request waits until the test answers it. */
async function startServer() {
  const server: Server = createServer();
  const drain = drainable(server);
  const waiting: Array<(body: string) => void> = [];
  server.on('request', (req, res) => {
    req.resume();
    waiting.push((body) => res.end(body));
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const get = (agent: Agent) =>
    new Promise<{ status?: number; headers?: IncomingHttpHeaders; body?: string; error?: string }>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += String(c)));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
      req.end();
    });
  const until = async (pred: () => boolean) => {
    for (let i = 0; i < 500 && !pred(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(pred()).toBe(true);
  };
  return { server, drain, waiting, sockets, port, get, until };
}

test('the drain closes idle keep-alive sockets at once, answers the request in flight with Connection: close, then resolves', async () => {
  const s = await startServer();
  const idleAgent = new Agent({ keepAlive: true });
  const busyAgent = new Agent({ keepAlive: true });
  // One connection left idle after its answer, one with a request in flight.
  const first = s.get(idleAgent);
  await s.until(() => s.waiting.length === 1);
  s.waiting.shift()!('uno');
  expect((await first).headers?.connection).toBe('keep-alive');
  const inFlight = s.get(busyAgent);
  await s.until(() => s.waiting.length === 1);
  expect(s.sockets.size).toBe(2);

  let drained = false;
  const drain = s.drain.drain(10_000).then((r) => {
    drained = true;
    return r;
  });
  // The idle one goes at once; the busy one stays until its answer.
  await s.until(() => s.sockets.size === 1);
  expect(drained).toBe(false);
  s.waiting.shift()!('dos');
  const answered = await inFlight;
  expect({ status: answered.status, body: answered.body, connection: answered.headers?.connection }).toEqual({ status: 200, body: 'dos', connection: 'close' });
  expect(await drain).toEqual({ cut: 0 });
  await s.until(() => s.sockets.size === 0);
  idleAgent.destroy();
  busyAgent.destroy();
});

test('a request still running at the deadline is cut, and counted', async () => {
  const s = await startServer();
  const agent = new Agent({ keepAlive: true });
  const stuck = s.get(agent);
  await s.until(() => s.waiting.length === 1);
  expect(await s.drain.drain(200)).toEqual({ cut: 1 });
  expect((await stuck).error).toBe('ECONNRESET');
  agent.destroy();
});

describe('kept-alive sockets', () => {
  test('an idle kept-alive socket is still answered after the 5 s Node closes it by default (the client closes first)', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    keepAliveLongerThanClients(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (d: Buffer) => (received += String(d)));
    socket.on('close', () => (closed = true));
    const answers = () => received.split('HTTP/1.1 200').length - 1;
    const until = async (ok: () => boolean) => {
      while (!ok() && !closed) await new Promise((r) => setTimeout(r, 20));
    };
    const ask = () => socket.write('GET / HTTP/1.1\r\nHost: prueba\r\n\r\n');
    try {
      ask();
      await until(() => answers() === 1);
      expect(answers()).toBe(1);
      // Idle well past Node's default keep-alive timeout (5 s, enforced about a second later): the next request on the same socket is still answered.
      await new Promise((r) => setTimeout(r, 8_000));
      expect(closed).toBe(false);
      ask();
      await until(() => answers() === 2);
      expect(answers()).toBe(2);
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  }, 20_000);
});
