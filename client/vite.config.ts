import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyPlanSpec } from './src/app/boot/earlyPlan';
import { gqlDocumentsPerModule } from './vite-plugins/gql-documents';
import { earlyStart, type EarlyPlan } from './src/app/boot/earlyStart';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
/** The app proper, loaded by the small entry (src/app/main.ts) right after it starts the early board. */
const APP_MODULE = 'src/app/start.tsx';
/** The small entry (index.html's module script). */
const ENTRY_MODULE = 'src/app/main.ts';
/** The kanban's screen (`/`, where a session lands). */
const KANBAN_MODULE = 'src/features/kanban/KanbanPage.tsx';
const backend = 'http://localhost:4000';
const domainDir = fileURLToPath(new URL('../domain/src/', import.meta.url));

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this, a compressed copy saves less than a packet (the server compresses JSON from the same size up). */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Bytes on the wire: every text file of the build gets a brotli (`.br`, quality 11) and a gzip (`.gz`,
 * level 9) copy beside it, written once here instead of compressed per request; the server sends the
 * one the browser accepts (server/src/core/http-compression.ts). A copy that would not be smaller is
 * not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'crm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((f) => join(outDir, f));
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.has(extname(f)))
          .map(async (file) => {
            if (!(await stat(file)).isFile()) return;
            const body = await readFile(file);
            if (body.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

/**
 * First card on screen: index.html gets a small inline classic script, ahead of the entry, that starts the session
 * check, the screen's data and the screen's chunk as soon as the page's path is known
 * (src/app/boot/earlyStart.ts). Its plan is fixed here: the requests from earlyPlanSpec(), and for each
 * screen the files of its chunk that the entry does not already load. Build only (in development the
 * app sends its own requests, as it does whenever no early answer is waiting).
 */
function earlyStartScript(): Plugin {
  return {
    name: 'crm-early-start',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const closure = (chunk: Rollup.OutputChunk) => {
          const seen = new Set<Rollup.OutputChunk>();
          const walk = (c: Rollup.OutputChunk) => {
            if (seen.has(c)) return;
            seen.add(c);
            for (const f of c.imports) if (bundle[f]?.type === 'chunk') walk(bundle[f] as Rollup.OutputChunk);
          };
          walk(chunk);
          return seen;
        };
        const chunkOf = (source: string) => {
          const id = join(clientDir, source);
          // A module captured by a group (bootChunks) is in a chunk of the group's, which is nobody's facade.
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`crm-early-start: no chunk for ${source}`);
          return chunk;
        };
        const css = (c: Rollup.OutputChunk) => [...((c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
        // The entry (main.ts) is small and loads the app (start.tsx) at once: the early script asks for the app's
        // chunks (modulepreload) and style sheets (preload) on every route, after its requests. Not as <link>
        // tags in the page: the preload scanner would send them first, and on HTTP/1.1's six connections the
        // session check and the board would wait behind them.
        const entryOnly = new Set([...chunks.filter((c) => c.isEntry)].flatMap((c) => [...closure(c)]));
        const appFiles = [...closure(chunkOf(APP_MODULE))].filter((c) => !entryOnly.has(c));
        const entry = new Set([...entryOnly, ...appFiles]);
        const entryCss = new Set([...entryOnly].flatMap(css));
        const appCss = [...new Set(appFiles.flatMap(css))].filter((f) => !entryCss.has(f));
        for (const f of appCss) entryCss.add(f);
        // The kanban's style sheets (`/`, where a session lands) are in the page too (inlineBootStyles).
        for (const f of [...closure(chunkOf(KANBAN_MODULE))].filter((c) => !entry.has(c)).flatMap(css)) entryCss.add(f);
        inlineBootStyles(bundle, html, [...entryCss]);
        const spec = earlyPlanSpec();
        const plan: EarlyPlan = {
          ...spec,
          app: { modules: appFiles.map((c) => `/${c.fileName}`), styles: [] },
          routes: spec.routes.map(({ screen, ...route }) => {
            const files = [...closure(chunkOf(screen))].filter((c) => !entry.has(c));
            return {
              ...route,
              modules: files.map((c) => `/${c.fileName}`),
              styles: [...new Set(files.flatMap(css))].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
            };
          }),
        };
        // Inline, not a file of its own: it then runs as the HTML is parsed, without waiting for a request. The
        // server allows it by its hash (server/src/app.ts: the CSP's script-src lists index.html's inline scripts).
        const source = `(${earlyStart.toString()})(${JSON.stringify(plan).replace(/</g, '\\u003c')});`;
        if (source.includes('</')) throw new Error('crm-early-start: the script would end its own <script> element');
        const tag = `<script>${source}</script>`;
        const page = String(html.source);
        if (!page.includes('<script type="module"')) throw new Error('crm-early-start: index.html has no entry script');
        html.source = page.replace('<script type="module"', `${tag}\n    <script type="module"`);
      },
    },
  };
}

/**
 * First usable board: the style sheets of the boot path (the entry's, the app's and the kanban's, 18 kB, 4 kB
 * compressed) go into index.html as one <style>, in the order the page used to load them, instead of three files.
 * Three requests fewer on HTTP/1.1's six connections (with the session check, the board and the three scripts, a
 * cold board load then asks for six files at once, none of them waiting for a free connection), the entry script
 * no longer waits for a render-blocking style sheet, and the dynamic imports of the app and the kanban no longer
 * wait for their sheets' load events: the sheets are taken out of each chunk's preload list (`__vite__mapDeps`).
 * The style-src of the CSP allows inline styles (server/src/app.ts).
 */
function inlineBootStyles(bundle: Rollup.OutputBundle, html: Rollup.OutputAsset, sheets: string[]): void {
  const inlined = new Set(sheets);
  const text = sheets.map((f) => {
    const asset = bundle[f];
    if (!asset || asset.type !== 'asset') throw new Error(`crm-early-start: no style sheet ${f}`);
    return String(asset.source);
  });
  const style = `<style>${text.join('\n')}</style>`;
  if (style.slice(7, -8).includes('</')) throw new Error('crm-early-start: a style sheet would end its own <style> element');
  let page = String(html.source);
  for (const f of sheets) page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`), '');
  if (/<link rel="stylesheet"/.test(page)) throw new Error('crm-early-start: index.html links a style sheet left out of the boot styles');
  html.source = page.replace('</head>', `  ${style}\n  </head>`);
  // Each chunk's list of files to preload before a dynamic import: the inlined sheets out, the indexes renumbered.
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.code.startsWith('const __vite__mapDeps=')) continue;
    const list = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
    if (!list) throw new Error(`crm-early-start: no preload list in ${chunk.fileName}`);
    const files = JSON.parse(list[1]) as string[];
    if (!files.some((f) => inlined.has(f))) continue;
    const kept = files.filter((f) => !inlined.has(f));
    const index = new Map(kept.map((f, i) => [f, i]));
    chunk.code = chunk.code
      .replace(list[0], `m.f=${JSON.stringify(kept)}`)
      .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, ids: string) =>
        `__vite__mapDeps([${ids.split(',').filter(Boolean).map(Number).filter((i) => !inlined.has(files[i])).map((i) => index.get(files[i])).join(',')}])`,
      );
  }
}

/**
 * First usable board: the chunks a cold kanban load needs, in two files instead of twenty. Left to the automatic
 * chunking, every module the app (start.tsx) shares with a lazy screen became a chunk of its own (react, useQuery,
 * the session, money, …: 13 files of 0.1–3 kB), and so did each domain module the kanban shares with another screen
 * (7 more): on HTTP/1.1's six connections they arrived in rounds, and React's first card waited for the last of them
 * (bench/results-board-usable.md). Every module the app imports statically goes into the app's chunk (it is loaded on
 * every route anyway, before any screen), and what the kanban imports statically beyond that into one chunk of the
 * kanban's; a screen that shares one of those modules loads that chunk (a few kB) with it.
 */
function bootChunks() {
  const app = new Set<string>();
  const kanban = new Set<string>();
  const groups = [
    { name: 'start', test: (id: string) => app.has(id), priority: 2, includeDependenciesRecursively: false },
    { name: 'KanbanPage', test: (id: string) => kanban.has(id), priority: 1, includeDependenciesRecursively: false },
  ];
  const plugin: Plugin = {
    name: 'crm-boot-chunks',
    apply: 'build',
    buildEnd() {
      app.clear();
      kanban.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const barrel = join(domainDir, 'index.ts');
      // The domain's barrel re-exports every module: through it, only the modules that export the names imported.
      const exporterOf = new Map<string, string>();
      for (const id of info(barrel)?.importedIds ?? []) for (const name of info(id)?.exports ?? []) exporterOf.set(name, id);
      const domainImports = (id: string) =>
        [...(info(id)?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@crm\/domain["']/g)]
          .flatMap((m) => m[1].split(','))
          .map((spec) => spec.trim().split(/\s+as\s+/)[0])
          .flatMap((name) => (exporterOf.has(name) ? [exporterOf.get(name)!] : []));
      const closure = (root: string, into: Set<string>, skip: Set<string>) => {
        const stack = [root];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          for (const next of info(id)?.importedIds ?? []) {
            if (next === barrel) stack.push(...domainImports(id));
            else stack.push(next);
          }
        }
      };
      // What the small entry itself imports (its style sheet, the dynamic import's preload helper) stays with it.
      const entry = new Set<string>();
      closure(join(clientDir, ENTRY_MODULE), entry, new Set());
      closure(join(clientDir, APP_MODULE), app, entry);
      closure(join(clientDir, KANBAN_MODULE), kanban, new Set([...entry, ...app]));
    },
  };
  return { plugin, groups };
}
const boot = bootChunks();

/** The server's half of the kanban's first frame (`vite build --ssr`): rendered by the server, never served. */
const SSR_ENTRY = 'src/app/ssr/firstFrame.tsx';
/** Beside dist, not in it: the server serves dist's files as they are (server/src/core/config.ts `ssrDist`). */
export const SSR_OUT_DIR = fileURLToPath(new URL('./dist-ssr', import.meta.url));

/**
 * `vite build --ssr`: the first frame's renderer (SSR_ENTRY) as one CommonJS file with everything it uses inside
 * (React, the router, Apollo, the domain), which the server (CommonJS) loads with require, from any directory.
 */
const ssrBuild = defineConfig({
  root: clientDir,
  plugins: [react(), gqlDocumentsPerModule(join(clientDir, 'src/gql/graphql.ts'))],
  resolve: { alias: { '@crm/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) } },
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      input: join(clientDir, SSR_ENTRY),
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainDir) },
      // Each lazy screen stays a chunk of its own, loaded (require) only when rendered: the server loads the kanban's.
      output: { format: 'cjs', entryFileNames: 'first-frame.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
    },
  },
});

// `npx vite build client` and `npm run dev` both use client/ as the root (ARCHITECTURE §2, §9).
export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : {
  root: clientDir,
  plugins: [react(), gqlDocumentsPerModule(join(clientDir, 'src/gql/graphql.ts')), boot.plugin, earlyStartScript(), precompress()],
  resolve: {
    alias: {
      // Pure business rules shared with the server, consumed as source (ARCHITECTURE §1 rule 2).
      '@crm/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: backend, changeOrigin: true },
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The shared domain code is pure (its formatters are built at first use, domain/src/lazy.ts): marked free of
      // side effects, a chunk takes only the domain modules it uses instead of every module the barrel re-exports,
      // which keeps sign-in + kanban within its budget of JavaScript (200 kB compressed).
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainDir) },
      output: { codeSplitting: { groups: boot.groups } },
    },
  },
}));
