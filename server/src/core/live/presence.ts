import type { Actor } from '../auth/actor';
import { AppError } from '../errors/app-error';
import { LIVE_MESSAGES } from './limits';
import type { LiveSession } from './session';
import { liveStream } from './stream';

export interface Viewer {
  userId: number;
  name: string;
}

/** Every open screen says it is there this often; one unheard for PRESENCE_TTL_MS is gone. */
export const PRESENCE_BEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 40_000;

interface PresenceMessage {
  type: 'join' | 'beat' | 'leave';
  conn: string;
  userId: number;
  name: string;
}

/**
 * Who has a record open (live collaboration: 'También está viendo: Ana'), across processes without shared state:
 * each open subscription announces itself on the topic ('join'), repeats it every PRESENCE_BEAT_MS
 * ('beat'), answers a newcomer's join with a beat of its own, and says 'leave' when it ends (closed
 * socket included). Each subscription keeps its own roster from what it hears and streams the other
 * users in it (sorted by name, one entry per user, never the subscriber) whenever that list changes.
 */
export function presenceStream(live: LiveSession | undefined, topic: string, me: Actor): AsyncIterableIterator<Viewer[]> {
  // One join per record and socket: a second one would only multiply the beats everyone on the record
  // hears (each join is answered by every subscription there), which is how a flood of them filled a heap.
  const release = live?.claim(topic);
  if (live && !release) throw new AppError('CONFLICT', LIVE_MESSAGES.presenceTwice);
  const roster = new Map<string, { userId: number; name: string; seen: number }>();
  let last = '';
  const self = (type: PresenceMessage['type']): PresenceMessage => ({ type, conn: live?.connectionId ?? '', userId: me.id, name: me.name });
  const others = (): Viewer[] => {
    const byUser = new Map<number, Viewer>();
    for (const r of roster.values()) if (r.userId !== me.id) byUser.set(r.userId, { userId: r.userId, name: r.name });
    return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name, 'es') || a.userId - b.userId);
  };
  /** The list when it changed since the last one sent, else null (nothing goes out). */
  const changed = (): Viewer[] | null => {
    const list = others();
    const key = JSON.stringify(list);
    if (key === last) return null;
    last = key;
    return list;
  };

  return liveStream<Viewer[]>(
    live,
    [topic],
    (_actor, payload) => {
      const m = payload as PresenceMessage | { type: 'tick' | 'start' };
      if (m.type === 'join' || m.type === 'beat' || m.type === 'leave') {
        if (m.conn === live?.connectionId) return null;
        if (m.type === 'leave') roster.delete(m.conn);
        else {
          const isNew = !roster.has(m.conn);
          roster.set(m.conn, { userId: m.userId, name: m.name, seen: Date.now() });
          // A newcomer hears of everyone already there from their answer.
          if (m.type === 'join' && isNew) live?.bus.publish(topic, self('beat'));
        }
      } else if (m.type === 'tick') {
        const cutoff = Date.now() - PRESENCE_TTL_MS;
        for (const [conn, r] of roster) if (r.seen < cutoff) roster.delete(conn);
      } else if (m.type === 'start') {
        last = '';
      }
      return changed();
    },
    (push) => {
      // The first answer: nobody else yet (or who answered already), so the client can draw the line.
      push({ type: 'start' });
      live?.bus.publish(topic, self('join'));
      const timer = setInterval(() => {
        live?.bus.publish(topic, self('beat'));
        push({ type: 'tick' });
      }, PRESENCE_BEAT_MS);
      timer.unref();
      return () => {
        clearInterval(timer);
        release?.();
        live?.bus.publish(topic, self('leave'));
      };
    },
  );
}
