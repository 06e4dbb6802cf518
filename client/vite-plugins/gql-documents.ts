import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0crm-gql-document:';

/**
 * Each GraphQL document in the chunk that uses it (first card on screen). codegen's client preset writes every
 * document of the app into one module (src/gql/graphql.ts, ~170 kB of document ASTs); a module is never
 * split between chunks, so that whole module was a shared chunk the entry loaded and evaluated before the
 * first screen. At build time this plugin rewrites `import { XDocument } from '…/gql/graphql'` into one
 * virtual module per document (`export const XDocument = {…}`, the generated text as it is), so the bundler
 * puts each document with the screens that use it. The generated file, its types and the code that imports
 * it stay as they are; in development and in tests the one module is used as before.
 */
export function gqlDocumentsPerModule(generated: string): Plugin {
  let documents: Map<string, string> | null = null;
  const load = () => {
    if (documents) return documents;
    documents = new Map();
    for (const [, name, ast] of readFileSync(generated, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      documents.set(name, ast);
    }
    if (!documents.size) throw new Error(`crm-gql-documents: no documents in ${generated}`);
    return documents;
  };
  const importOf = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/gql\/graphql)(?:\.ts)?\2;?/g;
  return {
    name: 'crm-gql-documents',
    apply: 'build',
    // After TypeScript is stripped: what still imports from the module are values, i.e. documents.
    enforce: 'post',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id === generated || !code.includes('/gql/graphql')) return null;
      let changed = false;
      const out = code.replace(importOf, (whole, names: string, _q: string, spec: string) => {
        if (resolve(dirname(id), `${spec}.ts`) !== generated) return whole;
        changed = true;
        return names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [name] = n.split(/\s+as\s+/);
            if (!load().has(name)) throw new Error(`crm-gql-documents: ${id} imports ${name}, not a document of ${generated}`);
            return `import { ${n} } from ${JSON.stringify(PREFIX + name)};`;
          })
          .join('\n');
      });
      if (/from\s*["'][^"']*\/gql\/graphql(?:\.ts)?["']/.test(out)) {
        throw new Error(`crm-gql-documents: ${id} imports the generated module in a way this plugin does not rewrite`);
      }
      return changed ? { code: out, map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const ast = load().get(name);
      if (!ast) throw new Error(`crm-gql-documents: no document ${name}`);
      return `export const ${name} = ${ast};\n`;
    },
  };
}
