// The order jest hands test files to its workers (jest.config.ts, testSequencer).
//
// With two workers the run ends when the later worker ends: a two-minute file started last keeps one core busy
// alone for those two minutes. jest starts the longest files first once it has timed them (its cache), but a clean
// clone has no cache, and jest then orders by file size, which says little: the files that start server processes,
// wait out leases or send thousands of requests are short. Those files declare long per-test timeouts (60 s and
// more, where most files use the default); untimed files are ordered by the sum of those timeouts, then as jest
// would. Timed files (a second run on the same machine) keep jest's order by measured duration.
import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

/** The sum of the per-test timeouts of 60 s or more written in a file (`}, 120_000);`). */
function declaredLongTimeouts(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return 0;
  }
  let sum = 0;
  for (const [, n] of text.matchAll(/\}\s*,\s*(\d[\d_]*)\s*\)/g)) {
    const ms = Number(n.replace(/_/g, ''));
    if (ms >= 60_000) sum += ms;
  }
  return sum;
}

export default class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const weight = new Map();
    const w = (test) => {
      if (!weight.has(test.path)) weight.set(test.path, test.duration == null ? declaredLongTimeouts(test.path) : 0);
      return weight.get(test.path);
    };
    // super.sort puts failed files first, then untimed ones, then timed ones by duration: only the untimed
    // ones are reordered, by declared weight, keeping jest's order among equals (Array#sort is stable).
    const untimed = sorted.filter((t) => t.duration == null);
    const firstUntimed = sorted.indexOf(untimed[0]);
    if (firstUntimed < 0) return sorted;
    const before = sorted.slice(0, firstUntimed);
    const rest = sorted.slice(firstUntimed).filter((t) => t.duration != null);
    return [...before, ...untimed.sort((a, b) => w(b) - w(a)), ...rest];
  }
}
