import 'reflect-metadata';
import { MANAGED_PARAM_KEYS } from '@crm/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { MAX_PAGE } from './connection';
import { buildAppSchema } from '../../app';
import { estimateCost } from './cost';
import { GRAPHQL_LIMITS, validationRules } from './limits';

/**
 * Every operation the React client sends (client/src/**.graphql, with the fragments it spreads) must stay
 * within the GraphQL limits, with the costliest variables it can send: `first` at the page maximum and
 * the parameter screen's whole list of keys. A new screen over the limit fails here, not in production.
 */

const CLIENT_SRC = join(__dirname, '../../../../client/src');

function clientDefinitions(): DefinitionNode[] {
  const files = readdirSync(CLIENT_SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  return files.flatMap((f) => parse(readFileSync(join(CLIENT_SRC, f), 'utf8')).definitions);
}

/** The operation with the fragments it uses, transitively: the document the client really sends. */
function documentOf(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const f = fragments.get(spread.name.value);
        if (f && !used.has(f.name.value)) {
          used.set(f.name.value, f);
          collect(f);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

/** The costliest value a variable can take (list sizes and pages), else any valid value of its type. */
function worstValue(name: string, type: GraphQLInputType): unknown {
  if (name === 'first') return MAX_PAGE;
  if (name === 'keys') return [...MANAGED_PARAM_KEYS];
  return sample(type);
}

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = sample(f.type);
    return out;
  }
  switch (named.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Upload':
      return new Upload();
    case 'DateTimeISO':
      return '2025-01-01T00:00:00Z';
    case 'LocalDate':
      return '2025-01-01';
    default:
      return 'x';
  }
}

let schema: GraphQLSchema;
const operations: Array<{ name: string; document: DocumentNode; operation: OperationDefinitionNode; variables: Record<string, unknown> }> = [];

beforeAll(async () => {
  schema = await buildAppSchema();
  const definitions = clientDefinitions();
  const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  for (const d of definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const variables: Record<string, unknown> = {};
    for (const v of d.variableDefinitions ?? []) {
      variables[v.variable.name.value] = worstValue(v.variable.name.value, typeFromAST(schema, v.type as never) as GraphQLInputType);
    }
    operations.push({ name: d.name?.value ?? '(anónima)', document: documentOf(d, fragments), operation: d, variables });
  }
});

test('the client has operations to check (queries and mutations)', () => {
  expect(operations.length).toBeGreaterThan(60);
  expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['DealBoard', 'StatsSummary', 'QuoteScreen', 'OrganizationDetail']));
});

test('every client operation passes validation (depth, aliases) and the token cap', () => {
  for (const { name, document } of operations) {
    expect({ name, errors: validate(schema, document, [...specifiedRules, ...validationRules()]).map((e) => e.message) }).toEqual({ name, errors: [] });
    expect(() => parse(print(document), { maxTokens: GRAPHQL_LIMITS.maxTokens })).not.toThrow();
  }
});

test(`every client operation, with its costliest variables, costs less than the limit (${GRAPHQL_LIMITS.maxCost})`, () => {
  const over: string[] = [];
  for (const { name, document, operation, variables } of operations) {
    const cost = estimateCost(schema, document, operation, variables, GRAPHQL_LIMITS.maxCost);
    // null would mean the variables did not fit their types: the check would prove nothing.
    expect({ name, cost: cost === null ? 'variables inválidas' : 'ok' }).toEqual({ name, cost: 'ok' });
    if (cost! > GRAPHQL_LIMITS.maxCost) over.push(`${name}: ${cost}`);
  }
  expect(over).toEqual([]);
});
