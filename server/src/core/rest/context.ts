import type { Request, Response } from 'express';
import { type Actor, requireActor } from '../auth/actor';

/** The actor resolved by the authentication middleware (res.locals.actor), or null. */
export function actorOf(res: Response): Actor | null {
  return (res.locals.actor as Actor | null | undefined) ?? null;
}

export function signedIn(res: Response): Actor {
  return requireActor(actorOf(res));
}

export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'desconocida').slice(0, 64);
}

/** Route param as a positive integer, or 0 (services answer NOT_FOUND for it). */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/**
 * `Idempotency-Key` on a multipart POST: the idempotency middleware cannot hash a body it does not
 * read, so it leaves this gate; the route calls it with what the body held (fields, file name, the
 * bytes' SHA-256) once read and before it writes anything. null: go on (also without a key); a
 * function: this is a retry of an earlier request, the route keeps nothing and calls it to answer.
 */
export type ContentIdempotency = (content: unknown) => Promise<(() => void) | null>;

export function setContentIdempotency(res: Response, gate: ContentIdempotency): void {
  res.locals.contentIdempotency = gate;
}

export function contentIdempotency(res: Response, content: unknown): Promise<(() => void) | null> {
  const gate = res.locals.contentIdempotency as ContentIdempotency | undefined;
  return gate ? gate(content) : Promise.resolve(null);
}

/** Thrown by an upload that turned out to be a retry, once it has dropped what it stored; `answer` sends the first answer. */
export class IdempotentReplay extends Error {
  constructor(readonly answer: () => void) {
    super('Idempotent replay');
  }
}
