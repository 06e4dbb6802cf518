import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable, type Subscriber } from 'rxjs';

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface ScriptedAnswer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/**
 * An Apollo client whose server is the test, for hooks under renderHook: each query or mutation is
 * answered by `answer` (by operation name and variables) and recorded in `sent`; a subscription stays
 * open until the test pushes an event to it with `push`, the way the live socket would.
 */
export function scriptedApollo(answer: (op: SentOperation) => ScriptedAnswer | Promise<ScriptedAnswer>) {
  const sent: SentOperation[] = [];
  const live = new Map<string, Set<Subscriber<ScriptedAnswer>>>();
  const link = new ApolloLink((operation) => {
    const op: SentOperation = { operationName: operation.operationName ?? '', variables: operation.variables };
    const subscription = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');
    return new Observable<ScriptedAnswer>((observer) => {
      if (subscription) {
        const open = live.get(op.operationName) ?? new Set();
        live.set(op.operationName, open.add(observer));
        return () => open.delete(observer);
      }
      sent.push(op);
      // The answer arrives as a later task, as a network answer would: the screen renders first.
      new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => answer(op))
        .then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      return undefined;
    }) as ReturnType<ApolloLink['request']>;
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return {
    client,
    wrapper,
    sent,
    /** The operations of one name sent so far, in order. */
    sentOf: (name: string) => sent.filter((op) => op.operationName === name),
    /** How many subscriptions of that name are open now (a push before they open reaches no one). */
    listening: (name: string) => live.get(name)?.size ?? 0,
    /** Delivers one event to every open subscription of that name. */
    push(name: string, data: unknown) {
      for (const observer of live.get(name) ?? []) observer.next({ data });
    },
  };
}
