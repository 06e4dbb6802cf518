import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { createAuthLink, createCache, createSessionErrorLink } from './links';

/**
 * The app's Apollo Client: error link (session expiry) → auth link (bearer token) → HTTP on
 * /graphql (same origin in production; proxied to :4000 by Vite in development).
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createSessionErrorLink(), createAuthLink(), new HttpLink({ uri: '/graphql' })]),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
