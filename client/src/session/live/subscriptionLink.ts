import { ApolloLink } from '@apollo/client';
import { EMPTY, from, mergeMap } from 'rxjs';

/**
 * The subscriptions link (live collaboration), loaded on the first subscription instead of with the app's entry
 * (first card on screen: graphql-ws and its Apollo link are not needed to draw the first screen). One socket
 * for the page, created on first use as before (graphql-ws is lazy: it connects on the first subscribe).
 */
export function createLazySubscriptionLink(): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  const load = () =>
    (link ??= Promise.all([import('@apollo/client/link/subscriptions'), import('./liveSocket')]).then(
      ([{ GraphQLWsLink }, { createLiveSocket }]) => new GraphQLWsLink(createLiveSocket()),
    ));
  return new ApolloLink((operation, forward) => from(load()).pipe(mergeMap((ws) => ws.request(operation, forward) ?? EMPTY)));
}
