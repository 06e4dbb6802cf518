import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyQuote, type Quote } from '@crm/domain';
import { renderQuotePdf } from './quote-pdf';

// Rendering a few dozen PDFs on a shared 2-core machine.
jest.setTimeout(120000);

/** The text of each page through poppler's pdftotext (pages end with a form feed), whitespace folded. */
function pagesOf(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'quote-pages-'));
  try {
    const file = join(dir, 'q.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
    return text
      .split('\f')
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter((p, i, all) => p !== '' || i < all.length - 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A quote whose long terms and n item lines move the end of the document down the page. */
function quoteWith(n: number): Quote {
  const long = 'Transferencia bancaria a la cuenta en dólares del Banco Continental, 50 % al confirmar la reserva y el saldo contra entrega de documentos en destino';
  return {
    ...emptyQuote('2026-11-22'),
    cliente: 'Importadora Ñandutí SA',
    contacto: 'Ana Pérez',
    referencia: 'OP-000123',
    items: Array.from({ length: n }, (_, i) => ({ cantidad: 1, servicio: `SERVICIO ${i + 1}`, observacion: '', moneda: 'USD', precio: 100 + i, impuesto: 'EXENTA' })),
    validezOferta: '7 DIAS',
    condicionVenta: 'CREDITO',
    plazoCredito: '30 días desde la fecha de factura, sujeto a la aprobación de la línea de crédito del cliente',
    formaPago: long,
    observaciones: 'Tarifas sujetas a disponibilidad de espacio al momento de la reserva.',
  };
}

// Quote PDF layout: the acceptance block never sits alone on a page; it stays with the terms.
test('for every length of the cost table, the signature block shares its page with the terms and conditions', async () => {
  const alone: number[] = [];
  const pagesSeen = new Set<number>();
  for (let n = 8; n <= 48; n += 2) {
    const pages = pagesOf(await renderQuotePdf(quoteWith(n), null));
    pagesSeen.add(pages.length);
    const signature = pages.findIndex((p) => p.includes('Firma y sello:'));
    const terms = pages.findIndex((p) => p.includes('Términos y condiciones'));
    expect(signature).toBeGreaterThanOrEqual(0);
    if (signature !== terms || !pages[signature].includes('Forma de pago')) alone.push(n);
  }
  // The sweep crossed a page boundary, so some length put the end of the document near the foot of page 1.
  expect(pagesSeen.size).toBeGreaterThan(1);
  expect(alone).toEqual([]);
});
