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
    const early = source();
    if (!early?.length || !operation.operationName) return forward(operation);
    const key = earlyKey(operation.operationName, operation.variables);
    const i = early.findIndex((e) => e.key === key);
    if (i < 0) return forward(operation);
    const [taken] = early.splice(i, 1);
    return from(taken.result).pipe(
      mergeMap((result) => (result && typeof result === 'object' ? of(result as ApolloLink.Result) : forward(operation))),
    );
  });
}

function readEarly(): EarlyResponse[] | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyResponse[] | undefined>)[EARLY_GLOBAL];
}
