/**
 * Global search text (spec part 2 §2 "Global search"): accent-folded, lower-cased word prefixes.
 * The server stores `searchTerms()` of every organization, contact and deal in an indexed table and
 * answers a query by prefix ranges over `searchQueryTokens()`, so 'garcia' finds 'García' on every
 * engine without a `LIKE '%…%'` scan.
 */

/** Longest stored term (the index column is varchar(64)); longer words are cut, a query token too. */
export const SEARCH_TERM_MAX = 64;
/** Words of a query that take part (more only narrow further and cost a join each). */
export const SEARCH_MAX_TOKENS = 5;
/** Results per group (REST-CONTRACT "search"). */
export const SEARCH_GROUP_LIMIT = 10;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Punctuation around a word that never belongs to it ('(García),' → 'garcia'). % and _ stay: they are literal. */
const EDGE_PUNCTUATION = /^["'`´“”‘’(){}[\]<>,;:.!?¡¿]+|["'`´“”‘’(){}[\]<>,;:.!?¡¿]+$/gu;

/** A UTF-16 surrogate without its other half: not a character, and not storable as utf8mb4. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Latin letters without a decomposition that a reader types in ASCII: 'Weiß' is found by 'weiss',
 * 'Møller' by 'moller', 'Łódź' by 'lodz' (MariaDB's utf8mb4_unicode_ci equates ß and ss, so the
 * folding keeps what that collation gave search, the same way on every engine).
 */
const LETTER_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't' };
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * 'García ÑANDÚ Weiß' → 'garcia nandu weiss': compatibility decomposition ('ﬁ' → 'fi', full-width
 * 'Ａ' → 'a', '²' → '2') without combining marks, invisible format characters (zero-width space, soft
 * hyphen, bidi marks: 'abc\u200b' is 'abc') and lone surrogates; control characters separate words;
 * lower case. Index terms and query words fold alike, so search is accent-, case- and width-insensitive
 * by this function alone, with a binary comparison in the database (migration 1764000200000).
 */
export function foldText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(LONE_SURROGATES, '')
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (c) => LETTER_FOLDS[c])
    .normalize('NFC');
}

/** At most SEARCH_TERM_MAX UTF-16 units, never half of a surrogate pair (an emoji at the cut). */
function cut(s: string): string {
  if (s.length <= SEARCH_TERM_MAX) return s;
  const head = s.slice(0, SEARCH_TERM_MAX);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

function words(folded: string): string[] {
  return folded
    .split(/\s+/u)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter((w) => w.length > 0);
}

/**
 * Index terms of one record's searchable values. Per word: the word itself; its tail from every inner
 * word start ('juan.perez@acme.com' → 'perez@acme.com', 'acme.com', 'com'), so an email or RUC
 * fragment is a prefix of some term; and the word without its punctuation ('s.a.' → 'sa'). Per value
 * made of digits and separators (phones, RUC): its digits ('+595 981 123-456' → '595981123456'), and
 * a Paraguayan number also in its local form ('0981123456').
 */
export function searchTerms(...values: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  const add = (t: string) => {
    if (t) out.add(cut(t));
  };
  for (const value of values) {
    const folded = foldText(value).trim();
    if (!folded) continue;
    for (const w of words(folded)) {
      add(w);
      for (let i = 1; i < w.length; i++) {
        if (LETTER_OR_DIGIT.test(w[i]) && !LETTER_OR_DIGIT.test(w[i - 1])) add(w.slice(i));
      }
      const bare = w.replace(/[^\p{L}\p{N}]+/gu, '');
      if (bare !== w) add(bare);
    }
    if (/^[\d\s+().\-/]+$/.test(folded)) {
      const digits = folded.replace(/\D+/g, '');
      if (digits.length >= 4) {
        add(digits);
        if (digits.startsWith('595') && digits.length > 6) add(`0${digits.slice(3)}`);
      }
    }
  }
  return [...out];
}

/**
 * The words of a query, folded like the terms (at most SEARCH_MAX_TOKENS, duplicates and words that are
 * a prefix of another dropped). An operation reference 'OP-000123' or 'op-123' becomes '123', the id
 * every deal is indexed under. '%' and '_' are kept as they are: they match themselves only.
 */
export function searchQueryTokens(query: string | null | undefined): string[] {
  const tokens = words(foldText(query ?? '').trim()).map((w) => {
    const ref = /^op-?0*(\d{1,12})$/.exec(w);
    return cut(ref ? ref[1] : w);
  });
  const unique = [...new Set(tokens)];
  // 'gar garcia' needs no 'gar' term of its own: the longer word implies it.
  const kept = unique.filter((t) => !unique.some((o) => o !== t && o.startsWith(t)));
  return kept.slice(0, SEARCH_MAX_TOKENS);
}
