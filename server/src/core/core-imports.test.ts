import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { lint, ROOT, sourceFiles, specifiers } from '../../test/source-imports';

/**
 * Core imports no module: core/ is the shared kernel and imports no feature module (nor app.ts, the composition root
 * that lists them). The ESLint rule says so while editing; this test keeps it true in `npm test` too, and
 * shows the rule catching a violation.
 */
const CORE = join(ROOT, 'server', 'src', 'core');
const SRC = join(ROOT, 'server', 'src');

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

    const inModule = lint("import { DealsService } from '../deals';\nexport const probe = DealsService;\n", 'server/src/modules/quotes/probe.ts');
    expect(inModule.status).toBe(0);
  });
});
