import type { Actor } from '../auth/actor';
import type { LiveBus } from './bus';

/**
 * What a GraphQL subscription over the WebSocket knows of its connection (GqlContext.live): the bus of
 * this process, who the subscriber is, and `authorize`, which checks the connection's token again (a
 * revoked or expired token, or a deactivated user, closes the socket and answers null).
 */
export interface LiveSession {
  bus: LiveBus;
  /** One id per WebSocket connection (presence tells two tabs of one user apart). */
  connectionId: string;
  authorize(): Promise<Actor | null>;
  /**
   * Takes `key` for one subscription of this connection (presence: one join per record and socket);
   * null when another subscription of the socket holds it. The answer releases it.
   */
  claim(key: string): (() => void) | null;
}
