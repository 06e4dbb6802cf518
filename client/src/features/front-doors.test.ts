import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The client's floors (docs/architecture.md, "Cliente"): a feature reaches another feature only through
 * its front door (features/<f>/index.ts) and otherwise stands on ui/, lib/, gql/, session/ and
 * @crm/domain; the ground floor (ui/, lib/, session/) imports no feature and not app/; app/ (the shell)
 * reaches features through their front doors, except app/boot/. A dynamic import() may name another
 * feature's screen module: that is how a screen stays a lazy chunk of its own (app/routes.tsx, the
 * operation's cost sheet tab). The ESLint rule (eslint.config.mjs) says so while editing; this test keeps it true on the
 * whole tree and shows the rule refusing each kind of violation.
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const SRC = join(ROOT, 'client', 'src');
const GROUND = ['ui', 'lib', 'gql', 'session'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/(Fixtures|Mocks)\.ts$/.test(e.name) ? [p] : [];
  });
}

/** Module specifiers of a file: static imports and re-exports, and (separately) dynamic import(). */
function specifiers(code: string): { static: string[]; dynamic: string[] } {
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const re of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g]) for (const m of code.matchAll(re)) found.static.push(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.dynamic.push(m[1]);
  return found;
}

/** Where a relative specifier lands, as a path under client/src split in parts ('..' when outside). */
function target(file: string, spec: string): string[] {
  return relative(SRC, resolve(dirname(file), spec)).split(sep);
}

const isDir = (parts: string[]) => existsSync(join(SRC, ...parts)) && statSync(join(SRC, ...parts)).isDirectory();

function lint(code: string, filename: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', filename], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('client front doors', () => {
  it('features import other features only through their index.ts, and only the ground floor besides', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(SRC, 'features'))) {
      const own = relative(SRC, file).split(sep)[1];
      const { static: s, dynamic: d } = specifiers(readFileSync(file, 'utf8'));
      for (const spec of s) {
        if (!spec.startsWith('.')) continue;
        const [floor, name, ...rest] = target(file, spec);
        const ok = GROUND.includes(floor) || (floor === 'features' && (name === own || (rest.length === 0 && isDir([floor, name]))));
        if (!ok) offenders.push(`${relative(ROOT, file)} → ${spec}`);
      }
      for (const spec of d) {
        const [floor] = target(file, spec);
        if (spec.startsWith('.') && !GROUND.includes(floor) && floor !== 'features') offenders.push(`${relative(ROOT, file)} → import('${spec}')`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('ui/, lib/ and session/ import no feature and not app/', () => {
    const offenders: string[] = [];
    for (const file of GROUND.filter((f) => f !== 'gql').flatMap((f) => sourceFiles(join(SRC, f)))) {
      const { static: s, dynamic: d } = specifiers(readFileSync(file, 'utf8'));
      for (const spec of [...s, ...d]) {
        if (spec.startsWith('.') && ['features', 'app'].includes(target(file, spec)[0])) offenders.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('app/ (but boot/) imports features statically only through their index.ts', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(SRC, 'app')).filter((f) => !relative(SRC, f).startsWith(join('app', 'boot')))) {
      for (const spec of specifiers(readFileSync(file, 'utf8')).static) {
        const [floor, name, ...rest] = target(file, spec);
        if (spec.startsWith('.') && floor === 'features' && (rest.length > 0 || !isDir([floor, name]))) offenders.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the ESLint rule refuses each kind of violation and allows the front doors', () => {
    const probe = (spec: string) => `import * as probe from '${spec}';\nexport const seen = probe;\n`;

    const intoFeature = lint(probe('../organizations/NewOrganizationModal'), 'client/src/features/contacts/probe.ts');
    expect(intoFeature.status).toBe(1);
    expect(intoFeature.output).toContain('no-restricted-imports');
    expect(intoFeature.output).toContain('Una feature entra a otra sólo por su puerta');
    expect(lint(probe('../organizations'), 'client/src/features/contacts/probe.ts').status).toBe(0);
    expect(lint(probe('../../ui/Facts'), 'client/src/features/contacts/probe.ts').status).toBe(0);

    const featureToApp = lint(probe('../../app/nav'), 'client/src/features/kanban/probe.ts');
    expect(featureToApp.status).toBe(1);
    expect(featureToApp.output).toContain('app/ es el armazón de arriba');

    const groundToFeature = lint(probe('../features/records'), 'client/src/ui/probe.ts');
    expect(groundToFeature.status).toBe(1);
    expect(groundToFeature.output).toContain('son la planta baja');
    expect(lint(probe('../../app/routes'), 'client/src/session/live/probe.ts').status).toBe(1);

    const shellIntoFeature = lint(probe('../features/search/GlobalSearch'), 'client/src/app/probe.ts');
    expect(shellIntoFeature.status).toBe(1);
    expect(shellIntoFeature.output).toContain('app/ entra a una feature por su index.ts');
    expect(lint(probe('../features/search'), 'client/src/app/probe.ts').status).toBe(0);
    expect(lint(probe('../../features/kanban/boardData'), 'client/src/app/boot/probe.ts').status).toBe(0);
  }, 120_000);
});
