import { readStoredToken } from '../../session/session';
import { notifySessionExpired } from '../../session/sessionEvents';
import type { ListSort } from '../../lib/useListUrlState';

/** The lists with a CSV export (GET /api/exports/{list}.csv, CSV export). */
export type ExportList = 'contacts' | 'organizations' | 'general' | 'workspace' | 'catalog' | 'invoices' | 'statement' | 'portfolio';

/** The REST query of an export: the screen's URL filters and sort in the list's REST names; empty values left out. */
export function exportQuery(values: Record<string, string | null | undefined>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v != null && v !== '') q.set(k, v);
  return q;
}

/** A screen's sort as the REST lists take it (`sort=created_at&dir=desc`); none → the list's default order. */
export function sortQuery(sort: ListSort<string> | null): { sort: string | null; dir: string | null } {
  return sort ? { sort: sort.key.toLowerCase(), dir: sort.dir === 'desc' ? 'desc' : null } : { sort: null, dir: null };
}

const FILENAME = /filename="([^"]+)"/;

/**
 * Downloads the export with the session's token (a plain link would carry none): the server streams
 * it, the browser saves it under the server's file name. Throws a Spanish message on failure.
 */
export async function downloadCsv(list: ExportList, query: URLSearchParams, esPY: boolean): Promise<string> {
  const q = new URLSearchParams(query);
  q.set('format', esPY ? 'es-PY' : 'default');
  const token = readStoredToken();
  const res = await fetch(`/api/exports/${list}.csv?${q.toString()}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (res.status === 401) {
    notifySessionExpired();
    throw new Error('La sesión venció: volvé a entrar.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : 'No se pudo exportar el CSV.');
  }
  const filename = FILENAME.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `${list}.csv`;
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return filename;
}
