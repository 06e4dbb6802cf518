import type { DealBoardQueryVariables } from '../../gql/graphql';

/** Cards loaded per column and per "load more" page: a 10,000-deal pipeline never renders at once. */
export const CARDS_PAGE_SIZE = 20;

/**
 * Cards per column in the board's first frame: more than a column shows without scrolling (its list is at
 * most 62vh tall; a card is at least ~70 px), fewer than the page of CARDS_PAGE_SIZE it loaded.
 */
export const FIRST_FRAME_CARDS = 8;

/**
 * The board's variables as the kanban asks for them: the main pipeline, or a business unit's.
 * Also read at build time (client/vite.config.ts) for index.html's early board request: no runtime imports here.
 */
export function boardVariables(businessUnitId: number | null): DealBoardQueryVariables {
  return businessUnitId === null ? { first: CARDS_PAGE_SIZE } : { businessUnitId, first: CARDS_PAGE_SIZE };
}
