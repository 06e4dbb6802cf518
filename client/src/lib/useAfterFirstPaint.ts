import { useEffect, useState } from 'react';

/** A hidden tab paints no frames: past this, the work waits no longer for one. */
const FIRST_PAINT_FALLBACK_MS = 200;

/**
 * False during a component's first frame, true once that frame has been painted (first usable board: what the
 * board's first frame does not show, such as a query whose answer comes later, starts after that frame instead of
 * making React's first render longer). In a tab that paints nothing (hidden), true after FIRST_PAINT_FALLBACK_MS.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
      setPainted(true);
    };
    // The frame's callback runs just before that frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done);
    });
    const fallback = setTimeout(done, FIRST_PAINT_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
