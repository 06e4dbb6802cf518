import { act, renderHook } from '@testing-library/react';
import { hasStaleLink, linkExpiresAtMs, STALE_MARGIN_MS, useFreshFileLinks } from './useFreshFileLinks';

const NOW = Date.UTC(2026, 2, 5, 15, 0, 0);
const link = (expMs: number) => `/uploads/${'a'.repeat(32)}?exp=${Math.floor(expMs / 1000)}&sig=${'b'.repeat(64)}`;

describe('signed file links', () => {
  test('expiry read from the link; stale from one margin before it', () => {
    expect(linkExpiresAtMs(link(NOW + 3_600_000))).toBe(NOW + 3_600_000);
    expect(linkExpiresAtMs('/uploads/x')).toBeNull();
    expect(hasStaleLink([link(NOW + 3_600_000)], NOW)).toBe(false);
    expect(hasStaleLink([link(NOW + 3_600_000), link(NOW + STALE_MARGIN_MS)], NOW)).toBe(true);
  });
});

describe('useFreshFileLinks', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  test('refreshes the list once shortly before its first link expires, not before', () => {
    const refresh = jest.fn();
    renderHook(() => useFreshFileLinks([link(NOW + 12 * 3_600_000), link(NOW + 2 * 3_600_000)], refresh));
    act(() => jest.advanceTimersByTime(2 * 3_600_000 - STALE_MARGIN_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('a page coming back to view with a stale link refreshes it (timers do not run while a machine sleeps)', () => {
    const refresh = jest.fn();
    renderHook(() => useFreshFileLinks([link(NOW + 3_600_000)], refresh));
    jest.setSystemTime(NOW + 5 * 3_600_000); // the clock moved, the timer did not fire
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('links that arrive already stale (a clock ahead of the server) are fetched again once, not in a loop', () => {
    const refresh = jest.fn();
    const { rerender } = renderHook(({ urls }) => useFreshFileLinks(urls, refresh), { initialProps: { urls: [link(NOW + 3_600_000)] } });
    jest.setSystemTime(NOW + 13 * 3_600_000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender({ urls: [link(NOW + 12 * 3_600_000)] }); // the new list, still stale by this clock
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('fresh links and links without expiry never refresh', () => {
    const refresh = jest.fn();
    renderHook(() => useFreshFileLinks([link(NOW + 3_600_000), '/uploads/otro'], refresh));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
