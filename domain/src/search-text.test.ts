import { foldText, SEARCH_TERM_MAX, searchQueryTokens, searchTerms } from './search-text';

test.each([
  ['García', 'garcia'],
  ['ÑANDÚ Çedilla', 'nandu cedilla'],
  ['São Paulo', 'sao paulo'],
  ['', ''],
  [null, ''],
  ['Transportes Weiß y WEISS', 'transportes weiss y weiss'],
  ['Straße Møller Łódź Æther', 'strasse moller lodz aether'],
  ['ﬁnanzas ＡＢＣ m²', 'finanzas abc m2'],
  ['abc\u200b a\u00adb \u202eabc', 'abc ab abc'],
  ['uno\u0000dos\ttres', 'uno dos tres'],
  ['roto\ud800 \udc00x', 'roto x'],
])('foldText(%p) → %p', (t, f) => expect(foldText(t)).toBe(f));

test('terms: folded words, inner word starts of emails and codes, punctuation-free forms', () => {
  expect(searchTerms('Importadora García S.A.').sort()).toEqual(['a', 'garcia', 'importadora', 's.a', 'sa'].sort());
  expect(searchTerms('juan.perez@acme.com.py')).toEqual(
    expect.arrayContaining(['juan.perez@acme.com.py', 'perez@acme.com.py', 'acme.com.py', 'com.py', 'py', 'juanperezacmecompy']),
  );
  expect(searchTerms('80012345-6')).toEqual(expect.arrayContaining(['80012345-6', '800123456', '6']));
});

test('phones: their digits, and a Paraguayan number in its local form', () => {
  const terms = searchTerms('+595 981 123-456');
  expect(terms).toEqual(expect.arrayContaining(['595981123456', '0981123456', '+595', '595', '981', '123-456']));
});

test('% and _ are ordinary characters of a term; duplicates once; empty values nothing', () => {
  expect(searchTerms('50%_off', null, undefined, '  ')).toEqual(['50%_off', 'off', '50off']);
  expect(searchTerms('Acme acme ACME')).toEqual(['acme']);
});

test('words equal once folded give one term (they would collide in a unique index)', () => {
  expect(searchTerms('Transportes Weiß y Weiss').sort()).toEqual(['transportes', 'weiss', 'y']);
  expect(searchTerms('abc abc\u200b')).toEqual(['abc']);
  expect(searchTerms('Emoji 😀 😁').sort()).toEqual(['emoji', '😀', '😁'].sort());
});

test('a word cut at the term size never keeps half of an emoji', () => {
  expect(searchTerms(`${'x'.repeat(63)}😀`)).toEqual(['x'.repeat(63)]);
  expect(searchTerms(`${'x'.repeat(62)}😀`)).toContain(`${'x'.repeat(62)}😀`);
});

test('long words are cut to the term column size', () => {
  const [t] = searchTerms('x'.repeat(100));
  expect(t).toHaveLength(SEARCH_TERM_MAX);
});

test.each([
  ['  García  ', ['garcia']],
  ['OP-000123', ['123']],
  ['op-77', ['77']],
  ['000123', ['000123']],
  ['"Acme", S.A.', ['acme', 's.a']],
  ['gar garcia', ['garcia']],
  ['50%', ['50%']],
  ['a_b', ['a_b']],
  ['%', ['%']],
  ['', []],
  ['a b c d e f g', ['a', 'b', 'c', 'd', 'e']],
])('searchQueryTokens(%p) → %p', (q, tokens) => expect(searchQueryTokens(q)).toEqual(tokens));
