import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from './spawn-server';

export interface ReceivedMail {
  /** The envelope: MAIL FROM and RCPT TO as the client sent them. */
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:<port> (no TLS, no auth: loopback only). */
  url: string;
  received: ReceivedMail[];
  /** Stops listening (connections refused) and keeps the port for `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `n` messages arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a loopback port, in this process: every message it
 * accepts is parsed with mailparser into `received`. `answer` may refuse a message with an SMTP error
 * (a 5xx or 4xx code) to test how the outbox takes it.
 */
export async function startSmtpServer(opts: { answer?: (mail: ReceivedMail) => { code: number; message: string } | null } = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const make = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 30 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const mail: ReceivedMail = {
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                raw,
                parsed,
              };
              const refusal = opts.answer?.(mail) ?? null;
              if (refusal) {
                const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
                callback(err);
                return;
              }
              received.push(mail);
              callback(null, 'Mensaje recibido');
            })
            .catch((e: Error) => callback(e));
        });
      },
    });
  const start = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    void (server.server.address() as AddressInfo);
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  };
  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop,
    close: stop,
    async waitFor(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`llegaron ${received.length} de ${n} correos`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
  };
}
