import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { rawNumber } from '../../core/db/raw';
import type { LiveBus } from '../../core/live/bus';
import { sharedPayload } from '../../core/live/shared-execution';
import { CARD_FROM_ALL, CARD_READER_COLUMNS, cardAccess, cardWithAccess } from './board.service';
import type { BoardChange, BoardColumnTotal } from './live.types';

export type BoardChangeKind = 'moved' | 'created' | 'updated' | 'closed';

/** What crosses processes (plain JSON): ids only, never a name a subscriber may not see. */
export interface BoardEvent {
  kind: BoardChangeKind;
  dealId: number;
  pipelineId: number;
  businessUnitId: number | null;
  /** Where the card was before the write, when that was another pipeline or unit (its boards drop it). */
  fromPipelineId?: number | null;
  fromBusinessUnitId?: number | null;
  fromStageId: number | null;
  toStageId: number | null;
  byUserId: number;
  byUserName: string;
}

export const boardTopic = (pipelineId: number) => `board:${pipelineId}`;

/**
 * boardChanged (live collaboration): DealsService publishes one BoardEvent per committed card change; each process
 * turns it into a BoardChange per subscriber. The card is shown with the subscriber's visibility (another
 * user's private organization or contact comes as null, like on the board); the column totals count
 * every open deal, like the board's. Both are read once per event and process for all subscribers (memo
 * keyed by the event object, which the bus hands every local subscriber); the change itself is built once per
 * audience (board and visibility), not per reader.
 */
export class BoardLive {
  private readonly cards = new WeakMap<object, Map<string, Promise<Record<string, unknown> | null>>>();
  private readonly totals = new WeakMap<object, Map<string, Promise<BoardColumnTotal[]>>>();
  private readonly changes = new WeakMap<object, Map<string, Promise<BoardChange>>>();

  constructor(
    private readonly ds: DataSource,
    private readonly bus: LiveBus,
  ) {}

  /** Call after the transaction committed. */
  publish(event: BoardEvent): void {
    this.bus.publish(boardTopic(event.pipelineId), event);
    if (event.fromPipelineId != null && event.fromPipelineId !== event.pipelineId) this.bus.publish(boardTopic(event.fromPipelineId), event);
  }

  /**
   * The event as `actor` sees it on a board of `businessUnitId` (all units when null), or null when not on that board.
   * Subscribers who see the same (same board, same access to the card's organization and contact) get the very same
   * object, marked shared: graphql-ws then executes it once for all their sockets (core/live/shared-execution.ts).
   */
  async project(actor: Actor, payload: unknown, pipelineId: number, businessUnitId: number | null): Promise<BoardChange | null> {
    const e = payload as BoardEvent;
    const onBoard = e.pipelineId === pipelineId && (!businessUnitId || e.businessUnitId === businessUnitId);
    const wasOnBoard = (e.fromPipelineId ?? e.pipelineId) === pipelineId && (!businessUnitId || (e.fromBusinessUnitId !== undefined ? e.fromBusinessUnitId : e.businessUnitId) === businessUnitId);
    if (!onBoard && !wasOnBoard) return null;
    // A card that left this board (another pipeline or unit) comes as null: the board drops it.
    const row = onBoard ? await this.cardRow(e) : null;
    const access = row ? cardAccess(row, actor) : null;
    const audience = `${pipelineId}:${businessUnitId ?? ''}:${access ? `${+access.org}${+access.contact}` : '-'}`;
    return this.memo(this.changes, e, audience, async () => {
      const columns = await this.totalsFor(pipelineId, businessUnitId, e);
      return sharedPayload<BoardChange>({
        kind: e.kind,
        dealId: e.dealId,
        fromStageId: e.fromStageId,
        toStageId: e.toStageId,
        byUserId: e.byUserId,
        byUserName: e.byUserName,
        card: row && access ? cardWithAccess(row, access) : null,
        columns,
      });
    });
  }

  private memo<T>(map: WeakMap<object, Map<string, Promise<T>>>, e: object, key: string, load: () => Promise<T>): Promise<T> {
    let m = map.get(e);
    if (!m) map.set(e, (m = new Map()));
    let p = m.get(key);
    if (!p) m.set(key, (p = load()));
    return p;
  }

  /**
   * The card's row while it is open on that pipeline (null once closed): one statement per event for every subscriber
   * (live moves stay cheap), with the visibility of its organization and contact, applied per audience in memory.
   */
  private cardRow(e: BoardEvent): Promise<Record<string, unknown> | null> {
    return this.memo(this.cards, e, 'row', async () => {
      const rows: Array<Record<string, unknown>> = await this.ds.query(
        `SELECT ${CARD_READER_COLUMNS} ${CARD_FROM_ALL} WHERE d.id = ? AND d.pipeline_id = ? AND d.status = 'open'`,
        [e.dealId, e.pipelineId],
      );
      return rows[0] ?? null;
    });
  }

  /** The open columns' counts and sums of that board, from deal_totals (kept by triggers in the write's transaction). */
  private totalsFor(pipelineId: number, businessUnitId: number | null, e: BoardEvent): Promise<BoardColumnTotal[]> {
    return this.memo(this.totals, e, `${pipelineId}:${businessUnitId ?? ''}`, async () => {
      const unit = businessUnitId ? ' AND t.unit_key = ?' : '';
      const rows: Array<Record<string, unknown>> = await this.ds.query(
        `SELECT t.stage_id AS stageId, SUM(t.deals) AS n, SUM(t.value_cents) AS cents FROM deal_totals t
         WHERE t.pipeline_id = ? AND t.status = 'open'${unit} GROUP BY t.stage_id HAVING SUM(t.deals) > 0`,
        [pipelineId, ...(businessUnitId ? [businessUnitId] : [])],
      );
      return rows.map((r) => ({ stageId: Number(r.stageId), count: Number(r.n), valueSum: rawNumber(r.cents) / 100 }));
    });
  }
}
