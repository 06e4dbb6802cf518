import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';

/**
 * A Web Push service on loopback for tests: HTTPS with a self-signed certificate (server/test/fixtures;
 * a spawned server trusts it through NODE_EXTRA_CA_CERTS), recording every push it gets. And the
 * browser's side: a subscription's keys (ECDH P-256 + a 16-byte auth secret) and the RFC 8291 (aes128gcm)
 * decryption of what arrives. No fake of web-push: the server's real sender talks to this over TLS.
 */
export const PUSH_CA_FILE = join(__dirname, 'fixtures', 'push-service-cert.pem');

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export interface PushService {
  port: number;
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key: readFileSync(join(__dirname, 'fixtures', 'push-service-key.pem')), cert: readFileSync(PUSH_CA_FILE) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's push subscription keys, as PushSubscription.toJSON() gives them. */
export interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  json: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: decrypts an aes128gcm body with the subscription's private key and auth secret. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const prkKey = hmac(keys.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  if (plain[end - 1] !== 2) throw new Error('falta el delimitador del último registro');
  return plain.subarray(0, end - 1).toString('utf8');
}

/** RFC 8292: the `vapid t=<JWT>, k=<public key>` header, its ES256 signature checked with `k`. */
export function vapidClaims(authorization: string): { k: string; claims: { aud: string; exp: number; sub: string } } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!m) throw new Error(`cabecera VAPID inesperada: ${authorization}`);
  const [h, p, sig] = m[1].split('.');
  const point = Buffer.from(m[2], 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) throw new Error('firma VAPID inválida');
  return { k: m[2], claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) };
}
