import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentTotals } from '@crm/domain';
import { renderPdf } from '../../core/pdf/render-pdf';
import { buildFiscalPdf, type FiscalPdfData, formatAmount } from './invoice-pdf';

jest.setTimeout(120000);

/** The document's text through poppler's pdftotext, whitespace folded. */
function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = join(dir, 'f.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lines = [
  { quantity: 1, description: 'FLETE AEREO MIA-ASU', unitPrice: 123_456_789, iva: 'exenta' as const, amount: 123_456_789 },
  { quantity: 2, description: 'HANDLING', unitPrice: 5_000, iva: '10' as const, amount: 10_000 },
  { quantity: 1, description: 'SEGURO', unitPrice: 2_100, iva: '5' as const, amount: 2_100 },
];
const base: FiscalPdfData = {
  kind: 'factura',
  issuer: { name: 'ATM Cargo S.R.L.', ruc: '80012345-0', address: 'Av. España 1234', phone: '021 000 000', activities: ['Transporte internacional de cargas'], letterheadLines: [], logo: null },
  number: '001-004-0000123',
  timbrado: '12345678',
  timbradoFrom: '2026-01-01',
  timbradoTo: '2026-12-31',
  issuedAt: new Date('2026-06-15T13:05:00Z'),
  date: '2026-06-15',
  dueDate: '2026-07-15',
  condition: 'credito',
  currency: 'USD',
  exchangeRate: 7300,
  customer: { name: 'Repuestos del Este SA', ruc: '80098765-4', address: 'Capiatá', email: 'compras@repuestos.test' },
  operationReference: 'OP-000042',
  affectedInvoice: null,
  reason: null,
  notes: null,
  lines,
  totals: documentTotals(lines),
};

test('an issued USD invoice prints issuer, timbrado, number, Paraguay date and time, lines by rate, words and the IVA settlement', async () => {
  const pdf = await renderPdf(buildFiscalPdf(base));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = textOf(pdf);
  for (const s of [
    'ATM Cargo S.R.L.',
    'RUC: 80012345-0',
    'TIMBRADO N° 12345678',
    'Vigencia: 01/01/2026 al 31/12/2026',
    'FACTURA',
    'N° 001-004-0000123',
    '15/06/2026 10:05 (hora de Paraguay)',
    'Crédito',
    'Vencimiento 15/07/2026',
    'Repuestos del Este SA',
    '80098765-4',
    'Operación OP-000042',
    'Gs. 7.300 por USD',
    '1.234.567,89',
    'Subtotales 1.234.567,89 21,00 100,00',
    '1.234.688,89',
    'UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL SEISCIENTOS OCHENTA Y OCHO CON 89/100 DÓLARES AMERICANOS',
    'Liquidación del IVA (5 %): 1,00 (10 %): 9,09 Total IVA: 10,09',
  ])
    expect(text).toContain(s);
});

test('guaraníes print without decimals; a credit note names the invoice it affects; a draft says so', async () => {
  const pygLines = [{ quantity: 1, description: 'Despacho', unitPrice: 12_500_000, iva: '10' as const, amount: 12_500_000 }];
  const note = await renderPdf(
    buildFiscalPdf({ ...base, kind: 'nota_credito', currency: 'PYG', number: '001-014-0000001', affectedInvoice: '001-004-0000123', reason: 'Descuento', lines: pygLines, totals: documentTotals(pygLines) }),
  );
  const text = textOf(note);
  expect(text).toContain('NOTA DE CRÉDITO');
  expect(text).toContain('Factura afectada N° 001-004-0000123');
  expect(text).toContain('12.500.000');
  expect(text).not.toMatch(/12\.500\.000,00/);
  expect(text).toContain('DOCE MILLONES QUINIENTOS MIL GUARANÍES');
  expect(text).toContain('Total IVA: 1.136.364');
  const draftDoc = buildFiscalPdf({ ...base, number: null, issuedAt: null });
  const draft = textOf(await renderPdf(draftDoc));
  expect(draft).toContain('SIN NÚMERO (borrador)');
  expect(draft).toContain('15/06/2026 (borrador)');
  // The watermark runs across the page (pdftotext reads it letter by letter).
  expect(draftDoc.watermark).toMatchObject({ text: 'BORRADOR — SIN VALOR FISCAL' });
  expect(buildFiscalPdf(base).watermark).toBeUndefined();
  expect(formatAmount(-123456, 'USD')).toBe('-1.234,56');
  expect(formatAmount(1000, 'PYG')).toBe('1.000');
});
