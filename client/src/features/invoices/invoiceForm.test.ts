import { checkCredit, creditable, creditInput } from './creditNote';
import { type Billing, initialValues, previewOf, proposedPercent, toInput, validate } from './invoiceForm';
import type { InvoiceFieldsFragment } from '../../gql/graphql';

const billing = (billed: [number, number] = [0, 0]): Billing => ({
  __typename: 'InvoiceBilling',
  dealId: 5,
  revisionId: 9,
  revisionLabel: 'REV 01',
  revisionStatus: 'confirmada',
  billedPercentage: Math.min(...billed),
  proposedPercentage: null,
  lines: [
    { __typename: 'InvoiceBillingLine', key: 'ventaRows:0', description: 'FLETE AEREO', iva: 'exenta', amount: 1000, billedPercentage: billed[0] },
    { __typename: 'InvoiceBillingLine', key: 'ventaRows:1', description: 'HANDLING', iva: '10', amount: 333.33, billedPercentage: billed[1] },
  ],
});

const org = { name: 'Importadora', razonSocial: 'Importadora S.A.', ruc: '80098765-4', address: 'Ruta 2', email: 'pagos@importadora.example' };

test('the form starts as the house bills: crédito at 30 días, in USD, the customer from the organization, 100 % of an unbilled revision', () => {
  const v = initialValues({ today: '2026-11-29', billing: billing(), org });
  expect(v).toMatchObject({ source: 'cost_sheet', plan: '100', percentage: '100', condition: 'credito', paymentTermDays: '30', currency: 'USD', customerName: 'Importadora S.A.', customerRuc: '80098765-4', customerEmail: 'pagos@importadora.example' });
  // After 60 % the screen proposes the 40 % of a 60/40 plan; after 60 and 30 of 60/30/10, the 10.
  expect(initialValues({ today: '2026-11-29', billing: billing([60, 60]), org }).percentage).toBe('40');
  expect(proposedPercent('60/30/10', 9000)).toBe('10');
  expect(proposedPercent('60/40', 10000)).toBe('');
  // Without a confirmed revision the form starts on free lines.
  expect(initialValues({ today: '2026-11-29', billing: { ...billing(), revisionId: null, lines: [] }, org }).source).toBe('lines');
});

test('the live preview of 60 % in USD: CUMULATIVE_HALF_UP per line, exentas and 10 % columns, IVA ÷ 11 on the line', () => {
  const v = { ...initialValues({ today: '2026-11-29', billing: billing(), org }), plan: '60/40' as const, percentage: '60' };
  const p = previewOf(v, billing());
  if (!p.ok) throw new Error(p.reason);
  expect(p.lines.map((l) => [l.description, l.amount, l.exenta, l.gravada10])).toEqual([
    ['FLETE AEREO (60 %)', 60000, 60000, 0],
    ['HANDLING (60 %)', 20000, 0, 20000],
  ]);
  expect(p.totals).toMatchObject({ exentas: 60000, gravado10: 20000, iva10: 1818, iva: 1818, total: 80000 });
  // The remaining 40 % takes the remainder: 600 + 400 and 200 + 133,33 add up to the lines exactly.
  const rest = previewOf({ ...v, percentage: '40' }, billing([60, 60]));
  if (!rest.ok) throw new Error(rest.reason);
  expect(rest.totals.total).toBe(53333);
  // In guaraníes at 7.300 Gs/USD, whole guaraníes.
  const pyg = previewOf({ ...v, currency: 'PYG', exchangeRate: '7.300' }, billing());
  if (!pyg.ok) throw new Error(pyg.reason);
  expect(pyg.totals.total).toBe(5_840_000);
});

test('what the server would refuse is said before saving: over 100 %, a fully billed line, a missing rate', () => {
  const v = { ...initialValues({ today: '2026-11-29', billing: billing([100, 100]), org }), plan: 'custom' as const, percentage: '10' };
  expect(previewOf(v, billing([100, 100]))).toEqual({ ok: false, reason: 'Ya se facturó el 100 % de esta revisión: facturar 10 % más superaría el 100 %.' });
  expect(previewOf({ ...v, lineKeys: ['ventaRows:1'] }, billing([0, 100]))).toEqual({ ok: false, reason: 'La línea «HANDLING» ya está facturada por completo.' });
  expect(previewOf({ ...v, currency: 'PYG', exchangeRate: '' }, billing())).toEqual({ ok: false, reason: 'Indicá el tipo de cambio (guaraníes por dólar).' });
});

test('field checks in Spanish next to each field, and the input the server takes', () => {
  const base = initialValues({ today: '2026-11-29', billing: billing(), org });
  expect(validate({ ...base, percentage: '120', customerName: ' ', customerEmail: 'no', dueDate: '2026-11-01', currency: 'PYG' })).toEqual({
    percentage: 'Indicá un porcentaje mayor que 0 y hasta 100 (hasta dos decimales).',
    customerName: 'Indicá el nombre o razón social del cliente.',
    customerEmail: 'El correo no es válido.',
    dueDate: 'El vencimiento no puede ser antes de la fecha de la factura.',
    exchangeRate: 'Indicá el tipo de cambio (guaraníes por dólar).',
  });
  const free = { ...base, source: 'lines' as const, currency: 'PYG' as const, lines: [{ description: '', quantity: '0', unitPrice: '1.500,5', iva: '10' as const }] };
  expect(validate(free)).toEqual({ 'lines.0.description': 'Indicá la descripción.', 'lines.0.quantity': 'Indicá una cantidad mayor que 0.', 'lines.0.unitPrice': 'En guaraníes el precio va sin decimales.' });
  expect(toInput({ ...base, percentage: '33,33', lineKeys: ['ventaRows:1'] })).toMatchObject({ source: 'cost_sheet', percentage: 33.33, lineKeys: ['ventaRows:1'], condition: 'credito', paymentTermDays: 30, currency: 'USD', customerName: 'Importadora S.A.' });
  expect(toInput({ ...free, lines: [{ description: 'Despacho', quantity: '2', unitPrice: '1.500.000', iva: '10' }] }).lines).toEqual([{ description: 'Despacho', quantity: 2, unitPrice: 1_500_000, iva: '10' }]);
});

const invoice = (notes: InvoiceFieldsFragment['creditNotes'] = []): InvoiceFieldsFragment =>
  ({
    __typename: 'Invoice',
    id: 1,
    currency: 'USD',
    exentas: 600,
    gravado5: 0,
    gravado10: 200,
    lines: [
      { __typename: 'InvoiceLine', id: 11, description: 'FLETE AEREO (60 %)', iva: 'exenta', amount: 600 },
      { __typename: 'InvoiceLine', id: 12, description: 'HANDLING (60 %)', iva: '10', amount: 200 },
    ],
    creditNotes: notes,
  }) as unknown as InvoiceFieldsFragment;

test('credit notes: the limits per rate and per line, a global amount split by rate, and what is refused', () => {
  expect(creditable(invoice())).toEqual({ exenta: 60000, '5': 0, '10': 20000 });
  const draft = { mode: 'lines' as const, lineAmounts: { 11: '100' }, amount: '', percentage: '', reason: 'Descuento' };
  expect(checkCredit(invoice(), draft)).toEqual({ byRate: { exenta: 10000, '5': 0, '10': 0 }, errors: {} });
  expect(creditInput(invoice(), draft)).toEqual({ reason: 'Descuento', lines: [{ invoiceLineId: 11, amount: 100 }] });
  expect(checkCredit(invoice(), { ...draft, lineAmounts: { 12: '200,01' } }).errors).toEqual({ 'line.12': 'Supera lo que queda por acreditar de la línea.' });
  // 400 over 600 exentas and 200 at 10 %: 300 and 100; 100,01 → 75,01 HALF_UP and the remainder 25,00.
  expect(checkCredit(invoice(), { ...draft, mode: 'amount', amount: '400' }).byRate).toEqual({ exenta: 30000, '5': 0, '10': 10000 });
  expect(checkCredit(invoice(), { ...draft, mode: 'amount', amount: '100,01' }).byRate).toEqual({ exenta: 7501, '5': 0, '10': 2500 });
  expect(checkCredit(invoice(), { ...draft, mode: 'amount', amount: '800,01' }).errors).toEqual({ amount: 'Supera lo acreditable.' });
  // What an issued note took is no longer creditable.
  const taken = invoice([{ __typename: 'CreditNote', exentas: 100, gravado5: 0, gravado10: 0, lines: [{ __typename: 'CreditNoteLine', invoiceLineId: 11, amount: 100 }] } as unknown as InvoiceFieldsFragment['creditNotes'][number]]);
  expect(creditable(taken)).toEqual({ exenta: 50000, '5': 0, '10': 20000 });
  expect(checkCredit(taken, { ...draft, lineAmounts: { 11: '500,01' } }).errors).toEqual({ 'line.11': 'Supera lo que queda por acreditar de la línea.' });
  expect(checkCredit(invoice(), { ...draft, reason: ' ' }).errors).toEqual({ reason: 'Indicá el motivo.' });
});
