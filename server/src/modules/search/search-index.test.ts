import { SEARCH_STAT_LEVELS, type SearchEntityType } from './search-term.entity';
import { recordBitsOf, searchStatDeltas } from './search-index';

/**
 * recordBitsOf and searchStatDeltas walk a term's characters (code points, as the triggers' SUBSTR and length
 * count them) without splitting it into an array; these are their definitions as written before, side by side.
 */
function bitsByDefinition(word: string): bigint {
  const chars = Array.from(word);
  if (chars.length < 3) return 0n;
  let h = 0x811c9dc5;
  for (const unit of chars.slice(0, 3).join('')) {
    h ^= unit.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const offset = /^\p{Nd}/u.test(chars[0]) ? 62n : 0n;
  let bits = 0n;
  for (let i = 0; i < 3; i++) bits |= 1n << (offset + BigInt(((h >>> (11 * i)) & 0x7ff) % 62));
  return bits;
}

function deltasByDefinition(rows: Array<[SearchEntityType, number, string]>): Array<[SearchEntityType, string, number]> {
  const counts = new Map<string, [SearchEntityType, string, number]>();
  for (const [type, , term] of rows) {
    const chars = Array.from(term);
    SEARCH_STAT_LEVELS.forEach((level, i) => {
      if (chars.length <= (i === 0 ? 0 : SEARCH_STAT_LEVELS[i - 1])) return;
      const prefix = chars.slice(0, level).join('');
      const key = `${type}\u0000${prefix}`;
      const hit = counts.get(key);
      if (hit) hit[2]++;
      else counts.set(key, [type, prefix, 1]);
    });
  }
  return [...counts.values()];
}

const WORDS = [
  '',
  'a',
  'ab',
  'abc',
  'abcd',
  'abcdef',
  'abcdefg',
  'abcdefghi',
  'abcdefghij',
  'importacion.com.py',
  '0981123456',
  '595981123456',
  '8000001-1',
  '١٢٣٤', // Arabic-Indic digits: \p{Nd}
  '😀😀',
  '😀😀😀',
  'a😀bcdefghi😀',
  'ab😀cdef😀ghij',
  '\ud83dab', // a lone high surrogate counts as one character
  'ab\ude00cd',
  'ñandutí',
  'weiss',
  'ｆｕｌｌ',
  'bench123@importacion.com.py',
];

test('recordBitsOf gives the bits of its definition, for every kind of word (and again from its memo)', () => {
  for (const word of WORDS) {
    expect(recordBitsOf(word)).toBe(bitsByDefinition(word));
    expect(recordBitsOf(word)).toBe(bitsByDefinition(word));
  }
});

test('searchStatDeltas counts the same prefixes as its definition', () => {
  const rows: Array<[SearchEntityType, number, string]> = [];
  WORDS.forEach((w, i) => {
    rows.push(['contact', i, w], ['organization', i, w], ['contact', i + 100, w.toUpperCase()]);
  });
  const sort = (d: Array<[SearchEntityType, string, number]>) => [...d].sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : a[0] + a[1] > b[0] + b[1] ? 1 : 0));
  expect(sort(searchStatDeltas(rows))).toEqual(sort(deltasByDefinition(rows)));
});
