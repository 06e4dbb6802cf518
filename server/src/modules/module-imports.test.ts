import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { lint, ROOT, sourceFiles, specifiers } from '../../test/source-imports';
import { MODULES } from '.';

/**
 * Module front doors: a module uses another only through its index.ts (the manifest, which re-exports what
 * others may use) or through an *.entity file for a TypeORM relation. The modules it reaches through a
 * front door are the ones its manifest lists in `requires`, so the manifest tells the truth about what a
 * module stands on, and since `requires` may hold no cycle (core/module.ts), no two modules import each
 * other. Entity imports are the data model's relations (a deal has an organization, an activity has a
 * deal) and may point either way. The ESLint rule says the first part while editing (eslint.config.mjs).
 */
const MODULES_DIR = __dirname;
const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

interface CrossImport {
  from: string;
  file: string;
  spec: string;
  to: string;
  /** What it reaches: '' for the front door (index.ts), else the path inside the target module. */
  inside: string;
}

/** The imports of module `m`'s files that land in another module. */
function crossImports(m: string, { tests }: { tests: boolean }): CrossImport[] {
  return sourceFiles(join(MODULES_DIR, m), { tests }).flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .flatMap((spec) => {
        const [to, ...rest] = relative(MODULES_DIR, resolve(dirname(file), spec)).split(sep);
        if (to === m || !folders.includes(to)) return [];
        return [{ from: m, file: relative(MODULES_DIR, file), spec, to, inside: rest.join('/') }];
      }),
  );
}

const isEntity = (i: CrossImport) => /^[^/]+\.entity$/.test(i.inside);

/** The modules `m` reaches through their front doors (non-test files: what the running server loads). */
function frontDoorsOf(m: string): Set<string> {
  return new Set(
    crossImports(m, { tests: false })
      .filter((i) => !isEntity(i))
      .map((i) => i.to),
  );
}

describe('module front doors', () => {
  it('no file of a module (tests and migrations included) reaches into another module other than by its index or an entity', () => {
    const offenders = folders.flatMap((m) => crossImports(m, { tests: true }).filter((i) => i.inside !== '' && !isEntity(i)));
    expect(offenders.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it("each module imports through front doors only the modules in its manifest's requires", () => {
    const extra = MODULES.flatMap((m) => {
      const requires = new Set(m.requires ?? []);
      return [...frontDoorsOf(m.name)].filter((to) => !requires.has(to)).map((to) => `${m.name} imports ${to} without requiring it`);
    });
    expect(extra).toEqual([]);
  });

  it('no two modules import each other', () => {
    const doors = new Map(folders.map((m) => [m, frontDoorsOf(m)]));
    const pairs = folders.flatMap((a) => [...doors.get(a)!].filter((b) => a < b && doors.get(b)!.has(a)).map((b) => `${a} ↔ ${b}`));
    expect(pairs).toEqual([]);
  });

  it('the ESLint rule refuses reaching into another module and allows its front door and its entities', () => {
    const inside = lint("import { DealsService } from '../deals/deals.service';\nexport const probe = DealsService;\n", 'server/src/modules/quotes/probe.ts');
    expect(inside.status).toBe(1);
    expect(inside.output).toContain('no-restricted-imports');
    expect(inside.output).toContain('Otro módulo se usa por su puerta');

    const typeOnly = lint("import type { DealView } from '../deals/deals.types';\nexport type Probe = DealView;\n", 'server/src/modules/quotes/probe.test.ts');
    expect(typeOnly.status).toBe(1);

    const fromMigration = lint("import { DealsService } from '../../deals/deals.service';\nexport const probe = DealsService;\n", 'server/src/modules/quotes/migrations/probe.ts');
    expect(fromMigration.status).toBe(1);

    const frontDoor = lint("import { DealsService } from '../deals';\nimport { DealEntity } from '../deals/deal.entity';\nimport { requireActor } from '../../core/auth/actor';\nexport const probe = [DealsService, DealEntity, requireActor];\n", 'server/src/modules/quotes/probe.ts');
    expect(frontDoor.output).toBe('');
    expect(frontDoor.status).toBe(0);
  });

  it("docs/architecture.md's floors name every module once, each above the modules it requires", () => {
    const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
    const drawing = doc.slice(doc.indexOf('Los pisos, de abajo hacia arriba')).split('```')[1];
    // One floor a line, modules separated by ' · ', each with an optional description in parentheses.
    const floors = drawing
      .split('\n')
      .map((line) => line.replace(/\([^()]*\)/g, '').trim())
      .filter(Boolean)
      .map((line) => line.split('·').map((name) => name.trim()));
    const floorOf = new Map<string, number>();
    const twice: string[] = [];
    floors.forEach((names, i) => names.forEach((name) => (floorOf.has(name) ? twice.push(name) : floorOf.set(name, i))));
    expect(twice).toEqual([]);
    expect([...floorOf.keys()].sort()).toEqual(MODULES.map((m) => m.name).sort());
    const downhill = MODULES.flatMap((m) =>
      (m.requires ?? []).filter((dep) => floorOf.get(dep)! >= floorOf.get(m.name)!).map((dep) => `${m.name} (piso ${floorOf.get(m.name)}) requiere ${dep} (piso ${floorOf.get(dep)})`),
    );
    expect(downhill).toEqual([]);
  });
});
