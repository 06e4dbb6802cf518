import { canReadRecord, effectiveValues, isAdmin, kanbanPipelineId, paraguayToday, type OperationFieldKey, parseHiddenStages, parseStageLabels } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { notFound } from '../../core/errors/app-error';
import { decodeCursor, encodeCursor, MAX_PAGE, toConnection, type ConnectionShape } from '../../core/graphql/connection';
import { rawDate, rawFloat, rawInt, rawMoney, rawNumber } from '../../core/db/raw';
import { keepSerialized, LatestAnswers } from '../../core/graphql/fast-path';
import type { Loaders } from '../../core/graphql/loaders';
import { visibleConditionSql } from '../../core/db/visibility-scope';
import { STAGES_MAX } from '../pipelines';
import type { Board, BoardColumn, DealCard } from './deals.types';

export interface BoardArgs {
  pipelineId?: number | null;
  businessUnitId?: number | null;
  /** Extra stages the caller hides (besides kanban_hide_stages). */
  hiddenStageIds?: number[] | null;
  /** Cards per column in the first page. */
  first?: number | null;
}

export const CARD_COLUMNS = `d.id AS id, d.reference AS reference, d.title AS title, d.value AS value, d.stage_id AS stageId,
  o.id AS orgId, COALESCE(o.name, o.razon_social) AS orgName, c.id AS contactId, c.name AS contactName,
  d.created_at AS createdAt, cf.value AS fCotiz, d.position AS position,
  d.updated_at AS updatedAt, st.stuck_days AS stuckDays, d.quote_open_until AS quoteOpenUntil,
  CASE WHEN d.org_id IS NOT NULL AND o.id IS NULL THEN NULL ELSE d.real_profit END AS realProfit,
  (SELECT MIN(na.due_at) FROM activities na WHERE na.deal_id = d.id AND na.done = 0 AND na.due_at IS NOT NULL) AS nextDueAt,
  (SELECT MAX(la.created_at) FROM activities la WHERE la.deal_id = d.id) AS lastActivityAt`;

/** The card's quote-deadline badge reads the quote date (an operation field). A constant: the statement's text stays fixed. */
const QUOTE_DATE_KEY: OperationFieldKey = 'f_cotiz';

/**
 * The card's joins. Another user's private organization or contact joins as null (the card shows '—'),
 * like the deal rows of DealsService; its parameters come first in the statement.
 */
export function cardFrom(actor: Actor): { sql: string; params: unknown[] } {
  const ov = visibleConditionSql('o', actor);
  const cv = visibleConditionSql('c', actor);
  return { sql: cardJoins(ov.sql, cv.sql), params: [...ov.params, ...cv.params] };
}

/** The card's joins with the organization's and the contact's join conditions (one text for every reader). */
function cardJoins(orgCondition: string, contactCondition: string): string {
  return `FROM deals d
  LEFT JOIN organizations o ON o.id = d.org_id AND ${orgCondition}
  LEFT JOIN contacts c ON c.id = d.contact_id AND ${contactCondition}
  LEFT JOIN deal_custom_fields cf ON cf.deal_id = d.id AND cf.key = '${QUOTE_DATE_KEY}'
  LEFT JOIN stages st ON st.id = d.stage_id`;
}

/**
 * A live event's card is read once for every subscriber (live moves stay cheap): the joins see every
 * organization and contact, with their owner and visibility beside the card's columns; `cardForReader`
 * then applies the visibility rule (domain canReadRecord, the same rule as visibleConditionSql) per
 * subscriber in memory, so a private organization or contact still reaches only its owner and admins.
 */
export const CARD_READER_COLUMNS = `${CARD_COLUMNS}, o.visibility AS orgVisibility, o.owner_user_id AS orgOwnerId,
  c.visibility AS contactVisibility, c.owner_user_id AS contactOwnerId`;

export const CARD_FROM_ALL = cardJoins('1 = 1', '1 = 1');

/** The card of a CARD_READER_COLUMNS row as `actor` may see it: an organization or contact it may not read joins as null. */
export function cardForReader(r: Record<string, unknown>, actor: Actor): DealCard {
  return cardWithAccess(r, cardAccess(r, actor));
}

/** Which of a CARD_READER_COLUMNS row's organization and contact `actor` may read (readers with the same answer see the same card). */
export function cardAccess(r: Record<string, unknown>, actor: Actor): { org: boolean; contact: boolean } {
  return {
    org: r.orgId == null || canReadRecord(actor, { visibility: r.orgVisibility == null ? null : String(r.orgVisibility), ownerUserId: rawInt(r.orgOwnerId) }),
    contact: r.contactId == null || canReadRecord(actor, { visibility: r.contactVisibility == null ? null : String(r.contactVisibility), ownerUserId: rawInt(r.contactOwnerId) }),
  };
}

/** The card of a CARD_READER_COLUMNS row with the organization and contact its reader may not read as null. */
export function cardWithAccess(r: Record<string, unknown>, access: { org: boolean; contact: boolean }): DealCard {
  return toCard({ ...r, ...(access.org ? {} : { orgId: null, orgName: null, realProfit: null }), ...(access.contact ? {} : { contactId: null, contactName: null }) });
}

export function toCard(r: Record<string, unknown>): DealCard {
  const f = r.fCotiz == null ? null : String(r.fCotiz).slice(0, 10);
  return {
    id: Number(r.id),
    reference: String(r.reference ?? ''),
    title: String(r.title),
    value: rawNumber(r.value),
    stageId: Number(r.stageId),
    orgId: rawInt(r.orgId),
    orgName: r.orgName == null ? null : String(r.orgName),
    contactId: rawInt(r.contactId),
    contactName: r.contactName == null ? null : String(r.contactName),
    createdAt: rawDate(r.createdAt),
    fCotiz: f,
    position: rawFloat(r.position),
    // Follow-up signals (nextSteps): the next open task's time, the last touch (a write or move of the
    // deal, or an activity on it) and the stage's idle days; the client decides with its clock.
    nextDueAt: r.nextDueAt == null ? null : rawDate(r.nextDueAt),
    lastTouchAt: latest(rawDate(r.updatedAt ?? r.createdAt), r.lastActivityAt == null ? null : rawDate(r.lastActivityAt)),
    stuckDays: rawInt(r.stuckDays),
    quoteOpenUntil: r.quoteOpenUntil == null ? null : String(r.quoteOpenUntil),
    // Like the operation's budgeted profit, null when the reader may not see its organization.
    realProfit: rawMoney(r.realProfit),
  };
}

const latest = (a: Date, b: Date | null): Date => (b && b.getTime() > a.getTime() ? b : a);

const cardCursor = (c: DealCard) => encodeCursor([c.position, c.id]);

/** Per card of a board's first page, the data version of what its checklist chip reads (see boardCardVersion). */
const cardVersions = new WeakMap<DealCard, string>();

/**
 * The data version of what fields other modules add to a card of a board's first page read (the checklist
 * chip): the 'board' data version (checklist templates, parameters), the deal's own chip version
 * (deal_chip_versions, migration 1764270000000: every write to its files, document ticks and the custom
 * fields the chip reads bumps it in the same transaction) and its creation time. Such a field may keep its
 * value per card for it: a move or an edit of another card leaves it as it was, so after a move no chip
 * is computed again. Undefined for cards read otherwise (later pages, live events, no data version).
 */
export function boardCardVersion(card: DealCard): string | undefined {
  return cardVersions.get(card);
}

/**
 * Today's 'YYYY-MM-DD' (local) for the board's cards, worked out again at most once a second (a board asks
 * it for every card's checklist chip). The chip (document-checklists) and the kept text of a column's cards
 * read the same value, so a text is never kept under a day its chips were not computed for.
 */
let day = { at: 0, value: '' };
export function boardDay(): string {
  const now = Date.now();
  if (now - day.at >= 1000 || now < day.at) day = { at: now, value: paraguayToday(new Date(now)) };
  return day.value;
}

/** One open row of deal_totals (open deals of a pipeline, unit and stage). */
interface TotalRow {
  pipelineId: number;
  unitKey: number;
  stageId: number;
  count: number;
  cents: number;
  version: number;
}

interface Snapshot {
  shared: string | null;
  totals: TotalRow[];
}

/** What the board reads besides deals: changes only with the 'board' data version. */
interface Layout {
  slug: string | null;
  params: Array<{ pkey: string; value: string; active: unknown }>;
  rows: Array<{ pid: unknown; pname: string; sid: unknown; sname: string | null; ord: unknown }>;
}

const LAYOUT_KEYS = ['kanban_stage_labels', 'kanban_hide_stages', 'kanban_pipeline_id'];

/**
 * The snapshot statement (readSnapshot) carries two data versions as extra rows of the totals' shape:
 * their `pipeline_id` column holds one of these ids, which no pipeline has (ids are positive), so the
 * rows are told apart from real totals.
 */
const BOARD_VERSION_ROW = -1;
const TOTALS_VERSION_ROW = -2;

/**
 * The kanban (spec part 1 §2): per visible stage its label, open-deal count, value sum and first page
 * of cards. Statements do not grow with the number of deals: one read of deal_totals (counts,
 * sums and versions kept by triggers, migration 1764100000000, a few rows per pipeline) with the
 * 'board' data version; the pipelines, stages and kanban parameters, read again only when that version
 * changed; and one UNION ALL of per-column keyset pages (each the first rows of idx_deals_board).
 */
export class BoardService {
  /**
   * The first page of cards of each column read lately, per viewer, for the version of that column
   * (the 'board' version and the versions of the column's totals, which every write to one of its deals
   * or their f_cotiz bumps): a board built again after a move reads only the two columns it changed.
   * Bounded like the shared response cache: per column its latest version only, at most 2,000 columns
   * and ~8 MB of cards.
   */
  private readonly pages = new LatestAnswers<DealCard[]>(2_000, 8 * 1024 * 1024);
  /** Per kept list of cards (a column of `pages`), its connection for a count and day (marked keepSerialized once, not per request). */
  private readonly connections = new WeakMap<DealCard[], { key: string; connection: ConnectionShape<DealCard> }>();
  /** Layouts by business unit, for the 'board' data version `layoutVersion` (cleared when it changes). */
  private layouts = new Map<number, Layout>();
  private layoutVersion: string | null = '';

  constructor(private readonly ds: DataSource) {}

  /**
   * Every total row and the 'board' data version, in one statement: a few rows per pipeline, however
   * many deals there are.
   */
  private snapshot(loaders?: Loaders): Promise<Snapshot> {
    // Once per request: the shared cache's key (cacheScope) and the answer built under it read the same rows.
    return loaders ? loaders.once('board.snapshot', () => this.readSnapshot()) : this.readSnapshot();
  }

  /**
   * The open totals last read, with the 'totals' data version they were read at (migration
   * 1764250000000: triggers on deal_totals bump it with every change, in the same transaction).
   */
  private lastTotals: { version: number; totals: TotalRow[] } | null = null;

  /**
   * The open totals and the 'board' version in one statement. The totals' rows come back only when the
   * 'totals' version differs from the one of the totals this process read last (a condition the
   * database checks in the same statement, so what it answers is consistent): with nothing written, a
   * board reads three version rows, not every total. The rows returned are kept and never changed.
   */
  private async readSnapshot(): Promise<Snapshot> {
    const totalsSql = "SELECT pipeline_id AS p, unit_key AS u, stage_id AS s, deals AS n, value_cents AS c, version AS v FROM deal_totals WHERE status = 'open'";
    const known = this.lastTotals;
    let rows: Array<Record<string, unknown>>;
    let shared: string | null = '0';
    try {
      rows = await this.ds.query(
        `${totalsSql} AND (SELECT version FROM data_versions WHERE scope = 'totals') <> ?
         UNION ALL SELECT ${BOARD_VERSION_ROW}, 0, 0, 0, 0, version FROM data_versions WHERE scope = 'board'
         UNION ALL SELECT ${TOTALS_VERSION_ROW}, 0, 0, 0, 0, version FROM data_versions WHERE scope = 'totals'`,
        [known?.version ?? -1],
      );
    } catch {
      // No data version (a broken or half-migrated table): the board is still answered, read afresh.
      rows = await this.ds.query(totalsSql);
      shared = null;
    }
    let totals: TotalRow[] = [];
    let version: number | null = null;
    const add = (r: Record<string, unknown>) =>
      totals.push({ pipelineId: Number(r.p), unitKey: Number(r.u), stageId: Number(r.s), count: Number(r.n), cents: Number(r.c), version: Number(r.v) });
    for (const r of rows) {
      if (Number(r.p) === BOARD_VERSION_ROW) shared = String(r.v);
      else if (Number(r.p) === TOTALS_VERSION_ROW) version = Number(r.v);
      else add(r);
    }
    if (shared !== null && version === null) {
      // No 'totals' version (its condition was never true): every total, read without it.
      totals = [];
      for (const r of (await this.ds.query(totalsSql)) as Array<Record<string, unknown>>) add(r);
    } else if (version !== null && known && version === known.version) {
      totals = known.totals;
    } else if (version !== null) {
      this.lastTotals = { version, totals };
    }
    return { shared, totals };
  }

  /** The pipelines, stages and kanban parameters (with the unit's own), memoized per 'board' version. */
  private async layout(shared: string | null, businessUnitId: number | null | undefined): Promise<Layout> {
    if (shared !== null && shared !== this.layoutVersion) {
      this.layouts = new Map();
      this.layoutVersion = shared;
    }
    const unit = businessUnitId ?? 0;
    const known = shared === null ? undefined : this.layouts.get(unit);
    if (known) return known;
    let slug: string | null = null;
    if (businessUnitId) {
      const bu: Array<{ key_slug: string }> = await this.ds.query('SELECT key_slug FROM business_units WHERE id = ?', [businessUnitId]);
      if (!bu.length) throw notFound('Workspace no encontrado.');
      slug = bu[0].key_slug;
    }
    const wanted = slug ? [...LAYOUT_KEYS, ...LAYOUT_KEYS.map((k) => `${k}__${slug}`)] : LAYOUT_KEYS;
    const params: Layout['params'] = await this.ds.query(
      `SELECT pv.key AS pkey, pv.value AS value, pv.active AS active FROM param_values pv
       WHERE pv.key IN (${wanted.map(() => '?').join(', ')}) ORDER BY pv.ord, pv.id`,
      wanted,
    );
    // Pipelines and their stages are small tables: one statement for all of them.
    const rows: Layout['rows'] = await this.ds.query(
      `SELECT p.id AS pid, p.name AS pname, s.id AS sid, s.name AS sname, s.order_index AS ord
       FROM pipelines p LEFT JOIN stages s ON s.pipeline_id = p.id ORDER BY p.id, s.order_index, s.id`,
    );
    const layout = { slug, params, rows };
    if (this.layoutVersion === shared && this.layouts.size < 1000) this.layouts.set(unit, layout);
    return layout;
  }

  /** The parameter values of one kanban key for this layout (the unit's own override the global ones). */
  private static values(layout: Layout, key: string): string[] {
    const asParams = (k: string) => layout.params.filter((p) => p.pkey === k).map((p) => ({ value: p.value, active: Boolean(Number(p.active)) }));
    return effectiveValues(asParams(key), layout.slug ? asParams(`${key}__${layout.slug}`) : undefined);
  }

  private static pipelineOf(layout: Layout, pipelineId: number | null | undefined): number | null {
    const pipelineIds = [...new Set(layout.rows.map((r) => Number(r.pid)))];
    return pipelineId ?? kanbanPipelineId(BoardService.values(layout, 'kanban_pipeline_id'), pipelineIds);
  }

  /**
   * The data version of a board (or column) answer, for the shared response cache: the 'board' version
   * (pipelines, stages, parameters, units, organizations, contacts) and the versions of the totals of
   * its pipeline (and unit). A move in another pipeline or unit leaves it unchanged.
   */
  async cacheScope(args: { pipelineId?: number | null; businessUnitId?: number | null }, loaders?: Loaders): Promise<string | null> {
    // The arguments as sent, not yet coerced: anything but a whole number is not cached (execution refuses it).
    const id = (v: unknown) => v == null || Number.isSafeInteger(v);
    if (!id(args.pipelineId) || !id(args.businessUnitId)) return null;
    const { shared, totals } = await this.snapshot(loaders);
    if (shared === null) return null;
    const pipelineId = BoardService.pipelineOf(await this.layout(shared, args.businessUnitId), args.pipelineId);
    let version = 0;
    for (const t of totals) if (t.pipelineId === pipelineId && (!args.businessUnitId || t.unitKey === args.businessUnitId)) version += t.version;
    // The day too: the kanban's checklist chip turns overdue at midnight without any write.
    return `${shared}:${pipelineId}:${args.businessUnitId ?? '*'}:${version}:${paraguayToday(new Date())}`;
  }

  /** `loaders`: the request's, whose data versions (read once per request) the shared cache keyed this answer by. */
  async board(actor: Actor, args: BoardArgs, loaders?: Loaders): Promise<Board> {
    const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
    const { shared, totals } = await this.snapshot(loaders);
    const layout = await this.layout(shared, args.businessUnitId);
    const chosen = BoardService.pipelineOf(layout, args.pipelineId);
    const mine = layout.rows.filter((r) => Number(r.pid) === chosen);
    if (!mine.length) throw notFound('Pipeline no encontrado.');
    const pipeline = { id: Number(mine[0].pid), name: mine[0].pname };
    const stages = mine.filter((r) => r.sid !== null).map((r) => ({ id: Number(r.sid), name: String(r.sname), orderIndex: Number(r.ord) }));
    const labels = parseStageLabels(BoardService.values(layout, 'kanban_stage_labels'), stages);
    const hidden = parseHiddenStages(BoardService.values(layout, 'kanban_hide_stages'), stages);
    for (const id of args.hiddenStageIds ?? []) hidden.add(id);
    // One SQL subquery per column: never more columns than Board.columns declares.
    const visible = stages.filter((s) => !hidden.has(s.id)).slice(0, STAGES_MAX);

    const unitSql = args.businessUnitId ? ' AND d.business_unit_id = ?' : '';
    const aggregates = new Map<number, { count: number; cents: number }>();
    for (const t of totals) {
      if (t.pipelineId !== pipeline.id || (args.businessUnitId && t.unitKey !== args.businessUnitId)) continue;
      const a = aggregates.get(t.stageId) ?? { count: 0, cents: 0 };
      aggregates.set(t.stageId, { count: a.count + t.count, cents: a.cents + t.cents });
    }

    const cards = new Map<number, DealCard[]>();
    // Each column's cards come from `pages` when its version is the one just read (see `pages`).
    const versions = new Map<number, number>();
    for (const t of totals) {
      if (t.pipelineId === pipeline.id && (!args.businessUnitId || t.unitKey === args.businessUnitId)) versions.set(t.stageId, (versions.get(t.stageId) ?? 0) + t.version);
    }
    const viewer = isAdmin(actor.role) ? 'admin' : `user:${actor.id}`;
    const pageOf = (stageId: number) => `${viewer}:${pipeline.id}:${args.businessUnitId ?? '*'}:${stageId}:${first}`;
    const versionOf = (stageId: number) => `${shared}:${versions.get(stageId) ?? 0}`;
    const withDeals = visible.filter((s) => {
      if ((aggregates.get(s.id)?.count ?? 0) === 0) return false;
      const known = shared === null ? undefined : this.pages.get(pageOf(s.id), versionOf(s.id));
      if (known) cards.set(s.id, known);
      return !known;
    });
    if (withDeals.length) {
      const parts: string[] = [];
      const params: unknown[] = [];
      const from = cardFrom(actor);
      withDeals.forEach((s, i) => {
        parts.push(
          `SELECT * FROM (SELECT ${CARD_COLUMNS}, cv.version AS chipVersion ${from.sql}
           LEFT JOIN deal_chip_versions cv ON cv.deal_id = d.id
           WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open'${unitSql}
           ORDER BY d.position ASC, d.id ASC LIMIT ${first + 1}) col${i}`,
        );
        params.push(...from.params, pipeline.id, s.id, ...(args.businessUnitId ? [args.businessUnitId] : []));
      });
      const rows: Array<Record<string, unknown>> = await this.ds.query(parts.join('\nUNION ALL\n'), params);
      for (const r of rows) {
        const card = toCard(r);
        if (shared !== null) cardVersions.set(card, `${shared}:${Number(r.chipVersion ?? 0)}:${String(r.createdAt)}`);
        const list = cards.get(card.stageId);
        if (list) list.push(card);
        else cards.set(card.stageId, [card]);
      }
      for (const s of withDeals) {
        const list = (cards.get(s.id) ?? []).sort((x, y) => x.position - y.position || x.id - y.id);
        cards.set(s.id, list);
        // A column read is kept as read: the cards are never changed afterwards (toConnection copies).
        if (shared !== null) {
          // ~400 bytes a card, and as much again for its JSON text kept by the trimmed execution path (keepSerialized)
          // and again for that text's bytes (direct-http.ts).
          this.pages.set(pageOf(s.id), versionOf(s.id), list, 1200 * (list.length + 1));
        }
      }
    }

    const day = boardDay();
    const columns: BoardColumn[] = visible.map((s) => {
      const a = aggregates.get(s.id) ?? { count: 0, cents: 0 };
      const list = cards.get(s.id);
      // A column's cards read for its version (kept in `pages`): their JSON text is written once per selection
      // while that list lives (fields other modules add to DealCard keep per card version and day, see
      // boardCardVersion), then reused by the trimmed execution path. Its connection too, while count and day hold.
      let connection: ConnectionShape<DealCard>;
      if (list && shared !== null) {
        const key = `${first}:${a.count}:${day}`;
        const known = this.connections.get(list);
        if (known?.key === key) connection = known.connection;
        else {
          connection = toConnection(list, first, a.count, cardCursor);
          keepSerialized(connection, list, key);
          this.connections.set(list, { key, connection });
        }
      } else connection = toConnection(list ?? [], first, a.count, cardCursor);
      return {
        stageId: s.id,
        name: s.name,
        label: labels.get(s.id) ?? s.name,
        orderIndex: s.orderIndex,
        count: a.count,
        valueSum: a.cents / 100,
        cards: connection,
      };
    });
    return { pipelineId: pipeline.id, pipelineName: pipeline.name, businessUnitId: args.businessUnitId ?? null, columns };
  }

  /** The next page of one column (keyset on position, id). */
  async columnCards(
    actor: Actor,
    args: { pipelineId: number; stageId: number; businessUnitId?: number | null; first?: number | null; after?: string | null },
  ): Promise<ConnectionShape<DealCard>> {
    const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
    const cursor = decodeCursor(args.after, 2);
    const from = cardFrom(actor);
    const unitSql = args.businessUnitId ? ' AND d.business_unit_id = ?' : '';
    const unitParams = args.businessUnitId ? [args.businessUnitId] : [];
    const keyset = cursor ? ' AND (d.position > ? OR (d.position = ? AND d.id > ?))' : '';
    const keysetParams = cursor ? [Number(cursor[0]), Number(cursor[0]), Number(cursor[1])] : [];
    const [rows, countRows] = await Promise.all([
      this.ds.query(
        `SELECT ${CARD_COLUMNS} ${from.sql}
         WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open'${unitSql}${keyset}
         ORDER BY d.position ASC, d.id ASC LIMIT ${first + 1}`,
        [...from.params, args.pipelineId, args.stageId, ...unitParams, ...keysetParams],
      ) as Promise<Array<Record<string, unknown>>>,
      this.ds.query(`SELECT SUM(t.deals) AS n FROM deal_totals t WHERE t.pipeline_id = ? AND t.stage_id = ? AND t.status = 'open'${args.businessUnitId ? ' AND t.unit_key = ?' : ''}`, [
        args.pipelineId,
        args.stageId,
        ...unitParams,
      ]) as Promise<Array<Record<string, unknown>>>,
    ]);
    return toConnection(rows.map(toCard), first, Number(countRows[0]?.n ?? 0), cardCursor);
  }
}
