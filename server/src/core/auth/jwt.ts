import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  sub: number;
  /** users.token_version when issued: logging out everywhere, password changes and deactivation bump it. */
  ver: number;
  /**
   * The sign-in this token belongs to: logging out revokes this session only (revoked_sessions), while
   * `ver` ends every session of the user at once. Tokens issued before sessions existed have none.
   */
  sid?: string;
}

const ALGORITHM = 'HS256' as const;

/** A session id as newSessionId() makes it (a UUID): anything else in a token is refused. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newSessionId(): string {
  return randomUUID();
}

/** jsonwebtoken turns a string secret into a KeyObject on every call; doing it once saves ~0.5 ms a request. */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let k = keys.get(secret);
  if (!k) {
    k = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, k);
  }
  return k;
}

export function signToken(claims: TokenClaims, secret: string, expiresIn: string): string {
  return jwt.sign(claims.sid ? { ver: claims.ver, sid: claims.sid } : { ver: claims.ver }, keyOf(secret), {
    algorithm: ALGORITHM,
    subject: String(claims.sub),
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** How long a token signed with `expiresIn` ('12h', '30m', '7d', seconds…) lives, in seconds: read from a token signed with it. */
export function tokenLifetimeSeconds(expiresIn: string): number {
  const decoded = jwt.decode(signToken({ sub: 0, ver: 0 }, 'token-lifetime-probe', expiresIn));
  if (!decoded || typeof decoded !== 'object' || typeof decoded.exp !== 'number' || typeof decoded.iat !== 'number') return 0;
  return Math.max(0, decoded.exp - decoded.iat);
}

/**
 * Tokens already verified, with their expiry: every request of a session carries the same token, and
 * jsonwebtoken's decode + HMAC + claim checks were ~8% of a small request's CPU. An entry is made only
 * after a full verification with the same secret; expiry is checked on every use, and revocation
 * (token_version, inactive users) is still read from the database by the caller on every request.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims; expMs: number }>();
const VERIFIED_MAX = 5_000;

/** null for anything that is not a valid, unexpired HS256 token signed with our secret. */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  const now = Date.now();
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (now < hit.expMs) return hit.claims;
    verified.delete(token);
    return null;
  }
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    if (typeof payload !== 'object' || payload === null) return null;
    const sub = Number(payload.sub);
    const ver = Number((payload as Record<string, unknown>).ver);
    if (!Number.isInteger(sub) || sub <= 0 || !Number.isInteger(ver) || ver < 0) return null;
    const sid = (payload as Record<string, unknown>).sid;
    if (sid !== undefined && (typeof sid !== 'string' || !SESSION_ID.test(sid))) return null;
    const claims: TokenClaims = sid === undefined ? { sub, ver } : { sub, ver, sid };
    // Tokens without an expiry (never issued here) are verified every time rather than kept.
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { secret, claims, expMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1] : null;
}
