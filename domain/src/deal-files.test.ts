import {
  DEAL_FILE_TYPE_KEYS,
  dealFileTypeLabel,
  filePreviewKind,
  formatFileSize,
  isDealFileType,
  shortenFileName,
} from './deal-files';

describe('deal file types (spec part 2 §3)', () => {
  test('the eight keys in the spec order', () => {
    expect(DEAL_FILE_TYPE_KEYS).toEqual(['fact_venta', 'fact_compra', 'det_cos', 'fact_shpr', 'fact_ag', 'fact_prov', 'fact_atm', 'rec_atm']);
  });

  test.each<[string, string]>([
    ['fact_venta', 'FACT VENTA'],
    ['det_cos', 'DET COS'],
    ['rec_atm', 'REC ATM'],
    ['otro_tipo', 'OTRO TIPO'],
  ])('%s → %s', (k, label) => expect(dealFileTypeLabel(k)).toBe(label));

  test.each<[unknown, boolean]>([
    ['fact_ag', true],
    ['FACT_AG', false],
    ['fact ag', false],
    ['', false],
    [null, false],
    [3, false],
  ])('isDealFileType(%p) → %p', (v, ok) => expect(isDealFileType(v)).toBe(ok));
});

describe('shortenFileName (spec part 2 §9: 22 in tabs, 26 by default)', () => {
  test.each<[string, number | undefined, string]>([
    ['factura.pdf', 22, 'factura.pdf'],
    ['exactamente-22-chars.p', 22, 'exactamente-22-chars.p'],
    ['factura-proveedor-marzo-2026.pdf', 22, 'factura-proveedor-mar…'],
    ['factura-proveedor-marzo-2026.pdf', undefined, 'factura-proveedor-marzo-2…'],
    ['  espacios.pdf  ', 22, 'espacios.pdf'],
    ['ñandutí-ñandutí-ñandutí-ñandutí', 22, 'ñandutí-ñandutí-ñandu…'],
  ])('%p (%p) → %p', (name, max, out) => {
    const s = shortenFileName(name, max);
    expect(s).toBe(out);
    expect(Array.from(s).length).toBeLessThanOrEqual(max ?? 26);
  });
});

describe('filePreviewKind', () => {
  test.each<[string, string]>([
    ['a.pdf', 'pdf'],
    ['A.PDF', 'pdf'],
    ['foto.jpg', 'image'],
    ['foto.JPEG', 'image'],
    ['x.png', 'image'],
    ['x.gif', 'image'],
    ['x.webp', 'image'],
    ['x.bmp', 'image'],
    ['logo.svg', 'image'],
    ['planilla.xlsx', 'other'],
    ['datos.csv', 'other'],
    ['sin-extension', 'other'],
    ['pdf', 'other'],
  ])('%s → %s', (name, kind) => expect(filePreviewKind(name)).toBe(kind));
});

describe('formatFileSize', () => {
  test.each<[number, string]>([
    [0, '0 B'],
    [850, '850 B'],
    [1024, '1 KB'],
    [12_800, '12,5 KB'],
    [3_355_443, '3,2 MB'],
    [-1, ''],
  ])('%p → %p', (b, s) => expect(formatFileSize(b)).toBe(s));
});
