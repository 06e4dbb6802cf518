import request from 'supertest';
import { gql } from './http';
import type { TestApp } from './test-app';

/** Messages that leaked from a library in English instead of the Spanish our clients show. */
const ENGLISH = /\b(must|should|expected|cannot|invalid value|is not|is required|not provided|variable|undefined|null value|represent|internal server)\b/i;

export function isSpanishMessage(msg: unknown): boolean {
  return typeof msg === 'string' && msg.trim().length > 3 && !ENGLISH.test(msg);
}

export interface RestCase {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  /** Sent as raw JSON (so arrays, strings and numbers reach the server as such). */
  body?: unknown;
}

export interface GqlCase {
  query: string;
  variables?: Record<string, unknown>;
}

export interface CaseOutcome {
  label: string;
  status: number;
  message: unknown;
  code?: unknown;
}

export async function runRest(t: TestApp, token: string, c: RestCase): Promise<CaseOutcome> {
  let req = request(t.app)[c.method](c.path).set('Authorization', `Bearer ${token}`);
  if (c.body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.body));
  const res = await req;
  return { label: `${c.method.toUpperCase()} ${c.path} ${JSON.stringify(c.body)?.slice(0, 80) ?? ''}`, status: res.status, message: res.body?.error };
}

export async function runGql(t: TestApp, token: string, c: GqlCase): Promise<CaseOutcome> {
  const res = await gql(t, c.query, c.variables, token);
  const err = res.errors?.[0];
  const status = res.status >= 400 ? res.status : err ? 400 : 200;
  return {
    label: `${c.query.slice(0, 60)} ${JSON.stringify(c.variables)?.slice(0, 80) ?? ''}`,
    status: res.status >= 500 ? res.status : status,
    message: err?.message,
    code: err?.extensions?.code,
  };
}

/** Every row of the given tables, to prove a batch of rejected writes changed nothing. */
export async function snapshotTables(t: TestApp, tables: readonly string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[table] = await t.ds.query(`SELECT * FROM ${table} ORDER BY id`);
  return out;
}

/** A 10 kB string. */
export const HUGE = 'x'.repeat(10 * 1024);
