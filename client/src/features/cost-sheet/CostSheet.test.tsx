import { NUMBER_INPUT_MESSAGES } from '@crm/domain';
import { COST_SHEET_MESSAGES } from './CostSheet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CatalogItemsDocument, CostSheetDocument, CostSheetStatusDocument, type CostSheetInput, SaveCostSheetDocument, ConfirmBudgetDocument } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin, VIEWER, type TestUser } from '../../test/renderApp';

const VENTA: TestUser = { id: 3, name: 'Vera Venta', email: 'vera@example.com', role: 'venta' };

function sheet(over: Record<string, unknown> = {}) {
  return {
    __typename: 'CostSheet',
    dealId: 9,
    saved: false,
    version: 0,
    updatedAt: null,
    updatedByName: null,
    budgetStatus: 'borrador',
    orgId: 4,
    header: { __typename: 'CostSheetHeader', modo: 'AEREO', clase: 'LCL', pesoKg: 167, awb: null, hbl: null, mercaderia: 'Repuestos', gsRate: 5860, gsRateDate: null, allInEnabled: false, allInServiceName: null },
    gsRateFrozen: false,
    compraRows: [],
    ventaRows: [],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
    totals: { __typename: 'CostSheetTotals', totalCostos: 0, totalVentas: 0, profitGeneral: 0 },
    ivaSplit: { __typename: 'CostSheetIvaSplit', exentas: 0, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, iva: 0, total: 0 },
    ivaDefaults: { __typename: 'CostSheetIvaDefaults', freight: 'exenta', local: '10', insurance: '10' },
    ...over,
  };
}

const deal = {
  __typename: 'Deal',
  id: 9,
  reference: 'OP-000009',
  title: 'Importación repuestos',
  orgName: 'Acme S.A.',
  contactName: 'Carla Contacto',
  contactPhone: '0981 000 000',
  orgPhone: null,
  measures: { __typename: 'DealMeasures', chargeableKg: 167, factorLabel: '167 kg/m³', volumetricKg: 167, divisor: null },
  customFields: [
    { __typename: 'DealCustomField', id: 1, key: 'peso_bruto', value: '100' },
    { __typename: 'DealCustomField', id: 2, key: 'dimensiones', value: '1x1x1' },
    { __typename: 'DealCustomField', id: 3, key: 'cant_bultos', value: '3' },
  ],
};

const sheetMock = (s = sheet()): MockLink.MockedResponse => ({ request: { query: CostSheetDocument, variables: { dealId: 9 } }, result: { data: { costSheet: s, deal } } });
const statusMock = (budgetStatus = 'borrador', version = 0): MockLink.MockedResponse => ({
  request: { query: CostSheetStatusDocument, variables: { dealId: 9 } },
  result: { data: { costSheetStatus: { __typename: 'CostSheetStatus', dealId: 9, orgId: 4, budgetStatus, version, updatedAt: null, updatedByName: null } } },
  maxUsageCount: 10,
});

function renderSheet(user: TestUser, mocks: MockLink.MockedResponse[]) {
  storeLogin(user);
  renderApp('/operations/9/costs', { mocks: [meMock(user), ...mocks] });
}

const catalogItem = (id: number, sku: string, name: string, currency: string, price: number, taxRate: string, unit: string | null = null) => ({
  __typename: 'CatalogItem' as const,
  id,
  type: 'SERVICIO' as const,
  sku,
  name,
  unit,
  currency,
  price,
  taxRate,
  modes: [] as string[],
  active: true,
});
const CATALOG = [
  catalogItem(1, 'DESP-ADU', 'DESPACHO ADUANERO', 'PYG', 1_500_000, '10'),
  catalogItem(2, 'FSC', 'FSC', 'USD', 0, 'exenta'),
  catalogItem(3, 'HANDLING', 'HANDLING DESTINO', 'USD', 100, '5'),
  catalogItem(4, 'FLETE-KG', 'FLETE POR KILO', 'USD', 2.5, 'exenta', 'kg'),
];
// The sheet's mode (header 'AEREO') narrows the catalogue on the server.
const catalogMock = (items = CATALOG): MockLink.MockedResponse => ({
  request: { query: CatalogItemsDocument, variables: { filter: { active: true, mode: 'AEREO' } } },
  result: { data: { catalogItems: items } },
  maxUsageCount: 10,
});

const table = (name: string) => screen.getByRole('table', { name });
// Screens load lazily and the machine is shared: generous waits, no timing assertions.
const LOAD = { timeout: 10_000 };
jest.setTimeout(30_000);

const summary = (label: string) => within(screen.getByRole('region', { name: 'Resumen' })).getByLabelText(label);

describe('CostSheetPage', () => {
  it('header block, live totals with Auto per-kg rows and Gs at the sheet rate, sale rows mirroring the purchase rows', async () => {
    renderSheet(VENTA, [sheetMock(), statusMock()]);
    expect(await screen.findByRole('heading', { name: 'Planilla de costos (DET COS) — OP-000009' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a la operación' })).toHaveAttribute('href', '/operations/9');
    expect(screen.getByRole('status', { name: 'Estado del presupuesto: Borrador' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Cabecera' });
    for (const text of ['OP-000009', 'USD', 'Acme S.A.', 'Carla Contacto', '0981 000 000', '100,00', '167,00', '3']) expect(within(header).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Peso a usar (kg)')).toHaveValue('167');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }));
    const compra = table('Compra al agente (USD)');
    await user.type(within(compra).getByLabelText('Concepto'), 'FLETE AEREO');
    await user.type(within(compra).getByLabelText('USD x kg'), '2,5');
    await user.click(within(compra).getByLabelText('Auto'));
    expect(summary('Compra')).toHaveTextContent('417,50');

    // The sale table got the mirror, with the same concept; pricing it updates the profit.
    const venta = table('Venta al cliente (USD)');
    expect(within(venta).getByLabelText('Concepto')).toHaveValue('FLETE AEREO');
    expect(within(venta).getByLabelText('Auto')).toBeChecked();
    await user.type(within(venta).getByLabelText('USD x kg'), '3');
    expect(summary('Venta')).toHaveTextContent('501,00');
    expect(summary('Profit general')).toHaveTextContent('83,50');

    await user.click(screen.getByRole('button', { name: 'Agregar fila a Costos locales (Gs)' }));
    await user.type(within(table('Costos locales (Gs)')).getByLabelText('Concepto'), 'DESPACHO');
    await user.type(within(table('Costos locales (Gs)')).getByLabelText('Gs'), '586.000');
    expect(summary('Compra')).toHaveTextContent('517,50');
    expect(summary('Profit general')).toHaveTextContent('-16,50');

    // A removed mirror does not come back when the purchase row changes.
    const locCli = table('Cargos locales al cliente (Gs)');
    expect(within(locCli).getByLabelText('Concepto')).toHaveValue('DESPACHO');
    await user.click(within(locCli).getByRole('button', { name: 'Quitar fila' }));
    await user.type(within(table('Costos locales (Gs)')).getByLabelText('Concepto'), ' AEREO');
    expect(within(table('Cargos locales al cliente (Gs)')).queryByLabelText('Concepto')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Confirmar presupuesto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bloquear presupuesto' })).not.toBeInTheDocument();
  });

  it('a mirrored sale row can be renamed; letters in a cell and an exchange rate of 0 are errors that block saving (cost sheet rows)', async () => {
    const save = jest.fn(() => ({ data: { saveCostSheet: sheet({ saved: true, version: 1 }) } }));
    renderSheet(VENTA, [sheetMock(), statusMock(), { request: { query: SaveCostSheetDocument, variables: () => true }, result: save } as MockLink.MockedResponse]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }, LOAD));
    const compra = table('Compra al agente (USD)');
    await user.type(within(compra).getByLabelText('Concepto'), 'FSC');
    const venta = table('Venta al cliente (USD)');
    await user.type(within(venta).getByLabelText('Concepto'), ' VENTA');
    expect(within(venta).getByLabelText('Concepto')).toHaveValue('FSC VENTA');
    // Renaming the purchase row afterwards leaves the renamed sale row alone.
    await user.type(within(compra).getByLabelText('Concepto'), ' 2');
    expect(within(venta).getByLabelText('Concepto')).toHaveValue('FSC VENTA');

    await user.type(within(compra).getByLabelText('Total'), 'abc');
    expect(within(compra).getByLabelText('Total')).toHaveAccessibleDescription(NUMBER_INPUT_MESSAGES.invalid);
    expect(summary('Compra')).toHaveTextContent('0,00');
    await user.clear(screen.getByLabelText('Tipo de cambio Gs/USD'));
    await user.type(screen.getByLabelText('Tipo de cambio Gs/USD'), '0');
    expect(screen.getByLabelText('Tipo de cambio Gs/USD')).toHaveAccessibleDescription(NUMBER_INPUT_MESSAGES.notPositive);
    await user.click(screen.getByRole('button', { name: 'Guardar planilla' }));
    expect(await screen.findByText(COST_SHEET_MESSAGES.fixCells)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves with the loaded version and shows 'Guardado ✓'; confirming sends the operation", async () => {
    let sent: CostSheetInput | null = null;
    renderSheet(VENTA, [
      sheetMock(),
      statusMock(),
      {
        request: {
          query: SaveCostSheetDocument,
          variables: (v: { dealId: number; version: number; input: CostSheetInput }) => {
            sent = v.input;
            return v.dealId === 9 && v.version === 0;
          },
        },
        result: { data: { saveCostSheet: sheet({ saved: true, version: 1, updatedAt: '2026-03-05T12:00:00.000Z', updatedByName: 'Vera Venta' }) } },
      },
      {
        request: { query: ConfirmBudgetDocument, variables: { orgId: 4, dealId: 9 } },
        result: { data: { confirmBudget: { __typename: 'Organization', id: 4, budgetStatus: 'confirmado', budgetProfitValue: 0 } } },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar fila a Seguro de carga — costo (USD)' }, LOAD));
    await user.type(within(table('Seguro de carga — costo (USD)')).getByLabelText('USD'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Guardar planilla' }));
    const savedNote = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Guardado ✓', {}, LOAD);
    // The spec's ✓ is drawn from the icon set (no font needed); the text stays 'Guardado ✓'.
    expect(savedNote.querySelector('svg[data-icon="check"]')).toHaveAttribute('aria-hidden', 'true');
    expect(sent!.segCostoRows).toEqual([expect.objectContaining({ concepto: '', usd: 12.5 })]);
    expect(sent).not.toHaveProperty('totals');

    await user.click(screen.getByRole('button', { name: 'Confirmar presupuesto' }));
    // Asked first, naming the organization and the amount (feedback and undo).
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar presupuesto' });
    expect(dialog).toHaveTextContent('¿Confirmar el presupuesto de Acme S.A. con un profit general de USD -12,50?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar presupuesto' }));
    expect(await screen.findByRole('status', { name: 'Estado del presupuesto: Confirmado' }, LOAD)).toBeInTheDocument();
    // Confirmed: a venta user reads only, with the locked tooltip.
    await waitFor(() => expect(screen.getByLabelText('Tipo de cambio Gs/USD')).toBeDisabled(), LOAD);
    // The spec's tooltip is the field's description (drawn with its icon by ui/Tooltip), not a native title.
    expect(screen.getByLabelText('Tipo de cambio Gs/USD')).toHaveAccessibleDescription('🚫 Presupuesto bloqueado');
    expect(screen.getByLabelText('Tipo de cambio Gs/USD')).not.toHaveAttribute('title');
    expect(screen.queryByRole('button', { name: 'Guardar planilla' })).not.toBeInTheDocument();
    // The note on the page draws the spec's 🚫 as an icon (no emoji font needed); its text stays the spec's.
    const note = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '🚫 Presupuesto bloqueado: solo un administrador puede modificar la planilla.');
    expect(note.querySelector('svg[data-icon="ban"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a viewer gets no row buttons and no budget buttons', async () => {
    renderSheet(VIEWER, [sheetMock(), statusMock()]);
    await screen.findByLabelText('Tipo de cambio Gs/USD', {}, LOAD);
    expect(screen.queryByRole('button', { name: /^Agregar fila/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /presupuesto$/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de cambio Gs/USD')).toBeDisabled();
  });

  it('cancelling the budget dialog changes nothing', async () => {
    renderSheet(ADMIN, [sheetMock(), statusMock()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bloquear presupuesto' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear presupuesto' });
    expect(dialog).toHaveTextContent('¿Bloquear el presupuesto de Acme S.A. con un profit general de USD 0,00?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Estado del presupuesto: Borrador' })).toBeInTheDocument();
  });

  it('a stale version shows the conflict message with a reload action', async () => {
    renderSheet(ADMIN, [
      sheetMock(),
      statusMock(),
      {
        request: { query: SaveCostSheetDocument, variables: () => true },
        result: { errors: [{ message: 'La planilla fue modificada por otro usuario. Recargá para ver los cambios.', extensions: { code: 'CONFLICT' } }] },
      },
      sheetMock(sheet({ saved: true, version: 2, header: { __typename: 'CostSheetHeader', modo: 'MARITIMO', clase: 'FCL', pesoKg: 500, awb: null, hbl: null, mercaderia: null, gsRate: 7000, gsRateDate: null, allInEnabled: false, allInServiceName: null } })),
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Modo de carga', {}, LOAD), ' X');
    await user.click(screen.getByRole('button', { name: 'Guardar planilla' }));
    expect(await screen.findByText('La planilla fue modificada por otro usuario. Recargá para ver los cambios.', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.getByLabelText('Modo de carga')).toHaveValue('MARITIMO'), LOAD);
    expect(screen.getByLabelText('Tipo de cambio Gs/USD')).toHaveValue('7.000');
    // Admin in borrador: lock and confirm.
    expect(screen.getByRole('button', { name: 'Bloquear presupuesto' })).toBeInTheDocument();
  });

  it('a locked budget: venta sees the inputs disabled with the tooltip and no budget buttons', async () => {
    renderSheet(VENTA, [sheetMock(sheet({ budgetStatus: 'bloqueado' })), statusMock('bloqueado')]);
    const rate = await screen.findByLabelText('Tipo de cambio Gs/USD', {}, LOAD);
    expect(rate).toBeDisabled();
    expect(rate).not.toHaveAttribute('title');
    // Every locked field (header inputs, row buttons) names the one tooltip; hovering one shows it, with the 🚫 drawn.
    for (const field of [rate, screen.getByLabelText('Modo de carga'), screen.getAllByRole('button', { name: /^Agregar fila/ })[0]]) {
      expect(field).toHaveAccessibleDescription('🚫 Presupuesto bloqueado');
    }
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseOver(rate);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('🚫 Presupuesto bloqueado', { normalizeWhitespace: false });
    expect(tip.querySelector('svg[data-icon="ban"]')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.mouseOut(rate);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /presupuesto$/ })).not.toBeInTheDocument();
  });

  it('the admin in a locked budget edits and sees confirm and reopen', async () => {
    renderSheet(ADMIN, [sheetMock(sheet({ budgetStatus: 'bloqueado' })), statusMock('bloqueado')]);
    expect(await screen.findByLabelText('Tipo de cambio Gs/USD', {}, LOAD)).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /presupuesto$/ }).map((b) => b.textContent)).toEqual(['Confirmar presupuesto', 'Reabrir presupuesto']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pantalla completa' }));
    expect(screen.getByRole('button', { name: 'Salir de pantalla completa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Planilla de costos' }).className).toMatch(/fullScreen/);
  });
});

describe('IVA per line and All in', () => {
  const saveMock = (capture: (input: CostSheetInput) => void): MockLink.MockedResponse => ({
    request: {
      query: SaveCostSheetDocument,
      variables: (v: { dealId: number; version: number; input: CostSheetInput }) => {
        capture(v.input);
        return v.dealId === 9;
      },
    },
    result: { data: { saveCostSheet: sheet({ saved: true, version: 1 }) } },
  });

  it('each sale row has an IVA select (its table default until changed) and the split beside the totals follows it', async () => {
    let sent: CostSheetInput | null = null;
    renderSheet(VENTA, [sheetMock(), statusMock(), saveMock((i) => (sent = i))]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }, LOAD));
    const compra = table('Compra al agente (USD)');
    await user.type(within(compra).getByLabelText('Concepto'), 'FLETE AEREO');
    await user.type(within(compra).getByLabelText('Total'), '1.000');
    const venta = table('Venta al cliente (USD)');
    await user.type(within(venta).getByLabelText('Total'), '1.050');
    // International freight defaults to exenta.
    expect(within(venta).getByLabelText('IVA')).toHaveValue('exenta');
    expect(within(venta).getAllByRole('option').map((o) => o.textContent)).toEqual(['Exenta', '5 %', '10 %']);
    expect(summary('Exentas')).toHaveTextContent('1.050,00');

    await user.selectOptions(within(venta).getByLabelText('IVA'), '5');
    expect(summary('Exentas')).toHaveTextContent('0,00');
    expect(summary('Gravadas 5 %')).toHaveTextContent('1.050,00');
    expect(summary('IVA 5 %')).toHaveTextContent('50,00');

    // Insurance defaults to 10 %: 22 USD carry 2 USD of IVA; the split still adds up to the sale.
    await user.click(screen.getByRole('button', { name: 'Agregar fila a Seguro de carga — venta (USD)' }));
    const seguro = table('Seguro de carga — venta (USD)');
    await user.type(within(seguro).getByLabelText('Concepto'), 'SEGURO');
    await user.type(within(seguro).getByLabelText('USD'), '22');
    expect(within(seguro).getByLabelText('IVA')).toHaveValue('10');
    expect(summary('Gravadas 10 %')).toHaveTextContent('22,00');
    expect(summary('Total IVA')).toHaveTextContent('52,00');
    expect(summary('Venta')).toHaveTextContent('1.072,00');

    await user.click(screen.getByRole('button', { name: 'Guardar planilla' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.ventaRows).toEqual([expect.objectContaining({ concepto: 'FLETE AEREO', total: 1050, iva: '5' })]);
    // A row left at its default sends no rate: the server stores the parameter's.
    expect(sent!.segVentaRows).toEqual([expect.objectContaining({ concepto: 'SEGURO', usd: 22, iva: null })]);
  });

  it("the 'All in' switch shows the internal sale per row; the sale becomes their sum under one service name", async () => {
    let sent: CostSheetInput | null = null;
    renderSheet(VENTA, [sheetMock(), statusMock(), saveMock((i) => (sent = i))]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }, LOAD));
    const compra = table('Compra al agente (USD)');
    await user.type(within(compra).getByLabelText('Concepto'), 'FLETE AEREO');
    await user.type(within(compra).getByLabelText('Total'), '3.126,25');
    const venta = table('Venta al cliente (USD)');
    await user.type(within(venta).getByLabelText('Total'), '1.875,75');
    expect(summary('Venta')).toHaveTextContent('1.875,75');
    expect(within(venta).queryByLabelText('Venta interna')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'All in' }));
    await user.type(screen.getByLabelText('Servicio a facturar'), 'ALL IN AEREO');
    await user.type(within(venta).getByLabelText('Venta interna'), '400');
    expect(summary('Venta')).toHaveTextContent('400,00');
    expect(summary('Profit general')).toHaveTextContent('-2.726,25');
    expect(summary('Exentas')).toHaveTextContent('400,00');

    await user.click(screen.getByRole('button', { name: 'Guardar planilla' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.header).toMatchObject({ allInEnabled: true, allInServiceName: 'ALL IN AEREO' });
    expect(sent!.ventaRows).toEqual([expect.objectContaining({ total: 1875.75, ventaInt: 400 })]);
  });

  describe('the concept picker offers the catalogue and fills the row', () => {
    async function pick(user: ReturnType<typeof userEvent.setup>, tableName: string, typed: string, option: RegExp) {
      const input = within(table(tableName)).getAllByLabelText('Concepto').at(-1)!;
      await user.click(input);
      await user.type(input, typed);
      await user.click(await screen.findByRole('option', { name: option }));
    }

    it('a sale-side Gs row takes the concept, the IVA and a PYG price as is; the split follows', async () => {
      renderSheet(VENTA, [sheetMock(), statusMock(), catalogMock()]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Agregar fila a Cargos locales al cliente (Gs)' }, LOAD));
      await pick(user, 'Cargos locales al cliente (Gs)', 'despacho', /DESPACHO ADUANERO/);
      const locCli = table('Cargos locales al cliente (Gs)');
      expect(within(locCli).getByLabelText('Concepto')).toHaveValue('DESPACHO ADUANERO');
      expect(within(locCli).getByLabelText('Gs')).toHaveValue('1.500.000');
      expect(within(locCli).getByLabelText('IVA')).toHaveValue('10');
      // The Gs subtotal reads in whole guaraníes.
      expect(within(locCli).getByRole('row', { name: /^Subtotal/ })).toHaveTextContent('Subtotal1.500.000255,97');
      // 1.500.000 Gs at 5.860 → 255,97 USD, all of it gravada 10 %.
      expect(summary('Gravadas 10 %')).toHaveTextContent('255,97');
      expect(screen.queryByRole('listbox', { name: 'Ítems del catálogo' })).not.toBeInTheDocument();
    });

    it('a preset (price 0) fills only the concept and its IVA; free text stays free', async () => {
      renderSheet(VENTA, [sheetMock(), statusMock(), catalogMock()]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Agregar fila a Cargos locales al cliente (Gs)' }, LOAD));
      const locCli = table('Cargos locales al cliente (Gs)');
      // Local charges default to 10 %; the preset is exenta.
      expect(within(locCli).getByLabelText('IVA')).toHaveValue('10');
      await pick(user, 'Cargos locales al cliente (Gs)', 'fsc', /^FSC/);
      expect(within(locCli).getByLabelText('Concepto')).toHaveValue('FSC');
      expect(within(locCli).getByLabelText('Gs')).toHaveValue('');
      expect(within(locCli).getByLabelText('IVA')).toHaveValue('exenta');
      await user.type(within(locCli).getByLabelText('Concepto'), ' EXTRA');
      expect(within(locCli).getByLabelText('Concepto')).toHaveValue('FSC EXTRA');
    });

    it('converts at the sheet rate into the table unit (HALF_UP to whole Gs or cents); a purchase row gets no IVA; keyboard picks', async () => {
      renderSheet(VENTA, [sheetMock(), statusMock(), catalogMock()]);
      const user = userEvent.setup();
      await user.clear(await screen.findByLabelText('Tipo de cambio Gs/USD', {}, LOAD));
      await user.type(screen.getByLabelText('Tipo de cambio Gs/USD'), '7.312,5');
      // USD 100 in a Gs table: 100 × 7.312,5 = 731.250 Gs.
      await user.click(screen.getByRole('button', { name: 'Agregar fila a Costos locales (Gs)' }));
      await pick(user, 'Costos locales (Gs)', 'handl', /HANDLING DESTINO/);
      expect(within(table('Costos locales (Gs)')).getByLabelText('Gs')).toHaveValue('731.250');
      // The mirrored sale row gets the concept only (purchase rows fill concept and price).
      expect(within(table('Cargos locales al cliente (Gs)')).getByLabelText('Concepto')).toHaveValue('HANDLING DESTINO');
      expect(within(table('Cargos locales al cliente (Gs)')).getByLabelText('Gs')).toHaveValue('');

      // PYG 1.500.000 in a USD table: 1.500.000 ÷ 7.312,5 = 205,128… → 205,13 as the typed total, Auto off.
      await user.click(screen.getByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }));
      const compra = table('Compra al agente (USD)');
      const concept = within(compra).getByLabelText('Concepto');
      await user.click(concept);
      await user.type(concept, 'desp');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(concept).toHaveValue('DESPACHO ADUANERO');
      expect(within(compra).getByLabelText('Total')).toHaveValue('205,13');
      expect(within(compra).getByLabelText('Auto')).not.toBeChecked();
      expect(within(compra).queryByLabelText('IVA')).not.toBeInTheDocument();

      // An item priced per kg fills USD x kg with Auto on (2,50 × 167 kg = 417,50).
      await user.click(screen.getByRole('button', { name: 'Agregar fila a Venta al cliente (USD)' }));
      await pick(user, 'Venta al cliente (USD)', 'kilo', /FLETE POR KILO/);
      const venta = table('Venta al cliente (USD)');
      expect(within(venta).getAllByLabelText('USD x kg').at(-1)).toHaveValue('2,50');
      expect(within(venta).getAllByLabelText('Auto').at(-1)).toBeChecked();
      expect(within(venta).getAllByRole('cell').filter((c) => c.getAttribute('data-label') === 'Importe USD').map((c) => c.textContent)).toContain('417,50');
    });

    it('without the catalogue the 16 presets are still offered', async () => {
      renderSheet(VENTA, [sheetMock(), statusMock()]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Agregar fila a Compra al agente (USD)' }, LOAD));
      await user.type(within(table('Compra al agente (USD)')).getByLabelText('Concepto'), 'airport');
      expect(await screen.findByRole('option', { name: /AIRPORT TRANSFER/ })).toBeInTheDocument();
    });
  });
});
