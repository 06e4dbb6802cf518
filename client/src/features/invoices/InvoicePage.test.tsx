import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '../../session/SessionProvider';
import { FINANZAS, storeLogin, type TestUser, VIEWER as VENTA_OR_VIEWER } from '../../test/renderApp';
import { scriptedApollo, type SentOperation } from '../../test/scriptedApollo';
import { InvoicePage } from './InvoicePage';

jest.setTimeout(30_000);

const line = (id: number, description: string, iva: string, amount: number) => ({
  __typename: 'InvoiceLine',
  id,
  position: id,
  description,
  quantity: 1,
  unitPrice: amount,
  iva,
  amount,
  ivaAmount: iva === '10' ? Math.round((amount / 11) * 100) / 100 : 0,
  exenta: iva === 'exenta' ? amount : 0,
  gravada5: 0,
  gravada10: iva === '10' ? amount : 0,
  sourceKey: null,
  fromPercentage: 0,
  toPercentage: 60,
});

const invoice = (status: string, number: string | null) => ({
  __typename: 'Invoice',
  id: 31,
  dealId: 5,
  orgId: 3,
  number,
  status,
  displayStatus: status,
  currency: 'USD',
  percentage: 60,
  date: '2026-11-29',
  dueDate: '2026-12-29',
  customerName: 'Importadora S.A.',
  operationReference: 'OP-000005',
  total: 800,
  credited: 0,
  balance: 800,
  businessUnitId: 1,
  source: 'cost_sheet',
  revisionId: 9,
  quoteVersionId: null,
  exchangeRate: null,
  condition: 'credito',
  paymentTermDays: 30,
  customerRuc: '80098765-4',
  customerAddress: 'Ruta 2',
  customerEmail: null,
  notes: null,
  timbrado: number ? '12345678' : null,
  timbradoFrom: number ? '2026-01-01' : null,
  timbradoTo: number ? '2099-12-31' : null,
  issuedAt: number ? '2026-11-29T12:00:00.000Z' : null,
  cancelledAt: null,
  cancelReason: null,
  cdc: null,
  sifenStatus: null,
  sifenMessage: null,
  exentas: 600,
  gravado5: 0,
  gravado10: 200,
  iva5: 0,
  iva10: 18.18,
  paid: 0,
  totalInWords: 'OCHOCIENTOS CON 00/100 DÓLARES AMERICANOS',
  version: 0,
  lines: [line(1, 'FLETE AEREO (60 %)', 'exenta', 600), line(2, 'HANDLING (60 %)', '10', 200)],
  creditNotes: [],
});

function renderAs(user: TestUser, answer: (op: SentOperation) => unknown) {
  storeLogin(user);
  const api = scriptedApollo((op) => (op.operationName === 'Me' ? { data: { me: { __typename: 'User', ...user } } } : (answer(op) as { data: unknown })));
  render(
    <MemoryRouter initialEntries={['/invoices/31']}>
      <SessionProvider>
        <Routes>
          <Route path="/invoices/:id" element={<InvoicePage />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return api;
}

beforeEach(() => {
  // The PDF arrives through an authenticated fetch and is shown from a blob.
  global.fetch = jest.fn(async () => ({ status: 200, ok: true, blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }) })) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => localStorage.clear());

test('a draft: lines with their columns, the IVA settlement, the PDF preview with the token, and Emitir asked inside the page', async () => {
  const user = userEvent.setup();
  const confirmSpy = jest.spyOn(window, 'confirm');
  let issued = false;
  const api = renderAs(FINANZAS, (op) => {
    if (op.operationName === 'IssueInvoice') {
      issued = true;
      return { data: { issueInvoice: invoice('emitida', '001-004-0000007') } };
    }
    return { data: { invoice: issued ? invoice('emitida', '001-004-0000007') : invoice('borrador', null) } };
  });
  await screen.findByRole('heading', { name: 'Factura (borrador)' });
  const lines = screen.getByRole('table', { name: 'Líneas de la factura' });
  expect(within(lines).getByRole('row', { name: /HANDLING/ })).toHaveTextContent('US$ 200,00');
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('US$ 800,00');
  expect(within(screen.getByRole('table', { name: 'Liquidación del IVA' })).getByRole('row', { name: /IVA 10 %/ })).toHaveTextContent('US$ 18,18');
  expect(await screen.findByTitle('PDF de la factura borrador')).toHaveAttribute('src', 'blob:pdf#navpanes=0&view=FitH');
  expect(global.fetch).toHaveBeenCalledWith('/api/invoices/31/pdf', { headers: { Authorization: 'Bearer tok-123' } });

  await user.click(screen.getByRole('button', { name: 'Emitir' }));
  const ask = screen.getByRole('dialog', { name: '¿Emitir la factura?' });
  await user.click(within(ask).getByRole('button', { name: 'Emitir' }));
  expect(await screen.findByText('Factura emitida: 001-004-0000007')).toBeInTheDocument();
  expect(api.sentOf('IssueInvoice')[0].variables).toEqual({ id: 31 });
  expect(confirmSpy).not.toHaveBeenCalled();
});

test('an issued invoice: Anular asks for the reason in the page and sends it; Nota de crédito opens with the limits per rate', async () => {
  const user = userEvent.setup();
  const api = renderAs(FINANZAS, (op) => {
    if (op.operationName === 'CancelInvoice') return { data: { cancelInvoice: { ...invoice('anulada', '001-004-0000007'), displayStatus: 'anulada', cancelReason: 'Cliente equivocado', balance: 0 } } };
    return { data: { invoice: invoice('emitida', '001-004-0000007') } };
  });
  await screen.findByRole('heading', { name: 'Factura 001-004-0000007' });
  expect(screen.queryByRole('button', { name: 'Emitir' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Nota de crédito' }));
  const credit = screen.getByRole('dialog', { name: 'Nota de crédito' });
  expect(within(within(credit).getByRole('table', { name: 'Acreditable por tasa' })).getByRole('row', { name: /Queda por acreditar/ })).toHaveTextContent('US$ 800,00');
  await user.click(within(credit).getByRole('button', { name: 'Cancelar' }));

  await user.click(screen.getByRole('button', { name: 'Anular' }));
  const dialog = screen.getByRole('dialog', { name: 'Anular factura' });
  await user.click(within(dialog).getByRole('button', { name: 'Anular factura' }));
  expect(within(dialog).getByText('Indicá el motivo de la anulación.')).toBeInTheDocument();
  expect(api.sentOf('CancelInvoice')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Motivo'), 'Cliente equivocado');
  await user.click(within(dialog).getByRole('button', { name: 'Anular factura' }));
  await waitFor(() => expect(api.sentOf('CancelInvoice')[0]?.variables).toEqual({ id: 31, input: { reason: 'Cliente equivocado' } }));
  expect(await screen.findByText('Factura anulada.')).toBeInTheDocument();
});

test('a reader sees the invoice and its PDF without status actions', async () => {
  renderAs(VENTA_OR_VIEWER, () => ({ data: { invoice: invoice('emitida', '001-004-0000007') } }));
  await screen.findByRole('heading', { name: 'Factura 001-004-0000007' });
  expect(screen.queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Nota de crédito' })).not.toBeInTheDocument();
});

const INVOICE_CDC = '01800123456001003000000112026112910123456789';
const NOTE_CDC = '05800123456001004000000112026112910987654321';
const creditNote = (id: number, number: string, de: { cdc: string | null; sifenStatus: string | null; sifenMessage: string | null }) => ({
  __typename: 'CreditNote',
  id,
  invoiceId: 31,
  invoiceNumber: '001-003-0000001',
  number,
  status: 'emitida',
  currency: 'USD',
  date: '2026-11-29',
  reason: 'Ajuste de precio',
  timbrado: '12345678',
  issuedAt: '2026-11-29T13:00:00.000Z',
  exentas: 0,
  gravado5: 0,
  gravado10: 110,
  iva5: 0,
  iva10: 10,
  total: 110,
  totalInWords: 'CIENTO DIEZ CON 00/100 DÓLARES AMERICANOS',
  ...de,
  lines: [],
});

test("an electronic credit note shows its CDC, SIFEN's code and message, its KuDE and its XML, as the invoice does", async () => {
  const user = userEvent.setup();
  const electronic = {
    ...invoice('emitida', '001-003-0000001'),
    cdc: INVOICE_CDC,
    sifenStatus: 'aprobado',
    sifenMessage: '0260 — Autorización del DE satisfactoria',
    credited: 110,
    balance: 690,
    creditNotes: [
      creditNote(4, '001-004-0000001', { cdc: NOTE_CDC, sifenStatus: 'rechazado', sifenMessage: '1002 — Documento electrónico duplicado' }),
      creditNote(5, '001-014-0000002', { cdc: null, sifenStatus: null, sifenMessage: null }),
    ],
  };
  renderAs(FINANZAS, () => ({ data: { invoice: electronic } }));
  await screen.findByRole('heading', { name: 'Factura 001-003-0000001' });
  const notes = screen.getByRole('table', { name: 'Notas de crédito' });
  expect(within(notes).getByRole('row', { name: /001-004-0000001/ })).toHaveTextContent('Emitida · SIFEN: Rechazado');
  expect(within(notes).getByRole('row', { name: /001-014-0000002/ })).not.toHaveTextContent('SIFEN');
  expect(screen.queryByRole('region', { name: 'Nota de crédito electrónica (SIFEN)' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ver el PDF de la nota 001-004-0000001' }));
  const panel = screen.getByRole('region', { name: 'Nota de crédito electrónica (SIFEN)' });
  expect(within(panel).getByTestId('sifen-nc-cdc')).toHaveTextContent('0580 0123 4560 0100 4000 0001 1202 6112 9109 8765 4321');
  expect(within(panel).getByText('Rechazado')).toBeInTheDocument();
  expect(within(panel).getByText('1002 — Documento electrónico duplicado')).toBeInTheDocument();
  expect(await screen.findByTitle('PDF de la nota de crédito 001-004-0000001')).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Ver KuDE' }));
  expect(await screen.findByTitle('KuDE de la nota de crédito 001-004-0000001')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith('/api/credit-notes/4/kude', { headers: { Authorization: 'Bearer tok-123' } });
  expect(within(panel).getByRole('button', { name: 'Ver la nota de crédito' })).toBeInTheDocument();

  // The download: the signed XML fetched with the token, saved under the note's CDC (jsdom cannot follow the link).
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  await user.click(within(panel).getByRole('button', { name: 'Descargar XML' }));
  await waitFor(() => expect(saved).toEqual([`de-nc-${NOTE_CDC}.xml`]));
  expect(global.fetch).toHaveBeenCalledWith('/api/credit-notes/4/xml', { headers: { Authorization: 'Bearer tok-123' } });
  expect(within(panel).queryByText('No se pudo descargar el XML del documento electrónico.')).not.toBeInTheDocument();

  // A printed note (autoimpresor) has no DE: no SIFEN panel.
  await user.click(screen.getByRole('button', { name: 'Ver el PDF de la nota 001-014-0000002' }));
  expect(await screen.findByTitle('PDF de la nota de crédito 001-014-0000002')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Nota de crédito electrónica (SIFEN)' })).not.toBeInTheDocument();
  // The invoice's own DE keeps its panel.
  expect(screen.getByRole('region', { name: 'Factura electrónica (SIFEN)' })).toHaveTextContent('0260 — Autorización del DE satisfactoria');
});
