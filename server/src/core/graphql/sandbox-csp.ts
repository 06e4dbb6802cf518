import type { ApolloServerPlugin, GraphQLServerContext } from '@apollo/server';
import { createHash } from 'node:crypto';

/** The origin of the iframe Apollo's embeddable sandbox script creates (not in the page's HTML). */
export const SANDBOX_FRAME_ORIGIN = 'https://sandbox.embed.apollographql.com';

/** The landing page Apollo serves at GET /graphql, rendered once as a browser would receive it. */
export async function renderLandingPage(plugin: ApolloServerPlugin): Promise<string> {
  const listener = await plugin.serverWillStart?.({} as GraphQLServerContext);
  const page = await listener?.renderLandingPage?.();
  if (!page) throw new Error('El plugin no sirve una página de inicio.');
  return typeof page.html === 'string' ? page.html : page.html();
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (xs: string[]) => [...new Set(xs)];
const origin = (url: string) => new URL(url).origin;

/** CSP sources (`'sha256-…'`) allowing exactly the inline `<script>` elements of a page (no `src`). */
export function inlineScriptHashes(html: string): string[] {
  return unique([...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1])));
}

/** The origins of the `<link rel=…>` tags of a page with one of `rels`, whatever the attribute order. */
function linkOrigins(html: string, rels: string[]): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1];
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (rel && href && rels.includes(rel) && /^https:/.test(href)) out.push(origin(href));
  }
  return unique(out);
}

/**
 * The Content-Security-Policy of the Apollo Sandbox page, derived from that page itself so it allows
 * exactly what it loads: its inline script and styles by hash (Apollo marks them with a fresh nonce per
 * render that the server never sees, but their text is fixed), the sandbox script and the fonts and icons
 * it links by origin, the sandbox iframe, and requests to this same origin (the page runs the operations
 * the iframe asks for). No 'unsafe-inline', no 'unsafe-eval', nothing else.
 */
export async function sandboxCspDirectives(plugin: ApolloServerPlugin): Promise<Record<string, string[]>> {
  const html = await renderLandingPage(plugin);
  const inlineScripts = inlineScriptHashes(html);
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
  const scripts = unique([...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => origin(m[1])));
  const stylesheets = linkOrigins(html, ['stylesheet']);
  const icons = linkOrigins(html, ['icon', 'apple-touch-icon']);
  const manifests = linkOrigins(html, ['manifest']);
  if (!inlineScripts.length || !scripts.length) throw new Error('La página de Apollo Sandbox cambió: revisá sandbox-csp.ts.');
  const none = ["'none'"];
  return {
    'default-src': none,
    'script-src': unique([...inlineScripts, ...scripts]),
    'style-src': unique([...inlineStyles, ...stylesheets]),
    // Google Fonts' stylesheet loads its fonts from fonts.gstatic.com.
    'font-src': stylesheets.includes('https://fonts.googleapis.com') ? ['https://fonts.gstatic.com'] : none,
    'img-src': icons.length ? icons : none,
    'manifest-src': manifests.length ? manifests : none,
    'frame-src': [SANDBOX_FRAME_ORIGIN],
    'connect-src': ["'self'"],
    'object-src': none,
    'base-uri': none,
    'form-action': none,
    'frame-ancestors': ["'self'"],
  };
}
