import { createContext, useContext } from 'react';

export interface Viewport {
  width: number;
  height: number;
}

/**
 * The window's size a screen's first frame is drawn for. In the browser, the window's; on the server (the kanban's
 * first frame rendered by app/ssr/firstFrame.tsx), the size the page's early script sent, so the server draws the
 * same frame the browser's first render then hydrates (a different size would draw other cards: a mismatch).
 */
export const FirstFrameViewport = createContext<Viewport | null>(null);

export function useFirstFrameViewport(): Viewport {
  const given = useContext(FirstFrameViewport);
  return given ?? { width: window.innerWidth, height: window.innerHeight };
}
