import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES as M,
  catalogPriceDecimal,
  catalogPriceProblem,
  type CatalogCurrency,
  type CatalogItemType,
  type IvaRate,
  joinModes,
  normalizeSku,
  splitModes,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { insertRows } from '../../core/db/insert-rows';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { LIKE_ESCAPE, likeEscape } from '../../core/db/raw';
import { readingOrder } from '../../core/db/reading-order';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, notFound } from '../../core/errors/app-error';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { CatalogItemEntity } from './catalog-item.entity';
import type { CatalogItemFilter, CreateCatalogItemInput, UpdateCatalogItemInput } from './catalog.inputs';
import type { CatalogItemView } from './catalog.types';

export interface CatalogPage {
  limit?: number;
  offset?: number;
}

/** What a write stores (the columns an audit event compares). */
interface Stored {
  type: CatalogItemType;
  sku: string;
  name: string;
  unit: string | null;
  currency: CatalogCurrency;
  price: number;
  taxRate: IvaRate;
  modes: string;
  active: boolean;
}

const text = (v: string | null | undefined) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};

const skuTaken = () => new AppError('CONFLICT', M.skuTaken, 'sku');

/** A new item's stored fields (create's defaults; a price not valid in its currency is refused). */
function newFields(input: CreateCatalogItemInput): Stored {
  const currency = input.currency ?? 'USD';
  return {
    type: input.type,
    sku: normalizeSku(input.sku),
    name: input.name.trim(),
    unit: text(input.unit),
    currency,
    price: checkedPrice(input.price ?? 0, currency),
    taxRate: input.taxRate ?? '10',
    modes: joinModes(input.modes ?? []),
    active: input.active ?? true,
  };
}

export function catalogView(e: CatalogItemEntity): CatalogItemView {
  return {
    id: e.id,
    type: e.type,
    sku: e.sku,
    name: e.name,
    unit: e.unit,
    currency: e.currency,
    price: e.price ?? 0,
    taxRate: e.taxRate,
    modes: splitModes(e.modes),
    active: e.active,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** The price checked against its currency (PYG whole: catalogPriceProblem), as the number the column keeps. */
function checkedPrice(price: number, currency: CatalogCurrency): number {
  const problem = catalogPriceProblem(price, currency);
  if (problem) throw new AppError('VALIDATION', problem, 'price');
  return Number(catalogPriceDecimal(price, currency));
}

/**
 * Catalogue of products and services: every signed-in user reads it (the cost sheet's concept picker and the
 * quote's service picker offer it); only admins write, each write an audit event with meta.changes. Deleting an
 * item is a hard delete: cost sheets and quotes copy the item's text and figures when it is picked, so nothing
 * refers to it afterwards (deactivating hides it from the pickers and keeps it for the record).
 */
export class CatalogService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** By name as it is read (then id); `active`, `type` and `mode` filter, `q` looks in the code and the name. */
  async list(actor: Actor, filter: CatalogItemFilter | null = null, page: CatalogPage = {}): Promise<CatalogItemView[]> {
    const qb = this.ds.getRepository(CatalogItemEntity).createQueryBuilder('c');
    const q = filter?.q?.trim();
    if (q) qb.andWhere(`(c.name LIKE :q ${LIKE_ESCAPE} OR c.sku LIKE :q ${LIKE_ESCAPE})`, { q: `%${likeEscape(q)}%` });
    if (filter?.type) qb.andWhere('c.type = :type', { type: filter.type });
    if (filter?.active != null) qb.andWhere('c.active = :active', { active: filter.active ? 1 : 0 });
    // An item without modes applies to every mode. No mode's name holds another's (CATALOG_MODES), so a LIKE
    // on the comma-separated list finds it on both engines.
    if (filter?.mode) qb.andWhere("(c.modes = '' OR c.modes LIKE :mode)", { mode: `%${filter.mode}%` });
    qb.orderBy(readingOrder(qb, 'c.name'), 'ASC').addOrderBy('c.id', 'ASC');
    qb.offset(Math.max(0, page.offset ?? 0)).limit(Math.min(Math.max(1, page.limit ?? CATALOG_LIMITS.listMax), CATALOG_LIMITS.listMax));
    return (await qb.getMany()).map(catalogView);
  }

  async get(actor: Actor, id: number): Promise<CatalogItemView> {
    const row = await this.ds.manager.findOneBy(CatalogItemEntity, { id });
    if (!row) throw notFound(M.notFound);
    return catalogView(row);
  }

  /** `within`: the caller's transaction (a CSV import batch, which already holds the write lock). */
  async create(actor: Actor, input: CreateCatalogItemInput, within?: EntityManager): Promise<CatalogItemView> {
    requireAdmin(actor);
    const fields = newFields(input);
    const currency = fields.currency;
    return this.write(within, async (em) => {
      await assertSkuFree(em, fields.sku, null);
      const res = await em.insert(CatalogItemEntity, { ...fields, price: catalogPriceDecimal(fields.price, currency) as unknown as number });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'catalog_item', entityId: id, description: `Ítem del catálogo ${fields.sku} (${fields.name}) creado`, meta: { changes: createdChanges({ ...fields }) } },
        em,
      );
      return catalogView(await em.findOneByOrFail(CatalogItemEntity, { id }));
    });
  }

  /**
   * Many new items at once inside the caller's transaction (a CSV import's batch), by the same rules as
   * `create` (a free code, a price valid in its currency, one audit event each) in a few statements for the
   * batch. Each input's answer in order: its id or the refusal `create` would have thrown; nothing is written
   * for a refused input.
   */
  async createMany(actor: Actor, inputs: readonly CreateCatalogItemInput[], em: EntityManager): Promise<Array<{ id: number } | { error: AppError }>> {
    requireAdmin(actor);
    const out: Array<{ id: number } | { error: AppError } | undefined> = new Array(inputs.length);
    const ready: Array<{ at: number; fields: Stored }> = [];
    for (const [at, input] of inputs.entries()) {
      try {
        ready.push({ at, fields: newFields(input) });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        out[at] = { error: e };
      }
    }
    const taken = new Set<string>();
    const skus = [...new Set(ready.map((r) => r.fields.sku))];
    for (let i = 0; i < skus.length; i += 500) {
      for (const row of await em.find(CatalogItemEntity, { where: { sku: In(skus.slice(i, i + 500)) }, select: { sku: true } })) taken.add(row.sku);
    }
    const inserting: Array<{ at: number; fields: Stored }> = [];
    for (const r of ready) {
      if (taken.has(r.fields.sku)) out[r.at] = { error: skuTaken() };
      else {
        taken.add(r.fields.sku);
        inserting.push(r);
      }
    }
    const ids = await insertRows(
      em,
      CatalogItemEntity,
      inserting.map((r) => ({ ...r.fields, price: catalogPriceDecimal(r.fields.price, r.fields.currency) as unknown as number })),
    );
    inserting.forEach((r, k) => (out[r.at] = { id: ids[k] }));
    await this.audit.logMany(
      actor,
      inserting.map((r, k) => ({
        action: 'create',
        entity: 'catalog_item',
        entityId: ids[k],
        description: `Ítem del catálogo ${r.fields.sku} (${r.fields.name}) creado`,
        meta: { changes: createdChanges({ ...r.fields }) },
      })),
      em,
    );
    return out as Array<{ id: number } | { error: AppError }>;
  }

  async update(actor: Actor, id: number, input: UpdateCatalogItemInput, within?: EntityManager): Promise<CatalogItemView> {
    requireAdmin(actor);
    return this.write(within, async (em) => {
      const row = await em.findOneBy(CatalogItemEntity, { id });
      if (!row) throw notFound(M.notFound);
      const before: Stored = {
        type: row.type,
        sku: row.sku,
        name: row.name,
        unit: row.unit,
        currency: row.currency,
        price: row.price ?? 0,
        taxRate: row.taxRate,
        modes: row.modes,
        active: row.active,
      };
      const next: Partial<Stored> = {};
      if (input.type != null) next.type = input.type;
      if (input.sku != null) next.sku = normalizeSku(input.sku);
      if (input.name != null) next.name = input.name.trim();
      if (input.unit !== undefined) next.unit = text(input.unit);
      if (input.currency != null) next.currency = input.currency;
      if (input.taxRate != null) next.taxRate = input.taxRate;
      if (input.modes != null) next.modes = joinModes(input.modes);
      if (input.active != null) next.active = input.active;
      // A change of currency checks the price it keeps (a USD 12.50 cannot become PYG 12.50).
      const currency = next.currency ?? before.currency;
      if (input.price != null || next.currency !== undefined) next.price = checkedPrice(input.price ?? before.price, currency);
      const changes = auditChanges(before, next);
      if (Object.keys(changes).length) {
        if (next.sku !== undefined && next.sku !== before.sku) await assertSkuFree(em, next.sku, row.id);
        const stored = next.price === undefined ? next : { ...next, price: catalogPriceDecimal(next.price, currency) as unknown as number };
        await em.update(CatalogItemEntity, { id: row.id }, stored);
        await this.audit.log(
          actor,
          { action: 'update', entity: 'catalog_item', entityId: row.id, description: `Ítem del catálogo ${before.sku} (${before.name}) modificado`, meta: { changes } },
          em,
        );
      }
      return catalogView(await em.findOneByOrFail(CatalogItemEntity, { id: row.id }));
    });
  }

  /** Hard delete (see the class comment); returns the id. */
  async remove(actor: Actor, id: number): Promise<number> {
    requireAdmin(actor);
    return this.write(undefined, async (em) => {
      const row = await em.findOneBy(CatalogItemEntity, { id });
      if (!row) throw notFound(M.notFound);
      await em.delete(CatalogItemEntity, { id: row.id });
      const gone = { type: row.type, sku: row.sku, name: row.name, unit: row.unit, currency: row.currency, price: row.price, taxRate: row.taxRate, modes: row.modes, active: row.active };
      await this.audit.log(
        actor,
        { action: 'delete', entity: 'catalog_item', entityId: row.id, description: `Ítem del catálogo ${row.sku} (${row.name}) eliminado`, meta: { changes: deletedChanges(gone) } },
        em,
      );
      return row.id;
    });
  }

  /** One write behind the CRM write lock (or inside the caller's transaction); a racing duplicate code is the same 409. */
  private async write<T>(within: EntityManager | undefined, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      if (within) return await work(within);
      return await this.ds.transaction(async (em) => {
        await lockCrmWrites(em);
        return work(em);
      });
    } catch (e) {
      if (isDuplicateKey(e)) throw skuTaken();
      throw e;
    }
  }
}

async function assertSkuFree(em: EntityManager, sku: string, exceptId: number | null): Promise<void> {
  const other = await em.findOne(CatalogItemEntity, { where: { sku }, select: { id: true } });
  if (other && other.id !== exceptId) throw skuTaken();
}
