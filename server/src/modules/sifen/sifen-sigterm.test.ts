import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCertificate, type TestCertificate } from '../../../test/sifen-certs';
import { startSifenStandIn } from '../../../test/sifen-stand-in';
import { freePort, spawnServer, type SpawnedServer } from '../../../test/spawn-server';
import { provisionMigratedForProcesses } from '../../../test/db-template';
import { eventually } from '../../../test/webhook-receiver';

/**
 * SIGTERM while a DE is on the wire to SIFEN, against the real main.ts in its own process and the SIFEN stand-in
 * on loopback HTTPS. (1) The answer arrives while the server shuts down: the shutdown waits for the round in
 * flight, the batch's protocol is written, and the next server only asks for the verdict. (2) The answer never
 * arrives before the process is gone: the row keeps "sent" without a protocol, and the next server asks SIFEN
 * about the CDC first and takes its verdict. Either way the invoice ends approved and the CDC reached SIFEN once.
 */
const ADMIN = { email: 'admin@sifen-sigterm.local', password: 'Admin-sifen-1' };
const PASSWORD = 'clave-del-certificado-sigterm';
const CSC = 'ABCD0000000000000000000000000000';

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let office: TestCertificate;
let serverCert: TestCertificate;
let caFile: string;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-sifen-sigterm-'));
  db = await provisionMigratedForProcesses(dataDir);
  office = makeCertificate('EMPRESA DE PRUEBA S.A.', PASSWORD);
  serverCert = makeCertificate('sifen-test.local', 'x', { serverFor127: true });
  caFile = join(dataDir, 'ca.pem');
  writeFileSync(caFile, serverCert.certPem);
}, 60_000);

async function stop(s: SpawnedServer): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

afterAll(async () => {
  for (const s of servers) await stop(s);
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const env = (standInUrl: string) => ({
  // A single process serves itself (no bounded re-exec, main.ts): the SIGTERM reaches the process that sends.
  SERVER_HEAP_MB: '0',
  SIFEN_BASE_URL: standInUrl,
  SIFEN_CA_FILE: caFile,
  SIFEN_POLL_MS: '100',
  SIFEN_CONSULT_MS: '100',
  SIFEN_RETRY_BASE_MS: '100',
  SHUTDOWN_TIMEOUT_MS: '1000',
  // Longer than the shutdown's deadline (1 s + 2 s): in case (2) the process is gone while the request still
  // waits. It also sets the lease of a row being sent (3 × 5 s + 5 s): the next server takes the dead
  // process's row once that lease has run out.
  SIFEN_TIMEOUT_MS: '5000',
});

async function start(standInUrl: string, processes = 1): Promise<{ server: SpawnedServer; base: string; token: string }> {
  const server = await spawnServer({ processes, dataDir, databaseUrl: db.url, admin: ADMIN, env: env(standInUrl) });
  servers.push(server);
  const base = `http://127.0.0.1:${server.port}`;
  const login = await call(base, 'POST', '/api/auth/login', null, ADMIN);
  expect(login.status).toBe(200);
  return { server, base, token: login.body.token as string };
}

let configured = false;
let nextNumber = 1;

/** An electronic unit (first time only) and one issued invoice; answers the invoice's id and CDC. */
async function issueElectronic(base: string, token: string, title: string): Promise<{ id: number; cdc: string }> {
  const units = await call(base, 'GET', '/api/business-units', token);
  const unit = units.body[0].id as number;
  if (!configured) {
    const put = await call(base, 'PUT', `/api/business-units/${unit}/fiscal`, token, {
      issuer_name: 'Empresa de Prueba S.A.',
      ruc: '80069563-1',
      address: 'Calle Palma 123',
      phone: '021 000 000',
      activities: 'Transporte de carga internacional',
      timbrado: '12558946',
      timbrado_from: '2026-01-01',
      timbrado_to: '2099-12-31',
      establishment: '001',
      point: '003',
      next_number: nextNumber,
      mode: 'electronico',
      sifen_env: 'test',
      certificate_p12_base64: office.p12.toString('base64'),
      certificate_password: PASSWORD,
      csc_id: '1',
      csc: CSC,
      sifen: { taxpayer_type: 2, regime_type: 8, activity_code: '49231', city_code: 1, email: 'facturas@empresa.com.py' },
    });
    expect(put.status).toBe(200);
    configured = true;
  }
  const pipelines = await call(base, 'GET', '/api/pipelines', token);
  const stages = await call(base, 'GET', `/api/pipelines/${pipelines.body[0].id}/stages`, token);
  const deal = await call(base, 'POST', '/api/deals', token, { pipeline_id: pipelines.body[0].id, stage_id: stages.body[0].id, title, business_unit_id: unit, organization: { name: `Cliente ${title} S.A.` } });
  expect(deal.status).toBe(201);
  const org = (await call(base, 'GET', `/api/deals/${deal.body.id}`, token)).body.deal.org_id as number;
  expect((await call(base, 'PATCH', `/api/organizations/${org}`, token, { ruc: '80012345-6', address: 'Av. Mcal. López 123' })).status).toBe(200);
  const inv = await call(base, 'POST', `/api/deals/${deal.body.id}/invoices`, token, { source: 'lines', currency: 'PYG', condition: 'contado', lines: [{ description: 'Flete aéreo', quantity: 2, unit_price: 550000, iva: '10' }] });
  expect(inv.status).toBe(201);
  const issued = await call(base, 'POST', `/api/invoices/${inv.body.id}/issue`, token);
  expect(issued.status).toBe(200);
  expect(issued.body.cdc).toMatch(/^\d{44}$/);
  nextNumber++;
  return { id: issued.body.id as number, cdc: issued.body.cdc as string };
}

test.each([
  ['the answer arrives during the shutdown', true],
  ['the process is gone before the answer', false],
])('SIGTERM mid-send to SIFEN (%s): nothing lost, the CDC is sent once, the next server writes the verdict', async (_label, answerDuringShutdown) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  let arrived: () => void = () => undefined;
  const onWire = new Promise<void>((r) => (arrived = r));
  const port = await freePort();
  const base = { serverKeyPem: serverCert.keyPem, serverCertPem: serverCert.certPem, trustedClientCertPem: office.certPem, port };
  let standIn = await startSifenStandIn({
    ...base,
    onLote: async () => {
      arrived();
      await held;
    },
  });
  const first = await start(standIn.url);
  const invoice = await issueElectronic(first.base, first.token, answerDuringShutdown ? 'Corte con respuesta' : 'Corte sin respuesta');
  await onWire;
  const exited = new Promise<number | null>((r) => first.server.child.once('exit', (code) => r(code)));
  first.server.child.kill('SIGTERM');
  if (answerDuringShutdown) release();
  const code = await exited;
  // A clean exit when the round finished; the shutdown's own deadline (exit 1) when SIFEN never answered.
  expect(code).toBe(answerDuringShutdown ? 0 : 1);
  release();
  const lotes = [...standIn.lotes];
  expect(lotes.flatMap((l) => l.cdcs)).toEqual([invoice.cdc]);
  await standIn.close();

  standIn = await startSifenStandIn({ ...base, knownLotes: lotes });
  let second: Awaited<ReturnType<typeof start>> | null = null;
  try {
    second = await start(standIn.url);
    let last: unknown = null;
    const done = await eventually(async () => {
      const r = await call(second!.base, 'GET', `/api/invoices/${invoice.id}`, second!.token);
      last = r.body;
      return r.body.sifen_status === 'aprobado' ? r.body : null;
    }, 120_000).catch((e: unknown) => {
      // What the next server did and what SIFEN saw, to tell a slow machine from a lost row.
      const invoiceState = JSON.stringify(last && typeof last === 'object' ? Object.fromEntries(Object.entries(last).filter(([k]) => /sifen|cdc|status/.test(k))) : last);
      throw new Error(`${String(e)}\nfactura: ${invoiceState}\nSIFEN recibió: ${standIn.requests.join(', ') || 'nada'}\nsalida del servidor:\n${second!.server.output().slice(-4000)}`);
    });
    // (1) The protocol was written: the verdict comes from asking about the batch. (2) It was not: SIFEN is asked
    // about the CDC (consulta DE, 0422 "found") instead of receiving it a second time.
    expect(done).toMatchObject({ cdc: invoice.cdc, sifen_message: answerDuringShutdown ? '0260 — Autorización del DE satisfactoria' : '0422 — CDC encontrado' });
    // Not sent again: the stand-in after the restart received no batch.
    expect(standIn.lotes).toHaveLength(lotes.length);
    expect(standIn.lotes.flatMap((l) => l.cdcs).filter((c) => c === invoice.cdc)).toHaveLength(1);
    expect(standIn.requests).not.toContain('/de/ws/async/recibe-lote.wsdl');
  } finally {
    // Every server of the case stops with it: one left running polls the same database with the address of a
    // stand-in that is gone, takes the next case's row when its lease ends, fails, and pushes its retry back.
    if (second) await stop(second.server);
    await standIn.close();
  }
}, 300_000);
