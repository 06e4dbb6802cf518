/**
 * No 500 on odd input: every number an API accepts is range-checked against the column (or the JSON
 * payload) it ends in, so 3e9 or 1e308 is a 400 in Spanish and never a database error. This walks
 * the metadata of every input class (GraphQL inputs and the REST-only ones) instead of a list, so a
 * new numeric field without bounds fails here.
 */
import 'reflect-metadata';
import { getMetadataStorage as validationStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { Arg, Float, getMetadataStorage as graphqlStorage, Int } from 'type-graphql';
import { buildAppSchema } from '../app';
import { MAX_DB_ID } from './input/fields';

/** INT columns (ids, durations, order indexes, versions). */
const INT_MIN = -2_147_483_648;
/** The widest money column is DECIMAL(15,2): below 10^13. */
const FLOAT_LIMIT = 1e13;

/** Numbers the API accepts and never stores (reason beside each). */
const IGNORED = new Map<string, string>([
  ['CostSheetTotalsInput.totalCostos', 'el servidor recalcula los totales y descarta los enviados'],
  ['CostSheetTotalsInput.totalVentas', 'el servidor recalcula los totales y descarta los enviados'],
  ['CostSheetTotalsInput.profitGeneral', 'el servidor recalcula los totales y descarta los enviados'],
]);


type Meta = ValidationMetadata & { name?: string };
/** An input class (TypeGraphQL and class-validator key their metadata by constructor). */
type InputClass = abstract new (...args: never[]) => object;

let metasOf: (cls: InputClass) => Meta[];
let allClasses: InputClass[];

beforeAll(async () => {
  // Building the schema loads every resolver and with it every inputs file (REST-only classes live there too).
  await buildAppSchema();
  const storage = validationStorage();
  metasOf = (cls) => storage.getTargetValidationMetadatas(cls, '', true, false) as Meta[];
  allClasses = [...(storage as unknown as { validationMetadatas: Map<InputClass, unknown> }).validationMetadatas.keys()];
});

const named = (m: Meta, ...names: string[]) => m.type === 'customValidation' && names.includes(m.name ?? '');

/** `Class.field` of every numeric input field: GraphQL Int/Float input and @ArgsType fields and class-validator number fields. */
function numericFields(): Array<{ cls: InputClass; key: string; int: boolean }> {
  const out = new Map<string, { cls: InputClass; key: string; int: boolean }>();
  const gql = graphqlStorage();
  const inputTargets = new Set([...gql.inputTypes, ...gql.argumentTypes].map((i) => i.target as InputClass));
  for (const f of gql.fields) {
    const target = f.target as InputClass;
    if (!inputTargets.has(target)) continue;
    const type = f.getType();
    if (type !== Int && type !== Float) continue;
    // Abstract field sets (FollowupLinksInput…) are checked through the classes that extend them.
    const concrete = [...inputTargets].filter((c) => c === target || c.prototype instanceof target);
    for (const cls of concrete) out.set(`${cls.name}.${f.name}`, { cls, key: f.name, int: type === Int });
  }
  for (const cls of allClasses) {
    for (const m of metasOf(cls)) {
      if (named(m, 'isInt', 'isNumber')) {
        const id = `${cls.name}.${m.propertyName}`;
        out.set(id, { cls, key: m.propertyName, int: (out.get(id)?.int ?? false) || named(m, 'isInt') });
      }
    }
  }
  return [...out.values()];
}

test('every numeric input field has a type check and both bounds, within its column', () => {
  const fields = numericFields();
  expect(fields.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const { cls, key, int } of fields) {
    const id = `${cls.name}.${key}`;
    if (IGNORED.has(id)) continue;
    const metas = metasOf(cls).filter((m) => m.propertyName === key);
    const typed = metas.find((m) => named(m, 'isInt', 'isNumber'));
    const isIn = metas.find((m) => named(m, 'isIn'));
    const min = metas.find((m) => named(m, 'min'))?.constraints?.[0] as number | undefined;
    const max = metas.find((m) => named(m, 'max'))?.constraints?.[0] as number | undefined;
    if (!typed) problems.push(`${id}: sin @IsInt/@IsNumber`);
    if (typed && named(typed, 'isNumber')) {
      const opts = (typed.constraints?.[0] ?? {}) as { allowNaN?: boolean; allowInfinity?: boolean };
      if (opts.allowNaN || opts.allowInfinity) problems.push(`${id}: admite NaN o Infinity`);
    }
    if (isIn) continue;
    if (min === undefined || max === undefined) {
      problems.push(`${id}: falta @Min o @Max`);
      continue;
    }
    const [lo, hi] = int ? [INT_MIN, MAX_DB_ID] : [-FLOAT_LIMIT, FLOAT_LIMIT];
    if (min < lo || max > hi) problems.push(`${id}: ${min}..${max} excede ${lo}..${hi}`);
  }
  expect(problems).toEqual([]);
});

test('every Float argument is a field of an @ArgsType class, checked above (GraphQL Int arguments are 32-bit by the spec)', () => {
  const gql = graphqlStorage();
  const floatArgs = gql.params
    .filter((p) => p.kind === 'arg' && p.getType() === Float)
    .map((p) => `${p.methodName}.${(p as { name: string }).name}`);
  expect(floatArgs).toEqual([]);
  expect(numericFields().map((f) => `${f.cls.name}.${f.key}`)).toContain('ConfirmBudgetArgs.profitValue');
});

/**
 * A resolver method with a scalar `@Arg` on purpose (never part of a schema: no @Resolver, no @Query), to show
 * the check below refuses one.
 */
class DeliberateScalarArg {
  count(@Arg('n', () => Int) n: number): number {
    return n;
  }
}

/** `Class.method(argument)` of every `@Arg` whose type is not an @InputType object (a scalar, an enum, a list of them). */
function scalarArgs(): string[] {
  const gql = graphqlStorage();
  const inputObjects = new Set<unknown>(gql.inputTypes.map((t) => t.target));
  return gql.params
    .filter((p) => p.kind === 'arg' && !inputObjects.has(p.getType()))
    .map((p) => `${(p.target as { name: string }).name}.${p.methodName}(${(p as { name: string }).name})`);
}

test('every GraphQL argument is an @ArgsType field or an @InputType object: no scalar @Arg (one way to declare an argument, core/input/args.ts)', () => {
  const found = scalarArgs();
  // The check refuses a scalar @Arg…
  expect(found).toContain(`${DeliberateScalarArg.name}.count(n)`);
  // …and the app declares none.
  expect(found.filter((a) => !a.startsWith(`${DeliberateScalarArg.name}.`))).toEqual([]);
});
