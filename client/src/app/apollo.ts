import { ApolloClient, ApolloLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createAuthLink, createCache, createSessionErrorLink } from './links';
import { uploadFetch } from './uploadFetch';

/**
 * The app's Apollo Client: error link (session expiry) → auth link (bearer token) → HTTP on
 * /graphql (same origin in production; proxied to :4000 by Vite in development). The terminating
 * link also sends multipart requests for File variables (graphql-upload), with the header Apollo's
 * CSRF prevention requires and upload progress through `context.fetchOptions.onUploadProgress`.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionErrorLink(),
      createAuthLink(),
      new UploadHttpLink({ uri: '/graphql', headers: { 'Apollo-Require-Preflight': 'true' }, fetch: uploadFetch }),
    ]),
    cache: createCache(),
    devtools: { enabled: import.meta.env.DEV },
  });
}
