import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';

export interface ListSort<K extends string> {
  key: K;
  dir: SortDir;
}

/** Deepest page a URL may ask for (the server pages up to row 100,000). */
const MAX_PAGE_INDEX = 2000;

/**
 * The view state of a list screen kept in the URL (lists sorted on the server): its filters, the sorted column
 * (`sort`, lower-case key, and `dir`) and the page (`page`, 1-based; absent on the first). Every change
 * is a new history entry, so the browser's back button and a shared link restore the same view.
 * Changing a filter or the sort goes back to the first page. Unknown values in the URL are ignored.
 */
export function useListUrlState<K extends string>(sortKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();

  const sort = useMemo<ListSort<K> | null>(() => {
    const raw = params.get('sort')?.toUpperCase();
    const key = sortKeys.find((k) => k === raw);
    return key ? { key, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' } : null;
  }, [params, sortKeys]);

  const pageParam = Number(params.get('page'));
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, MAX_PAGE_INDEX) - 1 : 0;

  /** Sets or clears (null, '') URL values; `keepPage` only for a page change itself. */
  const update = useCallback(
    (changes: Record<string, string | null | undefined>, keepPage = false) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v == null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!keepPage && !('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  /** A header click: a new column sorts ascending, the same column flips direction. */
  const toggleSort = useCallback(
    (key: string) => {
      const k = key as K;
      const dir: SortDir = sort && sort.key === k && sort.dir === 'asc' ? 'desc' : 'asc';
      update({ sort: k.toLowerCase(), dir: dir === 'desc' ? 'desc' : null });
    },
    [sort, update],
  );

  const setPage = useCallback((index: number) => update({ page: index > 0 ? String(index + 1) : null }, true), [update]);

  /** Replaces every filter value (the names given), keeping the sort, back to the first page. */
  const setFilters = useCallback((values: Record<string, string | null | undefined>) => update(values), [update]);

  return { params, sort, page, toggleSort, setPage, setFilters };
}

/** The GraphQL orderBy of a URL sort. */
export function toOrderBy<K extends string>(sort: ListSort<K> | null): { field: K; direction: 'ASC' | 'DESC' } | null {
  return sort ? { field: sort.key, direction: sort.dir === 'desc' ? 'DESC' : 'ASC' } : null;
}

/**
 * A list's filter form: what the person types, set back to the URL's filters at every navigation
 * (back, forward, a search, 'Limpiar'). Keyed by the location as well as by the filters: when back is
 * pressed before a 'Limpiar' has rendered, the filters' text never changes between two renders, and the
 * form must still show them again.
 */
export function useFilterDraft<T>(applied: T): [T, Dispatch<SetStateAction<T>>] {
  const appliedKey = JSON.stringify(applied);
  const locationKey = useLocation().key;
  const [draft, setDraft] = useState<T>(applied);
  useEffect(() => setDraft(JSON.parse(appliedKey) as T), [appliedKey, locationKey]);
  return [draft, setDraft];
}
