import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time (nothing lost silently: a double-click never creates two
 * records). The ref is checked synchronously, so a second click that arrives before React re-renders
 * the disabled button is ignored too; `busy` drives the button's disabled state.
 */
export function useSingleFlight(): [busy: boolean, run: <T>(action: () => Promise<T>) => Promise<T | undefined>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
