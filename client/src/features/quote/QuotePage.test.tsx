import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CatalogItemsDocument, QuoteCostSheetDocument, QuoteParamOptionsDocument, QuoteScreenDocument, SaveDealQuoteDocument } from '../../gql/graphql';
import { ADMIN, VIEWER, meMock, renderApp, storeLogin, type TestUser } from '../../test/renderApp';
import { QUOTE_MESSAGES, ZERO_TOTAL_PROMPT } from './QuotePage';
import { loadPdfMake } from './loadPdfMake';

jest.mock('./loadPdfMake', () => ({ loadPdfMake: jest.fn() }));
const loadPdfMakeMock = loadPdfMake as jest.MockedFunction<typeof loadPdfMake>;

const field = (id: number, key: string, value: string) => ({ __typename: 'DealCustomField' as const, id, key, value });

const deal = {
  __typename: 'Deal' as const,
  id: 42,
  reference: 'OP-000042',
  businessUnitId: null,
  title: 'AEREO LCL · Miami → Asunción · Repuestos',
  orgName: 'Importadora Ñandutí SA',
  contactName: 'Ana Pérez',
  customFields: [field(1, 'tipo_operacion', 'IMPORT'), field(2, 'Mercadería', 'Repuestos'), field(3, 'peso_bruto', '150,5')],
};

function version(versionNo: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'QuoteVersion' as const,
    id: 900 + versionNo,
    dealId: 42,
    versionNo,
    createdAt: '2026-11-20T13:00:00.000Z',
    createdByName: 'Valeria Venta',
    totalUsd: 10,
    pdfUrl: `/api/deals/42/quote.pdf?version=${versionNo}`,
    fileName: 'OP-000042.pdf',
    quote: {
      __typename: 'Quote' as const,
      cliente: 'Cliente de la versión',
      contacto: '',
      fecha: '2026-11-20',
      referencia: 'OP-000042',
      incoterms: 'FOB',
      tipoOperacion: 'IMPORTACION',
      tipoTransporte: 'MARITIMO',
      tipoEnvio: 'FCL',
      paisOrigen: '',
      paisDestino: '',
      ciudadOrigen: '',
      ciudadDestino: '',
      aeropuertoOrigen: '',
      aeropuertoDestino: '',
      volumenM3: null,
      pesoBrutoKg: null,
      mercaderia: '',
      seguroTipo: '',
      seguroMontoUsd: null,
      aseguradora: '',
      items: [{ __typename: 'QuoteItem' as const, cantidad: 1, servicio: `FLETE v${versionNo}`, observacion: '', moneda: 'USD', precio: 10, impuesto: 'EXENTA', total: 10 }],
      observaciones: '',
      validezOferta: '7 DIAS',
      condicionVenta: 'CREDITO',
      plazoCredito: '30 DIAS',
      formaPago: 'TRANSFERENCIA',
      queIncluye: [],
      queNoIncluye: [],
      ...over,
    },
  };
}

const screenMock = (versions: ReturnType<typeof version>[] = []): MockLink.MockedResponse => ({
  request: { query: QuoteScreenDocument, variables: { dealId: 42 } },
  result: { data: { deal, dealQuotes: versions } },
  maxUsageCount: 5,
});

const param = (id: number, value: string, ord: number, active = true) => ({ __typename: 'ParamValue' as const, id, value, ord, active });
const paramsMock: MockLink.MockedResponse = {
  request: { query: QuoteParamOptionsDocument },
  result: {
    data: {
      params: [
        { __typename: 'ParamGroup', key: 'quote_validez', values: [param(1, '15 DIAS', 20), param(2, '10 DIAS', 10), param(3, 'OCULTO', 5, false)] },
        { __typename: 'ParamGroup', key: 'quote_incluye', values: [param(4, 'Flete internacional', 10), param(5, 'Seguro', 20)] },
      ],
    },
  },
  maxUsageCount: 5,
};

function renderQuote(extra: MockLink.MockedResponse[] = [], opts: { user?: TestUser; versions?: ReturnType<typeof version>[]; path?: string } = {}) {
  const user = opts.user ?? ADMIN;
  storeLogin(user);
  renderApp(opts.path ?? '/operations/42/quote', { mocks: [meMock(user), screenMock(opts.versions), paramsMock, ...extra] });
  return userEvent.setup();
}

// The first render compiles the lazy route chunk: allow more than the default second.
const heading = () => screen.findByRole('heading', { name: 'Generar Presupuesto — REF OP-000042' }, { timeout: 8000 });

// Typing into the full form (two columns re-render per key) is slow on a loaded CI machine.
jest.setTimeout(30000);

describe('QuotePage', () => {
  afterEach(() => loadPdfMakeMock.mockReset());

  it('prefills from the operation and its custom fields, with the spec part 2 §9 defaults', async () => {
    renderQuote();
    await heading();
    expect(screen.getByLabelText('Cliente')).toHaveValue('Importadora Ñandutí SA');
    expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Referencia')).toHaveValue('OP-000042');
    expect(screen.getByLabelText('Tipo de operación')).toHaveValue('IMPORTACION');
    expect(screen.getByLabelText('Mercadería')).toHaveValue('Repuestos');
    expect(screen.getByLabelText('Peso bruto (kg)')).toHaveValue('150,5');
    expect(screen.getByLabelText('Incoterms')).toHaveValue('EXW');
    expect(screen.getByLabelText('Tipo de transporte')).toHaveValue('AEREO');
    expect(screen.getByLabelText('Tipo de envío')).toHaveValue('LCL');
    expect(screen.getByLabelText('Tipo de seguro')).toHaveValue('CONTRA TODO RIESGO');
    expect(screen.getByLabelText('Validez de la oferta')).toHaveValue('7 DIAS');
    expect(screen.getByLabelText('Forma de pago')).toHaveValue('TRANSFERENCIA');
    expect(screen.getByRole('link', { name: '← Volver a la operación' })).toHaveAttribute('href', '/operations/42');
    const preview = screen.getByRole('article', { name: 'Vista previa del presupuesto' });
    expect(within(preview).getByText('Importadora Ñandutí SA')).toBeInTheDocument();
    expect(within(preview).getByText('Ref.: OP-000042')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay versiones guardadas.')).toBeInTheDocument();
  });

  it('prefills the items from the saved cost sheet: sale rows (total, or Auto rate × weight), local charges Gs ÷ rate, insurance at 10%', async () => {
    const costSheet: MockLink.MockedResponse = {
      request: { query: QuoteCostSheetDocument, variables: { dealId: 42 } },
      result: {
        data: {
          costSheet: {
            __typename: 'CostSheet',
            dealId: 42,
            saved: true,
            version: 3,
            chargeableWeightKg: 100,
            header: { __typename: 'CostSheetHeader', gsRate: 7000, pesoKg: 100, allInEnabled: false, allInServiceName: null },
            ventaRows: [
              { __typename: 'CostRow', id: 'v1', concepto: 'FLETE AEREO', total: 999, usdXKg: 3, lockPerKg: true, ventaInt: null, iva: 'exenta' },
              { __typename: 'CostRow', id: 'v2', concepto: 'HANDLING', total: 45.5, usdXKg: null, lockPerKg: false, ventaInt: null, iva: '5' },
            ],
            locCliRows: [{ __typename: 'LocalCostRow', id: 'l1', concepto: 'DESPACHO', gs: 700000, iva: '10' }],
            segVentaRows: [{ __typename: 'InsuranceRow', id: 's1', concepto: 'SEGURO', usd: 20, iva: '10' }],
          },
        },
      },
      maxUsageCount: 5,
    };
    renderQuote([costSheet]);
    await heading();
    expect(await screen.findByDisplayValue('FLETE AEREO')).toBeInTheDocument();
    expect(screen.getByLabelText('Servicio ítem 2')).toHaveValue('HANDLING');
    expect(screen.getByLabelText('Servicio ítem 3')).toHaveValue('DESPACHO');
    expect(screen.getByLabelText('Servicio ítem 4')).toHaveValue('SEGURO');
    expect(screen.getByLabelText('Impuesto ítem 1')).toHaveValue('EXENTA');
    // Each row's IVA from the sheet (IVA per line): HANDLING at 5 %, local charges and insurance at 10 %.
    expect(screen.getByLabelText('Impuesto ítem 2')).toHaveValue('5%');
    expect(screen.getByLabelText('Impuesto ítem 3')).toHaveValue('10%');
    expect(screen.getByLabelText('Impuesto ítem 4')).toHaveValue('10%');
    // 3 × 100 kg (Auto) + 45,50 + 700.000 Gs ÷ 7.000 + 20
    expect(screen.getByTestId('items-total')).toHaveTextContent('465,50');
    // The IVA split beside the total, line by line (IVA_PER_LINE): 100 ÷ 11 + 20 ÷ 11 = 9,09 + 1,82.
    expect(screen.getByTestId('items-split-exentas')).toHaveTextContent('300,00');
    expect(screen.getByTestId('items-split-gravadas5')).toHaveTextContent('45,50');
    expect(screen.getByTestId('items-split-iva5')).toHaveTextContent('2,17');
    expect(screen.getByTestId('items-split-gravadas10')).toHaveTextContent('120,00');
    expect(screen.getByTestId('items-split-iva10')).toHaveTextContent('10,91');
    expect(screen.getAllByRole('option', { name: '5 %' }).length).toBeGreaterThan(0);
  });

  it('items: quantity 0 counts as 1, local-format prices, TOTAL USD in the form and the preview; remove', async () => {
    const user = renderQuote();
    await heading();
    await user.click(screen.getByRole('button', { name: '+ Agregar ítem' }));
    await user.click(screen.getByRole('button', { name: '+ Agregar ítem' }));
    await user.type(screen.getByLabelText('Servicio ítem 1'), 'FLETE AEREO');
    await user.clear(screen.getByLabelText('Cantidad ítem 1'));
    await user.type(screen.getByLabelText('Cantidad ítem 1'), '0');
    await user.type(screen.getByLabelText('Precio ítem 1'), '1.234,56');
    await user.type(screen.getByLabelText('Servicio ítem 2'), 'HANDLING');
    await user.clear(screen.getByLabelText('Cantidad ítem 2'));
    await user.type(screen.getByLabelText('Cantidad ítem 2'), '2');
    await user.type(screen.getByLabelText('Precio ítem 2'), '50');
    await user.selectOptions(screen.getByLabelText('Impuesto ítem 2'), '10%');
    expect(screen.getByLabelText('Moneda ítem 1')).toHaveValue('USD');
    expect(screen.getByTestId('items-total')).toHaveTextContent('1.334,56');
    expect(screen.getByTestId('preview-total')).toHaveTextContent('1.334,56');
    await user.click(screen.getByRole('button', { name: 'Quitar ítem 1' }));
    expect(screen.getByTestId('preview-total')).toHaveTextContent('100,00');
  });

  it('tags: Enter, comma and semicolon create, paste splits, duplicates ignored, Backspace removes; suggestions from quote_incluye; params pick a term', async () => {
    const user = renderQuote();
    await heading();
    const input = screen.getByLabelText('Qué incluye');
    await user.type(input, 'Despacho{Enter}Retiro,Entrega;despacho{Enter}');
    const list = () => within(screen.getByRole('list', { name: 'Qué incluye: entradas' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);
    expect(list()).toEqual(['Despacho', 'Retiro', 'Entrega']);
    fireEvent.paste(input, { clipboardData: { getData: () => '• Almacenaje\n• Seguro\nretiro' } });
    expect(list()).toEqual(['Despacho', 'Retiro', 'Entrega', 'Almacenaje', 'Seguro']);
    await user.type(input, '{Backspace}');
    expect(list()).toEqual(['Despacho', 'Retiro', 'Entrega', 'Almacenaje']);
    await user.click(screen.getByRole('button', { name: '+ Flete internacional' }));
    expect(list()).toContain('Flete internacional');
    expect(screen.queryByRole('button', { name: '+ Flete internacional' })).not.toBeInTheDocument();

    const pick = screen.getByLabelText('Elegir de parámetros: Validez de la oferta');
    expect(within(pick).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elegir de parámetros', '10 DIAS', '15 DIAS']);
    await user.selectOptions(pick, '15 DIAS');
    expect(screen.getByLabelText('Validez de la oferta')).toHaveValue('15 DIAS');
  });

  it("'Guardar en Operación' sends the whole quote and confirms; failure shows the spec message", async () => {
    let sent: { dealId: number; input: Record<string, unknown> } | null = null;
    const ok: MockLink.MockedResponse = {
      request: { query: SaveDealQuoteDocument, variables: (v: Record<string, unknown>) => ((sent = v as typeof sent), true) },
      result: { data: { saveDealQuote: version(1) } },
    };
    const user = renderQuote([ok, { request: { query: SaveDealQuoteDocument, variables: () => true }, error: new Error('boom') }]);
    await heading();
    await user.click(screen.getByRole('button', { name: '+ Agregar ítem' }));
    await user.type(screen.getByLabelText('Servicio ítem 1'), 'FLETE');
    await user.type(screen.getByLabelText('Precio ítem 1'), '1.500,5');
    await user.click(screen.getByRole('button', { name: 'Guardar en Operación' }));
    const saved = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === QUOTE_MESSAGES.saved);
    // 'Datos guardados en la operación ✔': the spec's ✔ is drawn from the icon set, the text stays the spec's.
    expect(saved.querySelector('svg[data-icon="checkHeavy"]')).toHaveAttribute('aria-hidden', 'true');
    expect(sent!.dealId).toBe(42);
    expect(sent!.input).toMatchObject({ cliente: 'Importadora Ñandutí SA', tipoOperacion: 'IMPORTACION', pesoBrutoKg: 150.5, incoterms: 'EXW' });
    expect(sent!.input.items).toEqual([{ cantidad: 1, servicio: 'FLETE', observacion: '', moneda: 'USD', precio: 1500.5, impuesto: 'EXENTA' }]);

    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Guardar en Operación' }));
    expect(await screen.findByText(QUOTE_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("'Guardar en Operación' writes to the operation only the fields the user changed or confirmed: a fresh quote's defaults never", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const save = (n: number): MockLink.MockedResponse => ({
      request: { query: SaveDealQuoteDocument, variables: (v: Record<string, unknown>) => (sent.push(v.input as Record<string, unknown>), true) },
      result: { data: { saveDealQuote: version(n) } },
    });
    const user = renderQuote([save(1), save(2), save(3)]);
    await heading();

    // Untouched fresh quote: the version keeps everything, the operation gets nothing (IMPORT stays, no insurance).
    await user.click(screen.getByRole('button', { name: 'Guardar en Operación' }));
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === QUOTE_MESSAGES.saved)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ tipoOperacion: 'IMPORTACION', seguroTipo: 'CONTRA TODO RIESGO', operationFields: [] });

    // Changed: the incoterm and the weight; confirmed: the offer's validity, edited and left as it was.
    await user.clear(screen.getByLabelText('Incoterms'));
    await user.type(screen.getByLabelText('Incoterms'), 'FOB');
    await user.clear(screen.getByLabelText('Peso bruto (kg)'));
    await user.type(screen.getByLabelText('Peso bruto (kg)'), '200');
    await user.type(screen.getByLabelText('Validez de la oferta'), 'X');
    await user.type(screen.getByLabelText('Validez de la oferta'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Guardar en Operación' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ incoterms: 'FOB', pesoBrutoKg: 200, validezOferta: '7 DIAS' });
    expect(sent[1].operationFields).toEqual(['incoterms', 'pesoBrutoKg', 'validezOferta']);

    // Once saved, they are the operation's: the next save writes nothing again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar en Operación' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Guardar en Operación' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].operationFields).toEqual([]);
  });

  it('opens the latest saved version and reopens an earlier one', async () => {
    const user = renderQuote([], { versions: [version(2, { cliente: 'Cliente v2' }), version(1, { cliente: 'Cliente v1' })] });
    await heading();
    expect(screen.getByLabelText('Cliente')).toHaveValue('Cliente v2');
    const table = screen.getByRole('table', { name: 'Versiones guardadas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Abrir versión 1' }));
    expect(screen.getByLabelText('Cliente')).toHaveValue('Cliente v1');
    expect(screen.getByLabelText('Servicio ítem 1')).toHaveValue('FLETE v1');
    expect(screen.getByText('Versión 1 abierta.')).toBeInTheDocument();
  });

  it("'Descargar PDF': a failure to load pdfmake shows 'No se pudo generar el PDF.'", async () => {
    loadPdfMakeMock.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(true); // this quote adds up to 0,00: download anyway
    const user = renderQuote();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No se pudo generar el PDF.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled());
    spy.mockRestore();
    ask.mockRestore();
  });

  it("'Descargar PDF' hands pdfmake the document definition and the spec part 2 §9 file name", async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    const createPdf = jest.fn(() => ({ download, getBlob: jest.fn() }));
    loadPdfMakeMock.mockResolvedValue({ addVirtualFileSystem: jest.fn(), setFonts: jest.fn(), createPdf });
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(true); // this quote adds up to 0,00: download anyway
    const user = renderQuote();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('OP-000042 - AER - LCL - 150,5 kg - Repuestos.pdf'));
    ask.mockRestore();
    const doc = (createPdf.mock.calls[0] as unknown[])[0] as { pageSize: string; pageMargins: number[] };
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageMargins).toEqual([28.346, 28.346, 28.346, 34.016]);
  });

  it("'Descargar PDF' of a quote that adds up to TOTAL USD 0,00 asks first; cancelling downloads nothing", async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    loadPdfMakeMock.mockResolvedValue({ addVirtualFileSystem: jest.fn(), setFonts: jest.fn(), createPdf: jest.fn(() => ({ download, getBlob: jest.fn() })) });
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = renderQuote();
    await heading();
    expect(screen.getByTestId('items-total')).toHaveTextContent('0,00');
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(ask).toHaveBeenCalledWith(ZERO_TOTAL_PROMPT);
    expect(loadPdfMakeMock).not.toHaveBeenCalled();
    ask.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    ask.mockRestore();
  });

  it('viewer: no save button', async () => {
    renderQuote([], { user: VIEWER });
    await heading();
    expect(screen.queryByRole('button', { name: 'Guardar en Operación' })).not.toBeInTheDocument();
  });

  it('an unknown or invalid id answers "Operación no encontrada."', async () => {
    storeLogin(ADMIN);
    renderApp('/operations/777/quote', {
      mocks: [
        meMock(ADMIN),
        paramsMock,
        { request: { query: QuoteScreenDocument, variables: { dealId: 777 } }, result: { errors: [{ message: 'Operación no encontrada.', extensions: { code: 'NOT_FOUND' } }] } },
      ],
    });
    expect(await screen.findByText('Operación no encontrada.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  describe('the service offers the catalogue', () => {
    const catalogItem = (id: number, sku: string, name: string, currency: string, price: number, taxRate: string) => ({
      __typename: 'CatalogItem' as const,
      id,
      type: 'SERVICIO' as const,
      sku,
      name,
      unit: null,
      currency,
      price,
      taxRate,
      modes: [] as string[],
      active: true,
    });
    // The quote's transport mode (AEREO by default) narrows the catalogue on the server.
    const catalogMock: MockLink.MockedResponse = {
      request: { query: CatalogItemsDocument, variables: { filter: { active: true, mode: 'AEREO' } } },
      result: {
        data: {
          catalogItems: [
            catalogItem(1, 'DESP-ADU', 'DESPACHO ADUANERO', 'PYG', 1_500_000, '10'),
            catalogItem(2, 'FSC', 'FSC', 'USD', 0, 'exenta'),
            catalogItem(3, 'HANDLING', 'HANDLING DESTINO', 'USD', 85.5, '5'),
          ],
        },
      },
      maxUsageCount: 10,
    };
    // A sheet never saved still carries the day's rate (7.000 Gs/USD here): no prefill, but the rate converts.
    const unsavedSheet: MockLink.MockedResponse = {
      request: { query: QuoteCostSheetDocument, variables: { dealId: 42 } },
      result: {
        data: {
          costSheet: {
            __typename: 'CostSheet',
            dealId: 42,
            saved: false,
            version: 0,
            chargeableWeightKg: 0,
            header: { __typename: 'CostSheetHeader', gsRate: 7000, pesoKg: null, allInEnabled: false, allInServiceName: null },
            ventaRows: [],
            locCliRows: [],
            segVentaRows: [],
          },
        },
      },
      maxUsageCount: 5,
    };

    async function pick(user: ReturnType<typeof userEvent.setup>, n: number, typed: string, option: RegExp) {
      const input = screen.getByLabelText(`Servicio ítem ${n}`);
      await user.click(input);
      await user.type(input, typed);
      await user.click(await screen.findByRole('option', { name: option }));
    }

    it('picking fills the service, the tax choice and a USD price as is; a preset (price 0) fills the service and its tax only', async () => {
      const user = renderQuote([catalogMock, unsavedSheet]);
      await heading();
      await user.click(screen.getByRole('button', { name: '+ Agregar ítem' }));
      await pick(user, 1, 'handl', /HANDLING DESTINO/);
      expect(screen.getByLabelText('Servicio ítem 1')).toHaveValue('HANDLING DESTINO');
      expect(screen.getByLabelText('Impuesto ítem 1')).toHaveValue('5%');
      expect(screen.getByLabelText('Precio ítem 1')).toHaveValue('85,50');
      expect(screen.getByTestId('items-total')).toHaveTextContent('85,50');

      await user.click(screen.getByRole('button', { name: '+ Agregar ítem' }));
      await user.selectOptions(screen.getByLabelText('Impuesto ítem 2'), '10%');
      await pick(user, 2, 'fsc', /^FSC/);
      expect(screen.getByLabelText('Servicio ítem 2')).toHaveValue('FSC');
      expect(screen.getByLabelText('Impuesto ítem 2')).toHaveValue('EXENTA');
      expect(screen.getByLabelText('Precio ítem 2')).toHaveValue('');
      expect(screen.getByTestId('items-total')).toHaveTextContent('85,50');
    });

    it('a price in guaraníes becomes USD at the operation sheet rate (HALF_UP to cents); typed text stays free', async () => {
      const user = renderQuote([catalogMock, unsavedSheet]);
      await heading();
      await user.click(screen.getByRole('button', { name: '+ Agregar ítem' }));
      // 1.500.000 Gs ÷ 7.000 = 214,2857… → 214,29 USD.
      await pick(user, 1, 'desp', /DESPACHO ADUANERO/);
      expect(screen.getByLabelText('Impuesto ítem 1')).toHaveValue('10%');
      expect(screen.getByLabelText('Precio ítem 1')).toHaveValue('214,29');
      expect(screen.getByTestId('items-split-gravadas10')).toHaveTextContent('214,29');
      await user.type(screen.getByLabelText('Servicio ítem 1'), ' (Asunción)');
      expect(screen.getByLabelText('Servicio ítem 1')).toHaveValue('DESPACHO ADUANERO (Asunción)');
      expect(screen.getByLabelText('Precio ítem 1')).toHaveValue('214,29');
    });
  });
});
