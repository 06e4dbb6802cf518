import { isCalendarDate, USD_PYG } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { lockCrmWrites } from '../../core/db/write-lock';
import { conflict, notFound, validation } from '../../core/errors/app-error';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { UserEntity } from '../users/user.entity';
import { ExchangeRateEntity } from './exchange-rate.entity';
import { type CreateExchangeRateInput, EXCHANGE_RATE_MESSAGES as M, type UpdateExchangeRateInput } from './exchange-rates.inputs';
import type { ExchangeRateView } from './exchange-rates.types';

/** Rows one list answers at most (years of daily rates of one pair fit in a few pages). */
export const EXCHANGE_RATES_MAX = 500;

export interface ExchangeRateListOptions {
  pair?: string | null;
  limit?: number;
  offset?: number;
}

/** The rate in force on a date (the latest on or before it), as a cost sheet takes it. */
export interface RateInForce {
  id: number;
  date: string;
  rate: number;
}

const text = (v: string | null | undefined) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};

/**
 * Dated exchange rates: every signed-in user reads them (cost sheets show the rate they took); only
 * admins write, and every write is an audit event with meta.changes { field: [old, new] }.
 */
export class ExchangeRatesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  private query(em: EntityManager) {
    return em
      .createQueryBuilder(ExchangeRateEntity, 'r')
      .leftJoin(UserEntity, 'u', 'u.id = r.createdByUserId')
      .addSelect('u.name', 'createdByName');
  }

  private async viewById(em: EntityManager, id: number): Promise<ExchangeRateView> {
    const { entities, raw } = await this.query(em).where('r.id = :id', { id }).getRawAndEntities();
    if (!entities[0]) throw notFound(M.notFound);
    return viewOf(entities[0], raw[0]?.createdByName);
  }

  /** Newest date first (then pair). */
  async list(actor: Actor, opts: ExchangeRateListOptions = {}): Promise<ExchangeRateView[]> {
    const qb = this.query(this.ds.manager).orderBy('r.rateDate', 'DESC').addOrderBy('r.pair', 'ASC').addOrderBy('r.id', 'DESC');
    if (opts.pair) qb.where('r.pair = :pair', { pair: opts.pair });
    qb.offset(Math.max(0, opts.offset ?? 0)).limit(Math.min(Math.max(1, opts.limit ?? EXCHANGE_RATES_MAX), EXCHANGE_RATES_MAX));
    const { entities, raw } = await qb.getRawAndEntities();
    // getRawAndEntities keeps the order of both lists; raw rows carry the joined name by position.
    return entities.map((e, i) => viewOf(e, raw[i]?.createdByName));
  }

  async get(actor: Actor, id: number): Promise<ExchangeRateView> {
    return this.viewById(this.ds.manager, id);
  }

  /** The rate of `pair` in force on `date`: the latest on or before it (domain rateOnOrBefore, in SQL); null before the first. */
  async inForce(em: EntityManager, date: string, pair: string = USD_PYG): Promise<RateInForce | null> {
    if (!isCalendarDate(date)) return null;
    const row = await em
      .createQueryBuilder(ExchangeRateEntity, 'r')
      .select(['r.id', 'r.rateDate', 'r.rate'])
      .where('r.pair = :pair', { pair })
      .andWhere('r.rate_date <= :date', { date })
      .orderBy('r.rateDate', 'DESC')
      .limit(1)
      .getOne();
    return row ? { id: row.id, date: row.rateDate, rate: row.rate } : null;
  }

  /** The rate in force on `date` for a reader (GraphQL exchangeRateOn, REST ?on=). */
  async readInForce(actor: Actor, date: string, pair: string = USD_PYG): Promise<RateInForce | null> {
    if (!isCalendarDate(date)) throw validation(M.date);
    return this.inForce(this.ds.manager, date, pair);
  }

  async create(actor: Actor, input: CreateExchangeRateInput): Promise<ExchangeRateView> {
    requireAdmin(actor);
    const fields = { pair: input.pair ?? USD_PYG, rateDate: input.date, rate: input.rate, source: text(input.source) };
    return this.write(async (em) => {
      await this.assertFree(em, fields.pair, fields.rateDate, null);
      const res = await em.insert(ExchangeRateEntity, { ...fields, createdByUserId: actor.id });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'exchange_rate', entityId: id, description: `Tipo de cambio ${fields.pair} del ${fields.rateDate}: ${fields.rate}`, meta: { changes: createdChanges(fields) } },
        em,
      );
      return this.viewById(em, id);
    });
  }

  async update(actor: Actor, id: number, input: UpdateExchangeRateInput): Promise<ExchangeRateView> {
    requireAdmin(actor);
    return this.write(async (em) => {
      const row = await em.findOneBy(ExchangeRateEntity, { id });
      if (!row) throw notFound(M.notFound);
      const next: Partial<Pick<ExchangeRateEntity, 'pair' | 'rateDate' | 'rate' | 'source'>> = {};
      if (input.pair != null) next.pair = input.pair;
      if (input.date != null) next.rateDate = input.date;
      if (input.rate != null) next.rate = input.rate;
      if (input.source !== undefined) next.source = text(input.source);
      const before = { pair: row.pair, rateDate: row.rateDate, rate: row.rate, source: row.source };
      const changes = auditChanges(before, next);
      if (Object.keys(changes).length) {
        await this.assertFree(em, next.pair ?? row.pair, next.rateDate ?? row.rateDate, row.id);
        await em.update(ExchangeRateEntity, { id: row.id }, next);
        await this.audit.log(
          actor,
          { action: 'update', entity: 'exchange_rate', entityId: row.id, description: `Tipo de cambio ${row.pair} del ${row.rateDate} modificado`, meta: { changes } },
          em,
        );
      }
      return this.viewById(em, row.id);
    });
  }

  /** Returns the deleted id. */
  async remove(actor: Actor, id: number): Promise<number> {
    requireAdmin(actor);
    return this.write(async (em) => {
      const row = await em.findOneBy(ExchangeRateEntity, { id });
      if (!row) throw notFound(M.notFound);
      await em.delete(ExchangeRateEntity, { id: row.id });
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'exchange_rate',
          entityId: row.id,
          description: `Tipo de cambio ${row.pair} del ${row.rateDate} eliminado`,
          meta: { changes: deletedChanges({ pair: row.pair, rateDate: row.rateDate, rate: row.rate, source: row.source }) },
        },
        em,
      );
      return row.id;
    });
  }

  /** One write transaction behind the CRM write lock; a racing duplicate (pair, date) is a 409 too. */
  private async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.ds.transaction(async (em) => {
        await lockCrmWrites(em);
        return work(em);
      });
    } catch (e) {
      if (isDuplicateKey(e)) throw conflict(M.duplicate);
      throw e;
    }
  }

  private async assertFree(em: EntityManager, pair: string, date: string, exceptId: number | null): Promise<void> {
    const other = await em.findOne(ExchangeRateEntity, { where: { pair, rateDate: date }, select: { id: true } });
    if (other && other.id !== exceptId) throw conflict(M.duplicate);
  }
}

function viewOf(e: ExchangeRateEntity, createdByName: unknown): ExchangeRateView {
  return {
    id: e.id,
    pair: e.pair,
    date: e.rateDate,
    rate: e.rate,
    source: e.source,
    createdByUserId: e.createdByUserId,
    createdByName: createdByName === null || createdByName === undefined ? null : String(createdByName),
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
