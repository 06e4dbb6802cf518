// Comments say the rule, not the ticket: a reference like "issue 20 item 4" points into a tracker a clone of this
// repository cannot open, so it tells a reader nothing. The rule's own name ("won/lost with reasons") says why.
//
//   node scripts/ticket-refs.mjs               list the ticket references in source files; exit 1 if there is one
//   node scripts/ticket-refs.mjs --fix         rewrite "issue N item M" into the rule's name from RULES (then read the
//                                              diff: a sentence may need a word changed by hand)
//   node scripts/ticket-refs.mjs --stdin NAME  scan standard input as if it were the file NAME (used by the test)
//   node scripts/ticket-refs.mjs --fix --stdin  print standard input with its references rewritten (used by the test)
//
// `npm run check` runs the scan. Run it from the repository root (npm scripts do).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where source lives; client/src/gql is generated and bench/*.md are bench outputs, so neither is scanned. */
export const SOURCE_ROOTS = ['domain/src', 'server/src', 'server/test', 'client/src', 'client/vite-plugins', 'client/vite.config.ts', 'e2e', 'bench', 'scripts', 'codegen.ts', 'jest.config.ts', 'eslint.config.mjs'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'gql', '.tmp', 'screenshots']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|graphql|html)$/;
/** This checker and its test quote the forms they refuse. */
const EXEMPT_FILES = new Set(['scripts/ticket-refs.mjs', 'server/src/ticket-refs.test.ts']);

/**
 * Ticket forms: "issue 19", "Issues 16, 17", "issue #12", "ticket #3", "PR #40", "fixes #7" and a ticket named by its
 * title, 'issue "Core CRM model"'. A bare "#9" is not one ('Contacto #9' is a record's label).
 */
export const TICKET_REF =
  /\bissues? #?\d+|\bissues? ["“'][A-Z][^"”']*["”']|\b(?:tickets?|PRs?|pull requests?|fix(?:es|ed)?|close[sd]?|resolve[sd]?)\s+#\d+/gi;

/**
 * Texts allowed to keep their reference: GraphQL descriptions that are part of the published schema.graphql, which
 * must stay byte-identical (changing them would change the API's introspection).
 */
export const ALLOWED = [
  'Volumen y peso tasable por modo (issue 20)',
  "Tipo de cambio fechado (issue 20): 'USD/PYG'",
  'archivo, mapeo, progreso y resultado (issue 22)',
  'Un receptor de eventos (issue 22)',
];

/** The ticket references of one file's text, by line (1-based) and column, allowed texts left out. */
export function findTicketRefs(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const allowed = ALLOWED.filter((a) => line.includes(a)).map((a) => [line.indexOf(a), line.indexOf(a) + a.length]);
    for (const m of line.matchAll(TICKET_REF)) {
      if (allowed.some(([from, to]) => m.index >= from && m.index < to)) continue;
      found.push({ line: i + 1, column: m.index + 1, text: m[0] });
    }
  });
  return found;
}

export function sourceFiles(root) {
  const out = [];
  const walk = (rel) => {
    const abs = join(root, rel);
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      if (SOURCE_FILE.test(rel)) out.push(rel);
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(join(rel, e.name));
      } else if (SOURCE_FILE.test(e.name)) out.push(join(rel, e.name));
    }
  };
  for (const r of SOURCE_ROOTS) walk(r);
  return out.filter((f) => !EXEMPT_FILES.has(f)).sort();
}

/** Every ticket reference under SOURCE_ROOTS, as 'path:line:column  text'. */
export function scan(root) {
  const hits = [];
  for (const file of sourceFiles(root)) {
    for (const r of findTicketRefs(readFileSync(join(root, file), 'utf8'))) hits.push(`${file}:${r.line}:${r.column}  ${r.text}`);
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------------------------
// --fix: the old tickets' items and the rule each one became (read with the workplace's `issues show N`).
// An issue without an item maps to the whole ticket's subject; read those lines after a fix, the subject is often
// wider than what the comment means.
export const RULES = {
  4: { '': 'the pipeline screens', 1: 'the kanban', 2: 'drag and drop', 3: 'the kanban buttons', 4: 'the new-operation form' },
  7: { '': 'the cost sheet' },
  9: { '': 'global search' },
  15: {
    '': 'hardening',
    1: 'GraphQL cost = work',
    2: 'login throttle',
    3: 'no upload leftovers',
    4: 'collation-safe text',
    5: 'private records stay private',
    6: 'database outage',
    7: 'ordering races',
    8: 'no 500 on odd input',
    9: 'Spanish messages',
    10: 'tokens and passwords',
    11: 'ownership',
    12: 'graceful shutdown',
    13: 'safe uploads',
  },
  16: { '': 'modules register themselves' },
  17: { '': 'REST drop-in for the original client' },
  18: {
    '': 'trustworthy screens',
    1: 'role-aware screens',
    2: "show the server's reason",
    3: 'nothing lost silently',
    4: 'feedback and undo',
    5: 'lists sorted on the server',
    6: 'readable layout',
    7: 'cost sheet rows',
    8: 'follow-ups count what users log',
    9: 'quote PDF layout',
    10: 'first paint',
  },
  19: {
    '': 'fast while people work',
    1: 'mixed-load bench',
    2: 'board cost without the cache',
    3: 'first card on screen',
    4: 'search speed',
    5: 'bytes and counts',
    '5a': 'bytes on the wire',
    6: 'bounded memory',
  },
  20: {
    '': 'freight rules',
    1: 'chargeable weight per mode',
    2: 'dated exchange rates',
    3: 'document checklists',
    4: 'won/lost with reasons',
  },
  21: { '': 'live collaboration', 1: 'audit timeline', 2: 'live subscriptions', 3: 'live across processes' },
  22: {
    '': 'integrations',
    1: 'API keys',
    2: 'signed webhooks',
    3: 'idempotent creates',
    4: 'CSV import',
    5: 'CSV export',
  },
  23: { '': 'several instances', 1: 'object storage', 2: 'shared limits', 3: 'multi-instance deployment' },
};

const ITEM_LIST = String.raw`[0-9]+[a-z]?(?:(?:,\s*|\s+and\s+|\s*[–-]\s*)[0-9]+[a-z]?)*`;
const REF_WITH_ITEMS = new RegExp(String.raw`\b(issues?) (\d+)(?:,? items? (${ITEM_LIST}))?`, 'gi');

function ruleName(issue, items) {
  const rules = RULES[issue];
  if (!rules) return null;
  if (!items) return rules[''];
  const list = [];
  for (const part of items.split(/,\s*|\s+and\s+/)) {
    const range = part.match(/^(\d+)\s*[–-]\s*(\d+)$/);
    if (range) for (let n = +range[1]; n <= +range[2]; n++) list.push(String(n));
    else list.push(part.trim());
  }
  const names = list.map((n) => rules[n]);
  if (names.some((n) => !n)) return null;
  return names.length === 1 ? names[0] : names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** One line with its references replaced by rule names; a name the line already says is not said twice. */
export function fixLine(line) {
  return line.replace(REF_WITH_ITEMS, (whole, _word, issue, items, offset) => {
    const name = ruleName(issue, items);
    if (!name) return whole;
    const before = line.slice(0, offset);
    const sentenceStart = /(^|[*/]\s|[.:!?]\s)\s*$/.test(before) || /^\s*$/.test(before);
    return sentenceStart ? capital(name) : name;
  });
}

/** Drops "(name)" when the text before it on the same line already says the name: "CSV import (CSV import)". */
export function dropRepeats(line) {
  return line.replace(/\s\(([^()]+)\)/g, (whole, inner, offset) => {
    const before = line.slice(0, offset).toLowerCase();
    return before.includes(inner.toLowerCase()) && Object.values(RULES).some((r) => Object.values(r).includes(inner)) ? '' : whole;
  });
}

export function fixText(text) {
  return text
    .split('\n')
    .map((line) => {
      if (!findTicketRefs(line).length) return line;
      const fixed = fixLine(line);
      return fixed === line ? line : dropRepeats(fixed);
    })
    .join('\n');
}

function main(argv) {
  const root = process.cwd();
  if (argv[0] === '--fix' && argv[1] === '--stdin') {
    process.stdout.write(fixText(readFileSync(0, 'utf8')));
    return;
  }
  if (argv[0] === '--stdin') {
    const hits = findTicketRefs(readFileSync(0, 'utf8')).map((r) => `${argv[1] ?? '<stdin>'}:${r.line}:${r.column}  ${r.text}`);
    report(hits);
    return;
  }
  if (argv[0] === '--fix') {
    let changed = 0;
    for (const file of sourceFiles(root)) {
      const text = readFileSync(join(root, file), 'utf8');
      const fixed = fixText(text);
      if (fixed !== text) {
        writeFileSync(join(root, file), fixed);
        changed++;
      }
    }
    console.log(`ticket-refs --fix: ${changed} archivos reescritos; revisá el diff.`);
  }
  report(scan(root).map((h) => relative(root, join(root, h))));
}

function report(hits) {
  if (!hits.length) {
    console.log('✓ ninguna referencia a tickets en el código');
    return;
  }
  console.error(
    `✗ ${hits.length} referencias a tickets en el código. Un comentario nombra la regla ("won/lost with reasons"), ` +
      'no el ticket ("issue 20 item 4"): quien clona el repositorio no puede abrir el tracker.\n  ' +
      hits.join('\n  '),
  );
  process.exitCode = 1;
}

if (process.argv[1] && /ticket-refs\.mjs$/.test(process.argv[1])) main(process.argv.slice(2));
