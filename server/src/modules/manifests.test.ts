import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { composeServices, type Kernel, orderModules, partsOf, type AppModule } from '../core/module';
import { MODULES } from '.';

/**
 * Modules register themselves: each module registers itself through its manifest (modules/<name>/index.ts). These tests keep
 * the manifests complete (a table, resolver, router or migration left out of one would silently vanish)
 * and the composition honest (a service factory may use only the modules it declares).
 */
const MODULES_DIR = __dirname;
const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

function filesOf(folder: string, suffix: string): string[] {
  return readdirSync(join(MODULES_DIR, folder)).filter((f) => f.endsWith(suffix) && !f.endsWith('.test.ts'));
}

function exportsOf(folder: string, file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(MODULES_DIR, folder, file));
}

describe('module manifests', () => {
  it('lists every module folder once, by its folder name', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual([...folders].sort());
  });

  it('registers every table, resolver and /api router of each folder with its own manifest', () => {
    const tables = new Set(getMetadataArgsStorage().tables.map((t) => t.target));
    for (const m of MODULES) {
      const entities = filesOf(m.name, '.entity.ts').flatMap((f) => Object.values(exportsOf(m.name, f)).filter((v) => tables.has(v as never)));
      expect({ module: m.name, entities: new Set(m.entities ?? []) }).toEqual({ module: m.name, entities: new Set(entities) });

      const resolvers = filesOf(m.name, '.resolver.ts').flatMap((f) =>
        Object.entries(exportsOf(m.name, f))
          .filter(([name]) => name.endsWith('Resolver'))
          .map(([, cls]) => cls),
      );
      expect({ module: m.name, resolvers: new Set(m.resolvers ?? []) }).toEqual({ module: m.name, resolvers: new Set(resolvers) });

      const hasApi = filesOf(m.name, '.rest.ts').length > 0;
      expect({ module: m.name, rest: Boolean(m.rest) }).toEqual({ module: m.name, rest: hasApi });
    }
  });

  it('runs every migration file, each listed by the module that holds it', () => {
    for (const m of MODULES) {
      const dir = join(MODULES_DIR, m.name, 'migrations');
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')) : [];
      const classes = files.flatMap((f) => Object.values(exportsOf(m.name, join('migrations', f))));
      expect({ module: m.name, migrations: new Set(m.migrations ?? []) }).toEqual({ module: m.name, migrations: new Set(classes) });
    }
    const names = partsOf(MODULES, 'migrations').map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds services in dependency order whatever the listed order', () => {
    const order = orderModules(MODULES).map((m) => m.name);
    for (const m of MODULES) {
      for (const dep of m.requires ?? []) expect(order.indexOf(dep)).toBeLessThan(order.indexOf(m.name));
    }
  });
});

describe('composeServices', () => {
  const kernel = {} as Kernel;
  const mod = (name: string, requires: string[], services: AppModule['services']): AppModule => ({ name, requires, services });

  it('hands a factory the services of the modules it requires', () => {
    const services = composeServices(
      [
        mod('b', ['a'], (_k, deps) => ({ b: `b uses ${(deps as unknown as Record<string, string>).a}` }) as never),
        mod('a', [], () => ({ a: 'A' }) as never),
      ],
      kernel,
    ) as unknown as Record<string, string>;
    expect(services).toEqual({ a: 'A', b: 'b uses A' });
  });

  it('refuses a service of a module the factory did not declare', () => {
    const modules = [
      mod('a', [], () => ({ a: 'A' }) as never),
      mod('b', [], (_k, deps) => ({ b: (deps as unknown as Record<string, string>).a }) as never),
    ];
    expect(() => composeServices(modules, kernel)).toThrow("El módulo b usa el servicio 'a' sin declarar su módulo en requires");
  });

  it('refuses unknown modules, cycles and a service defined twice', () => {
    expect(() => orderModules([mod('a', ['x'], undefined)])).toThrow('El módulo a requiere x, que no está registrado');
    expect(() => orderModules([mod('a', ['b'], undefined), mod('b', ['a'], undefined)])).toThrow('Dependencia circular entre módulos: a → b → a');
    expect(() =>
      composeServices([mod('a', [], () => ({ s: 1 }) as never), mod('b', [], () => ({ s: 2 }) as never)], kernel),
    ).toThrow("El servicio 's' está definido por a y b");
  });
});
