import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Services take a non-null Actor: the adapters hold one after @Authorized() (signedIn(ctx)) or the
 * REST session check (signedIn(res)), so a service keeps only its role checks (requireWriter,
 * requireAdmin) and no null-ness ceremony. This scans every service method that takes a possibly-null
 * actor and accepts only the places listed here, each with its reason.
 */
const MODULES = __dirname;

/** `file:method` → why it still takes Actor | null. */
const ALLOWED = new Map<string, string>([
  ['files/files.service.ts:upload', 'the refusal must come inside its try, which drains a received body (a refused upload never leaves it unread)'],
  ['idempotency/idempotency.service.ts:once', 'without an actor (or a key) it just runs the create: the key is scoped by the actor'],
  ['custom-fields/custom-fields.service.ts:batch', 'private: deal fields are read without a visibility scope (null)'],
]);

/** `method` of each parameter list holding `name: Actor | null` in a service source. */
export function nullableActorMethods(source: string): string[] {
  const found: string[] = [];
  const method = /^ {2}(?:(?:private|public|protected|static|async)\s+)*(\w+)\s*\(/gm;
  const starts = [...source.matchAll(method)].map((m) => ({ name: m[1], at: m.index ?? 0 }));
  for (let i = 0; i < starts.length; i++) {
    const head = source.slice(starts[i].at, starts[i + 1]?.at ?? source.length);
    const params = head.slice(0, head.indexOf('{'));
    if (/\w+\??:\s*Actor\s*\|\s*null\b(?!\s*>)/.test(params)) found.push(starts[i].name);
  }
  return found;
}

function services(): string[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(MODULES, d.name)).filter((f) => f.endsWith('.service.ts')).map((f) => `${d.name}/${f}`));
}

describe('services take a non-null Actor', () => {
  test('no service method takes Actor | null but the listed ones', () => {
    const found = services().flatMap((file) => nullableActorMethods(readFileSync(join(MODULES, file), 'utf8')).map((m) => `${file}:${m}`));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => !ALLOWED.has(f))).toEqual([]);
  });

  test('the scan catches a nullable actor, on one line or several, and lets Actor and Promise<Actor | null> pass', () => {
    const source = [
      'export class SampleService {',
      '  async list(actorOrNull: Actor | null, q: string): Promise<string[]> {',
      '    return [];',
      '  }',
      '  async save(',
      '    em: EntityManager,',
      '    actor: Actor | null,',
      '  ): Promise<void> {}',
      '  async get(actor: Actor, id: number): Promise<string> {',
      "    return '';",
      '  }',
      '  async authenticate(token: string): Promise<Actor | null> {',
      '    return null;',
      '  }',
      '}',
    ].join('\n');
    expect(nullableActorMethods(source)).toEqual(['list', 'save']);
  });
});
