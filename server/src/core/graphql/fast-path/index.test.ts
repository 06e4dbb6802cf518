/**
 * createFastPath owns the order of its Apollo plugins: the size limit before the shared cache (an answer
 * replaced for its size is never kept), the shared cache before the trimmed execution (a repeat is served
 * from memory, not computed again). Shown here on a schema of its own, with Apollo's whole request pipeline.
 */
import { ApolloServer } from '@apollo/server';
import { buildSchema, type GraphQLFieldResolver } from 'graphql';
import type { GqlContext } from '../context';
import { responseSizeLimit } from '../limits';
import { Loaders } from '../loaders';
import { createFastPath, fastPathCounters } from '.';
import type { Services } from '../../services';

const schema = buildSchema(`
  type Box { text: String }
  type Query { small: Box big: Box }
`);
const runs = { small: 0, big: 0 };
const resolve =
  (name: 'small' | 'big', text: string): GraphQLFieldResolver<unknown, unknown> =>
  () => {
    runs[name]++;
    return { text };
  };
const fields = schema.getQueryType()!.getFields();
fields.small.resolve = resolve('small', 'poco');
fields.big.resolve = resolve('big', 'x'.repeat(500));

const counters = fastPathCounters();
const services = {} as Services;
const fast = createFastPath({
  schema,
  // Both root fields shared (one data version for all) and answered by the trimmed execution.
  modules: [{ sharedQueries: () => ({ small: async () => 'v1', big: async () => 'v1' }), directQueries: ['small', 'big'] }],
  services,
  limits: { responseSize: responseSizeLimit(200), maxResponseBytes: 200, maxCost: 1000 },
  context: () => {
    throw new Error('not used: no request goes through Express here');
  },
  counters,
});
const apollo = new ApolloServer<GqlContext>({ schema, plugins: [...fast.plugins] });
const context: GqlContext = { actor: { id: 1, role: 'admin' } as GqlContext['actor'], services, ip: '127.0.0.1', loaders: new Loaders() };
const ask = async (field: 'small' | 'big') => {
  const res = await apollo.executeOperation({ query: `query { ${field} { text } }` }, { contextValue: { ...context, loaders: new Loaders() } });
  if (res.body.kind !== 'single') throw new Error('single answer expected');
  return JSON.parse(JSON.stringify(res.body.singleResult)) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
};

beforeAll(() => apollo.start());
afterAll(() => apollo.stop());

test('a repeat is served by the shared cache, not computed again by the trimmed execution below it', async () => {
  expect(await ask('small')).toEqual({ data: { small: { text: 'poco' } } });
  expect(await ask('small')).toEqual({ data: { small: { text: 'poco' } } });
  expect(runs.small).toBe(1);
  // The miss was written by the trimmed execution (and kept by the cache above it).
  expect(counters.answered).toBe(1);
});

test('an answer replaced by the size limit is never kept: each request runs again and is refused again', async () => {
  for (let i = 0; i < 2; i++) expect((await ask('big')).errors?.[0]?.extensions?.code).toBe('RESPONSE_TOO_LARGE');
  expect(runs.big).toBe(2);
});
