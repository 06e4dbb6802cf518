import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import type { Loaders } from './loaders';

export interface GqlContext {
  actor: Actor | null;
  services: Services;
  ip: string;
  /** Per-request DataLoaders. */
  loaders: Loaders;
}
