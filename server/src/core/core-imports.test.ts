import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Core imports no module: core/ is the shared kernel and imports no feature module (nor app.ts, the composition root
 * that lists them). The ESLint rule says so while editing; this test keeps it true in `npm test` too, and
 * shows the rule catching a violation.
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const CORE = join(ROOT, 'server', 'src', 'core');
const SRC = join(ROOT, 'server', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Every module specifier of a file: static and type imports, re-exports, dynamic import() and require(). */
function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of code.matchAll(re)) found.push(m[1]);
  return found;
}

function lint(code: string, filename: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', filename], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('core/ imports no module', () => {
  it('no file of core/ imports from modules/, app.ts or seed/', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(CORE)) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = relative(SRC, resolve(dirname(file), spec));
        if (target === 'app' || target.startsWith('modules') || target.startsWith('seed')) {
          offenders.push(`${relative(ROOT, file)} → ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the ESLint rule refuses a module import in core/ and allows it in a module', () => {
    const violation = "import { DealsService } from '../../modules/deals/deals.service';\nexport const probe = DealsService;\n";
    const inCore = lint(violation, 'server/src/core/graphql/probe.ts');
    expect(inCore.status).toBe(1);
    expect(inCore.output).toContain('no-restricted-imports');
    expect(inCore.output).toContain('core/ no importa módulos');

    const appImport = lint("import { MODULES } from '../../modules';\nexport const probe = MODULES;\n", 'server/src/core/rest/probe.ts');
    expect(appImport.status).toBe(1);

    const inModule = lint("import { DealsService } from '../deals/deals.service';\nexport const probe = DealsService;\n", 'server/src/modules/quotes/probe.ts');
    expect(inModule.status).toBe(0);
  });
});
