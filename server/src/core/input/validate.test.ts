/**
 * One validation option set for both APIs (validate.ts): a missing value is validated like any other,
 * so a field that may be omitted must say @IsOptional. This walks every GraphQL input and argument
 * class and refuses an optional GraphQL field (or a validated property GraphQL never fills) without
 * it; then shows the same bad input earning the same Spanish message over REST and GraphQL.
 */
import 'reflect-metadata';
import { getMetadataStorage as validationStorage, IsInt, IsOptional } from 'class-validator';
import { Field, getMetadataStorage as graphqlStorage, InputType, Int } from 'type-graphql';
import { buildAppSchema } from '../../app';
import { adminToken } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OptionalId } from './fields';
import { validateInput } from './validate';

/** An input class (TypeGraphQL and class-validator key their metadata by constructor). */
type InputClass = abstract new (...args: never[]) => object;

/** Validations that never refuse an absent value by themselves. */
const HARMLESS = new Set(['conditionalValidation', 'whitelistValidation', 'nestedValidation', 'isDefined']);

/**
 * `Class.field` of each property that is validated, may arrive absent or null over GraphQL (a nullable
 * field, or a property that is no GraphQL field at all) and has no @IsOptional.
 */
function mayBeMissingWithoutIsOptional(classes: readonly InputClass[]): string[] {
  const gql = graphqlStorage();
  const out: string[] = [];
  for (const cls of classes) {
    const fields = gql.fields.filter((f) => f.target === cls || cls.prototype instanceof f.target);
    const metas = validationStorage().getTargetValidationMetadatas(cls, '', true, false);
    for (const key of new Set(metas.map((m) => m.propertyName))) {
      const own = metas.filter((m) => m.propertyName === key);
      if (own.some((m) => m.type === 'conditionalValidation')) continue;
      if (own.every((m) => HARMLESS.has(m.type))) continue;
      const f = fields.find((x) => x.name === key);
      if (f && !f.typeOptions.nullable) continue;
      out.push(`${cls.name}.${key}`);
    }
  }
  return out;
}

@InputType()
class ForgotIsOptional {
  @Field(() => Int, { nullable: true })
  @IsInt({ message: 'Id inválido.' })
  id?: number | null;
}

@InputType()
class SaysIsOptional {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Id inválido.' })
  id?: number | null;

  @OptionalId('Id inválido.')
  otherId?: number | null;
}

describe('what may be omitted says @IsOptional', () => {
  test('every GraphQL input and argument class of the app', async () => {
    await buildAppSchema();
    const gqlMeta = graphqlStorage();
    const mine = new Set<unknown>([ForgotIsOptional, SaysIsOptional]);
    const classes = [...new Set([...gqlMeta.inputTypes, ...gqlMeta.argumentTypes].map((t) => t.target as InputClass))].filter((c) => !mine.has(c));
    expect(classes.length).toBeGreaterThan(50);
    expect(mayBeMissingWithoutIsOptional(classes)).toEqual([]);
  });

  test('a nullable field without it is caught, and would refuse an omitted value on both APIs', async () => {
    expect(mayBeMissingWithoutIsOptional([ForgotIsOptional, SaysIsOptional])).toEqual(['ForgotIsOptional.id']);
    await expect(validateInput(ForgotIsOptional, {})).rejects.toMatchObject({ code: 'VALIDATION', message: 'Id inválido.' });
    await expect(validateInput(SaysIsOptional, {})).resolves.toBeInstanceOf(SaysIsOptional);
  });
});

describe('the same input, the same Spanish message on both APIs', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  const CREATE_LABEL = `mutation ($input: CreateLabelInput!) { createLabel(input: $input) { id } }`;
  const CREATE_ACTIVITY = `mutation ($input: CreateActivityInput!) { createActivity(input: $input) { id } }`;

  test.each([
    ['a blank label name', '/api/labels', { name: '   ', scope: 'person' }, CREATE_LABEL, { name: '   ', scope: 'person' }],
    ['a label name too long', '/api/labels', { name: 'x'.repeat(81), scope: 'person' }, CREATE_LABEL, { name: 'x'.repeat(81), scope: 'person' }],
    ['a bad label color', '/api/labels', { name: 'Color', scope: 'person', color: 'rojo' }, CREATE_LABEL, { name: 'Color', scope: 'person', color: 'rojo' }],
    ['an activity linked to organization 0', '/api/activities', { subject: 'Llamar', org_id: 0 }, CREATE_ACTIVITY, { subject: 'Llamar', orgId: 0 }],
    ['an activity subject with a NUL', '/api/activities', { subject: 'Lla\u0000mar' }, CREATE_ACTIVITY, { subject: 'Lla\u0000mar' }],
  ])('%s', async (_label, path, body, mutation, input) => {
    const rest = await api(t, admin).post(path, body);
    const graphql = await gql(t, mutation, { input }, admin);
    expect(rest.status).toBe(400);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(typeof rest.body.error).toBe('string');
    expect(graphql.errors?.[0]?.message).toBe(rest.body.error);
  });
});
