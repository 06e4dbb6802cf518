import { AppError, MESSAGES } from '../errors/app-error';
import type { Actor } from '../auth/actor';
import type { GqlContext } from '../graphql/context';
import type { LiveSession } from './session';

/** What liveStream hands `setup`: push a synthetic payload through the same per-event checks. */
export type Push = (payload: unknown) => void;

/**
 * A subscription's event stream: every event of `topics` passes, in order, through the token check and
 * then `project`, which reshapes it for this subscriber (visibility) or drops it (null). `setup` may
 * publish (presence joins) or start timers; its cleanup runs when the subscription ends.
 */
export function liveStream<T>(
  live: LiveSession | undefined,
  topics: string[],
  project: (actor: Actor, payload: unknown) => Promise<T | null> | T | null,
  setup?: (push: Push) => () => void,
): AsyncIterableIterator<T> {
  if (!live) throw new AppError('VALIDATION', 'Las suscripciones se usan por WebSocket en /graphql.');
  const values: T[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  // Events are checked and projected one after the other, so they reach the client in publish order.
  let chain = Promise.resolve();
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const push: Push = (payload) => {
    chain = chain.then(async () => {
      if (done) return;
      const actor = await live.authorize();
      if (!actor) return finish();
      const value = await project(actor, payload);
      if (value !== null && !done) {
        values.push(value);
        notify();
      }
    }).catch((e: unknown) => {
      console.error('Evento en vivo:', e);
    });
  };
  const offs = topics.map((t) => live.bus.on(t, push));
  const teardown = setup?.(push);
  function finish(): void {
    if (done) return;
    done = true;
    for (const off of offs) off();
    teardown?.();
    notify();
  }

  const iterator: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      for (;;) {
        if (values.length) return { value: values.shift() as T, done: false };
        if (done) return { value: undefined, done: true };
        await new Promise<void>((r) => (wake = r));
      }
    },
    async return(): Promise<IteratorResult<T>> {
      finish();
      values.length = 0;
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** The subscriber of a subscription's `subscribe` (signed in: checked at connect and on every event). */
export async function liveActor(live: LiveSession | undefined): Promise<Actor> {
  const actor = await live?.authorize();
  if (!actor) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return actor;
}

/**
 * A `@Subscription`'s `subscribe`: the socket's signed-in actor, then `open`, which checks what the
 * subscription names as that actor (its NOT_FOUND or FORBIDDEN refuses the subscription) and returns
 * the stream. One place for what every subscription does before its first event.
 */
export function liveSubscribe<A>(
  open: (ctx: GqlContext, actor: Actor, args: A) => Promise<AsyncIterableIterator<unknown>>,
): (data: { args: unknown; context: unknown }) => Promise<AsyncIterableIterator<unknown>> {
  return async ({ args, context }) => {
    const ctx = context as GqlContext;
    return open(ctx, await liveActor(ctx.live), args as A);
  };
}
