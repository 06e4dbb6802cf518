import { createHash } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SANDBOX_FRAME_ORIGIN } from './sandbox-csp';

/** Apollo Sandbox stays on at GET /graphql, under a Content-Security-Policy of what that page loads. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(header: string | undefined): Map<string, string[]> {
  expect(header).toBeDefined();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('the Sandbox page gets a CSP that allows exactly its scripts, styles and iframe: no unsafe-inline, no eval', async () => {
  const res = await request(t.app).get('/graphql').set('Accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.text).toMatch(/EmbeddedSandbox/);
  const csp = directives(res.headers['content-security-policy']);

  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:|http:/);

  // Each inline script and style of the page (Apollo gives them a nonce the server never sees) by its hash.
  const inlineScripts = [...res.text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const inlineStyles = [...res.text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  expect(inlineScripts.length).toBeGreaterThan(0);
  expect(inlineStyles.length).toBeGreaterThan(0);
  for (const s of inlineScripts) expect(csp.get('script-src')).toContain(sha256(s));
  for (const s of inlineStyles) expect(csp.get('style-src')).toContain(sha256(s));

  // The sandbox script by origin, and nothing but hashes and that origin.
  const scriptOrigins = [...res.text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]).origin);
  expect(scriptOrigins).toEqual(['https://embeddable-sandbox.cdn.apollographql.com']);
  expect(csp.get('script-src')!.filter((v) => !v.startsWith("'sha256-"))).toEqual(scriptOrigins);

  expect(csp.get('frame-src')).toEqual([SANDBOX_FRAME_ORIGIN]);
  // The page itself runs the operations the sandbox iframe asks for, against this origin only.
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
});

test('the rest of the app keeps its own strict policy', async () => {
  const res = await request(t.app).get('/api/health');
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
});
