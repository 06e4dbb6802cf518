import { type TextSort, textSort } from '../../core/db/reading-order';
import { moneyFromDb } from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { assertWritable, scopeVisible } from '../../core/db/visibility-scope';
import { AppError, notFound } from '../../core/errors/app-error';
import { type ConnectionShape, type KeysetPage, type PageRequest, toConnection } from '../../core/graphql/connection';
import { applyListOrder, type OffsetPage, toOffsetConnection } from '../../core/graphql/list-order';
import { byKeys } from '../../core/graphql/loaders';
import { assertId } from '../../core/ids';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, type AuditService } from '../audit';
import { type BudgetStatus, OrganizationEntity } from './organization.entity';
import { type CreateOrganizationInput, DEFAULT_RUBRO, ORG_MESSAGES, type OrganizationFilter, type OrganizationOrder, OrganizationSortKey, type UpdateOrganizationInput } from './organizations.inputs';
import {
  afterNameCursor,
  assertOwnershipChange,
  assertUserExists,
  assertVisibility,
  changedOwnership,
  changedTextValues,
  cleanText,
  containsPattern,
  nameCursor,
  newTextValues,
  orderByName,
  OWNERSHIP_MESSAGES,
  sameNameVisible,
} from '../owned-records';
import { indexNewRecords, reindexSearch } from '../search';
import { allStatements, insertRows } from '../../core/db/insert-rows';

/** Text columns copied from create/update inputs (trimmed, '' → null). */
const TEXT_FIELDS = [
  'name',
  'razonSocial',
  'ruc',
  'address',
  'city',
  'country',
  'phone',
  'rubro',
  'tipoOrg',
  'operacion',
  'notes',
  'industry',
  'website',
  'label',
  'modalitiesSupported',
] as const;

type OrgChanges = Partial<
  Pick<OrganizationEntity, (typeof TEXT_FIELDS)[number] | 'email' | 'ownerUserId' | 'visibility' | 'isAgent' | 'advisorUserId'>
>;

/** The SQL of each sort key (the allow-list). */
const ORGANIZATION_SORT_SQL: Record<OrganizationSortKey, string | TextSort> = {
  [OrganizationSortKey.ID]: 'o.id',
  [OrganizationSortKey.NAME]: textSort('o.name'),
  [OrganizationSortKey.RAZON_SOCIAL]: textSort('COALESCE(o.razon_social, o.name)'),
  [OrganizationSortKey.RUC]: textSort('o.ruc'),
  [OrganizationSortKey.ADDRESS]: textSort('o.address'),
  [OrganizationSortKey.EMAIL]: textSort('o.email'),
  [OrganizationSortKey.CITY]: textSort('o.city'),
  [OrganizationSortKey.COUNTRY]: textSort('o.country'),
  [OrganizationSortKey.PHONE]: textSort('o.phone'),
  [OrganizationSortKey.RUBRO]: textSort('o.rubro'),
  [OrganizationSortKey.TIPO_ORG]: textSort('o.tipo_org'),
  [OrganizationSortKey.OPERACION]: textSort('o.operacion'),
  [OrganizationSortKey.CREATED_AT]: 'o.created_at',
};

/**
 * Organizations: owner + visibility enforced on every read and write.
 * Budget fields are read-only here (only the budget workflow writes them).
 */
export class OrganizationsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Organizations the actor may see. */
  private visible(actor: Actor, em: EntityManager = this.ds.manager): SelectQueryBuilder<OrganizationEntity> {
    return scopeVisible(em.getRepository(OrganizationEntity).createQueryBuilder('o'), 'o', actor);
  }

  private filtered(actor: Actor, f: OrganizationFilter | null | undefined): SelectQueryBuilder<OrganizationEntity> {
    const qb = this.visible(actor);
    const q = cleanText(f?.q);
    if (q) {
      qb.andWhere(
        "(o.name LIKE :q ESCAPE '!' OR o.razon_social LIKE :q ESCAPE '!' OR o.ruc LIKE :q ESCAPE '!' OR o.email LIKE :q ESCAPE '!')",
        { q: containsPattern(q) },
      );
    }
    const label = cleanText(f?.label);
    if (label) qb.andWhere('o.label = :label', { label });
    if (f?.ownerUserId) qb.andWhere('o.owner_user_id = :owner', { owner: f.ownerUserId });
    if (f?.advisorUserId) qb.andWhere('o.advisor_user_id = :advisor', { advisor: f.advisorUserId });
    if (f?.visibility) {
      assertVisibility(f.visibility);
      qb.andWhere('o.visibility = :visibility', { visibility: f.visibility });
    }
    if (f?.budgetStatus) qb.andWhere('o.budget_status = :budgetStatus', { budgetStatus: f.budgetStatus as BudgetStatus });
    if (f?.isAgent !== undefined && f?.isAgent !== null) qb.andWhere('o.is_agent = :isAgent', { isAgent: f.isAgent });
    return qb;
  }

  /** REST list: one query, ordered by name then id (or by the sort asked); `after` as in KeysetPage. */
  async list(actor: Actor, filter: OrganizationFilter | null, page: KeysetPage, orderBy?: OrganizationOrder | null): Promise<OrganizationEntity[]> {
    const base = this.filtered(actor, filter);
    if (page.after && !orderBy) afterNameCursor(base, 'o', page.after);
    return (orderBy ? applyListOrder(base, ORGANIZATION_SORT_SQL, orderBy, 'o.id') : orderByName(base, 'o')).limit(page.limit).offset(page.offset).getMany();
  }

  /** A sorted (or jumped-to) page: a count and `first` rows from `offset`; default order name, id. */
  async offsetConnection(actor: Actor, filter: OrganizationFilter | null, orderBy: OrganizationOrder | null | undefined, page: OffsetPage): Promise<ConnectionShape<OrganizationEntity>> {
    const base = this.filtered(actor, filter);
    const totalCount = await base.clone().getCount();
    const sorted = orderBy ? applyListOrder(base, ORGANIZATION_SORT_SQL, orderBy, 'o.id') : orderByName(base, 'o');
    // limit/offset, not take/skip: no joins, and take/skip cannot order by an expression.
    const rows = await sorted.limit(page.first + 1).offset(page.offset).getMany();
    return toOffsetConnection(rows, page, totalCount);
  }

  /** GraphQL connection: a count and one page (keyset on name, id). */
  async connection(actor: Actor, filter: OrganizationFilter | null, page: PageRequest): Promise<ConnectionShape<OrganizationEntity>> {
    const base = this.filtered(actor, filter);
    const totalCount = await base.clone().getCount();
    const rows = await orderByName(afterNameCursor(base, 'o', page.after), 'o').take(page.first + 1).getMany();
    return toConnection(rows, page.first, totalCount, nameCursor);
  }

  /**
   * The accumulated profit of the organizations screen (spec part 1 §2): the sum of
   * budget_profit_value over the organizations the actor may see (and that match the list's
   * filter) whose budget is confirmado. One aggregate query; rounded to 2 decimals.
   */
  async accumulatedProfit(actor: Actor, filter: OrganizationFilter | null): Promise<number> {
    const raw = await this.filtered(actor, filter)
      .andWhere('o.budget_status = :confirmed', { confirmed: 'confirmado' satisfies BudgetStatus })
      .select('COALESCE(SUM(o.budget_profit_value), 0)', 'total')
      .getRawOne<{ total: unknown }>();
    return moneyFromDb(raw?.total) ?? 0;
  }

  async getById(actor: Actor, id: number): Promise<OrganizationEntity> {
    const org = await this.visible(actor).andWhere('o.id = :id', { id }).getOne();
    if (!org) throw notFound(ORG_MESSAGES.notFound);
    return org;
  }

  /** Loader batch: the visible organizations by id, null for missing or invisible ones. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<(OrganizationEntity | null)[]> {
    const wanted = [...new Set(ids)];
    const rows = wanted.length ? await this.visible(actor).andWhere({ id: In(wanted) }).getMany() : [];
    return byKeys(ids, rows, (o) => o.id);
  }

  /** `within`: the caller's open transaction (a CSV import batch); this write is then a savepoint of it. */
  async create(actor: Actor, input: CreateOrganizationInput, within?: EntityManager): Promise<OrganizationEntity> {
    requireWriter(actor);
    const data: OrgChanges = newTextValues(input, TEXT_FIELDS);
    if (!data.razonSocial && !data.name) throw new AppError('VALIDATION', ORG_MESSAGES.nameRequired);
    // Pickers and search show `name`: an organization created from its legal name alone is named after it.
    data.name ??= data.razonSocial;
    data.rubro ??= DEFAULT_RUBRO;
    const visibility = input.visibility ?? 'company';
    assertVisibility(visibility);
    data.visibility = visibility;
    data.isAgent = input.isAgent ?? false;
    data.ownerUserId = input.ownerUserId ?? actor.id;
    assertOwnershipChange(actor, null, data);
    data.advisorUserId = input.advisorUserId ?? null;

    return (within ?? this.ds).transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      await assertUserExists(em, data.ownerUserId, OWNERSHIP_MESSAGES.ownerMissing);
      await assertUserExists(em, data.advisorUserId, ORG_MESSAGES.advisorMissing);
      const res = await em.insert(OrganizationEntity, { ...data, createdByUserId: actor.id });
      const id = Number(res.identifiers[0].id);
      await reindexSearch(em, 'organization', id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'organization', entityId: id, description: `Organización ${data.name} creada`, meta: { changes: auditChanges<OrgChanges>({}, data) } },
        em,
      );
      return em.findOneByOrFail(OrganizationEntity, { id });
    });
  }

  /**
   * Many new organizations at once inside the caller's transaction (a CSV import's batch), by the same rules
   * as `create` (a name or razón social, the default rubro, visibility, owner and advisor, search terms and
   * one audit event each) in a handful of statements for the batch. Each input's answer in order: its id or
   * the refusal `create` would have thrown for it; nothing is written for a refused input.
   */
  async createMany(actor: Actor, inputs: readonly CreateOrganizationInput[], em: EntityManager): Promise<Array<{ id: number } | { error: AppError }>> {
    requireWriter(actor);
    const out: Array<{ id: number } | { error: AppError } | undefined> = new Array(inputs.length);
    const ready: Array<{ at: number; data: OrgChanges }> = [];
    for (const [at, input] of inputs.entries()) {
      try {
        const data: OrgChanges = newTextValues(input, TEXT_FIELDS);
        if (!data.razonSocial && !data.name) throw new AppError('VALIDATION', ORG_MESSAGES.nameRequired);
        data.name ??= data.razonSocial;
        data.rubro ??= DEFAULT_RUBRO;
        const visibility = input.visibility ?? 'company';
        assertVisibility(visibility);
        data.visibility = visibility;
        data.isAgent = input.isAgent ?? false;
        data.ownerUserId = input.ownerUserId ?? actor.id;
        assertOwnershipChange(actor, null, data);
        data.advisorUserId = input.advisorUserId ?? null;
        ready.push({ at, data });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        out[at] = { error: e };
      }
    }
    if (!ready.length) return out as Array<{ id: number } | { error: AppError }>;
    await lockCrmWrites(em);
    const users = new Set<number>();
    for (const id of new Set(ready.flatMap((r) => [r.data.ownerUserId, r.data.advisorUserId]).filter((id): id is number => id !== null && id !== undefined))) {
      try {
        await assertUserExists(em, id, OWNERSHIP_MESSAGES.ownerMissing);
        users.add(id);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
      }
    }
    const inserting: Array<{ at: number; data: OrgChanges }> = [];
    for (const r of ready) {
      const { ownerUserId: owner, advisorUserId: advisor } = r.data;
      if (owner !== null && owner !== undefined && !users.has(owner)) out[r.at] = { error: new AppError('VALIDATION', OWNERSHIP_MESSAGES.ownerMissing) };
      else if (advisor !== null && advisor !== undefined && !users.has(advisor)) out[r.at] = { error: new AppError('VALIDATION', ORG_MESSAGES.advisorMissing) };
      else inserting.push(r);
    }
    const ids = await insertRows(em, OrganizationEntity, inserting.map((r) => ({ ...r.data, createdByUserId: actor.id })));
    inserting.forEach((r, k) => (out[r.at] = { id: ids[k] }));
    // The search terms from the values just inserted (SEARCH_SOURCES.organization's columns), not read back, and the audit
    // events, sent together: on MariaDB/MySQL the server writes the one while the other is built.
    await allStatements([
      indexNewRecords(
        em,
        'organization',
        ids,
        inserting.map((r) => ({ name: r.data.name ?? null, razon_social: r.data.razonSocial ?? null, ruc: r.data.ruc ?? null, email: r.data.email ?? null })),
      ),
      this.audit.logMany(
        actor,
        inserting.map((r, k) => ({
          action: 'create',
          entity: 'organization',
          entityId: ids[k],
          description: `Organización ${r.data.name} creada`,
          meta: { changes: auditChanges<OrgChanges>({}, r.data) },
        })),
        em,
      ),
    ]);
    return out as Array<{ id: number } | { error: AppError }>;
  }

  /**
   * The organization a new operation names (REST-CONTRACT "New operation with flat fields"), inside the
   * caller's transaction `em`: the oldest visible one whose name or razón social is `name` (trimmed, without
   * regard to case or accents), else a new one made by `create` itself. One rule per organization: one born
   * with an operation gets the same defaults (rubro 'Seguro', company visibility, owner = creator), audit
   * event and search terms as one created on its own screen.
   */
  async findOrCreateByName(actor: Actor, name: string, em: EntityManager): Promise<OrganizationEntity> {
    const [found] = await sameNameVisible(em, OrganizationEntity, 'o', 'organization', actor, ['name', 'razonSocial'], name);
    return found ?? this.create(actor, { name }, em);
  }

  async update(actor: Actor, id: number, input: UpdateOrganizationInput, within?: EntityManager): Promise<OrganizationEntity> {
    requireWriter(actor);
    const orgId = assertId(id, ORG_MESSAGES.notFound);
    return (within ?? this.ds).transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const org = assertWritable(actor, await em.findOneBy(OrganizationEntity, { id: orgId }), ORG_MESSAGES.notFound);
      const next: OrgChanges = changedTextValues(input, TEXT_FIELDS);
      const name = next.name !== undefined ? next.name : org.name;
      const razonSocial = next.razonSocial !== undefined ? next.razonSocial : org.razonSocial;
      if ((next.name !== undefined || next.razonSocial !== undefined) && !name && !razonSocial) {
        throw new AppError('VALIDATION', ORG_MESSAGES.nameRequired);
      }
      Object.assign(next, changedOwnership(input));
      if (input.isAgent !== undefined && input.isAgent !== null) next.isAgent = input.isAgent;
      if (input.advisorUserId !== undefined) next.advisorUserId = input.advisorUserId;
      assertOwnershipChange(actor, org, next);

      const changes = auditChanges(org, next);
      if (Object.keys(changes).length) {
        if ('ownerUserId' in changes) await assertUserExists(em, next.ownerUserId, OWNERSHIP_MESSAGES.ownerMissing);
        if ('advisorUserId' in changes) await assertUserExists(em, next.advisorUserId, ORG_MESSAGES.advisorMissing);
        const set = Object.fromEntries(Object.keys(changes).map((k) => [k, next[k as keyof OrgChanges]])) as OrgChanges;
        await em.update(OrganizationEntity, { id: org.id }, set);
        await reindexSearch(em, 'organization', org.id);
        await this.audit.log(
          actor,
          { action: 'update', entity: 'organization', entityId: org.id, description: `Organización ${org.name ?? org.razonSocial ?? org.id} modificada`, meta: { changes } },
          em,
        );
      }
      return em.findOneByOrFail(OrganizationEntity, { id: org.id });
    });
  }
}
