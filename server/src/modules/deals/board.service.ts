import { effectiveValues, kanbanPipelineId, parseHiddenStages, parseStageLabels } from '@crm/domain';
import type { DataSource } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { notFound } from '../../core/errors/app-error';
import { decodeCursor, encodeCursor, MAX_PAGE, toConnection, type ConnectionShape } from '../../core/graphql/connection';
import { rawDate, rawFloat, rawInt, rawNumber } from '../../core/db/raw';
import { visibleConditionSql } from '../../core/db/visibility-scope';
import { STAGES_MAX } from '../pipelines/pipelines.types';
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
  d.created_at AS createdAt, cf.value AS fCotiz, d.position AS position`;

/**
 * The card's joins. Another user's private organization or contact joins as null (the card shows '—'),
 * like the deal rows of DealsService; its parameters come first in the statement.
 */
export function cardFrom(actor: Actor): { sql: string; params: unknown[] } {
  const ov = visibleConditionSql('o', actor);
  const cv = visibleConditionSql('c', actor);
  return {
    sql: `FROM deals d
  LEFT JOIN organizations o ON o.id = d.org_id AND ${ov.sql}
  LEFT JOIN contacts c ON c.id = d.contact_id AND ${cv.sql}
  LEFT JOIN deal_custom_fields cf ON cf.deal_id = d.id AND cf.key = 'f_cotiz'`,
    params: [...ov.params, ...cv.params],
  };
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
  };
}

const cardCursor = (c: DealCard) => encodeCursor([c.position, c.id]);

/**
 * The kanban (spec part 1 §2): per visible stage its label, open-deal count, value sum and first page
 * of cards. A constant number of statements whatever the number of deals: params, pipeline(s), stages,
 * one GROUP BY and one UNION ALL of per-column keyset pages (each served by idx_deals_board).
 */
export class BoardService {
  constructor(private readonly ds: DataSource) {}

  async board(actorOrNull: Actor | null, args: BoardArgs): Promise<Board> {
    const actor = requireActor(actorOrNull);
    const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);

    let slug: string | null = null;
    if (args.businessUnitId) {
      const bu: Array<{ key_slug: string }> = await this.ds.query('SELECT key_slug FROM business_units WHERE id = ?', [args.businessUnitId]);
      if (!bu.length) throw notFound('Workspace no encontrado.');
      slug = bu[0].key_slug;
    }
    const keys = ['kanban_stage_labels', 'kanban_hide_stages', 'kanban_pipeline_id'];
    const wanted = slug ? [...keys, ...keys.map((k) => `${k}__${slug}`)] : keys;
    const params: Array<{ pkey: string; value: string; active: unknown }> = await this.ds.query(
      `SELECT pv.key AS pkey, pv.value AS value, pv.active AS active FROM param_values pv
       WHERE pv.key IN (${wanted.map(() => '?').join(', ')}) ORDER BY pv.ord, pv.id`,
      wanted,
    );
    const asParams = (key: string) => params.filter((p) => p.pkey === key).map((p) => ({ value: p.value, active: Boolean(Number(p.active)) }));
    const values = (key: string) => effectiveValues(asParams(key), slug ? asParams(`${key}__${slug}`) : undefined);

    // Pipelines and their stages are small tables: one statement for all of them.
    const rows: Array<{ pid: unknown; pname: string; sid: unknown; sname: string | null; ord: unknown }> = await this.ds.query(
      `SELECT p.id AS pid, p.name AS pname, s.id AS sid, s.name AS sname, s.order_index AS ord
       FROM pipelines p LEFT JOIN stages s ON s.pipeline_id = p.id ORDER BY p.id, s.order_index, s.id`,
    );
    const pipelineIds = [...new Set(rows.map((r) => Number(r.pid)))];
    const chosen = args.pipelineId ?? kanbanPipelineId(values('kanban_pipeline_id'), pipelineIds);
    const mine = rows.filter((r) => Number(r.pid) === chosen);
    if (!mine.length) throw notFound('Pipeline no encontrado.');
    const pipeline = { id: Number(mine[0].pid), name: mine[0].pname };
    const stages = mine.filter((r) => r.sid !== null).map((r) => ({ id: Number(r.sid), name: String(r.sname), orderIndex: Number(r.ord) }));
    const labels = parseStageLabels(values('kanban_stage_labels'), stages);
    const hidden = parseHiddenStages(values('kanban_hide_stages'), stages);
    for (const id of args.hiddenStageIds ?? []) hidden.add(id);
    // One SQL subquery per column: never more columns than Board.columns declares.
    const visible = stages.filter((s) => !hidden.has(s.id)).slice(0, STAGES_MAX);

    const unitSql = args.businessUnitId ? ' AND d.business_unit_id = ?' : '';
    const baseParams: unknown[] = [pipeline.id, ...(args.businessUnitId ? [args.businessUnitId] : [])];

    const aggregates = new Map<number, { count: number; sum: number }>();
    const cards = new Map<number, DealCard[]>();
    if (visible.length) {
      const agg: Array<Record<string, unknown>> = await this.ds.query(
        `SELECT d.stage_id AS stageId, COUNT(*) AS n, SUM(d.value) AS total FROM deals d
         WHERE d.pipeline_id = ? AND d.status = 'open'${unitSql} GROUP BY d.stage_id`,
        baseParams,
      );
      for (const r of agg) aggregates.set(Number(r.stageId), { count: Number(r.n), sum: rawNumber(r.total) });

      const withDeals = visible.filter((s) => (aggregates.get(s.id)?.count ?? 0) > 0);
      if (withDeals.length) {
        const parts: string[] = [];
        const params: unknown[] = [];
        const from = cardFrom(actor);
        withDeals.forEach((s, i) => {
          parts.push(
            `SELECT * FROM (SELECT ${CARD_COLUMNS} ${from.sql}
             WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open'${unitSql}
             ORDER BY d.position ASC, d.id ASC LIMIT ${first + 1}) col${i}`,
          );
          params.push(...from.params, pipeline.id, s.id, ...(args.businessUnitId ? [args.businessUnitId] : []));
        });
        const rows: Array<Record<string, unknown>> = await this.ds.query(parts.join('\nUNION ALL\n'), params);
        for (const r of rows) {
          const card = toCard(r);
          const list = cards.get(card.stageId);
          if (list) list.push(card);
          else cards.set(card.stageId, [card]);
        }
      }
    }

    const columns: BoardColumn[] = visible.map((s) => {
      const a = aggregates.get(s.id) ?? { count: 0, sum: 0 };
      const list = (cards.get(s.id) ?? []).sort((x, y) => x.position - y.position || x.id - y.id);
      return {
        stageId: s.id,
        name: s.name,
        label: labels.get(s.id) ?? s.name,
        orderIndex: s.orderIndex,
        count: a.count,
        valueSum: a.sum,
        cards: toConnection(list, first, a.count, cardCursor),
      };
    });
    return { pipelineId: pipeline.id, pipelineName: pipeline.name, businessUnitId: args.businessUnitId ?? null, columns };
  }

  /** The next page of one column (keyset on position, id). */
  async columnCards(
    actorOrNull: Actor | null,
    args: { pipelineId: number; stageId: number; businessUnitId?: number | null; first?: number | null; after?: string | null },
  ): Promise<ConnectionShape<DealCard>> {
    const actor = requireActor(actorOrNull);
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
      this.ds.query(`SELECT COUNT(*) AS n FROM deals d WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open'${unitSql}`, [
        args.pipelineId,
        args.stageId,
        ...unitParams,
      ]) as Promise<Array<Record<string, unknown>>>,
    ]);
    return toConnection(rows.map(toCard), first, Number(countRows[0]?.n ?? 0), cardCursor);
  }
}
