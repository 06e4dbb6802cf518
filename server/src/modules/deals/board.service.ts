import { effectiveValues, kanbanPipelineId, parseHiddenStages, parseStageLabels } from '@crm/domain';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { notFound } from '../../core/errors/app-error';
import { decodeCursor, encodeCursor, MAX_PAGE, toConnection, type ConnectionShape } from '../../core/graphql/connection';
import { rawDate, rawFloat, rawInt, rawNumber } from '../../core/db/raw';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';
import type { Board, BoardColumn, DealCard } from './deals.types';

export interface BoardArgs {
  pipelineId?: number | null;
  businessUnitId?: number | null;
  /** Extra stages the caller hides (besides kanban_hide_stages). */
  hiddenStageIds?: number[] | null;
  /** Cards per column in the first page. */
  first?: number | null;
}

const CARD_COLUMNS = `d.id AS id, d.reference AS reference, d.title AS title, d.value AS value, d.stage_id AS stageId,
  d.org_id AS orgId, COALESCE(o.name, o.razon_social) AS orgName, d.contact_id AS contactId, c.name AS contactName,
  d.created_at AS createdAt, cf.value AS fCotiz, d.position AS position`;

const CARD_FROM = `FROM deals d
  LEFT JOIN organizations o ON o.id = d.org_id
  LEFT JOIN contacts c ON c.id = d.contact_id
  LEFT JOIN deal_custom_fields cf ON cf.deal_id = d.id AND cf.key = 'f_cotiz'`;

function toCard(r: Record<string, unknown>): DealCard {
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
    requireActor(actorOrNull);
    const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);

    let slug: string | null = null;
    if (args.businessUnitId) {
      const bu = await this.ds.getRepository(BusinessUnitEntity).findOneBy({ id: args.businessUnitId });
      if (!bu) throw notFound('Workspace no encontrado.');
      slug = bu.keySlug;
    }
    const keys = ['kanban_stage_labels', 'kanban_hide_stages', 'kanban_pipeline_id'];
    const params = await this.ds.getRepository(ParamValueEntity).find({
      where: { key: In(slug ? [...keys, ...keys.map((k) => `${k}__${slug}`)] : keys) },
      order: { ord: 'ASC', id: 'ASC' },
    });
    const values = (key: string) => effectiveValues(params.filter((p) => p.key === key), slug ? params.filter((p) => p.key === `${key}__${slug}`) : undefined);

    let pipeline: PipelineEntity | null;
    if (args.pipelineId) {
      pipeline = await this.ds.getRepository(PipelineEntity).findOneBy({ id: args.pipelineId });
    } else {
      const all = await this.ds.getRepository(PipelineEntity).find({ select: { id: true, name: true }, order: { id: 'ASC' } });
      const id = kanbanPipelineId(values('kanban_pipeline_id'), all.map((p) => p.id));
      pipeline = all.find((p) => p.id === id) ?? null;
    }
    if (!pipeline) throw notFound('Pipeline no encontrado.');

    const stages = await this.ds.getRepository(StageEntity).find({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC', id: 'ASC' } });
    const labels = parseStageLabels(values('kanban_stage_labels'), stages);
    const hidden = parseHiddenStages(values('kanban_hide_stages'), stages);
    for (const id of args.hiddenStageIds ?? []) hidden.add(id);
    const visible = stages.filter((s) => !hidden.has(s.id));

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
        withDeals.forEach((s, i) => {
          parts.push(
            `SELECT * FROM (SELECT ${CARD_COLUMNS} ${CARD_FROM}
             WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open'${unitSql}
             ORDER BY d.position ASC, d.id ASC LIMIT ${first + 1}) col${i}`,
          );
          params.push(pipeline!.id, s.id, ...(args.businessUnitId ? [args.businessUnitId] : []));
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
    requireActor(actorOrNull);
    const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
    const cursor = decodeCursor(args.after, 2);
    const unitSql = args.businessUnitId ? ' AND d.business_unit_id = ?' : '';
    const unitParams = args.businessUnitId ? [args.businessUnitId] : [];
    const keyset = cursor ? ' AND (d.position > ? OR (d.position = ? AND d.id > ?))' : '';
    const keysetParams = cursor ? [Number(cursor[0]), Number(cursor[0]), Number(cursor[1])] : [];
    const [rows, countRows] = await Promise.all([
      this.ds.query(
        `SELECT ${CARD_COLUMNS} ${CARD_FROM}
         WHERE d.pipeline_id = ? AND d.stage_id = ? AND d.status = 'open'${unitSql}${keyset}
         ORDER BY d.position ASC, d.id ASC LIMIT ${first + 1}`,
        [args.pipelineId, args.stageId, ...unitParams, ...keysetParams],
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
