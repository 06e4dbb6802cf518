import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeCertificate } from '../../server/test/sifen-certs';
import { startSifenStandIn } from '../../server/test/sifen-stand-in';
import { ADMIN, launch, screenshot, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * An electronic credit note in Chromium as finanzas, against a server of its own wired to the SIFEN stand-in on
 * loopback HTTPS (mutual TLS with the unit's certificate, made here): the invoice's DE is approved by the stand-in,
 * finanzas issues a credit note from the invoice screen, sees its CDC and SIFEN's verdict with its code and
 * message, opens its KuDE in the frame (looked at, and drawn to PNG: it names the affected invoice's CDC as
 * documento asociado) and downloads its signed XML.
 */
jest.setTimeout(180_000);

const PASSWORD = 'clave-e2e-sifen-nc';
const FINANZAS = { email: 'finanzas-sifen-nc@e2e.local', password: 'Finanzas-e2e-123' };
const spaced = (cdc: string) => cdc.replace(/(\d{4})(?=\d)/g, '$1 ');

let server: OwnServer;
let standIn: Awaited<ReturnType<typeof startSifenStandIn>>;
let browser: Browser;
let token: string;

async function api<T = any>(method: string, path: string, body?: object, as: string = token): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer ${as}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T & { errors?: Array<{ message: string }> };
  if (!res.ok || json.errors) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function page(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-PY', viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

/** Waits for the outbox of the server to bring SIFEN's verdict (the stand-in approves every DE). */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`SIFEN no respondió a tiempo: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  const office = makeCertificate('CARGO ELECTRONICA S.A.', PASSWORD);
  const serverCert = makeCertificate('sifen-test.local', 'x', { serverFor127: true });
  standIn = await startSifenStandIn({ serverKeyPem: serverCert.keyPem, serverCertPem: serverCert.certPem, trustedClientCertPem: office.certPem });
  const dir = mkdtempSync(join(tmpdir(), 'sifen-nc-e2e-'));
  writeFileSync(join(dir, 'ca.pem'), serverCert.certPem);
  server = await startOwnServer({
    name: 'sifen-nc',
    env: { SIFEN_BASE_URL: standIn.url, SIFEN_CA_FILE: join(dir, 'ca.pem'), SIFEN_POLL_MS: '200', SIFEN_CONSULT_MS: '1', SIFEN_RETRY_BASE_MS: '200' },
  });
  browser = await launch();
  token = (await api<{ token: string }>('POST', '/api/auth/login', ADMIN, '')).token;
  await api('POST', '/graphql', { query: 'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', variables: { i: { name: 'Nora Notas', email: FINANZAS.email, role: 'finanzas', password: FINANZAS.password } } });
  const units = (await api<{ data: { businessUnits: Array<{ id: number; keySlug: string }> } }>('POST', '/graphql', { query: '{ businessUnits { id keySlug } }' })).data.businessUnits;
  const unit = units.find((u) => u.keySlug === 'atm-cargo')!.id;
  await api('PUT', `/api/business-units/${unit}/fiscal`, {
    issuer_name: 'CARGO ELECTRONICA S.A.',
    ruc: '80069563-1',
    address: 'Av. Mcal. López 1234, Asunción',
    phone: '+595 21 600 000',
    activities: 'Agencia de carga internacional',
    timbrado: '12558946',
    timbrado_from: '2026-01-01',
    timbrado_to: '2099-12-31',
    establishment: '001',
    point: '003',
    credit_note: { timbrado: '12558946', timbrado_from: '2026-01-01', timbrado_to: '2099-12-31', establishment: '001', point: '013' },
    sifen: { taxpayer_type: 2, regime_type: 8, activity_code: '52291', city_code: 1, email: 'facturas@cargo.example' },
    mode: 'electronico',
    sifen_env: 'test',
    certificate_p12_base64: office.p12.toString('base64'),
    certificate_password: PASSWORD,
    csc_id: '1',
    csc: 'ABCD0000000000000000000000000000',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

test("finanzas issues a credit note of an approved electronic invoice, sees its CDC and SIFEN's verdict, opens its KuDE and downloads its XML", async () => {
  const pipelines = await api<Array<{ id: number }>>('GET', '/api/pipelines');
  const stages = await api<Array<{ id: number }>>('GET', `/api/pipelines/${pipelines[0].id}/stages`);
  const units = (await api<{ data: { businessUnits: Array<{ id: number; keySlug: string }> } }>('POST', '/graphql', { query: '{ businessUnits { id keySlug } }' })).data.businessUnits;
  const deal = await api<{ id: number }>('POST', '/api/deals', {
    title: 'Importación de repuestos',
    pipeline_id: pipelines[0].id,
    stage_id: stages[0].id,
    business_unit_id: units.find((u) => u.keySlug === 'atm-cargo')!.id,
    organization: { name: 'Repuestos del Este S.A.' },
  });
  const org = (await api<{ deal: { org_id: number } }>('GET', `/api/deals/${deal.id}`)).deal.org_id;
  await api('PATCH', `/api/organizations/${org}`, { ruc: '80098765-4', address: 'Av. Artigas 1500, Asunción' });
  const draft = await api<{ id: number }>('POST', `/api/deals/${deal.id}/invoices`, {
    source: 'lines',
    currency: 'PYG',
    condition: 'contado',
    lines: [
      { description: 'Flete internacional', quantity: 1, unit_price: 1_100_000, iva: '10' },
      { description: 'Despacho', quantity: 1, unit_price: 220_000, iva: '10' },
    ],
  });
  const invoice = await api<{ id: number; number: string; cdc: string }>('POST', `/api/invoices/${draft.id}/issue`);
  expect(invoice.cdc).toMatch(/^01\d{42}$/);
  // The stand-in approves the invoice's DE through the server's own outbox.
  await until(() => api<{ sifen_status: string }>('GET', `/api/invoices/${invoice.id}`), (i) => i.sifen_status === 'aprobado');
  const note = await api<{ id: number }>('POST', `/api/invoices/${invoice.id}/credit-notes`, { amount: 220_000, reason: 'Despacho no realizado' });

  const { context, page: p } = await page();
  await p.goto(`/invoices/${invoice.id}`);
  await p.waitForURL(/\/login/);
  await signIn(p, FINANZAS.email, FINANZAS.password);
  await p.getByRole('heading', { name: `Factura ${invoice.number}` }).waitFor();
  await p.getByRole('button', { name: 'Emitir nota' }).click();
  await p.getByRole('dialog', { name: '¿Emitir la nota de crédito?' }).getByRole('button', { name: 'Emitir' }).click();
  const issued = await p.getByText(/^Nota de crédito emitida: 001-013-\d{7}$/).innerText();
  const noteNumber = issued.replace('Nota de crédito emitida: ', '');
  const row = p.getByRole('table', { name: 'Notas de crédito' }).getByRole('row', { name: new RegExp(noteNumber) });
  await row.getByText(/SIFEN: /).waitFor();

  // SIFEN's verdict arrives through the outbox; the screen shows it once reloaded.
  await until(
    async () => (await api<{ data: { creditNote: { sifenStatus: string | null } } }>('POST', '/graphql', { query: `{ creditNote(id: ${note.id}) { sifenStatus } }` })).data.creditNote.sifenStatus,
    (s) => s === 'aprobado',
  );
  await p.reload();
  await row.getByText('Emitida · SIFEN: Aprobado').waitFor();
  await row.getByRole('button', { name: `Ver el PDF de la nota ${noteNumber}` }).click();
  const panel = p.getByRole('region', { name: 'Nota de crédito electrónica (SIFEN)' });
  const cdc = (await panel.getByTestId('sifen-nc-cdc').innerText()).replace(/\s/g, '');
  expect(cdc).toMatch(/^05\d{42}$/);
  await panel.getByText('Aprobado', { exact: true }).waitFor();
  await panel.getByText('0260 — Autorización del DE satisfactoria').waitFor();

  await panel.getByRole('button', { name: 'Ver KuDE' }).click();
  await p.frameLocator(`iframe[title="KuDE de la nota de crédito ${noteNumber}"]`).locator('body').waitFor();
  await p.getByRole('heading', { name: `KuDE de la nota de crédito ${noteNumber}` }).waitFor();
  await screenshot(p, 'sifen-credit-note-kude');

  const download = p.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar XML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`de-nc-${cdc}.xml`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const xmlPath = join(SCREENSHOTS, 'sifen-credit-note-de.xml');
  await file.saveAs(xmlPath);
  const xml = readFileSync(xmlPath, 'utf8');
  expect(xml).toContain(`<DE Id="${cdc}">`);
  expect(xml).toContain(`<dCdCDERef>${invoice.cdc}</dCdCDERef>`);
  expect(xml).toContain('<SignatureValue>');

  // The KuDE as the server sends it, drawn to PNG to be looked at: the note's CDC and the affected invoice's.
  const finanzas = (await api<{ token: string }>('POST', '/api/auth/login', FINANZAS, '')).token;
  const kude = await fetch(`${server.baseUrl}/api/credit-notes/${note.id}/kude`, { headers: { Authorization: `Bearer ${finanzas}` } });
  expect(kude.status).toBe(200);
  const pdfPath = join(SCREENSHOTS, 'sifen-credit-note-kude.pdf');
  writeFileSync(pdfPath, Buffer.from(await kude.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, join(SCREENSHOTS, 'sifen-credit-note-kude-pdf')]);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString().replace(/[ \t]+/g, ' ');
  expect(text).toContain('KuDE de Nota de Crédito Electrónica');
  expect(text).toContain(spaced(cdc));
  expect(text).toContain(`Documento asociado: Factura Electrónica N° ${invoice.number}`);
  expect(text).toMatch(new RegExp(`CDC del documento asociado:\\s+${spaced(invoice.cdc)}`));
  await context.close();
});
