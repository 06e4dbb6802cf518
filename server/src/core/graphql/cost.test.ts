import 'reflect-metadata';
import { graphql, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, type OperationDefinitionNode, parse } from 'graphql';
import { ContactEntity } from '../../modules/contacts/contact.entity';
import { DealEntity } from '../../modules/deals/deal.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeOrganization, makePipeline, makeUser } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { isSpanishMessage } from '../../../test/bad-input';
import { buildAppSchema } from '../../app';
import { estimateCost } from './cost';
import { GRAPHQL_LIMITS } from './limits';
import { enforceListCaps, LIST_COST } from './list-cost';

/** The estimate of one operation against the app's schema (no database). */
async function costOf(query: string, variables: Record<string, unknown> = {}): Promise<number | null> {
  const schema = await buildAppSchema();
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  return estimateCost(schema, document, operation, variables, GRAPHQL_LIMITS.maxCost);
}

describe('the estimate: every field 1, a list multiplies its items by its page or declared maximum', () => {
  test('a connection multiplies its edges by first (default 50), not its pageInfo and totalCount', async () => {
    // deals 1 + edges (1 + 10 × (node 1 + id 1)) + pageInfo (1 + 1) + totalCount 1
    expect(await costOf('{ deals(first: 10) { edges { node { id } } pageInfo { hasNextPage } totalCount } }')).toBe(1 + 21 + 2 + 1);
    expect(await costOf('{ deals { edges { node { id } } } }')).toBe(1 + 1 + 50 * 2);
    expect(await costOf('query($n: Int) { deals(first: $n) { edges { node { id } } } }', { n: 7 })).toBe(1 + 1 + 7 * 2);
  });

  test('nested lists multiply: a plain list counts its declared maximum', async () => {
    // Organization.contacts is capped at 100
    expect(await costOf('{ organization(id: 1) { contacts { id name } } }')).toBe(1 + 1 + 100 * 2);
    expect(await costOf('{ organization(id: 1) { contacts { organization { contacts { id } } } } }')).toBe(1 + 1 + 100 * (1 + 1 + 100 * 1));
    // The README's example: over a million.
    expect(await costOf('{ deals(first: 100) { edges { node { organization { contacts { organization { contacts { id } } } } } } } }')).toBe(1_020_302);
  });

  test("the board's first sizes the cards of every column (up to 50 columns)", async () => {
    expect(await costOf('{ board(first: 5) { columns { cards { edges { node { id } } } } } }')).toBe(1 + 1 + 50 * (1 + 1 + 5 * 2));
  });

  test('params(keys) counts one group per key asked for', async () => {
    expect(await costOf('{ params(keys: ["a", "b"]) { values { id } } }')).toBe(1 + 2 * (1 + 200 * 1));
  });

  test('fragments count where spread, @skip/@include are honoured', async () => {
    const inline = await costOf('{ deals(first: 3) { edges { node { id title } } } }');
    expect(await costOf('{ deals(first: 3) { edges { node { ...F } } } } fragment F on Deal { id title }')).toBe(inline);
    expect(await costOf('{ me { id } deals(first: 3) @skip(if: true) { totalCount } }')).toBe(2);
    expect(await costOf('query($x: Boolean!) { me { id } deals @include(if: $x) { totalCount } }', { x: false })).toBe(2);
  });

  test('introspection counts what it would answer, from the schema itself', async () => {
    const schema = await buildAppSchema();
    const types = Object.keys(schema.getTypeMap()).length;
    expect(await costOf('{ __schema { types { name } } }')).toBe(1 + 1 + types);
    expect(await costOf('{ __type(name: "Deal") { name } }')).toBe(2);
  });

  test('variables that do not fit their types are left to execution (which refuses them before any resolver)', async () => {
    expect(await costOf('query($n: Int!) { deals(first: $n) { totalCount } }', { n: 'x' })).toBeNull();
  });
});

describe('every list field declares its maximum and never returns more', () => {
  const listOf = (extensions?: Record<string, unknown>) =>
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { xs: { type: new GraphQLList(GraphQLString), extensions, resolve: () => ['a', 'b', 'c', 'd', 'e'] } },
      }),
    });

  test('a list without a declared maximum stops the server at start', () => {
    expect(() => enforceListCaps(listOf())).toThrow(/Listas sin tamaño máximo declarado.*Query\.xs/);
  });

  test('a declared list is cut at its maximum whatever its resolver returns', async () => {
    const schema = enforceListCaps(listOf({ [LIST_COST]: { max: 2 } }));
    expect(await graphql({ schema, source: '{ xs }' })).toEqual({ data: { xs: ['a', 'b'] } });
  });

  test("the app's schema builds: all its lists are declared", async () => {
    await expect(buildAppSchema()).resolves.toBeInstanceOf(GraphQLSchema);
  });
});

describe('through the app', () => {
  let t: TestApp;
  let orgId: number;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    viewer = (await makeUser(t, { role: 'viewer' })).token;
    // The fan-out the cost limit was set against: an organization with 15 contacts and 40 operations.
    const org = await makeOrganization(t);
    orgId = org.id;
    await t.ds.getRepository(ContactEntity).insert(Array.from({ length: 15 }, (_, i) => ({ name: `Contacto ${i}`, visibility: 'company' as const, orgId })));
    const { stages } = await makePipeline(t);
    await t.ds
      .getRepository(DealEntity)
      .insert(Array.from({ length: 40 }, (_, i) => ({ title: `Operación ${i}`, status: 'open', position: i, pipelineId: stages[0].pipelineId, stageId: stages[0].id, orgId })));
  });
  afterAll(() => t.close());

  const fanOut = (inner: string) =>
    `query FanOut($ORG: Int!) { ${[1, 2, 3, 4]
      .map((i) => `a${i}: deals(first: 100, filter: { orgId: $ORG }) { edges { node { ${inner} } } }`)
      .join(' ')} }`;

  test("the fan-out query, as a viewer, is refused before any resolver runs", async () => {
    const query = fanOut('organization { contacts { organization { contacts { organization { contacts { id name } } } } } }');
    t.sql.start();
    const res = await gql(t, query, { ORG: orgId }, viewer);
    const statements = [...t.sql.statements];
    t.sql.stop();
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions!.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.errors![0].message).toMatch(/^La consulta es demasiado costosa \(.+; máximo 150\.000\): pedí menos registros/);
    expect(isSpanishMessage(res.errors![0].message)).toBe(true);
    // Only the bearer token's user was read: no operation, organization or contact.
    expect(statements.filter((s) => /\b(deals|contacts|organizations)\b/i.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(1);
  });

  test('the same screen without the fan-out (one level of contacts) still answers', async () => {
    const res = await gql(t, fanOut('id organization { contacts { id name } }'), { ORG: orgId }, viewer);
    expect(res.errors).toBeUndefined();
    const edges = (res.data!.a1 as { edges: Array<{ node: { organization: { contacts: unknown[] } } }> }).edges;
    expect(edges).toHaveLength(40);
    expect(edges[0].node.organization.contacts).toHaveLength(15);
  });

  test('Organization.contacts answers its first 100 contacts by name (GraphQL and REST); the connection pages through all', async () => {
    const big = await makeOrganization(t);
    await t.ds
      .getRepository(ContactEntity)
      .insert(Array.from({ length: 105 }, (_, i) => ({ name: `Persona ${String(i).padStart(3, '0')}`, visibility: 'company' as const, orgId: big.id })));
    const res = await gql(t, 'query($id: Int!) { organization(id: $id) { contacts { name } } }', { id: big.id }, viewer);
    const names = (res.data!.organization as { contacts: Array<{ name: string }> }).contacts.map((c) => c.name);
    expect(names).toHaveLength(100);
    expect(names[0]).toBe('Persona 000');
    expect(names[99]).toBe('Persona 099');
    const rest = await api(t, viewer).get(`/api/organizations/${big.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.contacts).toHaveLength(100);
    const all = await gql(t, 'query($id: Int!) { contacts(filter: { orgId: $id }, first: 10) { totalCount } }', { id: big.id }, viewer);
    expect(all.data!.contacts).toEqual({ totalCount: 105 });
  });

  test('an answer over 5 MB is refused with a Spanish message instead of sent', async () => {
    const { stages } = await makePipeline(t);
    const long = 'x'.repeat(55_000);
    await t.ds
      .getRepository(DealEntity)
      .insert(Array.from({ length: 100 }, (_, i) => ({ title: `Larga ${i}`, description: long, status: 'open', position: i, pipelineId: stages[0].pipelineId, stageId: stages[0].id })));
    const query = 'query($p: Int!, $n: Int!) { deals(first: $n, filter: { pipelineId: $p }) { edges { node { id description } } } }';
    const tooBig = await gql(t, query, { p: stages[0].pipelineId, n: 100 }, viewer);
    expect(tooBig.status).toBe(400);
    expect(tooBig.data).toBeUndefined();
    expect(tooBig.errors).toEqual([
      { message: 'La respuesta supera el máximo de 5 MB: pedí menos registros o menos campos.', extensions: { code: 'RESPONSE_TOO_LARGE' } },
    ]);
    // 80 of them (4.4 MB) are sent.
    const fits = await gql(t, query, { p: stages[0].pipelineId, n: 80 }, viewer);
    expect(fits.status).toBe(200);
    expect((fits.data!.deals as { edges: unknown[] }).edges).toHaveLength(80);
  });
});
