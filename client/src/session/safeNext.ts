/**
 * The `next` query parameter of /login, accepted only as a same-origin path: it must start with a
 * single '/' (not '//' nor '/\', which browsers read as another host) and contain no control
 * characters or backslashes. /login itself is refused so a sign-in never loops back to the form.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?next=<path+search> for a location the user was sent away from. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
