import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { GqlContext } from '../graphql/context';

/**
 * Live events stay cheap with many subscribers (visibility decided once per event and audience, not per
 * socket): a stream's `project` may answer the very same object to every subscriber of one audience (the
 * same visibility of the event's records) and mark it `sharedPayload`. Such an event is executed once per
 * audience, document, variables and role — every socket of that audience gets the one result — instead of
 * once per socket. An unmarked payload (presence lists, per-reader answers) is executed per subscription.
 */
const shareable = new WeakSet<object>();

/** Marks `value` as the same answer for every subscriber it is handed to (see above); answers it. */
export function sharedPayload<T extends object>(value: T): T {
  shareable.add(value);
  return value;
}

/** Executions done (the tests count them: one per audience and event, not one per socket). */
export const liveExecutions = { count: 0 };

const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

/**
 * The key of a subscription's execution: its document text, operation and variables, and the role of its
 * subscriber (a field kept to some roles answers differently per role; the payload object itself already
 * carries the per-reader visibility).
 */
function executionKey(args: ExecutionArgs): string {
  let key = keys.get(args);
  if (key === undefined) {
    const ctx = args.contextValue as Partial<GqlContext> | undefined;
    key = JSON.stringify([args.document.loc?.source.body ?? null, args.operationName ?? null, args.variableValues ?? null, ctx?.actor?.role ?? null]);
    keys.set(args, key);
  }
  return key;
}

/** A subscription's key, worked out at its first event (its arguments and subscriber do not change). */
const keys = new WeakMap<ExecutionArgs, string>();

function executeEvent(args: ExecutionArgs, payload: unknown): Promise<ExecutionResult> {
  const run = async () => {
    liveExecutions.count++;
    return execute({ ...args, rootValue: payload });
  };
  if (typeof payload !== 'object' || payload === null || !shareable.has(payload)) return run();
  let byKey = results.get(payload);
  if (!byKey) results.set(payload, (byKey = new Map()));
  const key = executionKey(args);
  let result = byKey.get(key);
  if (!result) byKey.set(key, (result = run()));
  return result;
}

/**
 * graphql-js's `subscribe` with each event executed through executeEvent. Ending the stream (the client
 * stops, the socket closes) ends the source at once, even while it waits for its next event.
 */
export async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const events = source[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const r = await events.next();
      if (r.done) return { value: undefined, done: true };
      return { value: await executeEvent(args, r.value), done: false };
    },
    async return() {
      await events.return?.();
      return { value: undefined, done: true };
    },
    async throw(e: unknown) {
      await events.return?.();
      throw e;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
