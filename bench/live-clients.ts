/**
 * The subscribers of `npm run bench:live`, in their own process (forked by bench/live.ts) so the server's
 * figures are the server's: BENCH_SUBSCRIBERS graphql-ws clients on one board. Talks to its parent by IPC:
 * {open} → opens them; {count} → answers the fewest events any subscriber has; {reset}; {stop} → closes them.
 */
import { liveClient, type LiveClient, type LiveSubscription } from '../server/test/live-client';

type Msg = { type: 'open'; base: string; tokens: string[]; subscribers: number; query: string; variables: Record<string, unknown> } | { type: 'count' } | { type: 'reset' } | { type: 'stop' };

const clients: LiveClient[] = [];
const subs: LiveSubscription[] = [];
const send = (m: unknown) => process.send?.(m);

process.on('message', (m: Msg) => {
  if (m.type === 'open') {
    for (let i = 0; i < m.subscribers; i++) {
      const c = liveClient(m.base, m.tokens[i % m.tokens.length]);
      clients.push(c);
      subs.push(c.subscribe(m.query, m.variables));
    }
    send({ type: 'opened' });
  } else if (m.type === 'count') {
    send({ type: 'count', min: Math.min(...subs.map((s) => s.events.length)), errors: subs.reduce((n, s) => n + s.errors.length, 0) });
  } else if (m.type === 'reset') {
    for (const s of subs) s.events.length = 0;
    send({ type: 'reset' });
  } else if (m.type === 'stop') {
    void Promise.all(clients.map((c) => c.dispose())).then(() => process.exit(0));
  }
});
