import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/**
 * Keyboard dragging jumps from column to column: an arrow takes the card to the nearest column in
 * that direction (the grid wraps into rows, so Down/Up reach the next row), instead of dnd-kit's
 * default of 25 px per key press.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const dir = DIRECTIONS[event.code] ?? DIRECTIONS[event.key];
  if (!dir) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return currentCoordinates;
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { score: number; x: number; y: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    // Aim at the top of the column (a long column's centre may be off screen).
    const tx = rect.left + rect.width / 2;
    const ty = rect.top + Math.min(rect.height / 2, collisionRect.height / 2 + 48);
    const dx = tx - cx;
    const dy = ty - cy;
    const along = dx * dir.x + dy * dir.y;
    if (along <= 1) continue;
    const across = Math.abs(dx * dir.y) + Math.abs(dy * dir.x);
    const score = along + across * 2;
    if (!best || score < best.score) best = { score, x: tx, y: ty };
  }
  if (!best) return currentCoordinates;
  return {
    x: currentCoordinates.x + (best.x - cx),
    y: currentCoordinates.y + (best.y - cy),
  };
};
