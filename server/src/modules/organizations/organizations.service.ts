import { type TextSort, textSort } from '../../core/db/reading-order';
import { moneyFromDb } from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { In } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { assertWritable, scopeVisible } from '../../core/db/visibility-scope';
import { AppError, notFound } from '../../core/errors/app-error';
import { type ConnectionShape, toConnection } from '../../core/graphql/connection';
import { applyListOrder, type OffsetPage, toOffsetConnection } from '../../core/graphql/list-order';
import { byKeys } from '../../core/graphql/loaders';
import { assertId } from '../../core/ids';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges } from '../audit/audit-diff';
import type { AuditService } from '../audit/audit.service';
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
} from './owned-records';
import { reindexSearch } from '../search/search-index';

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
 * A REST list page: `limit` rows from `offset`, or, in the list's default order (name, id), the rows
 * after the `after` cursor (nameCursor of the last row read): the CSV export reads long lists this way.
 */
export interface KeysetPage {
  limit: number;
  offset: number;
  after?: string | null;
}

export interface PageRequest {
  first: number;
  after?: string | null;
}

/**
 * Organizations: owner + visibility enforced on every read and write.
 * Budget fields are read-only here (the budget workflow has its own service).
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
  async list(actorOrNull: Actor | null, filter: OrganizationFilter | null, page: KeysetPage, orderBy?: OrganizationOrder | null): Promise<OrganizationEntity[]> {
    const actor = requireActor(actorOrNull);
    const base = this.filtered(actor, filter);
    if (page.after && !orderBy) afterNameCursor(base, 'o', page.after);
    return (orderBy ? applyListOrder(base, ORGANIZATION_SORT_SQL, orderBy, 'o.id') : orderByName(base, 'o')).limit(page.limit).offset(page.offset).getMany();
  }

  /** A sorted (or jumped-to) page: a count and `first` rows from `offset`; default order name, id. */
  async offsetConnection(actorOrNull: Actor | null, filter: OrganizationFilter | null, orderBy: OrganizationOrder | null | undefined, page: OffsetPage): Promise<ConnectionShape<OrganizationEntity>> {
    const actor = requireActor(actorOrNull);
    const base = this.filtered(actor, filter);
    const totalCount = await base.clone().getCount();
    const sorted = orderBy ? applyListOrder(base, ORGANIZATION_SORT_SQL, orderBy, 'o.id') : orderByName(base, 'o');
    // limit/offset, not take/skip: no joins, and take/skip cannot order by an expression.
    const rows = await sorted.limit(page.first + 1).offset(page.offset).getMany();
    return toOffsetConnection(rows, page, totalCount);
  }

  /** GraphQL connection: a count and one page (keyset on name, id). */
  async connection(actorOrNull: Actor | null, filter: OrganizationFilter | null, page: PageRequest): Promise<ConnectionShape<OrganizationEntity>> {
    const actor = requireActor(actorOrNull);
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
  async accumulatedProfit(actorOrNull: Actor | null, filter: OrganizationFilter | null): Promise<number> {
    const actor = requireActor(actorOrNull);
    const raw = await this.filtered(actor, filter)
      .andWhere('o.budget_status = :confirmed', { confirmed: 'confirmado' satisfies BudgetStatus })
      .select('COALESCE(SUM(o.budget_profit_value), 0)', 'total')
      .getRawOne<{ total: unknown }>();
    return moneyFromDb(raw?.total) ?? 0;
  }

  async getById(actorOrNull: Actor | null, id: number): Promise<OrganizationEntity> {
    const actor = requireActor(actorOrNull);
    const org = await this.visible(actor).andWhere('o.id = :id', { id: assertId(id, ORG_MESSAGES.notFound) }).getOne();
    if (!org) throw notFound(ORG_MESSAGES.notFound);
    return org;
  }

  /** Loader batch: the visible organizations by id, null for missing or invisible ones. */
  async byIds(actorOrNull: Actor | null, ids: readonly number[]): Promise<(OrganizationEntity | null)[]> {
    const actor = requireActor(actorOrNull);
    const wanted = [...new Set(ids)];
    const rows = wanted.length ? await this.visible(actor).andWhere({ id: In(wanted) }).getMany() : [];
    return byKeys(ids, rows, (o) => o.id);
  }

  /** `within`: the caller's open transaction (a CSV import batch); this write is then a savepoint of it. */
  async create(actorOrNull: Actor | null, input: CreateOrganizationInput, within?: EntityManager): Promise<OrganizationEntity> {
    const actor = requireWriter(actorOrNull);
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

  async update(actorOrNull: Actor | null, id: number, input: UpdateOrganizationInput, within?: EntityManager): Promise<OrganizationEntity> {
    const actor = requireWriter(actorOrNull);
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
