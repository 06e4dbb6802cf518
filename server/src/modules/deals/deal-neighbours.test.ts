import { AuditEventEntity } from '../audit/audit-event.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { SEARCH_SOURCES } from '../search';
import { SearchTermEntity } from '../search/search-term.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers } from '../../../test/factories';
import { api } from '../../../test/http';
import { insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { DealEntity } from './deal.entity';

/**
 * A new operation finds or creates its organization and contact through those modules' own services, in
 * its transaction: one creation rule per record kind (defaults, audit event, search terms), and nothing of
 * them is left when the operation itself fails.
 */
let t: TestApp;
let venta: MadeUser;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ venta } = await makeRoleUsers(t, { venta: 'Valeria Venta' }));
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageId = p.stages[0].id;
});
afterAll(() => t.close());

const auditOf = (entity: 'organization' | 'contact', entityId: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity, entityId }, order: { id: 'ASC' } });

/** The record's search terms, and the ones its own row calls for (search-index.ts SEARCH_SOURCES). */
async function searchTermsOf(type: 'organization' | 'contact', id: number): Promise<{ stored: string[]; expected: string[] }> {
  const source = SEARCH_SOURCES[type];
  const [row] = (await t.ds.query(`SELECT ${source.columns.join(', ')} FROM ${source.table} WHERE id = ?`, [id])) as Array<Record<string, unknown>>;
  const stored = (await t.ds.getRepository(SearchTermEntity).findBy({ entityType: type, entityId: id })).map((s) => s.term).sort();
  return { stored, expected: [...new Set(source.terms(row))].sort() };
}

/** Everything a record's creation rule decides: the row without what the request itself named, and its audit event. */
function ruleOf<T extends object>(row: T, named: ReadonlyArray<keyof T>): Partial<T> {
  const out: Partial<T> = { ...row };
  for (const k of ['id', 'createdAt', 'updatedAt', ...named] as Array<keyof T>) delete out[k];
  return out;
}

function changesWithout(event: AuditEventEntity, named: readonly string[]): Record<string, unknown> {
  const changes = { ...(event.meta as { changes: Record<string, unknown> }).changes };
  for (const k of named) delete changes[k];
  return changes;
}

describe('a new operation creates its organization and contact by their own rules', () => {
  test('the organization and contact born with an operation equal those created on their own screens (defaults, one audit event, search terms)', async () => {
    const ownOrg = await api(t, venta.token).post('/api/organizations', { name: 'Vidrios Alfa' });
    expect(ownOrg.status).toBe(201);
    const ownContact = await api(t, venta.token).post('/api/contacts', { name: 'Ana Uno', email: 'ana.uno@vidrios.com.py', phone: '0981 111 111', org_id: ownOrg.body.id });
    expect(ownContact.status).toBe(201);

    const res = await api(t, venta.token).post('/api/deals', {
      title: 'Vidrio templado Manaos',
      pipeline_id: pipelineId,
      stage_id: stageId,
      organization: { name: 'Vidrios Beta' },
      contact: { name: 'Ana Dos', email: 'Ana.Dos@Vidrios.com.py', phone: '0981 222 222' },
    });
    expect(res.status).toBe(201);
    const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: res.body.id });
    const orgs = t.ds.getRepository(OrganizationEntity);
    const contacts = t.ds.getRepository(ContactEntity);
    const [own, born] = [await orgs.findOneByOrFail({ id: ownOrg.body.id }), await orgs.findOneByOrFail({ id: deal.orgId! })];
    expect(born.name).toBe('Vidrios Beta');
    // One rule per organization: rubro 'Seguro', company, owner = creator, budget borrador, not an agent.
    expect(born).toMatchObject({ rubro: 'Seguro', visibility: 'company', ownerUserId: venta.user.id, budgetStatus: 'borrador', isAgent: false });
    expect(ruleOf(born, ['name'])).toEqual(ruleOf(own, ['name']));
    const [ownC, bornC] = [await contacts.findOneByOrFail({ id: ownContact.body.id }), await contacts.findOneByOrFail({ id: deal.contactId! })];
    expect(bornC).toMatchObject({ name: 'Ana Dos', email: 'ana.dos@vidrios.com.py', phone: '0981 222 222', orgId: born.id });
    expect(ruleOf(bornC, ['name', 'email', 'phone', 'orgId'])).toEqual(ruleOf(ownC, ['name', 'email', 'phone', 'orgId']));

    // Exactly one audit event per created record, of the same kind and with the same changes.
    const [ownOrgEvents, bornOrgEvents] = [await auditOf('organization', own.id), await auditOf('organization', born.id)];
    expect([ownOrgEvents.length, bornOrgEvents.length]).toEqual([1, 1]);
    expect(bornOrgEvents[0]).toMatchObject({ action: 'create', userId: venta.user.id, description: 'Organización Vidrios Beta creada' });
    expect((bornOrgEvents[0].meta as { changes: Record<string, unknown> }).changes).toMatchObject({ name: [null, 'Vidrios Beta'], rubro: [null, 'Seguro'] });
    expect(changesWithout(bornOrgEvents[0], ['name'])).toEqual(changesWithout(ownOrgEvents[0], ['name']));
    const [ownContactEvents, bornContactEvents] = [await auditOf('contact', ownC.id), await auditOf('contact', bornC.id)];
    expect([ownContactEvents.length, bornContactEvents.length]).toEqual([1, 1]);
    expect(bornContactEvents[0]).toMatchObject({ action: 'create', userId: venta.user.id, description: 'Contacto Ana Dos creado' });
    const named = ['name', 'email', 'phone', 'orgId'];
    expect(changesWithout(bornContactEvents[0], named)).toEqual(changesWithout(ownContactEvents[0], named));

    // Indexed for the search once, by the same source as any other organization or contact.
    for (const [type, id] of [['organization', born.id], ['contact', bornC.id]] as const) {
      const { stored, expected } = await searchTermsOf(type, id);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored).toEqual(expected);
    }
  });

  test('a contact given only by an email is named after it (rule "a contact is named"); a name finds the existing one of the organization first', async () => {
    const res = await api(t, venta.token).post('/api/deals', { title: 'Solo email', pipeline_id: pipelineId, stage_id: stageId, contact: { email: 'Compras@Solo.com.py' } });
    expect(res.status).toBe(201);
    const deal = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: res.body.id });
    expect(await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: deal.contactId! })).toMatchObject({ name: 'compras@solo.com.py', email: 'compras@solo.com.py' });

    const org = await insertOrg(t, { name: 'Cerámica Norte' });
    const elsewhere = await api(t, venta.token).post('/api/contacts', { name: 'Raúl Gómez' });
    const ofOrg = await api(t, venta.token).post('/api/contacts', { name: 'Raúl Gómez', org_id: org.id });
    const contactsBefore = await t.ds.getRepository(ContactEntity).count();
    const second = await api(t, venta.token).post('/api/deals', { title: 'Pisos', pipeline_id: pipelineId, stage_id: stageId, org_id: org.id, contact: { name: '  RAUL GOMEZ ' } });
    expect(second.status).toBe(201);
    const linked = await t.ds.getRepository(DealEntity).findOneByOrFail({ id: second.body.id });
    expect(linked.contactId).toBe(ofOrg.body.id);
    expect(linked.contactId).not.toBe(elsewhere.body.id);
    expect(await t.ds.getRepository(ContactEntity).count()).toBe(contactsBefore);
  });

  test('a failure later in the operation takes back the organization and contact it created (one transaction)', async () => {
    const counts = async () => ({
      orgs: await t.ds.getRepository(OrganizationEntity).count(),
      contacts: await t.ds.getRepository(ContactEntity).count(),
      deals: await t.ds.getRepository(DealEntity).count(),
      audit: await t.ds.getRepository(AuditEventEntity).count(),
      terms: await t.ds.getRepository(SearchTermEntity).count(),
    });
    const before = await counts();
    // The advisor is checked after the organization and contact were created: it does not exist.
    const res = await api(t, venta.token).post('/api/deals', {
      title: 'Nunca guardada',
      pipeline_id: pipelineId,
      stage_id: stageId,
      organization: { name: 'Deshecha SA' },
      contact: { name: 'Deshecho', email: 'deshecho@deshecha.com.py' },
      deal_advisor_user_id: 999999,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Asesor no encontrado.' });
    expect(await t.ds.getRepository(OrganizationEntity).findOneBy({ name: 'Deshecha SA' })).toBeNull();
    expect(await t.ds.getRepository(ContactEntity).findOneBy({ email: 'deshecho@deshecha.com.py' })).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
