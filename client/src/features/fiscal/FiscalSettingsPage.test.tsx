import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { FISCAL_MESSAGES, NO_PERMISSION_MESSAGE, paraguayToday } from '@crm/domain';
import { FiscalBusinessUnitsDocument, FiscalSettingsScreenDocument, UpdateFiscalSettingsDocument } from '../../gql/graphql';
import { FINANZAS, VIEWER, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { checkFiscalForm, formOf, toInput } from './fiscalForm';
import { FISCAL_PAGE_MESSAGES } from './FiscalSettingsPage';

const day = (offset: number) => new Date(Date.parse(`${paraguayToday(new Date())}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const point = (documentType: 'factura' | 'nota_credito' | 'recibo', over: Record<string, unknown> = {}) => ({
  __typename: 'FiscalPoint' as const,
  documentType,
  timbrado: null as string | null,
  validFrom: null as string | null,
  validTo: null as string | null,
  establishment: '001',
  point: '004',
  nextNumber: 1,
  taken: 0,
  problems: [] as string[],
  ...over,
});

const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'FiscalSettings' as const,
  businessUnitId: 1,
  businessUnitName: 'Cargo',
  issuerName: 'ATM Cargo S.A.',
  ruc: '80069563-1',
  address: 'Av. Mariscal López 1234',
  phone: '021 600 000',
  activities: 'Agencia de carga',
  letterheadLines: null,
  logo: null,
  version: 3,
  points: [point('factura', { timbrado: '12345678', validFrom: day(-30), validTo: day(300), nextNumber: 150, taken: 149 }), point('nota_credito'), point('recibo', { timbrado: '55556666', validFrom: '2020-01-01', validTo: '2020-12-31' })],
  electronic: {
    __typename: 'ElectronicInvoicingSettings' as const,
    mode: 'autoimpresor',
    sifenEnv: 'test',
    cscId: null,
    cscLoaded: false,
    certificateLoaded: false,
    certificateSubject: null,
    certificateExpires: null,
    taxpayerType: null,
    regimeType: null,
    activityCode: null,
    departmentCode: null,
    districtCode: null,
    cityCode: null,
    email: null,
  },
  ...over,
});

const units: MockLink.MockedResponse = {
  request: { query: FiscalBusinessUnitsDocument },
  result: { data: { businessUnits: [{ __typename: 'BusinessUnit', id: 1, name: 'Cargo', keySlug: 'atm-cargo' }, { __typename: 'BusinessUnit', id: 2, name: 'Rayflex', keySlug: 'industrial-rayflex' }] } },
  maxUsageCount: 5,
};
const screenMock = (data = settings()): MockLink.MockedResponse => ({ request: { query: FiscalSettingsScreenDocument, variables: { businessUnitId: 1 } }, result: { data: { fiscalSettings: data } }, maxUsageCount: 5 });

describe('fiscalForm', () => {
  test('every mistake the server would refuse, with its message, by field path', () => {
    const v = formOf(settings());
    v.ruc = '80069563-2';
    v.points.factura.establishment = '1';
    v.points.nota_credito.timbrado = '123';
    v.points.nota_credito.validFrom = '2026-05-01';
    v.points.nota_credito.validTo = '2026-04-01';
    v.points.recibo.nextNumber = '0';
    expect(checkFiscalForm(v)).toEqual({
      ruc: FISCAL_MESSAGES.rucCheckDigit,
      'factura.establishment': FISCAL_MESSAGES.establishment,
      'notaCredito.timbrado': FISCAL_MESSAGES.timbradoFormat,
      'notaCredito.validTo': FISCAL_MESSAGES.validRange,
      'recibo.nextNumber': FISCAL_MESSAGES.nextNumber,
    });
  });

  test('the input: what the form holds, the counter and the logo only when edited', () => {
    const loaded = formOf(settings());
    const v = { ...loaded, points: { ...loaded.points, recibo: { ...loaded.points.recibo, nextNumber: '1.200' } } };
    const input = toInput(v, loaded, 3);
    expect(input).toMatchObject({ issuerName: 'ATM Cargo S.A.', ruc: '80069563-1', version: 3, recibo: { timbrado: '55556666', nextNumber: 1200 } });
    expect(input.factura).not.toHaveProperty('nextNumber');
    expect(input).not.toHaveProperty('logo');
  });
});

describe('FiscalSettingsPage', () => {
  afterEach(() => localStorage.clear());

  test('finanzas sees the unit, the amber problems of each point, a mistake next to its field, then saves', async () => {
    storeLogin(FINANZAS);
    let sent: Record<string, unknown> | null = null;
    const saved: MockLink.MockedResponse = {
      request: { query: UpdateFiscalSettingsDocument, variables: (v: Record<string, unknown>) => ((sent = v), true) },
      result: { data: { updateFiscalSettings: settings({ version: 4, phone: '021 600 001' }) } },
    };
    renderApp('/admin/fiscal', { mocks: [meMock(FINANZAS), units, screenMock(), saved], showWarnings: false });
    const form = await screen.findByRole('form', { name: 'Datos fiscales de Cargo' });
    expect(within(form).getByLabelText('Razón social')).toHaveValue('ATM Cargo S.A.');
    expect(screen.getByRole('link', { name: 'Datos fiscales' })).toHaveAttribute('aria-current', 'page');

    const factura = within(form).getByRole('group', { name: 'Factura' });
    expect(within(factura).getByText('Próximo documento: 001-004-0000150')).toBeInTheDocument();
    expect(within(factura).getByText('Listo para emitir.')).toBeInTheDocument();
    expect(within(factura).getByText('Ya se emitieron 149 con este timbrado: el número no puede bajar.')).toBeInTheDocument();
    const nota = within(form).getByRole('group', { name: 'Nota de crédito' });
    expect(within(within(nota).getByRole('status')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      FISCAL_MESSAGES.timbradoMissing,
      FISCAL_MESSAGES.validFromMissing,
      FISCAL_MESSAGES.validToMissing,
    ]);
    const recibo = within(form).getByRole('group', { name: 'Recibo' });
    expect(within(recibo).getByRole('status')).toHaveTextContent('El timbrado 55556666 venció el 31/12/2020.');

    const ruc = within(form).getByLabelText('RUC');
    await userEvent.clear(ruc);
    await userEvent.type(ruc, '80069563-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await within(form).findByText(FISCAL_MESSAGES.rucCheckDigit)).toBeInTheDocument();
    expect(ruc).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();

    await userEvent.clear(ruc);
    await userEvent.type(ruc, '80069563-1');
    const phone = within(form).getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '021 600 001');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar datos fiscales' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!).toMatchObject({ businessUnitId: 1, input: { phone: '021 600 001', ruc: '80069563-1', version: 3, factura: { timbrado: '12345678', establishment: '001', point: '004' } } });
    expect(await screen.findByRole('form', { name: 'Datos fiscales de Cargo' })).toBeInTheDocument();
  });

  test("the server's refusal lands next to its field", async () => {
    storeLogin(FINANZAS);
    const refused: MockLink.MockedResponse = {
      request: { query: UpdateFiscalSettingsDocument, variables: () => true },
      result: { errors: [{ message: 'El próximo número no puede bajar de 151: ya se emitieron documentos con este timbrado y punto.', extensions: { code: 'BAD_USER_INPUT', field: 'factura.nextNumber' } }] },
    };
    renderApp('/admin/fiscal', { mocks: [meMock(FINANZAS), units, screenMock(), refused], showWarnings: false });
    const form = await screen.findByRole('form', { name: 'Datos fiscales de Cargo' });
    const next = within(form).getByLabelText('Próximo número (Factura)');
    await userEvent.clear(next);
    await userEvent.type(next, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await within(form).findByText(/no puede bajar de 151/)).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(FISCAL_PAGE_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  test('a viewer gets the permission message and no menu entry', async () => {
    storeLogin(VIEWER);
    renderApp('/admin/fiscal', { mocks: [meMock(VIEWER)], showWarnings: false });
    expect(await screen.findByText(NO_PERMISSION_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Datos fiscales' })).not.toBeInTheDocument();
  });
});
