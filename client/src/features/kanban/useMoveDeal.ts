import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { DealBoardDocument, MoveDealDocument, type DealBoardQueryVariables } from '../../gql/graphql';
import { moveCardInBoard, topPosition, type Board } from './boardData';

/** Where in the target column: under `afterDealId` (null: the top) at about `position`. */
export interface MovePlace {
  afterDealId: number | null;
  position: number;
}

/**
 * moveDeal to the top of another column (spec part 1 §4), or back to a remembered place (the undo of
 * feedback and undo), with an optimistic answer: the card and
 * both columns' count and value sum change at once in the cached board; if the server refuses,
 * Apollo drops the optimistic layer and the card is back where it was. The promise rejects so the
 * page can say so.
 */
export function useMoveDeal(boardVariables: DealBoardQueryVariables) {
  const [mutate] = useMutation(MoveDealDocument);
  return useCallback(
    (board: Board, dealId: number, stageId: number, place?: MovePlace) => {
      const target = board.columns.find((c) => c.stageId === stageId);
      const position = place ? place.position : target ? topPosition(target) : 0;
      return mutate({
        variables: { id: dealId, stageId, ...(place?.afterDealId ? { afterDealId: place.afterDealId } : {}) },
        optimisticResponse: {
          moveDeal: { __typename: 'Deal', id: dealId, stageId, position },
        },
        update(cache, { data }) {
          const result = data?.moveDeal;
          if (!result) return;
          cache.updateQuery({ query: DealBoardDocument, variables: boardVariables }, (current) =>
            current ? { board: moveCardInBoard(current.board, result.id, result.stageId, result.position) } : current,
          );
        },
      });
    },
    [mutate, boardVariables],
  );
}
