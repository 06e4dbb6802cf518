import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  CompareCostSheetRevisionsDocument,
  CostSheetDocument,
  CostSheetRevisionSheetDocument,
  CostSheetRevisionsDocument,
  CostSheetStatusDocument,
  CreateCostSheetRevisionDocument,
} from '../../gql/graphql';
import { meMock, renderApp, storeLogin, VIEWER, type TestUser } from '../../test/renderApp';

const VENTA: TestUser = { id: 3, name: 'Vera Venta', email: 'vera@example.com', role: 'venta' };
const LOAD = { timeout: 10_000 };
jest.setTimeout(30_000);

function sheet(over: Record<string, unknown> = {}) {
  return {
    __typename: 'CostSheet',
    dealId: 9,
    saved: true,
    version: 2,
    updatedAt: null,
    updatedByName: null,
    budgetStatus: 'borrador',
    orgId: 4,
    header: { __typename: 'CostSheetHeader', modo: 'AEREO', clase: 'LCL', pesoKg: 100, awb: null, hbl: null, mercaderia: 'Repuestos', gsRate: 7300, gsRateDate: null },
    gsRateFrozen: false,
    compraRows: [{ __typename: 'CostRow', id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2, total: null, lockPerKg: true, sourceId: null }],
    ventaRows: [],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
    totals: { __typename: 'CostSheetTotals', totalCostos: 200, totalVentas: 0, profitGeneral: -200 },
    ...over,
  };
}

const deal = {
  __typename: 'Deal',
  id: 9,
  reference: 'OP-000009',
  title: 'Importación repuestos',
  orgName: 'Acme S.A.',
  contactName: null,
  contactPhone: null,
  orgPhone: null,
  measures: { __typename: 'DealMeasures', chargeableKg: 100, factorLabel: '167 kg/m³', volumetricKg: 0, divisor: null },
  customFields: [],
};

function rev(id: number, number: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'CostSheetRevision',
    id,
    dealId: 9,
    number,
    name: null,
    label: `REV 0${number}`,
    reason: null,
    status: 'borrador',
    current: false,
    budgetLocked: false,
    totals: { __typename: 'CostSheetTotals', totalCostos: 200, totalVentas: 300, profitGeneral: 100 },
    confirmedProfit: null,
    createdByName: 'Vera Venta',
    createdAt: '2026-03-05T15:00:00.000Z',
    confirmedAt: null,
    confirmedByName: null,
    ...over,
  };
}

const REV1 = rev(11, 1, { status: 'confirmada', confirmedProfit: 100 });
const REV2 = rev(12, 2, { name: 'flete corregido', label: 'REV 02 – flete corregido', reason: 'El agente bajó la tarifa', current: true });

const sheetMock = (s = sheet()): MockLink.MockedResponse => ({ request: { query: CostSheetDocument, variables: { dealId: 9 } }, result: { data: { costSheet: s, deal } }, maxUsageCount: 5 });
const statusMock: MockLink.MockedResponse = {
  request: { query: CostSheetStatusDocument, variables: { dealId: 9 } },
  result: { data: { costSheetStatus: { __typename: 'CostSheetStatus', dealId: 9, orgId: 4, budgetStatus: 'borrador', version: 2, updatedAt: null, updatedByName: null } } },
  maxUsageCount: 10,
};
const listMock = (list: unknown[], maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: CostSheetRevisionsDocument, variables: { dealId: 9 } },
  result: { data: { costSheetRevisions: list } },
  maxUsageCount,
});

function renderPage(user: TestUser, mocks: MockLink.MockedResponse[]) {
  storeLogin(user);
  renderApp('/operations/9/costs', { mocks: [meMock(user), sheetMock(), statusMock, ...mocks] });
}

describe('RevisionBar', () => {
  it('shows the current revision with its Spanish status and reason, and an older one read-only', async () => {
    renderPage(VENTA, [
      listMock([REV1, REV2], 3),
      {
        request: { query: CostSheetRevisionSheetDocument, variables: { dealId: 9, revisionId: 11 } },
        result: { data: { costSheetRevisionSheet: sheet({ budgetStatus: 'confirmado', compraRows: [{ __typename: 'CostRow', id: 'c1', concepto: 'FLETE VIEJO', usdXKg: 2.5, total: null, lockPerKg: true, sourceId: null }] }) } },
      },
    ]);
    const bar = await screen.findByRole('region', { name: 'Revisiones de la planilla' }, LOAD);
    expect(await within(bar).findByText('REV 02 – flete corregido')).toBeInTheDocument();
    expect(within(bar).getByRole('status', { name: 'Estado de la revisión: Borrador' })).toBeInTheDocument();
    expect(within(bar).getByText('El agente bajó la tarifa')).toBeInTheDocument();
    const picker = within(bar).getByRole('combobox', { name: 'Ver revisión' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent?.split(' — ')[0])).toEqual(['REV 02 – flete corregido · Borrador · actual', 'REV 01 · Confirmada']);

    const user = userEvent.setup();
    await user.selectOptions(picker, '11');
    const view = await screen.findByRole('region', { name: 'Revisión de solo lectura' });
    expect(await within(view).findByText('FLETE VIEJO')).toBeInTheDocument();
    expect(within(view).getByText('2,50')).toBeInTheDocument();
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Estás viendo una revisión anterior: es de solo lectura. (REV 01 · Confirmada)');
    expect(screen.queryByRole('button', { name: 'Guardar planilla' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volver a la revisión actual' }));
    expect(await screen.findByRole('button', { name: 'Guardar planilla' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revisión de solo lectura' })).not.toBeInTheDocument();
  });

  it("'Nueva revisión' sends the name and reason and the bar shows the new draft", async () => {
    const create = jest.fn(() => ({ data: { createCostSheetRevision: [REV1, { ...REV2, current: true }] } }));
    renderPage(VENTA, [
      listMock([{ ...REV1, status: 'borrador', confirmedProfit: null, current: true }]),
      { request: { query: CreateCostSheetRevisionDocument, variables: { dealId: 9, input: { name: 'flete corregido', reason: 'El agente bajó la tarifa' } } }, result: create },
      listMock([REV1, REV2], 3),
      sheetMock(),
      statusMock,
    ]);
    const bar = await screen.findByRole('region', { name: 'Revisiones de la planilla' }, LOAD);
    expect(await within(bar).findByRole('status', { name: 'Estado de la revisión: Borrador' })).toBeInTheDocument();
    // One revision: nothing to compare yet.
    expect(within(bar).queryByRole('button', { name: 'Comparar' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'Nueva revisión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva revisión (REV 02)' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'flete corregido');
    expect(within(dialog).getByText('Se muestra como «REV 02 – flete corregido».')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'El agente bajó la tarifa');
    await user.click(within(dialog).getByRole('button', { name: 'Nueva revisión' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await within(bar).findByText('REV 02 – flete corregido')).toBeInTheDocument();
    expect(within(bar).getByText('Revisión creada.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a confirmed current revision offers venta no 'Nueva revisión' (only an admin changes a confirmed budget)", async () => {
    renderPage(VENTA, [listMock([{ ...REV1, current: true }], 3)]);
    const bar = await screen.findByRole('region', { name: 'Revisiones de la planilla' }, LOAD);
    expect(await within(bar).findByRole('status', { name: 'Estado de la revisión: Confirmada' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Nueva revisión' })).not.toBeInTheDocument();
  });

  it("'Comparar' shows rows added, removed and changed, and the totals and profit before → after in es-PY", async () => {
    renderPage(VIEWER, [
      listMock([REV1, REV2], 3),
      {
        request: { query: CompareCostSheetRevisionsDocument, variables: { dealId: 9, before: 11, after: 12 } },
        result: {
          data: {
            compareCostSheetRevisions: {
              __typename: 'CostSheetRevisionComparison',
              before: { __typename: 'CostSheetRevision', id: 11, label: 'REV 01' },
              after: { __typename: 'CostSheetRevision', id: 12, label: 'REV 02 – flete corregido' },
              rows: [
                { __typename: 'RevisionRowChange', table: 'compraRows', rowId: 'c1', concepto: 'FLETE AEREO', kind: 'changed', changes: [{ __typename: 'RevisionFieldChange', field: 'usdXKg', before: '2.5', after: '2' }] },
                { __typename: 'RevisionRowChange', table: 'locRows', rowId: 'l1', concepto: 'DESPACHO', kind: 'added', changes: [{ __typename: 'RevisionFieldChange', field: 'gs', before: null, after: '1250000' }] },
                { __typename: 'RevisionRowChange', table: 'ventaRows', rowId: 'v9', concepto: 'HANDLING', kind: 'removed', changes: [{ __typename: 'RevisionFieldChange', field: 'total', before: '35', after: null }] },
              ],
              header: [{ __typename: 'RevisionFieldChange', field: 'gsRate', before: '7300', after: '7350' }],
              totals: [
                { __typename: 'RevisionTotalChange', key: 'totalCostos', before: 290, after: 1250.5, delta: 960.5 },
                { __typename: 'RevisionTotalChange', key: 'profitGeneral', before: 60, after: -1234.56, delta: -1294.56 },
              ],
            },
          },
        },
      },
    ]);
    const bar = await screen.findByRole('region', { name: 'Revisiones de la planilla' }, LOAD);
    // A viewer compares but does not create revisions.
    expect(within(bar).queryByRole('button', { name: 'Nueva revisión' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(bar).findByRole('button', { name: 'Comparar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar revisiones' });
    expect(within(dialog).getByRole('combobox', { name: 'Antes' })).toHaveValue('11');
    expect(within(dialog).getByRole('combobox', { name: 'Después' })).toHaveValue('12');
    expect(await within(dialog).findByTestId('compare-profit')).toHaveTextContent('Profit general: 60,00 → -1.234,56 (-1.294,56)');
    const totals = within(dialog).getByRole('table', { name: 'Totales antes y después' });
    expect(within(totals).getByRole('row', { name: /Compra/ })).toHaveTextContent('Compra290,001.250,50+960,50');
    const rows = within(dialog).getByRole('table', { name: 'Filas agregadas, quitadas y cambiadas' });
    const kinds = within(rows).getAllByRole('row').slice(1).map((r) => [r.getAttribute('data-kind'), r.textContent]);
    expect(kinds).toEqual([
      ['changed', 'Compra al agenteFLETE AEREOCambiadaUSD x kg: 2,50USD x kg: 2,00'],
      ['added', 'Costos localesDESPACHOAgregada—Gs: 1.250.000,00'],
      ['removed', 'Venta al clienteHANDLINGQuitadaTotal: 35,00—'],
    ]);
    expect(within(within(dialog).getByRole('table', { name: 'Cabecera cambiada' })).getByRole('row', { name: /Tipo de cambio/ })).toHaveTextContent('7.300,007.350,00');
    // The same revision on both sides: nothing to compare.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Antes' }), '12');
    expect(within(dialog).getByText('Elegí dos revisiones distintas.')).toBeInTheDocument();
  });
});
