import type { ChildProcess } from 'node:child_process';
import type { Actor } from '../../core/auth/actor';
import { adminToken } from '../../../test/factories';
import { api } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sharedDatabase, startWorkerProcess } from '../../../test/worker-process';

/**
 * Today's portfolio is kept per data version in each server process: a write in another process (an invoice
 * issued there) bumps the version in its transaction, in the database, so this process' next read is the new answer.
 */
describe("today's portfolio across two processes over one database", () => {
  let t: TestApp;
  let db: { url: string; drop(): Promise<void> };
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The app drops it (and its folder) when it closes.
    db = await sharedDatabase('crm-portfolio-');
    t = await createTestApp({}, { database: db });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.close();
  });

  test('an invoice issued in another process is in the next portfolio read here, on both APIs', async () => {
    const [u] = (await t.ds.query("SELECT id, name, email, role FROM users WHERE role = 'admin' ORDER BY id LIMIT 1")) as Actor[];
    const [bu] = (await t.ds.query("SELECT id FROM business_units WHERE key_slug = 'industrial-rayflex'")) as Array<{ id: number }>;
    const unit = Number(bu.id);
    await t.services.fiscal.update({ ...u, id: Number(u.id) }, unit, { points: { factura: { timbrado: '87654321', validFrom: '2020-01-01', validTo: '2099-12-31', establishment: '001', point: '005', nextNumber: 1 } } });
    const token = await adminToken(t);
    const a = api(t, token);
    const { pipeline, stages } = await seededPipeline(t);
    const deal = await a.post('/api/deals', { pipeline_id: pipeline.id, stage_id: stages[0].id, title: 'Cartera de dos procesos', business_unit_id: unit, organization: { name: 'Cliente de dos procesos' } });
    const org = (await a.get(`/api/deals/${deal.body.id}`)).body.deal.org_id as number;
    const draft = (await a.post(`/api/deals/${deal.body.id}/invoices`, { source: 'lines', currency: 'USD', exchange_rate: 7300, condition: 'credito', lines: [{ description: 'Servicio', quantity: 1, unit_price: 40, iva: '10' }] })).body.id as number;
    const query = '{ collectionsPortfolio { clients { refId total } } }';
    const gqlClients = async () => {
      const r = await a.post('/graphql', { query });
      return (r.body.data.collectionsPortfolio.clients as Array<{ refId: number; total: number }>).filter((c) => c.refId === org);
    };
    const restClients = async () => ((await a.get('/api/collections/portfolio')).body.clients as Array<{ id: number; total: number }>).filter((c) => c.id === org);
    // Read twice here: the second is the kept answer.
    for (let i = 0; i < 2; i++) {
      expect(await restClients()).toEqual([]);
      expect(await gqlClients()).toEqual([]);
    }
    const worker = await startWorkerProcess<string[]>('invoice-issuer.ts', { DATABASE_URL: db.url, INVOICE_IDS: String(draft) });
    children.push(worker.child);
    expect(await worker.go()).toEqual(['001-005-0000001']);
    expect(await restClients()).toMatchObject([{ id: org, total: 40 }]);
    expect(await gqlClients()).toMatchObject([{ refId: org, total: 40 }]);
  }, 120_000);
});
