import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { EARLY_GLOBAL, earlyKey, type EarlyResponse } from './earlyStart';

/**
 * Serves the answers of the requests index.html's early script already sent (earlyStart.ts, first
 * card on screen) to the same operations of the app, each once, instead of sending them again. Placed after the
 * auth and error links, so a served answer goes through the same session handling as a fetched one; an
 * early request that failed or did not answer 2xx is simply sent again by the next link.
 */
export function createEarlyLink(source: () => EarlyResponse[] | undefined = readEarly): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!operation.operationName) return forward(operation);
    const taken = takeEarly(operation.operationName, operation.variables, source);
    if (!taken) return forward(operation);
    return from(taken).pipe(
      mergeMap((result) => (result && typeof result === 'object' ? of(result as ApolloLink.Result) : forward(operation))),
    );
  });
}

/**
 * The early answer (parsed JSON, or null when it failed or did not answer 2xx) of `operationName` with
 * `variables`, taken so that no one else gets it; undefined when none was sent. The app's first frame reads
 * the session and the board straight from these (start.tsx, the kanban's boardPreload.ts) rather than
 * through Apollo's cache: the first usable board does not wait for the cache's write and read back.
 */
export function takeEarly(
  operationName: string,
  variables: Record<string, unknown> | undefined,
  source: () => EarlyResponse[] | undefined = readEarly,
): Promise<unknown> | undefined {
  const early = source();
  if (!early?.length) return undefined;
  const key = earlyKey(operationName, variables);
  const i = early.findIndex((e) => e.key === key);
  if (i < 0) return undefined;
  return early.splice(i, 1)[0].result;
}

function readEarly(): EarlyResponse[] | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyResponse[] | undefined>)[EARLY_GLOBAL];
}
