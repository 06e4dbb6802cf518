import { readingOrder, type TextSort, textSort } from '../../core/db/reading-order';
import type { Visibility } from '@crm/domain';
import { type DataSource, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { firstPerGroup } from '../../core/db/first-per-group';
import { assertWritable, scopeVisible, visibleCondition } from '../../core/db/visibility-scope';
import { AppError, notFound } from '../../core/errors/app-error';
import { type ConnectionShape, toConnection } from '../../core/graphql/connection';
import { applyListOrder, type OffsetPage, toOffsetConnection } from '../../core/graphql/list-order';
import { byKeys, groupByKeys } from '../../core/graphql/loaders';
import { assertId } from '../../core/ids';
import { auditChanges, type AuditService } from '../audit';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ORG_MESSAGES } from '../organizations';
import type { KeysetPage, PageRequest } from '../../core/graphql/connection';
import {
  afterNameCursor,
  assertOwnershipChange,
  assertUserExists,
  assertVisibility,
  changedOwnership,
  changedTextValues,
  cleanEmail,
  cleanText,
  containsPattern,
  nameCursor,
  newTextValues,
  orderByName,
  OWNERSHIP_MESSAGES,
  sameNameVisible,
} from '../owned-records';
import { ContactEntity } from './contact.entity';
import { CONTACT_MESSAGES, type ContactFilter, type ContactOrder, ContactSortKey, type CreateContactInput, type UpdateContactInput } from './contacts.inputs';
import { indexNewRecords, reindexSearch } from '../search';
import { allStatements, insertRows } from '../../core/db/insert-rows';
import { lockCrmWrites } from '../../core/db/write-lock';

/**
 * The contacts an organization answers with (Organization.contacts, REST GET /organizations/{id}): the
 * first ones by name. All of them, paginated: contacts(filter: { orgId }) and GET /contacts?org_id=.
 */
export const ORGANIZATION_CONTACTS_MAX = 100;

/** A contact as both adapters show it: the organization link only when the actor may see that organization. */
export interface ContactData {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  title: string | null;
  label: string | null;
  notes: string | null;
  orgId: number | null;
  orgName: string | null;
  ownerUserId: number | null;
  visibility: Visibility;
  createdByUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ContactDetail {
  contact: ContactData;
  deals: Array<{ id: number; title: string; value: number; orgName: string | null; reference: string | null; stageId: number }>;
}

/** The SQL of each sort key (the allow-list). The organization is the joined visible one (o). */
const CONTACT_SORT_SQL: Record<ContactSortKey, string | TextSort> = {
  [ContactSortKey.ID]: 'c.id',
  [ContactSortKey.NAME]: textSort('c.name'),
  [ContactSortKey.EMAIL]: textSort('c.email'),
  [ContactSortKey.PHONE]: textSort('c.phone'),
  [ContactSortKey.TITLE]: textSort('c.title'),
  [ContactSortKey.ORGANIZATION]: textSort('COALESCE(o.name, o.razon_social)'),
  [ContactSortKey.LABEL]: textSort('c.label'),
  [ContactSortKey.CREATED_AT]: 'c.created_at',
};

/** Distinct labels the filter offers at most. */
export const CONTACT_LABELS_MAX = 200;

type Joined = ContactEntity & { visibleOrg?: OrganizationEntity | null };

const TEXT_FIELDS = ['name', 'phone', 'title', 'label', 'notes'] as const;
type ContactChanges = Partial<Pick<ContactEntity, (typeof TEXT_FIELDS)[number] | 'email' | 'orgId' | 'ownerUserId' | 'visibility'>>;

function toData(c: Joined): ContactData {
  const org = c.visibleOrg ?? null;
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    title: c.title,
    label: c.label,
    notes: c.notes,
    orgId: org ? org.id : null,
    orgName: org ? (org.name ?? org.razonSocial) : null,
    ownerUserId: c.ownerUserId,
    visibility: c.visibility,
    createdByUserId: c.createdByUserId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** One contact with its organization's name, read through `em` (the webhook outbox's snapshot, as an admin sees it). */
export async function contactDataIn(em: EntityManager, id: number): Promise<ContactData | null> {
  const c = await em
    .getRepository(ContactEntity)
    .createQueryBuilder('c')
    .leftJoinAndMapOne('c.visibleOrg', OrganizationEntity, 'o', 'o.id = c.org_id')
    .where('c.id = :id', { id })
    .getOne();
  return c ? toData(c as Joined) : null;
}

/** How a new operation names its contact (the operation form's contact box). */
export interface ContactRef {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Contacts (people) with owner + visibility enforced everywhere, dedupe by email among visible ones. */
export class ContactsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Visible contacts, each with its organization joined only when that organization is visible too. */
  private visible(actor: Actor, em: EntityManager = this.ds.manager): SelectQueryBuilder<Joined> {
    const cond = visibleCondition('o', actor);
    const qb = em
      .getRepository(ContactEntity)
      .createQueryBuilder('c')
      .leftJoinAndMapOne('c.visibleOrg', OrganizationEntity, 'o', `o.id = c.org_id AND ${cond.sql}`, cond.params);
    return scopeVisible(qb, 'c', actor) as SelectQueryBuilder<Joined>;
  }

  private filtered(actor: Actor, f: ContactFilter | null | undefined): SelectQueryBuilder<Joined> {
    return this.applyFilter(this.visible(actor), actor, f);
  }

  /**
   * The list filters, written against the contact's own columns only (the organization conditions
   * are subqueries), so the total of a connection is counted without the organization join: with
   * 50,000 contacts a text search took ~95 ms per request on MariaDB through the join, ~40 ms this way.
   */
  private applyFilter<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, actor: Actor, f: ContactFilter | null | undefined): SelectQueryBuilder<T> {
    const q = cleanText(f?.q);
    if (q) {
      // The organization name matches only for a visible organization: a private organization's name is never searchable.
      const vis = visibleCondition('qo', actor);
      qb.andWhere(
        "(c.name LIKE :q ESCAPE '!' OR c.email LIKE :q ESCAPE '!' OR c.phone LIKE :q ESCAPE '!' OR c.org_id IN " +
          `(SELECT qo.id FROM organizations qo WHERE (qo.name LIKE :q ESCAPE '!' OR qo.razon_social LIKE :q ESCAPE '!') AND ${vis.sql}))`,
        { q: containsPattern(q), ...vis.params },
      );
    }
    if (f?.orgId) {
      // Only the contacts of an organization the actor can see (else the filter matches nothing).
      const vis = visibleCondition('fo', actor);
      qb.andWhere(`c.org_id = :orgId AND EXISTS (SELECT 1 FROM organizations fo WHERE fo.id = c.org_id AND ${vis.sql})`, { orgId: f.orgId, ...vis.params });
    }
    const label = cleanText(f?.label);
    if (label) qb.andWhere('c.label = :label', { label });
    if (f?.ownerUserId) qb.andWhere('c.owner_user_id = :owner', { owner: f.ownerUserId });
    if (f?.visibility) {
      assertVisibility(f.visibility);
      qb.andWhere('c.visibility = :visibility', { visibility: f.visibility });
    }
    if (f?.hasEmail) qb.andWhere("c.email IS NOT NULL AND c.email <> ''");
    return qb;
  }

  /** The total of a filtered list, counted on the contacts table alone. */
  private count(actor: Actor, f: ContactFilter | null | undefined): Promise<number> {
    const qb = scopeVisible(this.ds.getRepository(ContactEntity).createQueryBuilder('c'), 'c', actor);
    return this.applyFilter(qb, actor, f).getCount();
  }

  /**
   * REST list: one query (the organization is joined), ordered by name then id (or by the sort asked).
   * `after` (a nameCursor, default order only) continues after a row instead of skipping `offset` rows.
   */
  async list(actor: Actor, filter: ContactFilter | null, page: KeysetPage, orderBy?: ContactOrder | null): Promise<ContactData[]> {
    const base = this.filtered(actor, filter);
    if (page.after && !orderBy) afterNameCursor(base, 'c', page.after);
    // limit/offset, not take/skip: the join is many-to-one, so no DISTINCT pre-query is needed.
    const rows = await (orderBy ? applyListOrder(base, CONTACT_SORT_SQL, orderBy, 'c.id') : orderByName(base, 'c')).limit(page.limit).offset(page.offset).getMany();
    return rows.map(toData);
  }

  async connection(actor: Actor, filter: ContactFilter | null, page: PageRequest): Promise<ConnectionShape<ContactData>> {
    const totalCount = await this.count(actor, filter);
    const rows = await orderByName(afterNameCursor(this.filtered(actor, filter), 'c', page.after), 'c').limit(page.first + 1).getMany();
    return toConnection(rows.map(toData), page.first, totalCount, nameCursor);
  }

  /** A sorted (or jumped-to) page: a count and `first` rows from `offset`; default order name, id. */
  async offsetConnection(actor: Actor, filter: ContactFilter | null, orderBy: ContactOrder | null | undefined, page: OffsetPage): Promise<ConnectionShape<ContactData>> {
    const totalCount = await this.count(actor, filter);
    const base = this.filtered(actor, filter);
    const sorted = orderBy ? applyListOrder(base, CONTACT_SORT_SQL, orderBy, 'c.id') : orderByName(base, 'c');
    const rows = await sorted.limit(page.first + 1).offset(page.offset).getMany();
    return toOffsetConnection(rows.map(toData), page, totalCount);
  }

  /** The labels the visible contacts carry, for the list's 'Etiqueta' filter (lists sorted on the server). */
  async labelsInUse(actor: Actor): Promise<string[]> {
    const rows = await scopeVisible(this.ds.getRepository(ContactEntity).createQueryBuilder('c'), 'c', actor)
      .select('DISTINCT c.label', 'label')
      .andWhere("c.label IS NOT NULL AND c.label <> ''")
      .orderBy(readingOrder(this.ds, 'c.label'), 'ASC')
      .limit(CONTACT_LABELS_MAX)
      .getRawMany<{ label: string }>();
    return rows.map((r) => r.label);
  }

  private async findVisible(actor: Actor, id: number, em?: EntityManager): Promise<ContactData> {
    const c = await this.visible(actor, em).andWhere('c.id = :id', { id }).getOne();
    if (!c) throw notFound(CONTACT_MESSAGES.notFound);
    return toData(c);
  }

  async getById(actor: Actor, id: number): Promise<ContactData> {
    return this.findVisible(actor, id);
  }

  /**
   * Contact detail of spec part 2 §2: the contact and its deals (its activities come from the activities
   * service, with their authors). Deals are company records: every signed-in user reads them, with their
   * organization's name unless that organization is another user's private record (then null, as on every deal row).
   */
  async detail(actor: Actor, id: number): Promise<ContactDetail> {
    const contact = await this.findVisible(actor, id);
    const orgVisible = visibleCondition('o', actor);
    const deals = await this.ds
      .getRepository(DealEntity)
      .createQueryBuilder('d')
      .leftJoinAndSelect('d.organization', 'o', orgVisible.sql, orgVisible.params)
      .where('d.contact_id = :id', { id: contact.id })
      .orderBy('d.id', 'DESC')
      .getMany();
    return {
      contact,
      deals: deals.map((d) => ({
        id: d.id,
        title: d.title,
        value: d.value,
        orgName: d.organization ? (d.organization.name ?? d.organization.razonSocial) : null,
        reference: d.reference,
        stageId: d.stageId,
      })),
    };
  }

  /** Loader batch: visible contacts by id. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<(ContactData | null)[]> {
    const wanted = [...new Set(ids)];
    const rows = wanted.length ? await this.visible(actor).andWhere({ id: In(wanted) }).getMany() : [];
    return byKeys(ids, rows.map(toData), (c) => c.id);
  }

  /** Loader batch for Organization.contacts: the visible contacts of each (visible) organization. */
  async forOrganizations(actor: Actor, orgIds: readonly number[], perOrganization = ORGANIZATION_CONTACTS_MAX): Promise<ContactData[][]> {
    const wanted = [...new Set(orgIds)];
    if (!wanted.length) return orgIds.map(() => []);
    // The first `perOrganization` visible contacts of each organization by name, counted in the database.
    const vis = visibleCondition('rc', actor);
    const first = firstPerGroup({
      from: 'contacts rc',
      id: 'rc.id',
      group: 'rc.org_id',
      orderBy: `${readingOrder(this.ds, 'rc.name')} ASC, rc.id ASC`,
      where: `rc.org_id IN (:...orgIds) AND ${vis.sql}`,
      max: perOrganization,
    });
    const rows = await orderByName(
      this.visible(actor).andWhere('o.id IN (:...orgIds)', { orgIds: wanted }).andWhere(`c.id IN (${first})`, vis.params),
      'c',
    ).getMany();
    return groupByKeys(orgIds, rows.map(toData), (c) => c.orgId as number);
  }

  /**
   * New contact, or the visible contact that already has this email (deduped: true). Another user's
   * private contact is never matched: the actor gets a new contact of their own.
   */
  async create(actor: Actor, input: CreateContactInput, within?: EntityManager): Promise<{ contact: ContactData; deduped: boolean }> {
    requireWriter(actor);
    const data: ContactChanges = newTextValues(input, TEXT_FIELDS);
    if (!data.name && !data.email) throw new AppError('VALIDATION', CONTACT_MESSAGES.nameOrEmail);
    const visibility = input.visibility ?? 'company';
    assertVisibility(visibility);
    data.visibility = visibility;
    data.ownerUserId = input.ownerUserId ?? actor.id;
    assertOwnershipChange(actor, null, data);
    data.orgId = input.orgId ?? null;

    // `within`: the caller's open transaction (a CSV import batch); this write is then a savepoint of it.
    return (within ?? this.ds).transaction(async (em) => {
      await lockCrmWrites(em); // find-or-create below sees concurrent creations
      if (data.email) {
        const existing = await this.visible(actor, em).andWhere('c.email = :email', { email: data.email }).orderBy('c.id', 'ASC').getOne();
        if (existing) return { contact: toData(existing), deduped: true };
      }
      if (data.orgId !== null) await this.assertOrgVisible(actor, data.orgId!, em);
      await assertUserExists(em, data.ownerUserId, OWNERSHIP_MESSAGES.ownerMissing);
      const res = await em.insert(ContactEntity, { ...data, createdByUserId: actor.id });
      const id = Number(res.identifiers[0].id);
      await reindexSearch(em, 'contact', id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'contact', entityId: id, description: `Contacto ${data.name ?? data.email} creado`, meta: { changes: auditChanges<ContactChanges>({}, data) } },
        em,
      );
      const created = await this.visible(actor, em).andWhere('c.id = :id', { id }).getOne();
      // The creator may have handed a private contact to someone else: they still get what they wrote.
      return { contact: toData(created ?? (await em.findOneByOrFail(ContactEntity, { id }))), deduped: false };
    });
  }

  /**
   * Many new contacts at once inside the caller's transaction (a CSV import's batch), by the same rules as
   * `create` — name or e-mail, visibility and owner, a visible organization, the oldest visible contact with
   * the same e-mail answered instead of a second one (also between the batch's own rows), search terms and
   * one audit event per contact — in a handful of statements for the batch instead of a dozen per contact.
   * Each input's answer in order: its id (`deduped` when it named an existing contact) or the refusal
   * that `create` would have thrown for it; nothing is written for a refused input.
   */
  async createMany(actor: Actor, inputs: readonly CreateContactInput[], em: EntityManager): Promise<Array<{ id: number; deduped: boolean } | { error: AppError }>> {
    requireWriter(actor);
    const out: Array<{ id: number; deduped: boolean } | { error: AppError } | undefined> = new Array(inputs.length);
    const ready: Array<{ at: number; data: ContactChanges }> = [];
    for (const [at, input] of inputs.entries()) {
      try {
        const data: ContactChanges = newTextValues(input, TEXT_FIELDS);
        if (!data.name && !data.email) throw new AppError('VALIDATION', CONTACT_MESSAGES.nameOrEmail);
        const visibility = input.visibility ?? 'company';
        assertVisibility(visibility);
        data.visibility = visibility;
        data.ownerUserId = input.ownerUserId ?? actor.id;
        assertOwnershipChange(actor, null, data);
        data.orgId = input.orgId ?? null;
        ready.push({ at, data });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        out[at] = { error: e };
      }
    }
    if (!ready.length) return out as Array<{ id: number; deduped: boolean } | { error: AppError }>;
    await lockCrmWrites(em);
    // The oldest visible contact of each e-mail (as create's find-or-create).
    const emails = [...new Set(ready.map((r) => r.data.email).filter((e): e is string => !!e))];
    const byEmail = new Map<string, number>();
    for (let i = 0; i < emails.length; i += 500) {
      const found = await this.visible(actor, em)
        .andWhere('c.email IN (:...emails)', { emails: emails.slice(i, i + 500) })
        .orderBy('c.id', 'ASC')
        .getMany();
      for (const c of found) if (c.email && !byEmail.has(c.email)) byEmail.set(c.email, c.id);
    }
    const orgIds = [...new Set(ready.map((r) => r.data.orgId).filter((id): id is number => id !== null && id !== undefined))];
    const visibleOrgs = new Set<number>();
    for (let i = 0; i < orgIds.length; i += 500) {
      const rows = await scopeVisible(em.getRepository(OrganizationEntity).createQueryBuilder('o'), 'o', actor)
        .select('o.id', 'id')
        .andWhere('o.id IN (:...ids)', { ids: orgIds.slice(i, i + 500) })
        .getRawMany<{ id: unknown }>();
      for (const r of rows) visibleOrgs.add(Number(r.id));
    }
    const owners = new Set<number>();
    for (const id of new Set(ready.map((r) => r.data.ownerUserId).filter((id): id is number => id !== null && id !== undefined))) {
      try {
        await assertUserExists(em, id, OWNERSHIP_MESSAGES.ownerMissing);
        owners.add(id);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
      }
    }
    const inserting: Array<{ at: number; data: ContactChanges }> = [];
    // An e-mail the batch itself creates twice: the later rows name the first one (after its insert).
    const firstOfEmail = new Map<string, number>();
    const sameAsEarlier: Array<{ at: number; first: number }> = [];
    for (const r of ready) {
      const email = r.data.email;
      const existing = email ? byEmail.get(email) : undefined;
      if (existing !== undefined) {
        out[r.at] = { id: existing, deduped: true };
        continue;
      }
      if (r.data.orgId !== null && r.data.orgId !== undefined && !visibleOrgs.has(r.data.orgId)) {
        out[r.at] = { error: notFound(ORG_MESSAGES.notFound) };
        continue;
      }
      if (r.data.ownerUserId !== null && r.data.ownerUserId !== undefined && !owners.has(r.data.ownerUserId)) {
        out[r.at] = { error: new AppError('VALIDATION', OWNERSHIP_MESSAGES.ownerMissing) };
        continue;
      }
      if (email && firstOfEmail.has(email)) {
        sameAsEarlier.push({ at: r.at, first: firstOfEmail.get(email)! });
        continue;
      }
      if (email) firstOfEmail.set(email, r.at);
      inserting.push(r);
    }
    const ids = await insertRows(em, ContactEntity, inserting.map((r) => ({ ...r.data, createdByUserId: actor.id })));
    inserting.forEach((r, k) => (out[r.at] = { id: ids[k], deduped: false }));
    for (const s of sameAsEarlier) out[s.at] = { id: (out[s.first] as { id: number }).id, deduped: true };
    // The search terms from the values just inserted (SEARCH_SOURCES.contact's columns), not read back, and the audit
    // events, sent together: on MariaDB/MySQL the server writes the one while the other is built.
    await allStatements([
      indexNewRecords(
        em,
        'contact',
        ids,
        inserting.map((r) => ({ name: r.data.name ?? null, email: r.data.email ?? null, phone: r.data.phone ?? null })),
      ),
      this.audit.logMany(
        actor,
        inserting.map((r, k) => ({
          action: 'create',
          entity: 'contact',
          entityId: ids[k],
          description: `Contacto ${r.data.name ?? r.data.email} creado`,
          meta: { changes: auditChanges<ContactChanges>({}, r.data) },
        })),
        em,
      ),
    ]);
    return out as Array<{ id: number; deduped: boolean } | { error: AppError }>;
  }

  /**
   * The contact a new operation names, inside the caller's transaction `em` (its id; null when `ref` has neither
   * a name nor an email). With an email, `create` decides: the oldest visible contact with that email, else a
   * new one. Without one, the oldest visible contact of that name (trimmed, without regard to case or
   * accents), one of the operation's organization `orgId` first, else a new one. A new one is made by
   * `create` itself (same defaults, audit event and search terms as on the contacts screen), linked to
   * `orgId`. Rule "a contact is named": the form's contact given only by an email is named after that
   * email, so cards and pickers show who it is (the contacts screen asks for a name or an email, and
   * leaves the name empty).
   */
  async findOrCreate(actor: Actor, ref: ContactRef, orgId: number | null, em: EntityManager): Promise<number | null> {
    const name = cleanText(ref.name) ?? null;
    const email = cleanEmail(ref.email) ?? null;
    if (!name && !email) return null;
    if (!email && name) {
      const same = await sameNameVisible(em, ContactEntity, 'c', 'contact', actor, ['name'], name);
      const found = same.find((c) => orgId !== null && c.orgId === orgId) ?? same[0];
      if (found) return found.id;
    }
    const { contact } = await this.create(actor, { name: name ?? email, email, phone: ref.phone, orgId }, em);
    return contact.id;
  }

  async update(actor: Actor, id: number, input: UpdateContactInput, within?: EntityManager): Promise<ContactData> {
    requireWriter(actor);
    const contactId = assertId(id, CONTACT_MESSAGES.notFound);
    return (within ?? this.ds).transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const contact = assertWritable(actor, await em.findOneBy(ContactEntity, { id: contactId }), CONTACT_MESSAGES.notFound);
      const next: ContactChanges = changedTextValues(input, TEXT_FIELDS);
      const name = next.name !== undefined ? next.name : contact.name;
      const mail = next.email !== undefined ? next.email : contact.email;
      if ((next.name !== undefined || next.email !== undefined) && !name && !mail) {
        throw new AppError('VALIDATION', CONTACT_MESSAGES.nameOrEmail);
      }
      if (input.orgId !== undefined) next.orgId = input.orgId;
      Object.assign(next, changedOwnership(input));
      assertOwnershipChange(actor, contact, next);

      const changes = auditChanges(contact, next);
      if (Object.keys(changes).length) {
        if ('orgId' in changes && next.orgId !== null && next.orgId !== undefined) await this.assertOrgVisible(actor, next.orgId, em);
        if ('ownerUserId' in changes) await assertUserExists(em, next.ownerUserId, OWNERSHIP_MESSAGES.ownerMissing);
        const set = Object.fromEntries(Object.keys(changes).map((k) => [k, next[k as keyof ContactChanges]])) as ContactChanges;
        await em.update(ContactEntity, { id: contact.id }, set);
        await reindexSearch(em, 'contact', contact.id);
        await this.audit.log(
          actor,
          { action: 'update', entity: 'contact', entityId: contact.id, description: `Contacto ${contact.name ?? contact.email ?? contact.id} modificado`, meta: { changes } },
          em,
        );
      }
      const after = await this.visible(actor, em).andWhere('c.id = :id', { id: contact.id }).getOne();
      return toData(after ?? (await em.findOneByOrFail(ContactEntity, { id: contact.id })));
    });
  }

  /** Linking needs an organization the actor can see: anything else is 'Organización no encontrada.' */
  private async assertOrgVisible(actor: Actor, orgId: number, em: EntityManager): Promise<void> {
    const found = await scopeVisible(em.getRepository(OrganizationEntity).createQueryBuilder('o'), 'o', actor)
      .andWhere('o.id = :orgId', { orgId })
      .getExists();
    if (!found) throw notFound(ORG_MESSAGES.notFound);
  }
}
