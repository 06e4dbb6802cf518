import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Comments say the rule, not the ticket: `npm run check` runs scripts/ticket-refs.mjs over the source and fails on a
 * ticket reference. These tests run the same script on sample texts, so the rule is shown catching a violation and
 * letting ordinary text through, and on the tree itself.
 */
const ROOT = resolve(__dirname, '..', '..');
const SCRIPT = resolve(ROOT, 'scripts', 'ticket-refs.mjs');

function run(args: string[], input?: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

const scanText = (text: string) => run(['--stdin', 'sample.ts'], text);

describe('ticket references in source', () => {
  it.each([
    ['// A double-click saves one note (issue 18 item 3).\n', 'issue 18'],
    ['/** Issue 20: the rate a new sheet takes. */\n', 'Issue 20'],
    ["describe('webhooks (issues 21 and 22)', () => {});\n", 'issues 21'],
    ['// see issue #12\n', 'issue #12'],
    ['// Closes #7 with the new rule.\n', 'Closes #7'],
    ['// Organizations (issue "Core CRM model"): owner + visibility.\n', 'issue "Core CRM model"'],
  ])('refuses %j', (text, found) => {
    const r = scanText(text);
    expect(r.status).toBe(1);
    expect(r.out).toContain(`sample.ts:1:`);
    expect(r.out).toContain(found);
    expect(r.out).toContain('nombra la regla');
  });

  it.each([
    "// A double-click saves one note (nothing lost silently).\n",
    "const label = 'Contacto #12'; // a record's label, not a ticket\n",
    "// GET /api/deals and the deals connection issue the same statements (spec part 1 §7).\n",
    // A published GraphQL description: schema.graphql stays byte-identical, so it keeps its text.
    "@ObjectType('Webhook', { description: 'Un receptor de eventos (issue 22). El secreto completo solo se muestra al crearlo.' })\n",
  ])('lets %j through', (text) => {
    const r = scanText(text);
    expect(r.out).toContain('ninguna referencia');
    expect(r.status).toBe(0);
  });

  it('an allowed description does not hide a second reference on the same line', () => {
    const r = scanText("description: 'Un receptor de eventos (issue 22).' // issue 23\n");
    expect(r.status).toBe(1);
    expect(r.out).toContain('sample.ts:1:');
    expect(r.out).toContain('issue 23');
  });

  it('--fix rewrites a known item into its rule name and does not say a name twice', () => {
    const text = [
      '// A double-click saves one note (issue 18 item 3).',
      '/** Issue 20 items 1 and 2: the weight and the rate. */',
      ' * CSV import (issue 22 item 4): upload, mapping, dry run.',
      '',
    ].join('\n');
    const r = run(['--fix', '--stdin'], text);
    expect(r.status).toBe(0);
    expect(r.out).toBe(
      [
        '// A double-click saves one note (nothing lost silently).',
        '/** Chargeable weight per mode and dated exchange rates: the weight and the rate. */',
        ' * CSV import: upload, mapping, dry run.',
        '',
      ].join('\n'),
    );
  });

  it('the source tree holds none', () => {
    const r = run([]);
    expect(r.out).toContain('ninguna referencia');
    expect(r.status).toBe(0);
  });
});
