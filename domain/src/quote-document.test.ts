import { emptyQuote, type Quote } from './quote';
import { buildQuoteDocument, longDate, mm, QUOTE_CONTENT_WIDTH, QUOTE_PAGE_MARGINS } from './quote-document';

const quote = (over: Partial<Quote> = {}): Quote => ({
  ...emptyQuote('2026-11-22'),
  cliente: 'ACME SA',
  contacto: 'Ana Pérez',
  referencia: 'OP-000042',
  items: [
    { cantidad: 0, servicio: 'FLETE AEREO', observacion: 'por kg', moneda: 'USD', precio: 1234.5, impuesto: 'EXENTA' },
    { cantidad: 2, servicio: 'SEGURO', observacion: '', moneda: 'USD', precio: 10, impuesto: '10%' },
  ],
  queIncluye: ['Flete'],
  ...over,
});

/** Every string of the definition, in order (what the PDF will print). */
function texts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => texts(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.text === 'string') out.push(o.text);
    for (const [k, v] of Object.entries(o)) if (k !== 'text' && typeof v === 'object') texts(v, out);
  }
  return out;
}

describe('buildQuoteDocument (spec part 2 §9: A4 portrait, margins 10/10/12/10 mm)', () => {
  test('page setup in points', () => {
    const doc = buildQuoteDocument(quote());
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('portrait');
    expect(mm(10)).toBeCloseTo(28.346, 3);
    expect(QUOTE_PAGE_MARGINS).toEqual([mm(10), mm(10), mm(10), mm(12)]);
    expect(doc.pageMargins).toEqual([28.346, 28.346, 28.346, 34.016]);
    expect(QUOTE_CONTENT_WIDTH).toBeCloseTo(538.59, 1);
  });

  test('the preview content: client, attention, city and date, reference, blocks, items, TOTAL USD, lists, terms, acceptance', () => {
    const all = texts(buildQuoteDocument(quote()).content);
    for (const expected of [
      'ACME SA',
      'Atención: Ana Pérez',
      'Asunción, 22 de noviembre de 2026',
      'Ref.: OP-000042',
      'Cotización de Flete',
      'Detalle de Costos',
      'FLETE AEREO',
      '1.234,50',
      'SEGURO',
      '20,00',
      'TOTAL USD',
      '1.254,50',
      'Qué incluye',
      'Flete',
      'Qué no incluye',
      'Observaciones',
      'Términos y condiciones',
      '7 DIAS',
      'CREDITO',
      '30 DIAS',
      'TRANSFERENCIA',
      'Aceptación del presupuesto',
      'Documento N°:',
      'Nombre y apellido:',
      'Fecha:',
      'Firma y sello:',
    ]) {
      expect(all).toContain(expected);
    }
  });

  test('markup in data stays literal text and never becomes an image or link', () => {
    const evil = '<script>alert(1)</script><img src=http://127.0.0.1:9/x.png>';
    const doc = buildQuoteDocument(quote({ mercaderia: evil, items: [{ cantidad: 1, servicio: evil, observacion: evil, moneda: 'USD', precio: 1, impuesto: 'EXENTA' }] }));
    const all = texts(doc.content);
    expect(all).toContain(evil);
    expect(all).toContain(`Mercadería`);
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/"(image|link|svg)":"[^"]*http/);
    expect(doc.images).toEqual({});
  });

  test('the header image only as a data URL; a remote URL is ignored', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(buildQuoteDocument(quote(), { headerImage: png }).images).toEqual({ header: png });
    const remote = buildQuoteDocument(quote(), { headerImage: 'http://example.com/logo.png' });
    expect(remote.images).toEqual({});
    expect(JSON.stringify(remote.content)).not.toContain('"image"');
  });

  // Quote PDF layout: 'Cant.', 'Precio' and 'Total' headers line up with their right-aligned numbers.
  test('each column header of the cost table has the alignment of its cells', () => {
    const doc = buildQuoteDocument(quote());
    const table = doc.content.find((n) => typeof n === 'object' && !Array.isArray(n) && (n as { table?: { headerRows?: number } }).table?.headerRows === 1) as {
      table: { body: Array<Array<{ text: string; alignment?: string }>> };
    };
    const [header, first] = table.table.body;
    expect(header.map((h) => [h.text, h.alignment ?? 'left'])).toEqual(header.map((h, i) => [h.text, first[i].alignment ?? 'left']));
    expect(header.filter((h) => h.alignment === 'right').map((h) => h.text)).toEqual(['Cant.', 'Precio', 'Total']);
  });

  test('empty values show a dash', () => {
    const all = texts(buildQuoteDocument(quote({ cliente: '', mercaderia: '', observaciones: '' })).content);
    expect(all).toContain('—');
  });
});

describe('longDate', () => {
  test.each([
    ['2026-11-22', '22 de noviembre de 2026'],
    ['2026-01-05', '5 de enero de 2026'],
    ['no es fecha', 'no es fecha'],
    ['2026-13-01', '2026-13-01'],
  ])('%j → %j', (iso, expected) => expect(longDate(iso)).toBe(expected));
});

describe('the IVA split under TOTAL USD (IVA_PER_LINE)', () => {
  test('exentas, gravadas 5 % and 10 %, IVA per rate and in all; the split adds up to the total', () => {
    const doc = buildQuoteDocument(
      quote({
        items: [
          { cantidad: 1, servicio: 'FLETE AEREO', observacion: '', moneda: 'USD', precio: 1234.5, impuesto: 'EXENTA' },
          { cantidad: 1, servicio: 'HANDLING', observacion: '', moneda: 'USD', precio: 21, impuesto: '5%' },
          { cantidad: 2, servicio: 'SEGURO', observacion: '', moneda: 'USD', precio: 10, impuesto: '10%' },
        ],
      }),
    );
    const all = texts(doc.content);
    const after = (label: string, n = 1) => all.slice(all.indexOf(label) + 1).filter((x) => x !== '')[n - 1];
    expect(all).toContain('5%');
    expect(after('TOTAL USD')).toBe('1.275,50');
    // A row of labels, then a row of figures.
    expect(['Exentas', 'Gravadas 5 %', 'Gravadas 10 %', 'IVA 5 %', 'IVA 10 %', 'Total IVA'].map((l) => after(l, 6))).toEqual(['1.234,50', '21,00', '20,00', '1,00', '1,82', '2,82']);
  });
});
