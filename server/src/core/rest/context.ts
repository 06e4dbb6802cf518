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
