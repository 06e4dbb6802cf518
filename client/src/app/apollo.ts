import { ApolloClient, ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { createLazySubscriptionLink } from '../session/live/subscriptionLink';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createEarlyLink } from './boot/earlyLink';
import { createAuthLink, createCache, createSessionErrorLink } from './links';
import { uploadFetch } from '../session/uploadFetch';

/**
 * The app's Apollo Client: error link (session expiry) → auth link (bearer token) → HTTP on
 * /graphql (same origin in production; proxied to :4000 by Vite in development). The terminating
 * link also sends multipart requests for File variables (graphql-upload), with the header Apollo's
 * CSRF prevention requires and upload progress through `context.fetchOptions.onUploadProgress`.
 * Subscriptions go over the WebSocket instead (split link; graphql-ws on the same /graphql path, live collaboration),
 * whose code loads with the first subscription (subscriptionLink.ts).
 */
export function createApolloClient(): ApolloClient {
  const http = ApolloLink.from([
    createSessionErrorLink(),
    createAuthLink(),
    // The requests index.html's early script already sent (first card on screen), answered once.
    createEarlyLink(),
    new UploadHttpLink({ uri: '/graphql', headers: { 'Apollo-Require-Preflight': 'true' }, fetch: uploadFetch }),
  ]);
  const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === OperationTypeNode.SUBSCRIPTION;
  };
  return new ApolloClient({
    link: typeof WebSocket === 'undefined' ? http : ApolloLink.split(isSubscription, createLazySubscriptionLink(), http),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
