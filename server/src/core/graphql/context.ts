import type { Actor } from '../auth/actor';
import type { Services } from '../services';

export interface GqlContext {
  actor: Actor | null;
  services: Services;
  ip: string;
}
