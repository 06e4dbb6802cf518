import { readStoredToken } from '../../session/session';
import { notifySessionExpired } from '../../session/sessionEvents';

/**
 * Downloads a bearer-protected PDF (a plain link would carry no token) under the name the server gives, or
 * `fallback`. Throws a Spanish message on failure (the server's own when it sends one).
 */
export async function downloadPdf(path: string, fallback: string): Promise<string> {
  const token = readStoredToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (res.status === 401) {
    notifySessionExpired();
    throw new Error('La sesión venció: volvé a entrar.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : 'No se pudo descargar el PDF.');
  }
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const filename = utf8 ? decodeURIComponent(utf8) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return filename;
}
