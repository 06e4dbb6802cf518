/**
 * Private records stay private, also through deals. Operations are company records (everyone reads
 * them), but another user's private organization or contact does not exist for the reader (README
 * "Visibilidad"): on a deal linked to one, its id, name, details and budget come back null (GraphQL
 * `organization`/`contact` null), filtering by its id behaves like an unknown id (an empty list, as
 * today), and no search, board card, contact page, activity or follow-up shows it. Admins and the
 * owner still see everything.
 *
 * The walk below calls every read path (GraphQL and REST) as a second non-admin user and searches the
 * JSON text of every answer for the private records' unique values; the same walk as the owner and as
 * an admin must find them (so the walk does reach the linked records).
 */
import { OrganizationEntity } from '../organizations/organization.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeUser, type MadeUser } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { seededPipeline } from '../../../test/deals-fixtures';

let t: TestApp;
let admin: string;
let owner: MadeUser;
let other: MadeUser;
let viewer: MadeUser;
let pipelineId: number;
let stageId: number;

/** Values that exist only on the private organization and contact. */
const SECRET = {
  orgName: 'Zorzal Reservado QX7',
  razonSocial: 'Zorzal Razón QX7 S.A.',
  ruc: '80999111-7',
  orgEmail: 'zorzal-qx7@reservado.py',
  orgPhone: '0991 777 123',
  address: 'Calle Escondida QX7',
  profit: 987654.32,
  contactName: 'Ñandutí Oculta QX7',
  contactEmail: 'nanduti-qx7@oculto.py',
  contactPhone: '0982 555 777',
};
const NEEDLES = ['Zorzal', 'QX7', '80999111', '987654', 'nanduti', 'Ñandutí', '0991 777', '0982 555'];

const ids = { org: 0, contact: 0, visibleContact: 0, both: 0, orgOnly: 0, contactOnly: 0 };

const DEAL_FIELDS = `id reference title orgId orgName orgRuc orgAddress orgPhone orgEmail orgBudgetStatus orgBudgetProfitValue orgAdvisorName
  contactId contactName contactEmail contactPhone advisorName createdByName
  organization { id name razonSocial ruc email phone address budgetStatus budgetProfitValue advisor { name } }
  contact { id name email phone organization { id name } }
  customFields { key value } costSheet { orgId } files { id }`;
const CARD_FIELDS = 'id orgId orgName contactId contactName';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  owner = await makeUser(t, { role: 'venta', name: 'Olga Dueña' });
  other = await makeUser(t, { role: 'venta', name: 'Bruno Otro' });
  viewer = await makeUser(t, { role: 'viewer', name: 'Vera Lectora' });
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageId = p.stages[0].id;

  // Through the API, so the search index has them.
  const org = await api(t, owner.token).post('/api/organizations', {
    name: SECRET.orgName,
    razon_social: SECRET.razonSocial,
    ruc: SECRET.ruc,
    email: SECRET.orgEmail,
    phone: SECRET.orgPhone,
    address: SECRET.address,
    visibility: 'private',
    // The other user even advises it: advising gives no sight of a private record.
    advisor_user_id: other.user.id,
  });
  expect(org.status).toBe(201);
  ids.org = org.body.id;
  await t.ds.getRepository(OrganizationEntity).update({ id: ids.org }, { budgetStatus: 'confirmado', budgetProfitValue: SECRET.profit });
  const contact = await api(t, owner.token).post('/api/contacts', { name: SECRET.contactName, email: SECRET.contactEmail, phone: SECRET.contactPhone, visibility: 'private' });
  expect(contact.status).toBe(201);
  ids.contact = contact.body.id;
  const visible = await api(t, owner.token).post('/api/contacts', { name: 'Contacto Público', email: 'publico@empresa.py' });
  ids.visibleContact = visible.body.id;

  const deal = async (title: string, body: object) => {
    const res = await api(t, owner.token).post('/api/deals', { title, pipeline_id: pipelineId, stage_id: stageId, deal_advisor_user_id: owner.user.id, ...body });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  ids.both = await deal('Flete neutral uno', { org_id: ids.org, contact: { id: ids.contact } });
  ids.orgOnly = await deal('Flete neutral dos', { org_id: ids.org, contact: { id: ids.visibleContact } });
  ids.contactOnly = await deal('Flete neutral tres', { contact: { id: ids.contact } });

  // Activities and follow-ups around those deals.
  expect((await api(t, owner.token).post('/api/activities', { type: 'note', subject: 'Nota de la operación', deal_id: ids.both })).status).toBe(201);
  expect((await api(t, owner.token).post('/api/activities', { type: 'note', subject: 'Nota de la organización', deal_id: ids.both, org_id: ids.org })).status).toBe(201);
  expect((await api(t, owner.token).post('/api/followups/calls', { org_id: ids.org, contact_id: ids.contact, deal_id: ids.both, subject: 'Llamada' })).status).toBe(201);
  expect((await api(t, other.token).post('/api/followups/calls', { deal_id: ids.both, subject: 'Llamada propia' })).status).toBe(201);
});
afterAll(() => t.close());

interface Answer {
  path: string;
  status: number;
  body: unknown;
}

/** Every read path that shows a deal or what it links to, as `token`. */
async function walk(token: string): Promise<Answer[]> {
  const out: Answer[] = [];
  const g = async (path: string, query: string, variables?: Record<string, unknown>) => {
    const r = await gql(t, query, variables, token);
    out.push({ path: `graphql ${path}`, status: r.status, body: { data: r.data, errors: r.errors } });
    return r;
  };
  const rest = async (path: string) => {
    const r = await api(t, token).get(path);
    out.push({ path: `GET ${path}`, status: r.status, body: r.body });
    return r;
  };

  for (const id of [ids.both, ids.orgOnly, ids.contactOnly]) {
    await g(`deal ${id}`, `query($id: Int!) { deal(id: $id) { ${DEAL_FIELDS} } }`, { id });
    await rest(`/api/deals/${id}`);
    await g(`costSheet ${id}`, 'query($id: Int!) { costSheet(dealId: $id) { orgId } costSheetStatus(dealId: $id) { orgId } }', { id });
    await rest(`/api/deals/${id}/cost-sheet`);
    await g(`activities ${id}`, 'query($id: Int!) { activities(filter: { dealId: $id }) { totalCount edges { node { orgId orgName personId personName dealTitle } } } }', { id });
    await rest(`/api/activities?deal_id=${id}`);
  }
  const list = `query($f: DealFilter) { deals(first: 100, filter: $f) { totalCount edges { node { ${DEAL_FIELDS} } } } }`;
  for (const [name, filter, query] of [
    ['all', null, ''],
    ['orgId', { orgId: ids.org }, `org_id=${ids.org}`],
    ['contactId', { contactId: ids.contact }, `contact_id=${ids.contact}`],
    ['orgBudgetStatus', { orgBudgetStatus: 'confirmado' }, 'org_budget_status=confirmado'],
    ['q name', { q: 'Zorzal' }, 'q=Zorzal'],
    ['q razón social', { q: 'Razón QX7' }, `q=${encodeURIComponent('Razón QX7')}`],
  ] as const) {
    await g(`deals ${name}`, list, { f: filter });
    await rest(`/api/deals?limit=500${query ? `&${query}` : ''}`);
  }
  const board = await g('board', `query($p: Int!) { board(pipelineId: $p, first: 100) { columns { stageId cards { edges { node { ${CARD_FIELDS} } } } } } }`, { p: pipelineId });
  expect(board.errors).toBeUndefined();
  await g('boardColumn', `query($p: Int!, $s: Int!) { boardColumn(pipelineId: $p, stageId: $s, first: 100) { edges { node { ${CARD_FIELDS} } } } }`, { p: pipelineId, s: stageId });
  for (const q of ['Zorzal', 'QX7', 'nanduti', '80999111', 'Flete neutral']) {
    await g(`search ${q}`, 'query($q: String!) { search(q: $q) { deals { id title reference } organizations { id name } contacts { id name email phone } } }', { q });
    await rest(`/api/search?q=${encodeURIComponent(q)}`);
  }
  await rest(`/api/contacts/${ids.visibleContact}`);
  await g('contact', 'query($id: Int!) { contact(id: $id) { id name orgId orgName organization { id name } } }', { id: ids.visibleContact });
  await g('followups', '{ followupCalls { orgId orgName contactId contactName dealId } followupNotes { orgName contactName } followupSummary { totalOrganizations } }');
  await rest('/api/followups/calls');
  await rest('/api/followups/notes');
  await g('accumulated profit', '{ organizationsAccumulatedProfit }');
  await rest('/api/organizations/accumulated-profit');
  await rest('/api/admin/activity/overview?days=30');
  await g('activityOverview', '{ activityOverview(days: 30) { deals { id orgId orgName } } }');
  await g('statsSummary', '{ statsSummary(days: 30) { topOrganizations { name } } }');
  return out;
}

const leaks = (answers: Answer[]) =>
  answers.flatMap((a) => {
    const text = JSON.stringify(a.body).toLowerCase();
    return NEEDLES.filter((n) => text.includes(n.toLowerCase())).map((n) => `${a.path}: ${n}`);
  });

/** Every `orgId`/`org_id` (and contact/person id) value in an answer that is one of the hidden records' ids. */
function hiddenIds(answers: Answer[]): string[] {
  const found: string[] = [];
  const visit = (path: string, v: unknown) => {
    if (Array.isArray(v)) return v.forEach((x) => visit(path, x));
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (/^org_?id$/i.test(k) && x === ids.org) found.push(`${path}: ${k}`);
      if (/^(contact|person)_?id$/i.test(k) && x === ids.contact) found.push(`${path}: ${k}`);
      visit(path, x);
    }
  };
  for (const a of answers) visit(a.path, a.body);
  return found;
}

describe("another user's private organization and contact on deals", () => {
  test('a second non-admin user (venta, viewer) finds no trace of them in any GraphQL or REST answer; no 5xx', async () => {
    // The owner reads first: the kanban's shared response cache then holds the owner's board.
    const asOwner = await walk(owner.token);
    expect(leaks(asOwner).length).toBeGreaterThan(0);
    expect(hiddenIds(asOwner).length).toBeGreaterThan(0);
    for (const u of [other, viewer]) {
      const answers = await walk(u.token);
      expect(answers.filter((a) => a.status >= 500).map((a) => a.path)).toEqual([]);
      expect(leaks(answers)).toEqual([]);
      // Not even their ids: on the deal, its cost sheet, cards, activities and follow-ups they do not exist.
      expect(hiddenIds(answers)).toEqual([]);
    }
  });

  test('the owner and admins still see the names, the details and the budget', async () => {
    for (const token of [owner.token, admin]) {
      const found = leaks(await walk(token)).join('\n');
      for (const path of [`GET /api/deals/${ids.both}`, `graphql deal ${ids.both}`, 'graphql board', 'GET /api/deals?limit=500&q=Zorzal', `graphql deals orgId`, `GET /api/contacts/${ids.visibleContact}`]) {
        expect(found).toContain(`${path}: Zorzal`);
      }
      // Statistics are for admins, who see every organization: the private one is counted under its name.
      if (token === admin) expect(found).toContain('graphql statsSummary: Zorzal');
      const row = (await api(t, token).get(`/api/deals/${ids.both}`)).body.deal;
      expect(row).toMatchObject({ org_id: ids.org, org_name: SECRET.orgName, org_ruc: SECRET.ruc, org_budget_status: 'confirmado', org_budget_profit_value: SECRET.profit, contact_id: ids.contact, contact_name: SECRET.contactName });
    }
  });

  test('REST rows: the linked record fields are null, the rest of the deal is there', async () => {
    const res = await api(t, other.token).get(`/api/deals/${ids.both}`);
    expect(res.status).toBe(200);
    expect(res.body.deal).toMatchObject({
      id: ids.both,
      title: 'Flete neutral uno',
      deal_advisor_name: 'Olga Dueña',
      created_by_name: 'Olga Dueña',
      org_id: null,
      org_name: null,
      org_ruc: null,
      org_address: null,
      org_phone: null,
      org_email: null,
      org_advisor_name: null,
      org_budget_status: null,
      org_budget_profit_value: null,
      budget_status: null,
      budget_profit_value: null,
      contact_id: null,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
    });
    // One link hidden, the other shown.
    const orgOnly = (await api(t, other.token).get(`/api/deals/${ids.orgOnly}`)).body.deal;
    expect(orgOnly).toMatchObject({ org_id: null, org_name: null, contact_id: ids.visibleContact, contact_name: 'Contacto Público' });
    const contactPage = await api(t, other.token).get(`/api/contacts/${ids.visibleContact}`);
    expect(contactPage.body.deals).toEqual([expect.objectContaining({ id: ids.orgOnly, org_name: null })]);
  });

  test('GraphQL: organization and contact resolve to null; orgName and budget fields null; cards likewise', async () => {
    const res = await gql(t, `query($id: Int!) { deal(id: $id) { ${DEAL_FIELDS} } }`, { id: ids.both }, other.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deal).toMatchObject({
      title: 'Flete neutral uno',
      orgId: null,
      orgName: null,
      orgBudgetStatus: null,
      orgBudgetProfitValue: null,
      orgAdvisorName: null,
      organization: null,
      contactId: null,
      contactName: null,
      contact: null,
      advisorName: 'Olga Dueña',
    });
    const board = await gql(t, `query($p: Int!) { board(pipelineId: $p, first: 100) { columns { cards { edges { node { ${CARD_FIELDS} } } } } } }`, { p: pipelineId }, other.token);
    const cards = board.data!.board.columns.flatMap((c: { cards: { edges: Array<{ node: { id: number } }> } }) => c.cards.edges.map((e) => e.node));
    expect(cards.find((c: { id: number }) => c.id === ids.both)).toEqual({ id: ids.both, orgId: null, orgName: null, contactId: null, contactName: null });
  });

  test('filtering by the hidden ids or by the hidden budget status is like filtering by an unknown id: an empty list', async () => {
    const unknown = 987654;
    for (const [f, q] of [
      [{ orgId: ids.org }, `org_id=${ids.org}`],
      [{ orgId: unknown }, `org_id=${unknown}`],
      [{ contactId: ids.contact }, `contact_id=${ids.contact}`],
      [{ contactId: unknown }, `contact_id=${unknown}`],
    ] as const) {
      const g = await gql(t, 'query($f: DealFilter) { deals(filter: $f) { totalCount edges { node { id } } } }', { f }, other.token);
      expect([q, g.errors, g.data!.deals]).toEqual([q, undefined, { totalCount: 0, edges: [] }]);
      const r = await api(t, other.token).get(`/api/deals?${q}`);
      expect([q, r.status, r.body]).toEqual([q, 200, []]);
    }
    const confirmed = await api(t, other.token).get('/api/deals?org_budget_status=confirmado');
    expect(confirmed.body.map((d: { id: number }) => d.id)).not.toContain(ids.both);
    // The owner filters by them as before.
    const mine = await api(t, owner.token).get(`/api/deals?org_id=${ids.org}`);
    expect(mine.body.map((d: { id: number }) => d.id).sort()).toEqual([ids.both, ids.orgOnly].sort());
  });
});
