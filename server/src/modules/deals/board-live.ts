import { isAdmin } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { rawNumber } from '../../core/db/raw';
import type { LiveBus } from '../../core/live/bus';
import { CARD_COLUMNS, cardFrom, toCard } from './board.service';
import type { BoardChange, BoardColumnTotal } from './live.types';

export type BoardChangeKind = 'moved' | 'created' | 'updated' | 'closed';

/** What crosses processes (plain JSON): ids only, never a name a subscriber may not see. */
export interface BoardEvent {
  kind: BoardChangeKind;
  dealId: number;
  pipelineId: number;
  businessUnitId: number | null;
  fromStageId: number | null;
  toStageId: number | null;
  byUserId: number;
  byUserName: string;
}

export const boardTopic = (pipelineId: number) => `board:${pipelineId}`;

/**
 * boardChanged (issue 21): DealsService publishes one BoardEvent per committed card change; each process
 * turns it into a BoardChange per subscriber. The card is read with the subscriber's visibility (another
 * user's private organization or contact comes as null, like on the board); the column totals count
 * every open deal, like the board's. Both are read once per event and process for all subscribers with
 * the same view (memo keyed by the event object, which the bus hands every local subscriber).
 */
export class BoardLive {
  private readonly cards = new WeakMap<object, Map<string, Promise<BoardChange['card']>>>();
  private readonly totals = new WeakMap<object, Map<string, Promise<BoardColumnTotal[]>>>();

  constructor(
    private readonly ds: DataSource,
    private readonly bus: LiveBus,
  ) {}

  /** Call after the transaction committed. */
  publish(event: BoardEvent): void {
    this.bus.publish(boardTopic(event.pipelineId), event);
  }

  /** The event as `actor` sees it on a board of `businessUnitId` (all units when null), or null when not on that board. */
  async project(actor: Actor, payload: unknown, businessUnitId: number | null): Promise<BoardChange | null> {
    const e = payload as BoardEvent;
    if (businessUnitId && e.businessUnitId !== businessUnitId) return null;
    const [card, columns] = await Promise.all([this.cardFor(e, actor), this.totalsFor(e, businessUnitId)]);
    return {
      kind: e.kind,
      dealId: e.dealId,
      fromStageId: e.fromStageId,
      toStageId: e.toStageId,
      byUserId: e.byUserId,
      byUserName: e.byUserName,
      card,
      columns,
    };
  }

  private memo<T>(map: WeakMap<object, Map<string, Promise<T>>>, e: object, key: string, load: () => Promise<T>): Promise<T> {
    let m = map.get(e);
    if (!m) map.set(e, (m = new Map()));
    let p = m.get(key);
    if (!p) m.set(key, (p = load()));
    return p;
  }

  /** The card while it is open on that pipeline (null once closed); the visibility of the joins is per reader. */
  private cardFor(e: BoardEvent, actor: Actor): Promise<BoardChange['card']> {
    return this.memo(this.cards, e, isAdmin(actor.role) ? 'admin' : `u${actor.id}`, async () => {
      const from = cardFrom(actor);
      const rows: Array<Record<string, unknown>> = await this.ds.query(
        `SELECT ${CARD_COLUMNS} ${from.sql} WHERE d.id = ? AND d.pipeline_id = ? AND d.status = 'open'`,
        [...from.params, e.dealId, e.pipelineId],
      );
      return rows[0] ? toCard(rows[0]) : null;
    });
  }

  private totalsFor(e: BoardEvent, businessUnitId: number | null): Promise<BoardColumnTotal[]> {
    return this.memo(this.totals, e, String(businessUnitId ?? ''), async () => {
      const unit = businessUnitId ? ' AND d.business_unit_id = ?' : '';
      const rows: Array<Record<string, unknown>> = await this.ds.query(
        `SELECT d.stage_id AS stageId, COUNT(*) AS n, SUM(d.value) AS total FROM deals d
         WHERE d.pipeline_id = ? AND d.status = 'open'${unit} GROUP BY d.stage_id`,
        [e.pipelineId, ...(businessUnitId ? [businessUnitId] : [])],
      );
      return rows.map((r) => ({ stageId: Number(r.stageId), count: Number(r.n), valueSum: rawNumber(r.total) }));
    });
  }
}
