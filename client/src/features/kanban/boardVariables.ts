import type { DealBoardQueryVariables } from '../../gql/graphql';

/** Cards loaded per column and per "load more" page: a 10,000-deal pipeline never renders at once. */
export const CARDS_PAGE_SIZE = 20;

/**
 * Cards per column in the board's first frame at most: more than a column shows without scrolling on a screen
 * up to ~900 px tall (its list is at most 62vh tall; a card is at least ~70 px), fewer than the page of
 * CARDS_PAGE_SIZE it loaded.
 */
export const FIRST_FRAME_CARDS = 8;

/** KanbanPage.module.css: a column is at least 15.5rem wide (the root font is 14 px), 12 px apart. */
const COLUMN_MIN_PX = 15.5 * 14 + 12;
/** app/Layout.module.css: the side menu (shown from 861 px wide) and the content's padding beside it. */
const SIDEBAR_PX = 220 + 2 * 24;
/** KanbanPage.module.css: a column's list of cards is at most 62vh tall; a card and its gap at least ~78 px. */
const CARD_MIN_PX = 78;

/**
 * What the board's first frame draws (first usable board): the cards that can be on screen, and no more: in the
 * columns that fit the window's width (the board scrolls sideways beyond them), as many cards as fit a column's
 * height, at most FIRST_FRAME_CARDS. The rest of each column's page follows right after that frame is painted.
 * Generous on purpose (every column that can show a sliver, the smallest card): a frame with a card short would
 * show an empty space at the bottom of a column for one frame, never a shift.
 */
export function firstFrameShape(viewport: { width: number; height: number }): { columns: number; cards: number } {
  const boardWidth = viewport.width > 860 ? viewport.width - SIDEBAR_PX : viewport.width;
  return {
    columns: Math.max(1, Math.ceil(boardWidth / COLUMN_MIN_PX)),
    cards: Math.min(FIRST_FRAME_CARDS, Math.max(1, Math.ceil((0.62 * viewport.height) / CARD_MIN_PX))),
  };
}

/**
 * The board's variables as the kanban asks for them: the main pipeline, or a business unit's.
 * Also read at build time (client/vite.config.ts) for index.html's early board request: no runtime imports here.
 */
export function boardVariables(businessUnitId: number | null): DealBoardQueryVariables {
  return businessUnitId === null ? { first: CARDS_PAGE_SIZE } : { businessUnitId, first: CARDS_PAGE_SIZE };
}
