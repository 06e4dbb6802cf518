import request from 'supertest';
import type { TestApp } from './test-app';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** POST /graphql as a script or the client would (JSON, optional bearer token). */
export async function gql<T = Record<string, any>>(
  t: TestApp,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GqlResult<T>> {
  let req = request(t.target).post('/graphql').set('Content-Type', 'application/json');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { status: res.status, data: res.body.data, errors: res.body.errors };
}

export function codesOf(r: GqlResult): Array<string | undefined> {
  return (r.errors ?? []).map((e) => e.extensions?.code);
}

/** REST call helper: api(t, token).get('/api/...') etc. */
export function api(t: TestApp, token?: string) {
  const agent = request(t.target);
  const withAuth = <R extends request.Test>(r: R) => (token ? r.set('Authorization', `Bearer ${token}`) : r);
  return {
    get: (path: string) => withAuth(agent.get(path)),
    post: (path: string, body?: object) => withAuth(agent.post(path)).send(body ?? {}),
    patch: (path: string, body?: object) => withAuth(agent.patch(path)).send(body ?? {}),
    put: (path: string, body?: object) => withAuth(agent.put(path)).send(body ?? {}),
    delete: (path: string) => withAuth(agent.delete(path)),
  };
}
