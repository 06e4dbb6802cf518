import { useEffect, useRef } from 'react';

/**
 * Runs `onEscape` when Escape is pressed anywhere on the page while `active`: the way out of a screen
 * mode (the operation's edit mode). An Escape that belongs to something on top of the screen is left to
 * it: one a widget already handled (defaultPrevented), one while a dialog is open (it closes the dialog)
 * and one typed in a combobox (it only closes the list). The latest `onEscape` runs, so it may read the
 * screen's current state.
 */
export function useEscape(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      if (event.target instanceof Element && event.target.closest('[role="combobox"]')) return;
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
