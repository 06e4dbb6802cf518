import { InMemoryCache } from '@apollo/client/cache';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from '../lib/errors';
import { readStoredToken } from '../session/session';
import { notifySessionExpired } from '../session/sessionEvents';

/** Adds `Authorization: Bearer <token>` from localStorage to every operation (spec part 1 §7). */
export function createAuthLink(getToken: () => string | null = readStoredToken): SetContextLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...(prevContext.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
  });
}

/**
 * Login answers UNAUTHENTICATED for bad credentials, and logout may fail on an already revoked
 * token: neither means "the current session just expired".
 */
const NOT_SESSION_CHECKS = new Set(['Login', 'Logout']);

/** UNAUTHENTICATED or HTTP 401 on any other operation ends the session. */
export function createSessionErrorLink(): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (NOT_SESSION_CHECKS.has(operation.operationName ?? '')) return;
    if (isUnauthenticated(error) && readStoredToken()) notifySessionExpired();
  });
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // The follow-up history mixes the dashboard's calls and notes with activities (follow-ups count what users log): ids repeat across the two.
      FollowupCall: { keyFields: ['source', 'id'] },
      FollowupNote: { keyFields: ['source', 'id'] },
      // One shipment per operation: a save's answer replaces the operation's shipment in the cache.
      Shipment: { keyFields: ['dealId'] },
      Query: {
        fields: {
          // Lists are replaced by each fetch, not merged item by item.
          users: { merge: false },
          businessUnits: { merge: false },
        },
      },
    },
  });
}
