/**
 * The abuse corpus (keep it closed): bad requests generated over every REST route and every
 * GraphQL root field, so a new route or argument is covered without anyone listing it here.
 *
 * Routes come from the module routers' own route tables; the body keys a REST handler reads come from its
 * source (`b.key`, `body.key`, `…Query(req, 'key')`); GraphQL operations come from the schema. Values are
 * the inputs that broke servers like this one: wrong types, huge, deep, NUL, lone surrogates, bidi and
 * zero-width characters, prototype keys, numbers past every column, invalid dates, arrays for objects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { Router } from 'express';

function deep(levels: number): unknown {
  let v: unknown = 'fondo';
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

/** JSON values that are wrong somewhere: every field of every body gets each of them at some point. */
export const BAD_VALUES: ReadonlyArray<readonly [label: string, value: unknown]> = [
  ['vacío', ''],
  ['blancos', '   \t '],
  ['enorme', 'x'.repeat(70_000)],
  ['NUL', 'a\u0000b'],
  ['solo NUL', '\u0000'],
  ['controles', '\u0001\u0007\u001b[31m\u007f\u0085'],
  ['surrogate suelto', 'a\ud800b@x.com'],
  ['surrogate bajo', '\udc00'],
  ['emoji', '📦🚚'.repeat(40)],
  ['selectores de variante', 'a\uFE0F'.repeat(300)],
  ['bidi', 'factura\u202Efdp.exe'],
  ['ancho cero', 'abc abc\u200b\u2060\ufeff'],
  ['colación', 'Transportes Weiß y Weiss straße strasse'],
  ['html', '<img src=x onerror=alert(1)><script>alert(1)</script>'],
  ['sql', "'; DROP TABLE users; -- \" OR 1=1"],
  ['comodines', '%_%\\'],
  ['percent', '%E0%A4%A'],
  ['número enorme', 1e308],
  ['negativo enorme', -1e308],
  ['fuera de INT', 3e9],
  ['negativo', -1],
  ['fracción', 1.5],
  ['cero', 0],
  ['inseguro', 2 ** 60],
  ['texto NaN', 'NaN'],
  ['texto Infinity', 'Infinity'],
  ['texto 1e308', '1e308'],
  ['texto -0', '-0'],
  ['fecha inválida', '2024-13-45'],
  ['fecha cero', '0000-00-00 00:00:00'],
  ['fecha lejana', '9999-12-31T23:59:59.999Z'],
  ['fecha con zona', '2024-02-30T25:61:00+99:00'],
  ['true', true],
  ['false', false],
  ['null', null],
  ['arreglo vacío', []],
  ['arreglo', [1, 'a', null, {}]],
  ['objeto vacío', {}],
  ['objeto', { id: 1, name: 'x' }],
  ['__proto__', JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}')],
  ['constructor', { constructor: { prototype: { role: 'admin' } } }],
  ['profundo', deep(40)],
  ['arreglo grande', Array.from({ length: 5000 }, (_, i) => i)],
];

/** Path parameters: a real id (so handlers run deep), and ids that are not ids. */
export const BAD_IDS: readonly string[] = ['0', '-1', 'abc', '1.5', '1e3', '99999999999999999999', '%25', '%00', '%E2%80%AE', 'null', '__proto__', ' 1'];

export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params: string[];
  /** The module folder whose router declares it. */
  module: string;
}

/** Every route of the module routers, as Express registered it. */
export function routesOf(routers: Array<{ module: string; router: Router }>): RouteDef[] {
  const out: RouteDef[] = [];
  for (const { module, router } of routers) {
    for (const layer of router.stack as Array<{ route?: { path: unknown; methods: Record<string, boolean> } }>) {
      if (!layer.route || typeof layer.route.path !== 'string') continue;
      const path = layer.route.path;
      for (const m of Object.keys(layer.route.methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(m)) continue;
        out.push({ method: m as RouteDef['method'], path, params: [...path.matchAll(/:(\w+)/g)].map((x) => x[1]), module });
      }
    }
  }
  return out;
}

/** Body and query keys each module's REST handlers read, from their source (snake_case names of the contract). */
export function restKeysFromSource(modulesDir: string): Map<string, { body: string[]; query: string[] }> {
  const out = new Map<string, { body: string[]; query: string[] }>();
  for (const mod of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    const body = new Set<string>();
    const query = new Set<string>();
    for (const f of readdirSync(join(modulesDir, mod.name))) {
      if (!f.endsWith('.rest.ts')) continue;
      const src = readFileSync(join(modulesDir, mod.name, f), 'utf8');
      for (const m of src.matchAll(/\b(?:b|body|raw|c|o|org|contact)\.([a-z][a-z0-9_]*)\b/g)) body.add(m[1]);
      for (const m of src.matchAll(/\b(?:b|body)\[['"]([a-z][a-z0-9_]*)['"]\]/g)) body.add(m[1]);
      for (const m of src.matchAll(/Query\(\s*req\s*,\s*['"]([a-z][a-z0-9_]*)['"]/g)) query.add(m[1]);
      for (const m of src.matchAll(/req\.query\.([a-z][a-z0-9_]*)/g)) query.add(m[1]);
    }
    // Members of JS values that the patterns also catch.
    for (const noise of ['length', 'trim', 'map', 'then']) body.delete(noise);
    out.set(mod.name, { body: [...body].sort(), query: [...query].sort() });
  }
  return out;
}

/** encodeURIComponent, with lone surrogates sent as the bytes a broken client would send (WTF-8). */
function queryEncode(s: string): string {
  return s.replace(/[\ud800-\udfff]/g, (c) => `\u0000${c.charCodeAt(0)}\u0000`).split('\u0000').map((part, i) => {
    if (i % 2 === 0) return encodeURIComponent(part);
    const cp = Number(part);
    return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');
}

export interface RestCaseDef {
  method: RouteDef['method'];
  path: string;
  /** Raw body (already serialized when `contentType` is given). */
  body?: unknown;
  contentType?: string;
  label: string;
}

/**
 * The REST corpus. For each route: bad path ids; for reads, bad query values; for writes, a plausible body with
 * one key of its module bad at a time, bodies with every key bad, random mixes, non-object bodies and other
 * content types.
 */
export function restCorpus(
  routes: RouteDef[],
  keysOf: (module: string) => { body: string[]; query: string[] },
  idFor: (path: string, param: string) => string,
  baseBody: (route: RouteDef) => Record<string, unknown>,
  rand: () => number,
): RestCaseDef[] {
  const cases: RestCaseDef[] = [];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const sample = <T>(xs: readonly T[], n: number): T[] => xs.filter(() => rand() < n / xs.length);
  const fill = (r: RouteDef, bad?: { param: string; value: string }) =>
    r.path.replace(/:(\w+)/g, (_m, p: string) => (bad && bad.param === p ? bad.value : idFor(r.path, p)));
  const isWrite = (r: RouteDef) => r.method === 'post' || r.method === 'put' || r.method === 'patch';
  for (const r of routes) {
    const base = `/api${fill(r)}`;
    const keys = keysOf(r.module);
    const good = isWrite(r) ? baseBody(r) : undefined;
    for (const p of r.params) for (const id of BAD_IDS) cases.push({ method: r.method, path: `/api${fill(r, { param: p, value: id })}`, body: good, label: `${r.method} ${r.path} :${p}=${id}` });
    if (r.method === 'get' || r.method === 'delete') {
      for (const k of keys.query) {
        for (const [label, v] of sample(BAD_VALUES, 3)) {
          const s = typeof v === 'string' ? v.slice(0, 3000) : (JSON.stringify(v)?.slice(0, 3000) ?? 'undefined');
          cases.push({ method: r.method, path: `${base}?${encodeURIComponent(k)}=${queryEncode(s)}`, label: `${r.method} ${r.path} ?${k}=${label}` });
        }
      }
      cases.push({ method: r.method, path: `${base}?limit=1e308&offset=-1&q[]=a&q[b]=c&org_id=1&org_id=2`, label: `${r.method} ${r.path} query repetida` });
      cases.push({ method: r.method, path: `${base}?${'a='.repeat(2000)}`, label: `${r.method} ${r.path} query larga` });
      cases.push({ method: r.method, path: `${base}?__proto__[role]=admin&constructor[prototype][x]=1`, label: `${r.method} ${r.path} query prototipo` });
    }
    if (!good) continue;
    for (const k of new Set([...keys.body, ...Object.keys(good)])) {
      for (const [label, v] of sample(BAD_VALUES, 5)) cases.push({ method: r.method, path: base, body: { ...good, [k]: v }, label: `${r.method} ${r.path} ${k}=${label}` });
    }
    for (const [label, v] of sample(BAD_VALUES, 14)) {
      cases.push({ method: r.method, path: base, body: Object.fromEntries(keys.body.map((k) => [k, v])), label: `${r.method} ${r.path} todo=${label}` });
    }
    for (let i = 0; i < 6; i++) {
      const body: Record<string, unknown> = { ...good };
      const n = 1 + Math.floor(rand() * 6);
      for (let j = 0; j < n; j++) body[pick(keys.body.length ? keys.body : ['x'])] = pick(BAD_VALUES)[1];
      cases.push({ method: r.method, path: base, body, label: `${r.method} ${r.path} mezcla ${i}` });
    }
    for (const [label, raw] of [
      ['arreglo', '[{"title":"x"}]'],
      ['texto', '"hola"'],
      ['número', '42'],
      ['null', 'null'],
      ['JSON roto', '{"title": "x",'],
      ['JSON con BOM', '\ufeff{"title":"x"}'],
      ['clave duplicada', '{"role":"viewer","role":"admin"}'],
      ['prototipo', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}'],
    ] as const) {
      cases.push({ method: r.method, path: base, body: raw, contentType: 'application/json', label: `${r.method} ${r.path} cuerpo ${label}` });
    }
    cases.push({ method: r.method, path: base, body: 'title=x&value=1', contentType: 'application/x-www-form-urlencoded', label: `${r.method} ${r.path} form` });
    cases.push({ method: r.method, path: base, body: '<deal><title>x</title></deal>', contentType: 'application/xml', label: `${r.method} ${r.path} xml` });
    cases.push({ method: r.method, path: base, body: 'title', contentType: 'text/plain', label: `${r.method} ${r.path} texto plano` });
    cases.push({ method: r.method, path: base, body: '--xx\r\nbasura', contentType: 'multipart/form-data; boundary=xx', label: `${r.method} ${r.path} multipart roto` });
    cases.push({ method: r.method, path: base, body: '{"a":1}', contentType: 'application/json; charset=latin-9', label: `${r.method} ${r.path} charset raro` });
  }
  return cases;
}

// ── GraphQL ──

export interface GqlCaseDef {
  query: string;
  variables: Record<string, unknown>;
  label: string;
}

/** A selection set for a field's type: its scalar fields (and those of connection nodes), or __typename. */
export function selectionFor(type: GraphQLNamedType, depth = 0): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const parts: string[] = ['__typename'];
  for (const f of Object.values(type.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (depth < 2 && ['edges', 'node', 'pageInfo', 'items'].includes(f.name)) parts.push(`${f.name} ${selectionFor(named, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function typeRef(t: GraphQLInputType): string {
  return t.toString();
}

/** A plausible value for an argument type, so that one bad argument at a time reaches the resolver. */
export type GqlIdFor = (field: string, arg: string) => number;

export function goodValue(t: GraphQLInputType, name: string, idFor: (arg: string) => number, depth = 0): unknown {
  if (isNonNullType(t)) return goodValue(t.ofType, name, idFor, depth);
  if (isListType(t)) return [goodValue(t.ofType, name, idFor, depth)];
  if (isEnumType(t)) return t.getValues()[0]?.value;
  if (isInputObjectType(t)) {
    if (depth > 3) return {};
    const out: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) {
      if (isNonNullType(f.type) || depth === 0) out[f.name] = goodValue(f.type, f.name, idFor, depth + 1);
    }
    return out;
  }
  if (isScalarType(t)) {
    const lower = name.toLowerCase();
    switch (t.name) {
      case 'Int':
      case 'ID':
        if (lower === 'first') return 5;
        if (lower === 'window') return 30;
        return idFor(name);
      case 'Float':
        return 10;
      case 'Boolean':
        return true;
      case 'String':
        // A plausible value passes the argument's own rule, so the case reaches the resolver's work.
        if (lower.includes('email')) return 'abuso@test.local';
        if (lower === 'today' || /^eta(from|to)$/.test(lower)) return '2025-01-02';
        if (lower === 'budgetstatus') return 'borrador';
        if (lower === 'mode' || lower === 'modes') return 'AEREO';
        if (lower === 'from' || lower === 'to' || lower === 'date' || lower === 'duedate') return '2025-01-02';
        if (lower === 'currency') return 'USD';
        if (lower === 'iva') return '10';
        if (lower === 'condition') return 'credito';
        if (lower === 'source') return 'lines';
        if (lower === 'month') return '2026-12';
        if (lower === 'pair') return 'USD/PYG';
        if (lower === 'taxrate') return '10';
        if (lower === 'color') return '#336699';
        if (lower === 'outcome') return 'no_contesta';
        if (lower === 'dueat') return '2099-12-01 10:00';
        if (lower.includes('password')) return 'Abuso-12345';
        if (lower === 'event' || lower === 'events') return 'deal.created';
        if (lower === 'operationtype') return 'IMPORT';
        return 'texto';
      case 'DateTimeISO':
        return '2025-01-02T03:04:05.000Z';
      case 'LocalDate':
        return '2025-01-02';
      case 'JSONObject':
      case 'JSON':
        return { a: 1 };
      case 'Upload':
        return null;
      default:
        return 'texto';
    }
  }
  return null;
}

/** Values of the wrong kind or past the edges for an argument or input field of this type. */
function badValuesFor(t: GraphQLInputType, rand: () => number): unknown[] {
  const named = getNamedType(t);
  const fromList = BAD_VALUES.filter(() => rand() < 0.35).map(([, v]) => v);
  if (isInputObjectType(named)) return [...fromList, 'texto', [{}], { noExiste: 1 }];
  return fromList;
}

function opOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, rand: () => number): string {
  const vars = field.args.map((a) => `$${a.name}: ${typeRef(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const sel = selectionFor(getNamedType(field.type));
  const alias = rand() < 0.2 ? 'x: ' : '';
  return `${kind} Abuso${vars ? `(${vars})` : ''} { ${alias}${field.name}${args ? `(${args})` : ''} ${sel} }`;
}

/**
 * The GraphQL corpus: every Query and Mutation field, with each argument (and each field of an input
 * argument) bad in turn while the others are plausible, plus documents that are wrong as documents.
 */
export function gqlCorpus(schema: GraphQLSchema, idFor: GqlIdFor, rand: () => number): GqlCaseDef[] {
  const cases: GqlCaseDef[] = [];
  const roots: Array<['query' | 'mutation', ReturnType<GraphQLSchema['getQueryType']>]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const query = opOf(kind, field, rand);
      const good = Object.fromEntries(field.args.map((a: GraphQLArgument) => [a.name, goodValue(a.type, a.name, (arg) => idFor(field.name, arg))]));
      cases.push({ query, variables: good, label: `${field.name} plausible` });
      cases.push({ query, variables: {}, label: `${field.name} sin variables` });
      for (const a of field.args) {
        for (const v of badValuesFor(a.type, rand)) cases.push({ query, variables: { ...good, [a.name]: v }, label: `${field.name} ${a.name}=${JSON.stringify(v)?.slice(0, 40)}` });
        const named = getNamedType(a.type);
        if (isInputObjectType(named) && !isListType(isNonNullType(a.type) ? a.type.ofType : a.type)) {
          const base = (good[a.name] ?? {}) as Record<string, unknown>;
          for (const f of Object.values(named.getFields())) {
            for (const v of badValuesFor(f.type, rand).slice(0, 6)) {
              cases.push({ query, variables: { ...good, [a.name]: { ...base, [f.name]: v } }, label: `${field.name} ${a.name}.${f.name}=${JSON.stringify(v)?.slice(0, 40)}` });
            }
          }
          cases.push({ query, variables: { ...good, [a.name]: { ...base, __proto__: { role: 'admin' }, constructor: 1 } }, label: `${field.name} ${a.name} prototipo` });
        }
      }
    }
  }
  return cases;
}

/** Requests to /graphql that are wrong as HTTP requests or as documents (sent raw, judged as GraphQL answers). */
export function gqlDocumentCases(): RestCaseDef[] {
  const post = (body: unknown, label: string, contentType = 'application/json'): RestCaseDef => ({
    method: 'post',
    path: '/graphql',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    contentType,
    label: `graphql ${label}`,
  });
  const nested = (n: number) => `{ deals(first: 1) { edges { node { ${'organization { contacts { organization { '.repeat(n)} id ${'} } } } '.repeat(n)} } } } }`;
  const manyFields = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `f${i}: __typename`).join(' ')} }`;
  return [
    post('{"query": "{ __typename }",', 'JSON roto'),
    post([{ query: '{ __typename }' }, { query: '{ __typename }' }], 'lote'),
    post({ query: 'query A { __typename } query B { __typename }', operationName: 'C' }, 'operationName desconocido'),
    post({ query: 'query A { __typename } query B { __typename }' }, 'varias operaciones sin operationName'),
    post({ query: '{ __typename } { __typename }' }, 'varias anónimas'),
    post({ query: `{ ${'__typename '.repeat(200_000)}}` }, '200.000 selecciones'),
    post({ query: '{'.repeat(20_000) }, '20.000 llaves'),
    post({ query: nested(12) }, 'profundidad 50'),
    post({ query: manyFields(500) }, '500 alias'),
    post({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }, 'fragmentos cíclicos'),
    post({ query: `{ __typename ${'@skip(if: false) '.repeat(5000)}}` }, 'directivas repetidas'),
    post({ query: `{ search(q: "${'x'.repeat(100_000)}") { deals { id } } }` }, 'literal enorme'),
    post({ query: '{ __typename }', variables: 'texto' }, 'variables texto'),
    post({ query: '{ __typename }', variables: [1, 2] }, 'variables arreglo'),
    post({ query: 42 }, 'query número'),
    post({ query: null }, 'query null'),
    post({}, 'sin query'),
    post({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }, 'persisted query'),
    post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }, 'persisted query sin texto'),
    post({ query: '{ __typename }', operationName: { a: 1 } }, 'operationName objeto'),
    post({ query: 'mutation { logout }' }, 'logout sin selección'),
    post({ query: 'subscription { x }' }, 'subscription'),
    post({ query: '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }' }, 'introspección profunda'),
    post({ query: '{ noExiste }' }, 'campo inexistente'),
    post({ query: 'query($a: Int) { deal(id: $a) { id } }', variables: { a: 'x'.repeat(10) } }, 'variable mal tipada'),
    post({ query: 'query($a: NoExiste) { __typename }' }, 'tipo de variable inexistente'),
    post('query=%7B__typename%7D', 'form', 'application/x-www-form-urlencoded'),
    post('{ __typename }', 'texto plano (CSRF)', 'text/plain'),
    post('{ __typename }', 'application/graphql', 'application/graphql'),
    post('--xx\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}\r\n--xx--', 'multipart sin preflight', 'multipart/form-data; boundary=xx'),
    post('{"a":1}', 'charset raro', 'application/json; charset=latin-9'),
    post(`{"query":"{ __typename }","x":"${'y'.repeat(3 * 1024 * 1024)}"}`, 'cuerpo de 3 MB'),
    { method: 'get', path: '/graphql?query=%7B__typename%7D', label: 'graphql GET sin preflight' },
    { method: 'get', path: '/graphql?query=mutation%20%7B%20logout%20%7D', label: 'graphql GET con mutation' },
    { method: 'get', path: '/graphql?query=%7B&variables=%7B', label: 'graphql GET roto' },
    { method: 'put', path: '/graphql', body: '{}', contentType: 'application/json', label: 'graphql PUT' },
    { method: 'delete', path: '/graphql', label: 'graphql DELETE' },
  ];
}
