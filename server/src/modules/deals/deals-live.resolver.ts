import { Args, Authorized, Resolver, Root, Subscription } from 'type-graphql';
import { DealIdArgs } from '../../core/input/args';
import { presenceStream, type Viewer } from '../../core/live/presence';
import { liveStream, liveSubscribe } from '../../core/live/stream';
import { boardTopic } from './board-live';
import { BoardPipelineArgs, BoardUnitArgs } from './deals.inputs';
import { BoardChange, PRESENCE_MAX, PresenceView } from './live.types';

const presenceTopic = (dealId: number) => `presence:${dealId}`;

/**
 * Live kanban and presence, over graphql-ws only. The token is checked when subscribing and
 * again before every event (core/live/stream.ts); each event is reshaped for its subscriber.
 */
@Resolver()
export class DealsLiveResolver {
  @Authorized()
  @Subscription(() => BoardChange, {
    description: 'Cambios en un tablero (tarjeta movida, creada, modificada o cerrada, y los totales de las columnas), de cualquier proceso del servidor.',
    subscribe: liveSubscribe<{ pipelineId: number; businessUnitId?: number | null }>(async (ctx, actor, { pipelineId, businessUnitId }) => {
      // The same NOT_FOUND as the board for a pipeline or unit that does not exist.
      await ctx.services.board.board(actor, { pipelineId, businessUnitId: businessUnitId ?? null, first: 1 });
      return liveStream(ctx.live, [boardTopic(pipelineId)], (who, payload) => ctx.services.boardLive.project(who, payload, pipelineId, businessUnitId ?? null));
    }),
  })
  boardChanged(
    @Root() change: BoardChange,
    @Args() { pipelineId: _pipelineId }: BoardPipelineArgs,
    @Args() { businessUnitId: _businessUnitId }: BoardUnitArgs,
  ): BoardChange {
    return change;
  }

  @Authorized()
  @Subscription(() => PresenceView, {
    description: "Quiénes más tienen abierta la operación o su planilla de costos ('También está viendo: Ana'): la lista al suscribirse y cada vez que cambia.",
    subscribe: liveSubscribe<{ dealId: number }>(async (ctx, actor, { dealId }) => {
      await ctx.services.deals.get(actor, dealId);
      return presenceStream(ctx.live, presenceTopic(dealId), actor);
    }),
  })
  presence(@Root() viewers: Viewer[], @Args() { dealId }: DealIdArgs): PresenceView {
    return { dealId, viewers: viewers.slice(0, PRESENCE_MAX) };
  }
}
