import { hasOwnLetterhead, letterheadBlock, letterheadLines, type DocumentLetterhead } from './letterhead';
import { emptyQuote } from './quote';
import { buildQuoteDocument } from './quote-document';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const rayflex: DocumentLetterhead = {
  logo: png,
  issuerName: 'Rayflex S.R.L.',
  ruc: '80069563-1',
  address: 'Ruta 2 km 20, Capiatá',
  phone: '021 555 555',
  lines: ['ventas@rayflex.com.py', '  '],
};

function texts(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => texts(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.text === 'string' && o.text) out.push(o.text);
    for (const [k, v] of Object.entries(o)) if (k !== 'text') texts(v, out);
  }
  return out;
}

test('a letterhead of its own: a logo or a legal name; empty fields do not make one', () => {
  expect(hasOwnLetterhead(rayflex)).toBe(true);
  expect(hasOwnLetterhead({ ...rayflex, logo: null })).toBe(true);
  expect(hasOwnLetterhead({ ...rayflex, issuerName: '  ' })).toBe(true);
  expect(hasOwnLetterhead({ ...rayflex, logo: null, issuerName: null })).toBe(false);
  expect(hasOwnLetterhead({ ...rayflex, logo: 'http://example.com/logo.png', issuerName: null })).toBe(false);
  expect(hasOwnLetterhead(null)).toBe(false);
});

test('the issuer lines in print order, blanks left out', () => {
  expect(letterheadLines(rayflex)).toEqual(['RUC 80069563-1', 'Ruta 2 km 20, Capiatá', 'Tel. 021 555 555', 'ventas@rayflex.com.py']);
});

test('the block: the logo as an image of the document, the issuer as plain text', () => {
  const images: Record<string, string> = {};
  const block = letterheadBlock(rayflex, 500, images);
  expect(images).toEqual({ letterheadLogo: png });
  expect(texts(block)).toEqual(['Rayflex S.R.L.', 'RUC 80069563-1', 'Ruta 2 km 20, Capiatá', 'Tel. 021 555 555', 'ventas@rayflex.com.py']);
  const noLogo: Record<string, string> = {};
  expect(JSON.stringify(letterheadBlock({ ...rayflex, logo: 'http://example.com/x.png' }, 500, noLogo))).not.toContain('"image"');
  expect(noLogo).toEqual({});
});

test("the quote: the unit's letterhead replaces the house banner; without one the banner stays", () => {
  const quote = { ...emptyQuote('2026-11-22'), cliente: 'ACME SA' };
  const banner = 'data:image/jpeg;base64,/9j/4AAQ';
  const own = buildQuoteDocument(quote, { headerImage: banner, letterhead: rayflex });
  expect(own.images).toEqual({ letterheadLogo: png });
  expect(texts(own.content)).toContain('Rayflex S.R.L.');
  const house = buildQuoteDocument(quote, { headerImage: banner, letterhead: { ...rayflex, logo: null, issuerName: null } });
  expect(house.images).toEqual({ header: banner });
  expect(texts(house.content)).not.toContain('RUC 80069563-1');
});
