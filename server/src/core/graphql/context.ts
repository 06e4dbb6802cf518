import { type Actor, requireActor } from '../auth/actor';
import type { LiveSession } from '../live/session';
import type { Services } from '../services';
import type { Loaders } from './loaders';

export interface GqlContext {
  actor: Actor | null;
  services: Services;
  ip: string;
  /** Per-request DataLoaders. */
  loaders: Loaders;
  /** Subscriptions over the WebSocket only: the connection's bus and session check. */
  live?: LiveSession;
}

/**
 * The actor of a resolver behind @Authorized() (the auth checker refused a request without one before
 * the resolver ran), typed non-null: services take an Actor, as REST's signedIn(res) hands them.
 */
export function signedIn(ctx: GqlContext): Actor {
  return requireActor(ctx.actor);
}
