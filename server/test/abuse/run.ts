/** Sends corpus cases through the real app and judges each answer (no 5xx, JSON Spanish errors, no stacks). */
import request from 'supertest';
import { isSpanishMessage } from '../bad-input';
import type { TestApp } from '../test-app';
import type { GqlCaseDef, RestCaseDef } from './corpus';

export interface Verdict {
  label: string;
  status: number;
  problem: string | null;
  body: string;
}

/** A stack frame, a source path with a line, or a dependency's folder. */
const STACK = /\n\s+at |\bat [\w.<>]+ \(|\.(?:ts|js|mjs|cjs):\d+|node_modules|\/(?:server|src|dist)\/[\w/-]+\.(?:ts|js)/;

/** The verdict on one answer: null when it is acceptable. */
export function judge(status: number, contentType: string | undefined, text: string, kind: 'rest' | 'gql'): string | null {
  if (status >= 500) return `respuesta ${status}`;
  if (STACK.test(text)) return 'filtra una traza o ruta de código';
  if (status < 400 && !(kind === 'gql' && /"errors"/.test(text))) return null;
  if (!contentType?.includes('application/json')) return `error sin JSON (${contentType ?? 'sin tipo'})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error con JSON inválido';
  }
  const b = body as { error?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> };
  const message = kind === 'rest' ? (b.error ?? b.errors?.[0]?.message) : (b.errors?.[0]?.message ?? b.error);
  if (!isSpanishMessage(message)) return `mensaje no español: ${JSON.stringify(message)?.slice(0, 120)}`;
  if (kind === 'gql' && b.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) return 'INTERNAL_SERVER_ERROR';
  return null;
}

export async function sendRest(t: TestApp, token: string | null, c: RestCaseDef, kind: 'rest' | 'gql' = 'rest'): Promise<Verdict> {
  let req = request(t.target)[c.method](c.path);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (c.body !== undefined) {
    if (c.contentType) req = req.set('Content-Type', c.contentType).send(c.body as string);
    else req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.body));
  }
  const res = await req.buffer(true).parse((r, cb) => {
    let data = '';
    r.setEncoding('utf8');
    r.on('data', (d: string) => (data += d));
    r.on('end', () => cb(null, data));
  });
  const text = typeof res.body === 'string' ? res.body : '';
  return { label: c.label, status: res.status, problem: judge(res.status, res.headers['content-type'], text, kind), body: text.slice(0, 300) };
}

export async function sendGql(t: TestApp, token: string | null, c: GqlCaseDef): Promise<Verdict> {
  let req = request(t.target).post('/graphql').set('Content-Type', 'application/json');
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  const res = await req
    .send(JSON.stringify({ query: c.query, variables: c.variables }))
    .buffer(true)
    .parse((r, cb) => {
      let data = '';
      r.setEncoding('utf8');
      r.on('data', (d: string) => (data += d));
      r.on('end', () => cb(null, data));
    });
  const text = typeof res.body === 'string' ? res.body : '';
  return { label: c.label, status: res.status, problem: judge(res.status, res.headers['content-type'], text, 'gql'), body: text.slice(0, 300) };
}

/** A readable list of the failures, grouped by problem, for the assertion message. */
export function report(verdicts: Verdict[]): string {
  const bad = verdicts.filter((v) => v.problem);
  return bad
    .slice(0, 60)
    .map((v) => `${v.problem} ← ${v.label} :: ${v.body.slice(0, 160)}`)
    .join('\n');
}
