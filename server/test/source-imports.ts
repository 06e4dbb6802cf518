import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Helpers of the tests that keep the house's import rules (core/core-imports.test.ts, modules/module-imports.test.ts). */
export const ROOT = resolve(__dirname, '..', '..');

/** Every .ts file under `dir`, test files included only when asked. */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p, { tests });
    return e.name.endsWith('.ts') && (tests || !e.name.endsWith('.test.ts')) ? [p] : [];
  });
}

/** Every module specifier of a file: static and type imports, re-exports, dynamic import() and require(). */
export function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of code.matchAll(re)) found.push(m[1]);
  return found;
}

/** ESLint on `code` as if it were the file `filename` (the repository's eslint.config.mjs). */
export function lint(code: string, filename: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', filename], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return { status: r.status, output: r.stdout + r.stderr };
}
