import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A webhook receiver on loopback (node:http, no framework): answers each request with the next status of
 * `statuses` (the last one repeats), and records what came. `onRequest` runs when a request has
 * arrived, before it is answered (a test does something at that exact point, e.g. locks the database).
 */
export async function startReceiver(
  statuses: number[] = [200],
  port = 0,
  onRequest?: (w: ReceivedWebhook) => void,
): Promise<{ url: string; port: number; received: ReceivedWebhook[]; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = statuses[Math.min(received.length, statuses.length - 1)];
      const w = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status };
      received.push(w);
      onRequest?.(w);
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'fallo');
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hooks/crm`,
    port: actual,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** What a receiver does with README's recipe: HMAC-SHA256 of "<timestamp>.<body>", compared in constant time. */
export function validSignature(secret: string, w: ReceivedWebhook): boolean {
  const ts = String(w.headers['x-crm-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${ts}.${w.body}`).digest('hex')}`);
  const got = Buffer.from(String(w.headers['x-crm-signature']));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** Waits until `check` returns a truthy value (polls every 25 ms), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 25));
  }
}
