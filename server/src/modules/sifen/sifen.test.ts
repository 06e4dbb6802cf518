/**
 * Electronic invoicing (SIFEN) on the engine under test, with the real libraries and a SIFEN stand-in on loopback
 * HTTPS (mutual TLS with the unit's certificate, SOAP envelope, zipped batch): a unit switched to 'electronico'
 * with its PKCS#12 certificate (made here) never gets a secret back; issuing without the SIFEN parameters is
 * refused with the Spanish list of what is missing; an issued invoice carries its CDC, the signed DE parsed back
 * has the invoice's totals, IVA split, customer and lines, its signature verifies with the certificate's public key
 * (xml-crypto) and fails after one byte changes; the QR carries the CDC and the digest and is the library's own
 * value; the outbox sends once, retries after a refused connection, records a rejection with SIFEN's message;
 * stopping during a send loses nothing; XML and KuDE downloads.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isCdc } from '@crm/domain';
import qrgen from 'facturacionelectronicapy-qrgen';
import { SignedXml } from 'xml-crypto';
import type { Actor } from '../../core/auth/actor';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { makeCertificate, type TestCertificate } from '../../../test/sifen-certs';
import { startSifenStandIn, type Verdict } from '../../../test/sifen-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { el, els, parseXml, textOf } from '../../../test/xml-dom';

const PASSWORD = 'clave-del-certificado-9f3a';
const CSC = 'ABCD0000000000000000000000000000';
const POINT = { timbrado: '12558946', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '003', nextNumber: 1 };

let t: TestApp;
let admin: string;
let finanzas: MadeUser;
let unit: number;
let pipeline: { id: number };
let stage: { id: number };
let office: TestCertificate;
let stranger: TestCertificate;
let standIn: Awaited<ReturnType<typeof startSifenStandIn>>;
let serverCert: TestCertificate;
let verdicts: Map<string, Verdict>;
const logged: string[] = [];
const originalConsole = { log: console.log, error: console.error, warn: console.warn, info: console.info };

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const startStandIn = (port: number, extra: Partial<Parameters<typeof startSifenStandIn>[0]> = {}) =>
  startSifenStandIn({
    serverKeyPem: serverCert.keyPem,
    serverCertPem: serverCert.certPem,
    trustedClientCertPem: office.certPem,
    port,
    verdict: (cdc) => verdicts.get(cdc) ?? { estado: 'Aprobado', code: '0260', message: 'Autorización del DE satisfactoria' },
    ...extra,
  });

async function adminActor(): Promise<Actor> {
  const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
  return { ...u, id: Number(u.id) };
}

/** An issued-ready draft on a new operation: PYG, 2 × 550.000 at 10 %, 1 × 105.000 at 5 %, 1 × 20.000 exenta. */
async function draft(title: string): Promise<number> {
  const a = api(t, admin);
  const d = await a.post('/api/deals', { pipeline_id: pipeline.id, stage_id: stage.id, title, business_unit_id: unit, organization: { name: `Cliente ${title} S.A.` } });
  expect(d.status).toBe(201);
  const org = (await a.get(`/api/deals/${d.body.id}`)).body.deal.org_id as number;
  expect((await a.patch(`/api/organizations/${org}`, { ruc: '80012345-6', address: 'Av. Mcal. López 123' })).status).toBe(200);
  const inv = await api(t, finanzas.token).post(`/api/deals/${d.body.id}/invoices`, {
    source: 'lines',
    currency: 'PYG',
    condition: 'contado',
    lines: [
      { description: 'Flete aéreo', quantity: 2, unit_price: 550000, iva: '10' },
      { description: 'Seguro', quantity: 1, unit_price: 105000, iva: '5' },
      { description: 'Tasa aeroportuaria', quantity: 1, unit_price: 20000, iva: 'exenta' },
    ],
  });
  expect(inv.status).toBe(201);
  return inv.body.id as number;
}

async function issue(id: number) {
  const r = await api(t, finanzas.token).post(`/api/invoices/${id}/issue`);
  expect(r.status).toBe(200);
  return r.body as { id: number; cdc: string; sifen_status: string; sifen_message: string | null; number: string; total: number };
}

const docRow = async (invoiceId: number) =>
  ((await t.ds.query('SELECT id, status, sifen_status, sifen_code, sifen_message, lote_protocol, attempts, last_error, sent_at_ms, security_code, cdc FROM sifen_documents WHERE invoice_id = ?', [invoiceId])) as Array<Record<string, unknown>>)[0];

/** Makes every pending document due now (the waits between attempts are the outbox's; the test does not sleep them). */
const dueNow = () => t.ds.query("UPDATE sifen_documents SET next_attempt_at_ms = 0 WHERE status = 'pending'");

beforeAll(async () => {
  for (const k of ['log', 'error', 'warn', 'info'] as const) {
    console[k] = (...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    };
  }
  office = makeCertificate('EMPRESA DE PRUEBA S.A.', PASSWORD);
  stranger = makeCertificate('OTRA EMPRESA S.A.', PASSWORD);
  serverCert = makeCertificate('sifen-test.local', 'x', { serverFor127: true });
  verdicts = new Map();
  const dir = mkdtempSync(join(tmpdir(), 'sifen-test-'));
  writeFileSync(join(dir, 'ca.pem'), serverCert.certPem);
  standIn = await startStandIn(await freePort());
  process.env.SIFEN_BASE_URL = standIn.url;
  process.env.SIFEN_CA_FILE = join(dir, 'ca.pem');
  process.env.SIFEN_DISPATCH = '0';
  process.env.SIFEN_CONSULT_MS = '1';
  process.env.SIFEN_RETRY_BASE_MS = '1';
  t = await createTestApp();
  admin = await adminToken(t);
  finanzas = await makeUser(t, { role: 'finanzas', name: 'Fabiana Finanzas' });
  const [u] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'atm-cargo'")) as Array<{ id: number }>;
  unit = Number(u.id);
  await t.services.fiscal.update(await adminActor(), unit, {
    issuerName: 'Empresa de Prueba S.A.',
    ruc: '80069563-1',
    address: 'Calle Palma 123',
    phone: '021 000 000',
    activities: 'Transporte de carga internacional',
    points: { factura: POINT },
  });
  const seeded = await seededPipeline(t);
  pipeline = seeded.pipeline;
  stage = seeded.stages[0];
}, 60_000);

afterAll(async () => {
  Object.assign(console, originalConsole);
  await standIn?.close();
  await t?.close();
});

describe('a unit switched to electronic invoicing', () => {
  test('takes the certificate, its password and the CSC, and answers only loaded / subject / expiry', async () => {
    const f = api(t, finanzas.token);
    const put = await f.put(`/api/business-units/${unit}/fiscal`, {
      mode: 'electronico',
      sifen_env: 'test',
      certificate_p12_base64: office.p12.toString('base64'),
      certificate_password: PASSWORD,
      csc_id: '1',
      csc: CSC,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ mode: 'electronico', sifen_env: 'test', csc_id: '0001', csc_loaded: true, certificate_loaded: true, certificate_expires: office.notAfter.toISOString().slice(0, 10) });
    expect(put.body.certificate_subject).toContain('CN=EMPRESA DE PRUEBA S.A.');
    const answers = [JSON.stringify(put.body), JSON.stringify((await f.get(`/api/business-units/${unit}/fiscal`)).body)];
    const g = await gql(t, `query($id:Int!){ fiscalSettings(businessUnitId:$id){ electronic { mode sifenEnv cscId cscLoaded certificateLoaded certificateSubject certificateExpires } } }`, { id: unit }, admin);
    expect(g.data?.fiscalSettings.electronic).toMatchObject({ mode: 'electronico', certificateLoaded: true, cscLoaded: true });
    answers.push(JSON.stringify(g));
    for (const a of answers) {
      expect(a).not.toContain(PASSWORD);
      expect(a).not.toContain(CSC);
      expect(a).not.toContain(office.p12.toString('base64').slice(0, 40));
    }
    // Stored sealed: not the secret's text in the row either.
    const [row] = (await t.ds.query('SELECT csc_sealed, certificate_password_sealed, certificate_sealed FROM fiscal_electronic WHERE business_unit_id = ?', [unit])) as Array<Record<string, string>>;
    expect(row.csc_sealed).not.toContain(CSC);
    expect(row.certificate_password_sealed).not.toContain(PASSWORD);
  });

  test('a wrong password or a file that is not PKCS#12 is a 400 with a Spanish message and changes nothing', async () => {
    const f = api(t, finanzas.token);
    const wrong = await f.put(`/api/business-units/${unit}/fiscal`, { certificate_p12_base64: stranger.p12.toString('base64'), certificate_password: 'otra' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/certificado no se pudo abrir/);
    const junk = await f.put(`/api/business-units/${unit}/fiscal`, { certificate_p12_base64: Buffer.from('no soy un p12').toString('base64'), certificate_password: 'x' });
    expect(junk.status).toBe(400);
    const state = (await f.get(`/api/business-units/${unit}/fiscal`)).body;
    expect(state.certificate_subject).toContain('EMPRESA DE PRUEBA');
    const viewer = await makeUser(t, { role: 'viewer' });
    expect((await api(t, viewer.token).put(`/api/business-units/${unit}/fiscal`, { mode: 'autoimpresor' })).status).toBe(403);
  });

  test('issuing without the SIFEN parameters is refused with the list of what is missing; the number is not used', async () => {
    const id = await draft('Faltantes');
    const r = await api(t, finanzas.token).post(`/api/invoices/${id}/issue`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^No se puede emitir la factura electrónica: falta /);
    expect(r.body.error).toContain('el correo del emisor');
    expect(r.body.error).toContain('el tipo de contribuyente del emisor');
    expect(r.body.error).toContain('el código de la actividad económica');
    expect(r.body.error).toContain('el código de ciudad del establecimiento');
    const inv = (await api(t, finanzas.token).get(`/api/invoices/${id}`)).body;
    expect(inv).toMatchObject({ status: 'borrador', number: null, cdc: null });
    const points = (await api(t, finanzas.token).get(`/api/business-units/${unit}/fiscal`)).body;
    expect(points.next_number).toBe(1);

    const set = await api(t, finanzas.token).put(`/api/business-units/${unit}/fiscal`, { sifen: { taxpayer_type: 2, regime_type: 8, activity_code: '49231', city_code: 1, email: 'facturas@empresa.com.py' } });
    expect(set.status).toBe(200);
    expect(set.body.sifen).toMatchObject({ taxpayer_type: 2, activity_code: '49231', city_code: 1 });
  });
});

describe('the electronic document of an issued invoice', () => {
  let issued: Awaited<ReturnType<typeof issue>>;
  let xml: string;

  beforeAll(async () => {
    issued = await issue(await draft('DE'));
    const r = await api(t, finanzas.token).get(`/api/invoices/${issued.id}/xml`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/xml/);
    xml = r.text;
  });

  test('has a 44-digit CDC with its check digit and the 9-digit security code stored', async () => {
    expect(isCdc(issued.cdc)).toBe(true);
    expect(issued.sifen_status).toBe('pendiente');
    const row = await docRow(issued.id);
    expect(row.security_code).toMatch(/^\d{9}$/);
    expect(issued.cdc.slice(34, 43)).toBe(row.security_code);
    expect(issued.cdc.slice(0, 2)).toBe('01');
    expect(issued.cdc.slice(2, 11)).toBe('800695631');
    expect(issued.cdc.slice(11, 24)).toBe(`001003${issued.number.slice(-7)}`);
    // Another invoice gets another security code (random, not derived).
    const other = await issue(await draft('DE bis'));
    expect((await docRow(other.id)).security_code).not.toBe(row.security_code);
  });

  test('parsed back, it has the invoice totals, IVA split, customer and lines', () => {
    const doc = parseXml(xml)!;
    expect(doc).not.toBeNull();
    expect(el(doc, 'DE')!.getAttribute('Id')).toBe(issued.cdc);
    const tot = el(doc, 'gTotSub');
    // 1.100.000 at 10 % + 105.000 at 5 % + 20.000 exenta
    expect(Number(textOf(el(tot, 'dTotGralOpe')))).toBe(1_225_000);
    expect(Number(textOf(el(tot, 'dTotGralOpe')))).toBe(issued.total);
    expect(Number(textOf(el(tot, 'dSubExe')))).toBe(20_000);
    expect(Number(textOf(el(tot, 'dSub5')))).toBe(105_000);
    expect(Number(textOf(el(tot, 'dSub10')))).toBe(1_100_000);
    expect(Number(textOf(el(tot, 'dIVA10')))).toBe(100_000);
    expect(Number(textOf(el(tot, 'dIVA5')))).toBe(5_000);
    expect(Number(textOf(el(tot, 'dTotIVA')))).toBe(105_000);
    const rec = el(doc, 'gDatRec');
    expect(textOf(el(rec, 'dRucRec'))).toBe('80012345');
    expect(textOf(el(rec, 'dDVRec'))).toBe('6');
    expect(textOf(el(rec, 'dNomRec'))).toBe('Cliente DE S.A.');
    const items = els(doc, 'gCamItem');
    expect(items.map((i) => textOf(el(i, 'dDesProSer')))).toEqual(['Flete aéreo', 'Seguro', 'Tasa aeroportuaria']);
    expect(items.map((i) => Number(textOf(el(i, 'dCantProSer'))))).toEqual([2, 1, 1]);
    expect(items.map((i) => Number(textOf(el(i, 'dTasaIVA'))))).toEqual([10, 5, 0]);
    const timb = el(doc, 'gTimb');
    expect(textOf(el(timb, 'dNumTim'))).toBe(POINT.timbrado);
    expect(textOf(el(timb, 'iTiDE'))).toBe('1');
  });

  test('the signature verifies with the certificate public key and fails after one byte of the XML changes', () => {
    const verify = (text: string) => {
      const sigXml = /<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*<\/Signature>/.exec(text)![0];
      const sig = new SignedXml({ publicCert: office.publicKeyPem });
      sig.loadSignature(sigXml);
      try {
        return sig.checkSignature(text);
      } catch {
        return false;
      }
    };
    expect(verify(xml)).toBe(true);
    // One byte inside the signed DE: the customer's name.
    const at = xml.indexOf('Cliente DE S.A.');
    expect(at).toBeGreaterThan(0);
    const tampered = `${xml.slice(0, at)}D${xml.slice(at + 1)}`;
    expect(tampered.length).toBe(xml.length);
    expect(verify(tampered)).toBe(false);
    // Another key does not verify it either.
    const other = new SignedXml({ publicCert: stranger.publicKeyPem });
    other.loadSignature(/<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*<\/Signature>/.exec(xml)![0]);
    expect(() => other.checkSignature(xml)).toThrow();
  });

  test("the QR carries the CDC and the digest, with the CSC's hash, and is the library's own value", async () => {
    const doc = parseXml(xml)!;
    const qr = textOf(el(doc, 'dCarQR'));
    expect(qr.startsWith('https://ekuatia.set.gov.py/consultas-test/qr?nVersion=150&Id=')).toBe(true);
    const q = new URLSearchParams(qr.split('?')[1]);
    expect(q.get('Id')).toBe(issued.cdc);
    const digest = textOf(el(doc, 'DigestValue'));
    expect(q.get('DigestValue')).toBe(Buffer.from(digest, 'utf8').toString('hex'));
    expect(q.get('dTotGralOpe')).toBe('1225000');
    expect(q.get('IdCSC')).toBe('0001');
    // cHashQR = SHA-256 of the parameters before it followed by the CSC (Manual Técnico, QR).
    const before = qr.slice(qr.indexOf('?') + 1, qr.indexOf('&cHashQR='));
    expect(q.get('cHashQR')).toBe(createHash('sha256').update(before + CSC).digest('hex'));
    // The library's computation over the signed XML (without our gCamFuFD) gives the same value.
    const signedOnly = xml.replace(/<gCamFuFD>[\s\S]*<\/gCamFuFD>/, '');
    const libXml = (await qrgen.generateQR(signedOnly, '0001', CSC, 'test')) as string;
    expect(/<dCarQR>([^<]+)<\/dCarQR>/.exec(libXml)![1].replace(/&amp;/g, '&')).toBe(qr);
  });

  test('the KuDE is an A4 PDF with the CDC, the QR and the consultation text', async () => {
    const r = await api(t, finanzas.token)
      .get(`/api/invoices/${issued.id}/kude`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const pdf = r.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'kude-'));
    writeFileSync(join(dir, 'kude.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'kude.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(issued.cdc.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(text).toContain('Consulte la validez de esta Factura Electrónica');
    expect(text).toContain('KuDE de Factura Electrónica');
    // Titled as the electronic document it represents, not as the self-printed invoice.
    expect(text).toMatch(/FACTURA\s+ELECTRÓNICA/);
    if (process.env.SIFEN_KUDE_OUT) writeFileSync(process.env.SIFEN_KUDE_OUT, pdf);
  });

  test('an autoimpresor invoice has no DE: its downloads answer 404, as an invoice the reader may not see', async () => {
    const f = api(t, finanzas.token);
    expect((await f.put(`/api/business-units/${unit}/fiscal`, { mode: 'autoimpresor' })).status).toBe(200);
    const plain = await issue(await draft('Autoimpresor'));
    expect(plain).toMatchObject({ cdc: null, sifen_status: null });
    expect((await f.get(`/api/invoices/${plain.id}/xml`)).status).toBe(404);
    expect((await f.get(`/api/invoices/${plain.id}/kude`)).status).toBe(404);
    expect((await f.get('/api/invoices/99999999/xml')).status).toBe(404);
    expect((await f.put(`/api/business-units/${unit}/fiscal`, { mode: 'electronico' })).status).toBe(200);
  });
});

describe('sending to SIFEN', () => {
  test('sends once over mutual TLS in a zipped batch, asks the verdict and writes aprobado on the invoice', async () => {
    await dueNow();
    const before = standIn.lotes.length;
    await t.services.sifen.outbox.runOnce();
    const sent = standIn.lotes.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((l) => l.clientCn === 'EMPRESA DE PRUEBA S.A.')).toBe(true);
    const cdcs = sent.flatMap((l) => l.cdcs);
    expect(new Set(cdcs).size).toBe(cdcs.length);
    // The verdicts (consulta-lote) come on the next rounds.
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    const pending = (await t.ds.query("SELECT COUNT(*) AS n FROM sifen_documents WHERE status = 'pending'")) as Array<{ n: number }>;
    expect(Number(pending[0].n)).toBe(0);
    const invoices = (await t.ds.query("SELECT id, cdc, sifen_status, sifen_message FROM invoices WHERE cdc IS NOT NULL")) as Array<Record<string, string>>;
    expect(invoices.length).toBe(cdcs.length);
    for (const i of invoices) {
      expect(i.sifen_status).toBe('aprobado');
      expect(i.sifen_message).toBe('0260 — Autorización del DE satisfactoria');
    }
    // Nothing more is sent: each CDC went once.
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    expect(standIn.lotes.length).toBe(before + sent.length);
    const r = await api(t, finanzas.token).get(`/api/invoices/${invoices[0].id}`);
    expect(r.body).toMatchObject({ sifen_status: 'aprobado', sifen_message: '0260 — Autorización del DE satisfactoria' });
  });

  test('a refused connection is retried later; SIFEN rejecting a DE is recorded with its code and message', async () => {
    const port = standIn.port;
    await standIn.close();
    const issued = await issue(await draft('Reintento'));
    verdicts.set(issued.cdc, { estado: 'Rechazado', code: '1305', message: 'RUC del receptor inexistente' });
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    let row = await docRow(issued.id);
    expect(row).toMatchObject({ status: 'pending', sifen_status: 'pendiente' });
    expect(Number(row.attempts)).toBe(1);
    expect(String(row.last_error)).toMatch(/^No se pudo comunicar con SIFEN: /);
    expect(Number(row.sent_at_ms)).toBeGreaterThan(0);

    standIn = await startStandIn(port);
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    // The earlier try may have gone out: SIFEN is asked about the CDC before sending it again.
    expect(standIn.requests[0]).toBe('/de/ws/consultas/consulta.wsdl');
    expect(standIn.lotes.map((l) => l.cdcs).flat()).toEqual([issued.cdc]);
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    row = await docRow(issued.id);
    expect(row).toMatchObject({ status: 'done', sifen_status: 'rechazado', sifen_code: '1305' });
    const inv = (await api(t, finanzas.token).get(`/api/invoices/${issued.id}`)).body;
    expect(inv).toMatchObject({ sifen_status: 'rechazado', sifen_message: '1305 — RUC del receptor inexistente' });
    const audit = (await t.ds.query("SELECT description FROM audit_events WHERE entity = 'invoice' AND entity_id = ? AND action = 'sifen_result'", [issued.id])) as Array<{ description: string }>;
    expect(audit[0].description).toContain('Rechazado');
  });

  test('a client without the trusted certificate does not get through the TLS handshake', async () => {
    const other = await startSifenStandIn({ serverKeyPem: serverCert.keyPem, serverCertPem: serverCert.certPem, trustedClientCertPem: stranger.certPem });
    const { request } = await import('node:https');
    const outcome = await new Promise<string>((resolve) => {
      const req = request(`${other.url}/de/ws/async/recibe-lote.wsdl`, { method: 'POST', key: office.keyPem, cert: office.certPem, ca: serverCert.certPem }, (res) => resolve(`status ${res.statusCode}`));
      req.on('error', (e) => resolve(`error ${e.message}`));
      req.end('<x/>');
    });
    await other.close();
    expect(outcome).toMatch(/^error /);
  });

  test('stopping the sender while a batch is on the wire loses nothing: the answer is written, the CDC is not sent twice', async () => {
    const issued = await issue(await draft('Parada'));
    const port = standIn.port;
    await standIn.close();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let arrived: () => void = () => undefined;
    const onWire = new Promise<void>((r) => (arrived = r));
    standIn = await startStandIn(port, {
      onLote: async () => {
        arrived();
        await held;
      },
    });
    await dueNow();
    t.services.sifen.outbox.start();
    await onWire;
    // SIGTERM's path (server-process.ts): stop the sender, which waits for the round in flight, then close.
    const stopping = t.services.sifen.stopDispatcher();
    release();
    await stopping;
    const row = await docRow(issued.id);
    expect(row.lote_protocol).toMatch(/^\d+$/);
    expect(row.status).toBe('pending');
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    expect((await docRow(issued.id)).sifen_status).toBe('aprobado');
    expect(standIn.lotes.flatMap((l) => l.cdcs).filter((c) => c === issued.cdc)).toHaveLength(1);
  });
});

describe('cancelling an electronic invoice', () => {
  test('a DE still waiting for SIFEN cannot be cancelled; an approved one is cancelled by the signed event, sent once', async () => {
    const f = api(t, finanzas.token);
    const issued = await issue(await draft('Cancelar'));
    const early = await f.post(`/api/invoices/${issued.id}/cancel`, { reason: 'Error en el precio' });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/^La factura electrónica todavía espera el veredicto de SIFEN/);
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    expect((await docRow(issued.id)).sifen_status).toBe('aprobado');

    const cancel = await f.post(`/api/invoices/${issued.id}/cancel`, { reason: 'Error en el precio' });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'anulada', sifen_status: 'aprobado', sifen_message: 'Cancelación enviada a SIFEN: pendiente de aprobación.' });
    const events = standIn.events.length;
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    expect(standIn.events.slice(events)).toEqual([{ cdc: issued.cdc, clientCn: 'EMPRESA DE PRUEBA S.A.', ok: true }]);
    const after = (await f.get(`/api/invoices/${issued.id}`)).body;
    expect(after).toMatchObject({ status: 'anulada', sifen_status: 'cancelado', sifen_message: '0600 — Evento registrado correctamente' });
    await dueNow();
    await t.services.sifen.outbox.runOnce();
    expect(standIn.events.length).toBe(events + 1);
  });
});

describe('the electronic credit note (DE tipo 5)', () => {
  const NC_POINT = { timbrado: '12558946', validFrom: '2026-01-01', validTo: '2099-12-31', establishment: '001', point: '004', nextNumber: 1 };
  const approve = async () => {
    for (let i = 0; i < 2; i++) {
      await dueNow();
      await t.services.sifen.outbox.runOnce();
    }
  };
  const noteRow = async (noteId: number) =>
    ((await t.ds.query("SELECT status, sifen_status, sifen_message, security_code, cdc, invoice_id FROM sifen_documents WHERE credit_note_id = ? AND kind = 'nota_credito'", [noteId])) as Array<Record<string, unknown>>)[0];

  test('a credit note of an invoice SIFEN has not approved yet is refused and keeps its number unused', async () => {
    await t.services.fiscal.update(await adminActor(), unit, { points: { nota_credito: NC_POINT } });
    const f = api(t, finanzas.token);
    const issued = await issue(await draft('NC pendiente'));
    const note = await f.post(`/api/invoices/${issued.id}/credit-notes`, { amount: 20000, reason: 'Descuento' });
    expect(note.status).toBe(201);
    const r = await f.post(`/api/credit-notes/${note.body.id}/issue`);
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(/^La factura todavía espera el veredicto de SIFEN/);
    expect((await f.get(`/api/credit-notes/${note.body.id}`)).body).toMatchObject({ status: 'borrador', number: null });
    expect(await noteRow(note.body.id)).toBeUndefined();
    await approve();
  });

  test('is built with the invoice CDC as associated document, signed, with its QR and KuDE, and sent once', async () => {
    const f = api(t, finanzas.token);
    const invoice = await issue(await draft('NC'));
    await approve();
    expect((await docRow(invoice.id)).sifen_status).toBe('aprobado');
    const flete = ((await f.get(`/api/invoices/${invoice.id}`)).body.lines as Array<{ id: number; description: string }>).find((l) => l.description === 'Flete aéreo')!;
    const draftNote = await f.post(`/api/invoices/${invoice.id}/credit-notes`, { lines: [{ invoice_line_id: flete.id, amount: 110000 }], reason: 'Ajuste de precio del flete' });
    expect(draftNote.status).toBe(201);
    const issuedNote = await f.post(`/api/credit-notes/${draftNote.body.id}/issue`);
    expect(issuedNote.status).toBe(200);
    const row = await noteRow(draftNote.body.id);
    expect(row).toMatchObject({ status: 'pending', sifen_status: 'pendiente', invoice_id: invoice.id });
    const cdc = String(row.cdc);
    expect(isCdc(cdc)).toBe(true);
    expect(cdc.slice(0, 2)).toBe('05');
    expect(cdc.slice(11, 24)).toBe(`001004${String(issuedNote.body.number).slice(-7)}`);
    expect(cdc.slice(34, 43)).toBe(row.security_code);
    // The invoice keeps its own DE's state.
    expect((await f.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'emitida', cdc: invoice.cdc, sifen_status: 'aprobado' });

    const x = await f.get(`/api/credit-notes/${draftNote.body.id}/xml`);
    expect(x.status).toBe(200);
    expect(x.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parseXml(x.text)!;
    expect(el(doc, 'DE')!.getAttribute('Id')).toBe(cdc);
    expect(textOf(el(el(doc, 'gTimb'), 'iTiDE'))).toBe('5');
    expect(textOf(el(el(doc, 'gCamNCDE'), 'iMotEmi'))).toBe('1');
    const asoc = el(doc, 'gCamDEAsoc');
    expect(textOf(el(asoc, 'iTipDocAso'))).toBe('1');
    expect(textOf(el(asoc, 'dCdCDERef'))).toBe(invoice.cdc);
    // Before SIFEN's verdict, GraphQL says pendiente with no message yet.
    const pending = await gql(t, 'query($id:Int!){ creditNote(id:$id){ cdc sifenStatus sifenMessage } }', { id: draftNote.body.id }, finanzas.token);
    expect(pending.data!.creditNote).toEqual({ cdc, sifenStatus: 'pendiente', sifenMessage: null });
    const tot = el(doc, 'gTotSub');
    expect(Number(textOf(el(tot, 'dTotGralOpe')))).toBe(110_000);
    expect(Number(textOf(el(tot, 'dSub10')))).toBe(110_000);
    expect(Number(textOf(el(tot, 'dIVA10')))).toBe(10_000);
    expect(textOf(el(el(doc, 'gDatRec'), 'dNomRec'))).toBe('Cliente NC S.A.');
    expect(els(doc, 'gCamItem').map((i) => textOf(el(i, 'dDesProSer')))).toEqual(['Flete aéreo']);

    // The signature verifies with the certificate and fails after one byte changes.
    const sigXml = /<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*<\/Signature>/.exec(x.text)![0];
    const verify = (text: string) => {
      const sig = new SignedXml({ publicCert: office.publicKeyPem });
      sig.loadSignature(sigXml);
      try {
        return sig.checkSignature(text);
      } catch {
        return false;
      }
    };
    expect(verify(x.text)).toBe(true);
    const at = x.text.indexOf('Cliente NC S.A.');
    expect(verify(`${x.text.slice(0, at)}D${x.text.slice(at + 1)}`)).toBe(false);

    // The QR carries the CDC and is the library's own value.
    const qr = textOf(el(doc, 'dCarQR'));
    expect(new URLSearchParams(qr.split('?')[1]).get('Id')).toBe(cdc);
    const libXml = (await qrgen.generateQR(x.text.replace(/<gCamFuFD>[\s\S]*<\/gCamFuFD>/, ''), '0001', CSC, 'test')) as string;
    expect(/<dCarQR>([^<]+)<\/dCarQR>/.exec(libXml)![1].replace(/&amp;/g, '&')).toBe(qr);

    // KuDE.
    const k = await f
      .get(`/api/credit-notes/${draftNote.body.id}/kude`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(k.status).toBe(200);
    expect(k.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'kude-nc-'));
    writeFileSync(join(dir, 'kude.pdf'), k.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'kude.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('KuDE de Nota de Crédito Electrónica');
    expect(text).toMatch(/NOTA DE CRÉDITO\s+ELECTRÓNICA/);
    expect(text).toContain(cdc.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(text).toContain(String(invoice.number));
    // The documento asociado: the affected invoice's CDC, as the DE names it (gCamDEAsoc).
    expect(text).toContain(`Documento asociado: Factura Electrónica N° ${invoice.number}`);
    expect(text).toMatch(new RegExp(`CDC del documento asociado:\\s+${invoice.cdc.replace(/(\d{4})(?=\d)/g, '$1 ')}`));
    if (process.env.SIFEN_KUDE_NC_OUT) writeFileSync(process.env.SIFEN_KUDE_NC_OUT, k.body as Buffer);

    // Sent through the outbox: the stand-in receives it once, with the office's certificate, and it is approved.
    const before = standIn.lotes.length;
    await approve();
    const got = standIn.lotes.slice(before);
    expect(got.flatMap((l) => l.cdcs)).toEqual([cdc]);
    expect(got[0].clientCn).toBe('EMPRESA DE PRUEBA S.A.');
    expect(got[0].xml).toContain(`<dCdCDERef>${invoice.cdc}</dCdCDERef>`);
    expect(await noteRow(draftNote.body.id)).toMatchObject({ status: 'done', sifen_status: 'aprobado', sifen_message: '0260 — Autorización del DE satisfactoria' });
    // GraphQL answers the note's DE with the invoice's names: on the note and inside its invoice.
    const NOTE_Q = 'query($id:Int!,$inv:Int!){ creditNote(id:$id){ id cdc sifenStatus sifenMessage } invoice(id:$inv){ cdc creditNotes { id cdc sifenStatus sifenMessage } } }';
    const g = await gql(t, NOTE_Q, { id: draftNote.body.id, inv: invoice.id }, finanzas.token);
    expect(g.errors).toBeUndefined();
    const answer = { id: draftNote.body.id, cdc, sifenStatus: 'aprobado', sifenMessage: '0260 — Autorización del DE satisfactoria' };
    expect(g.data!.creditNote).toEqual(answer);
    expect(g.data!.invoice.cdc).toBe(invoice.cdc);
    expect(g.data!.invoice.creditNotes).toEqual([answer]);
    await approve();
    expect(standIn.lotes.flatMap((l) => l.cdcs).filter((c) => c === cdc)).toHaveLength(1);
    const audit = (await t.ds.query("SELECT action FROM audit_events WHERE entity = 'credit_note' AND entity_id = ? ORDER BY id", [draftNote.body.id])) as Array<{ action: string }>;
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['issue', 'sifen_queue', 'sifen_result']));
  });

  test('a credit note that leaves nothing to pay cancels the invoice without a second SIFEN cancellation event', async () => {
    const f = api(t, finanzas.token);
    const invoice = await issue(await draft('NC total'));
    await approve();
    const note = await f.post(`/api/invoices/${invoice.id}/credit-notes`, { percentage: 100, reason: 'Operación sin efecto' });
    expect(note.status).toBe(201);
    const events = standIn.events.length;
    expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    await approve();
    expect(standIn.events.length).toBe(events);
    expect(await noteRow(note.body.id)).toMatchObject({ sifen_status: 'aprobado' });
    expect((await f.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'anulada', sifen_status: 'aprobado' });
  });

  test('a printed invoice of before the switch is named by timbrado and number; a printed note has no DE (404)', async () => {
    const f = api(t, finanzas.token);
    expect((await f.put(`/api/business-units/${unit}/fiscal`, { mode: 'autoimpresor' })).status).toBe(200);
    const printed = await issue(await draft('NC impresa'));
    const printedNote = await f.post(`/api/invoices/${printed.id}/credit-notes`, { amount: 20000, reason: 'Descuento' });
    expect((await f.post(`/api/credit-notes/${printedNote.body.id}/issue`)).status).toBe(200);
    expect((await f.get(`/api/credit-notes/${printedNote.body.id}/xml`)).status).toBe(404);
    expect((await f.get(`/api/credit-notes/${printedNote.body.id}/kude`)).status).toBe(404);
    // A printed note has no DE: GraphQL answers null, like an autoimpresor invoice.
    const printedG = await gql(t, 'query($id:Int!){ creditNote(id:$id){ cdc sifenStatus sifenMessage } }', { id: printedNote.body.id }, finanzas.token);
    expect(printedG.data!.creditNote).toEqual({ cdc: null, sifenStatus: null, sifenMessage: null });
    expect((await f.get('/api/credit-notes/99999999/xml')).status).toBe(404);

    expect((await f.put(`/api/business-units/${unit}/fiscal`, { mode: 'electronico' })).status).toBe(200);
    const note = await f.post(`/api/invoices/${printed.id}/credit-notes`, { amount: 20000, reason: 'Descuento' });
    expect((await f.post(`/api/credit-notes/${note.body.id}/issue`)).status).toBe(200);
    const doc = parseXml((await f.get(`/api/credit-notes/${note.body.id}/xml`)).text)!;
    const asoc = el(doc, 'gCamDEAsoc');
    expect(textOf(el(asoc, 'iTipDocAso'))).toBe('2');
    expect(textOf(el(asoc, 'dNTimDI'))).toBe(POINT.timbrado);
    expect(`${textOf(el(asoc, 'dEstDocAso'))}-${textOf(el(asoc, 'dPExpDocAso'))}-${textOf(el(asoc, 'dNumDocAso'))}`).toBe(printed.number);
    // Its KuDE names the printed invoice by number and timbrado (it has no CDC).
    const k = await f
      .get(`/api/credit-notes/${note.body.id}/kude`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(k.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'kude-nc-impresa-'));
    writeFileSync(join(dir, 'kude.pdf'), k.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'kude.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(`Documento asociado: Factura impresa N° ${printed.number} · Timbrado ${POINT.timbrado}`);
    await approve();
    expect(await noteRow(note.body.id)).toMatchObject({ sifen_status: 'aprobado' });
  });
});

describe('secrets', () => {
  test('the certificate, its password and the CSC never appear in an answer, a log line or the audit log', async () => {
    const audit = JSON.stringify(await t.ds.query('SELECT * FROM audit_events'));
    const logs = logged.join('\n');
    const b64 = office.p12.toString('base64');
    for (const text of [audit, logs]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(CSC);
      expect(text).not.toContain(b64.slice(0, 40));
      expect(text).not.toContain(office.keyPem.split('\n')[1]);
    }
    expect(audit).toContain('(cargado');
    const exported = await api(t, admin).get('/api/audit-events?limit=200');
    expect(JSON.stringify(exported.body)).not.toContain(PASSWORD);
  });
});
