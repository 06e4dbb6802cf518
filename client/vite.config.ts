import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:4000';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this, a compressed copy saves less than a packet (the server compresses JSON from the same size up). */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Issue 19 item 5a: every text file of the build gets a brotli (`.br`, quality 11) and a gzip (`.gz`,
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

// `npx vite build client` and `npm run dev` both use client/ as the root (ARCHITECTURE §2, §9).
export default defineConfig({
  root: clientDir,
  plugins: [react(), precompress()],
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
  },
});
