import { FISCAL_MESSAGES, paraguayToday } from '@crm/domain';
import { MESSAGES } from '../../core/errors/app-error';
import { makeRoleUsers, makeUser, type MadeUser, type RoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { pngBytes, pngDataUrl } from '../../../test/png';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Fiscal settings per business unit on both APIs: issuer data, letterhead (logo) and the three expedition points;
 * finanzas and admin write, every other role is refused; everyone signed in reads; the Spanish validation; the
 * counter never moves back below a number already taken; every change is an audit event.
 */
let t: TestApp;
let roles: RoleUsers;
let finanzas: MadeUser;
let cargo: number;
let rayflex: number;

const day = (offset: number) => new Date(Date.parse(`${paraguayToday(new Date())}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-30);
const TO = day(365);
const PNG = pngDataUrl(1, 1);

const SETTINGS = `businessUnitId businessUnitName issuerName ruc address phone activities letterheadLines logo version
  points { documentType timbrado validFrom validTo establishment point nextNumber taken problems }`;

beforeAll(async () => {
  t = await createTestApp();
  roles = await makeRoleUsers(t);
  finanzas = await makeUser(t, { role: 'finanzas' });
  const units = (await api(t, roles.admin).get('/api/business-units')).body as Array<{ id: number; key_slug: string }>;
  cargo = units.find((u) => u.key_slug === 'atm-cargo')!.id;
  rayflex = units.find((u) => u.key_slug === 'industrial-rayflex')!.id;
});
afterAll(() => t.close());

describe('reading', () => {
  test('a unit never configured: defaults (cargo 001-004, industrial 001-005) and every problem listed', async () => {
    const rest = await api(t, roles.viewer.token).get(`/api/business-units/${cargo}/fiscal`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ business_unit_id: cargo, issuer_name: null, ruc: null, version: 0, timbrado: null, establishment: '001', point: '004', next_number: 1, taken: 0 });
    expect(rest.body.problems).toEqual([FISCAL_MESSAGES.timbradoMissing, FISCAL_MESSAGES.validFromMissing, FISCAL_MESSAGES.validToMissing]);
    expect(rest.body.credit_note).toMatchObject({ establishment: '001', point: '004', next_number: 1 });
    const g = await gql(t, `query($id: Int!) { fiscalSettings(businessUnitId: $id) { ${SETTINGS} } }`, { id: rayflex }, roles.venta.token);
    expect(g.errors).toBeUndefined();
    expect(g.data!.fiscalSettings.points.map((p: { documentType: string; establishment: string; point: string }) => [p.documentType, `${p.establishment}-${p.point}`])).toEqual([
      ['factura', '001-005'],
      ['nota_credito', '001-005'],
      ['recibo', '001-005'],
    ]);
  });

  test('an unknown unit is NOT_FOUND; without a session, 401', async () => {
    expect((await api(t, roles.viewer.token).get('/api/business-units/99999/fiscal')).status).toBe(404);
    expect(codesOf(await gql(t, '{ fiscalSettings(businessUnitId: 99999) { businessUnitId } }', undefined, roles.viewer.token))).toEqual(['NOT_FOUND']);
    expect((await api(t).get(`/api/business-units/${cargo}/fiscal`)).status).toBe(401);
  });
});

describe('writing', () => {
  test('REST as finanzas: issuer data, the factura point flat, credit_note and receipt nested; an audit event', async () => {
    const res = await api(t, finanzas.token).put(`/api/business-units/${cargo}/fiscal`, {
      issuer_name: 'ATM Cargo S.A.',
      ruc: '80069563-1',
      address: 'Av. Mariscal López 1234, Asunción',
      phone: '+595 21 600 000',
      activities: 'Agencia de transporte de carga\nDespacho aduanero',
      letterhead_lines: 'www.atmcargo.com.py',
      timbrado: '12345678',
      timbrado_from: FROM,
      timbrado_to: TO,
      next_number: 150,
      credit_note: { timbrado: '12345678', timbrado_from: FROM, timbrado_to: TO, next_number: 7 },
      receipt: { timbrado: '87654321', timbrado_from: FROM, timbrado_to: TO },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ issuer_name: 'ATM Cargo S.A.', ruc: '80069563-1', version: 1, timbrado: '12345678', timbrado_from: FROM, timbrado_to: TO, establishment: '001', point: '004', next_number: 150, problems: [] });
    expect(res.body.credit_note).toMatchObject({ next_number: 7, problems: [] });
    expect(res.body.receipt).toMatchObject({ timbrado: '87654321', next_number: 1, problems: [] });
    const [event] = (await t.ds.query("SELECT user_id, description, meta FROM audit_events WHERE entity = 'fiscal_settings' ORDER BY id DESC LIMIT 1")) as Array<{ user_id: number; description: string; meta: string | object }>;
    expect(Number(event.user_id)).toBe(finanzas.user.id);
    expect(event.description).toBe('Datos fiscales de Cargo modificados');
    const meta = typeof event.meta === 'string' ? JSON.parse(event.meta) : event.meta;
    expect(Object.keys(meta.changes)).toEqual(expect.arrayContaining(['issuerName', 'ruc', 'factura.timbrado', 'factura.nextNumber', 'nota_credito.nextNumber', 'recibo.timbrado']));
  });

  test('GraphQL as admin: the same service; a stale version is a CONFLICT', async () => {
    const m = `mutation($id: Int!, $i: UpdateFiscalSettingsInput!) { updateFiscalSettings(businessUnitId: $id, input: $i) { ${SETTINGS} } }`;
    const ok = await gql(t, m, { id: rayflex, i: { issuerName: 'Rayflex S.R.L.', version: 0, factura: { timbrado: '11112222', validFrom: FROM, validTo: TO } } }, roles.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateFiscalSettings).toMatchObject({ issuerName: 'Rayflex S.R.L.', version: 1 });
    expect(ok.data!.updateFiscalSettings.points[0]).toMatchObject({ timbrado: '11112222', establishment: '001', point: '005', problems: [] });
    const stale = await gql(t, m, { id: rayflex, i: { phone: '021 555 555', version: 0 } }, roles.admin);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
  });

  test('viewer, venta and ops are refused on both APIs and nothing changes', async () => {
    const before = (await api(t, roles.admin).get(`/api/business-units/${cargo}/fiscal`)).body;
    for (const who of [roles.viewer, roles.venta, roles.ops]) {
      const rest = await api(t, who.token).put(`/api/business-units/${cargo}/fiscal`, { issuer_name: 'Otra' });
      expect({ status: rest.status, body: rest.body }).toEqual({ status: 403, body: { error: MESSAGES.forbidden } });
      const g = await gql(t, 'mutation($id: Int!) { updateFiscalSettings(businessUnitId: $id, input: { issuerName: "Otra" }) { version } }', { id: cargo }, who.token);
      expect(codesOf(g)).toEqual(['FORBIDDEN']);
    }
    expect((await api(t, roles.admin).get(`/api/business-units/${cargo}/fiscal`)).body).toEqual(before);
  });

  test.each([
    [{ ruc: '80069563-2' }, FISCAL_MESSAGES.rucCheckDigit],
    [{ ruc: '80069563' }, FISCAL_MESSAGES.ruc],
    [{ establishment: '01' }, FISCAL_MESSAGES.establishment],
    [{ point: '000' }, FISCAL_MESSAGES.point],
    [{ timbrado: '1234' }, FISCAL_MESSAGES.timbradoFormat],
    [{ timbrado_from: '2026-02-30' }, 'La fecha de vigencia no es válida (AAAA-MM-DD).'],
    [{ timbrado_from: '2026-05-01', timbrado_to: '2026-04-01' }, FISCAL_MESSAGES.validRange],
    [{ next_number: 0 }, FISCAL_MESSAGES.nextNumber],
    [{ next_number: 10_000_000 }, FISCAL_MESSAGES.nextNumber],
    [{ credit_note: { point: '4' } }, FISCAL_MESSAGES.point],
    [{ receipt: 'x' }, 'El dato "recibo" debe ser un objeto.'],
    [{ logo: 'data:text/html;base64,PGh0bWw+' }, FISCAL_MESSAGES.logoType],
    [{ logo: `data:image/png;base64,${Buffer.from('<svg></svg>').toString('base64')}` }, FISCAL_MESSAGES.logoType],
    // PNG magic bytes, then cut short: it would break every PDF of the unit.
    [{ logo: `data:image/png;base64,${pngBytes(2, 2).subarray(0, 40).toString('base64')}` }, FISCAL_MESSAGES.logoType],
  ])('REST %j → 400 %p', async (body, message) => {
    const res = await api(t, finanzas.token).put(`/api/business-units/${rayflex}/fiscal`, body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: message } });
  });

  test('GraphQL validation speaks the same Spanish', async () => {
    const g = await gql(t, 'mutation($id: Int!) { updateFiscalSettings(businessUnitId: $id, input: { ruc: "80069563-2", factura: { point: "4" } }) { version } }', { id: rayflex }, finanzas.token);
    expect(codesOf(g)).toEqual(['BAD_USER_INPUT']);
    expect([FISCAL_MESSAGES.rucCheckDigit, FISCAL_MESSAGES.point]).toContain(g.errors![0].message);
  });

  test('the logo: a PNG is stored and read back as a data URL; "" removes it', async () => {
    const put = await api(t, finanzas.token).put(`/api/business-units/${rayflex}/fiscal`, { logo: PNG });
    expect(put.status).toBe(200);
    expect(put.body.logo).toBe(PNG);
    expect((await t.services.fiscal.issuer(rayflex)).logo).toBe(PNG);
    const keys = await t.storedKeys();
    expect(keys.some((k) => k.endsWith('.png'))).toBe(true);
    const removed = await api(t, finanzas.token).put(`/api/business-units/${rayflex}/fiscal`, { logo: '' });
    expect(removed.body.logo).toBeNull();
    expect((await t.storedKeys()).filter((k) => k.endsWith('.png'))).toEqual([]);
  });

  test('the counter never moves back below a number taken under the same timbrado; a new timbrado starts over', async () => {
    const taken = await t.ds.transaction((em) => t.services.fiscal.takeNumber(em, cargo, 'factura', day(0)));
    expect(taken.number).toBe('001-004-0000150');
    const lower = await api(t, finanzas.token).put(`/api/business-units/${cargo}/fiscal`, { next_number: 100 });
    expect({ status: lower.status, body: lower.body }).toEqual({
      status: 400,
      body: { error: 'El próximo número no puede bajar de 151: ya se emitieron documentos con este timbrado y punto. Para empezar de nuevo, cargá un timbrado nuevo.' },
    });
    const higher = await api(t, finanzas.token).put(`/api/business-units/${cargo}/fiscal`, { next_number: 160 });
    expect(higher.body).toMatchObject({ next_number: 160, taken: 1 });
    const fresh = await api(t, finanzas.token).put(`/api/business-units/${cargo}/fiscal`, { timbrado: '99998888', next_number: 1 });
    expect(fresh.body).toMatchObject({ timbrado: '99998888', next_number: 1, taken: 0 });
  });

  test('an expired timbrado is saved (the history) but listed as a problem on the screen and refused by takeNumber', async () => {
    const res = await api(t, finanzas.token).put(`/api/business-units/${rayflex}/fiscal`, { receipt: { timbrado: '55556666', timbrado_from: '2020-01-01', timbrado_to: '2020-12-31' } });
    expect(res.status).toBe(200);
    expect(res.body.receipt.problems).toEqual(['El timbrado 55556666 venció el 31/12/2020.']);
    await expect(t.ds.transaction((em) => t.services.fiscal.takeNumber(em, rayflex, 'recibo', day(0)))).rejects.toMatchObject({ code: 'CONFLICT', message: 'El timbrado 55556666 venció el 31/12/2020.' });
  });

  test('issuer(): the block every PDF of the unit prints', async () => {
    expect(await t.services.fiscal.issuer(cargo)).toEqual({
      businessUnitId: cargo,
      businessUnitName: 'Cargo',
      issuerName: 'ATM Cargo S.A.',
      ruc: '80069563-1',
      address: 'Av. Mariscal López 1234, Asunción',
      phone: '+595 21 600 000',
      activities: ['Agencia de transporte de carga', 'Despacho aduanero'],
      letterheadLines: ['www.atmcargo.com.py'],
      logo: null,
    });
  });
});
