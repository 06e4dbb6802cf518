import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { pngDataUrl } from '../../../test/png';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';

/**
 * Each business unit's PDFs carry its own letterhead: the quote of an industrial unit with a logo and a legal
 * name prints them instead of the cargo banner; a unit without a letterhead of its own keeps the banner. The
 * client's quote PDF reads the same letterhead through GraphQL (businessUnitLetterhead).
 */
let t: TestApp;
let admin: string;
const units: Record<string, number> = {};

// pdfimages lists it as 3x2.
const PNG = pngDataUrl(3, 2);

function binary(res: NodeJS.ReadableStream & { setEncoding(e: string): void }, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

function poppler(tool: 'pdftotext' | 'pdfimages', pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fiscal-pdf-')), 'q.pdf');
  writeFileSync(file, pdf);
  return tool === 'pdftotext' ? execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ') : execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
}

const images = (pdf: Buffer) =>
  poppler('pdfimages', pdf)
    .trim()
    .split('\n')
    .slice(2)
    .map((l) => l.trim().split(/\s+/).slice(3, 5).join('x'));

async function dealWithQuote(businessUnitId: number): Promise<number> {
  const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  const res = await t.ds.getRepository(DealEntity).insert({ title: 'Venta de pisos', pipelineId: stage.pipelineId, stageId: stage.id, businessUnitId });
  const id = Number(res.identifiers[0].id);
  const saved = await api(t, admin).post(`/api/deals/${id}/quotes`, { cliente: 'Cliente Industrial SA', items: [{ servicio: 'Piso industrial', cantidad: 1, precio: 150, moneda: 'USD' }] });
  expect(saved.status).toBe(201);
  return id;
}

async function quotePdf(dealId: number): Promise<Buffer> {
  const res = await api(t, admin).get(`/api/deals/${dealId}/quote.pdf`).buffer(true).parse(binary as never);
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  for (const u of (await api(t, admin).get('/api/business-units')).body as Array<{ id: number; key_slug: string }>) units[u.key_slug] = u.id;
  const put = await api(t, admin).put(`/api/business-units/${units['industrial-boplan']}/fiscal`, {
    issuer_name: 'Boplan Paraguay S.A.',
    ruc: '80069563-1',
    address: 'Av. Artigas 2000, Asunción',
    phone: '021 444 444',
    letterhead_lines: 'www.boplan.com.py',
    logo: PNG,
  });
  expect(put.status).toBe(200);
});
afterAll(() => t.close());

test("an industrial unit's quote prints its logo and issuer block, not the cargo banner", async () => {
  const pdf = await quotePdf(await dealWithQuote(units['industrial-boplan']));
  const text = poppler('pdftotext', pdf);
  for (const s of ['Boplan Paraguay S.A.', 'RUC 80069563-1', 'Av. Artigas 2000, Asunción', 'Tel. 021 444 444', 'www.boplan.com.py', 'Piso industrial']) expect(text).toContain(s);
  expect(images(pdf)).toEqual(['3x2']);
});

test('a unit without a letterhead of its own keeps the house banner', async () => {
  const pdf = await quotePdf(await dealWithQuote(units['industrial-rayflex']));
  expect(images(pdf)).toEqual(['1200x160']);
  expect(poppler('pdftotext', pdf)).not.toContain('Boplan');
});

test('GraphQL businessUnitLetterhead: the same letterhead for the browser’s PDF; null without one', async () => {
  const q = 'query($id: Int!) { businessUnitLetterhead(businessUnitId: $id) { logo issuerName ruc address phone lines } }';
  const own = await gql(t, q, { id: units['industrial-boplan'] }, admin);
  expect(own.errors).toBeUndefined();
  expect(own.data!.businessUnitLetterhead).toEqual({ logo: PNG, issuerName: 'Boplan Paraguay S.A.', ruc: '80069563-1', address: 'Av. Artigas 2000, Asunción', phone: '021 444 444', lines: ['www.boplan.com.py'] });
  const none = await gql(t, q, { id: units['industrial-rayflex'] }, admin);
  expect(none.data!.businessUnitLetterhead).toBeNull();
});

test("the status report of a unit's operation carries the unit's letterhead; a unit without one, none", async () => {
  const pdfOf = async (businessUnitId: number) => {
    const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
    const res = await t.ds.getRepository(DealEntity).insert({ title: 'Pisos en tránsito', pipelineId: stage.pipelineId, stageId: stage.id, businessUnitId });
    const pdf = await api(t, admin).get(`/api/deals/${Number(res.identifiers[0].id)}/status-report`).buffer(true).parse(binary as never);
    expect(pdf.status).toBe(200);
    return pdf.body as Buffer;
  };
  const own = await pdfOf(units['industrial-boplan']);
  const text = poppler('pdftotext', own);
  for (const s of ['Boplan Paraguay S.A.', 'RUC 80069563-1', 'STATUS DE EMBARQUE']) expect(text).toContain(s);
  expect(images(own)).toEqual(['3x2']);
  const plain = await pdfOf(units['industrial-rayflex']);
  expect(poppler('pdftotext', plain)).not.toContain('Boplan');
  expect(images(plain)).toEqual([]);
});
