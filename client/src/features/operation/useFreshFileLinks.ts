import { useEffect, useRef } from 'react';

/** A link counts as stale this long before its expiry (a preview opened at the last second would fail). */
export const STALE_MARGIN_MS = 60_000;

/** When a signed /uploads URL stops working (its `exp`, unix seconds), or null when it carries none. */
export function linkExpiresAtMs(url: string): number | null {
  const exp = /[?&]exp=(\d{1,12})(?:&|$)/.exec(url)?.[1];
  return exp ? Number(exp) * 1000 : null;
}

/** Whether any of the links has expired or is about to. */
export function hasStaleLink(urls: readonly string[], now = Date.now()): boolean {
  return urls.some((u) => {
    const exp = linkExpiresAtMs(u);
    return exp !== null && exp - STALE_MARGIN_MS <= now;
  });
}

/**
 * Keeps the signed file links of a page usable while it stays open (REST-CONTRACT "File links last a
 * working session"): the list is fetched again shortly before its first link expires, and when the
 * page comes back to view with a stale link (a laptop waking up: timers do not run while it sleeps).
 * One refresh per list: links that arrive already stale (a computer clock ahead of the server's) are
 * not fetched again and again.
 */
export function useFreshFileLinks(urls: readonly string[], refresh: () => void): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const refreshedFor = useRef<string | null>(null);
  const key = urls.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    const expiries = list.map(linkExpiresAtMs).filter((e): e is number => e !== null);
    if (!expiries.length) return;
    const refreshOnce = () => {
      if (refreshedFor.current === key || !hasStaleLink(list)) return;
      refreshedFor.current = key;
      refreshRef.current();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshOnce();
    };
    const delay = Math.min(...expiries) - STALE_MARGIN_MS - Date.now();
    // setTimeout holds at most 2^31 − 1 ms; a later expiry is caught when the page is next looked at.
    const timer = delay > 0 && delay <= 2_147_483_647 ? setTimeout(refreshOnce, delay) : undefined;
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [key]);
}
