import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:4000';

// `npx vite build client` and `npm run dev` both use client/ as the root (ARCHITECTURE §2, §9).
export default defineConfig({
  root: clientDir,
  plugins: [react()],
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
