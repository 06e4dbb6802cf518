import { createHmac, timingSafeEqual } from 'node:crypto';

import { tokenLifetimeSeconds } from '../auth/jwt';

/**
 * Frames and new tabs carry no bearer token, so file URLs are signed URLs
 * (`/uploads/<key>?exp=<unix s>&sig=<hex>`): HMAC-SHA256 of key and expiry with a server secret.
 * They live as long as an API token (REST-CONTRACT "File links last a working session": a page keeps the
 * links of its last list call while it stays open), never less than SIGNED_URL_TTL_SECONDS.
 */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

export class UrlSigner {
  private readonly secret: Buffer;
  /** Lifetime of the URLs this signer makes. */
  readonly ttlSeconds: number;

  constructor(serverSecret: string, tokenExpiresIn?: string) {
    this.ttlSeconds = Math.max(SIGNED_URL_TTL_SECONDS, tokenExpiresIn ? tokenLifetimeSeconds(tokenExpiresIn) : 0);
    // A key of its own, derived from the server secret, so these signatures never double as anything else.
    this.secret = createHmac('sha256', serverSecret).update('crm:uploads:v1').digest();
  }

  private sign(key: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${exp}`).digest('hex');
  }

  url(key: string, now: Date = new Date(), ttlSeconds = this.ttlSeconds): string {
    const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
    return `/uploads/${key}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  /** True only for an unexpired signature made by this server for exactly this key. */
  verify(key: string, exp: unknown, sig: unknown, now: Date = new Date()): boolean {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string' || !/^[a-f0-9]{64}$/.test(sig)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.sign(key, expires), 'hex');
    return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
  }
}
