import type { Actor } from '../auth/actor';
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
