/**
 * The stored login: localStorage keys `token` and `user`, as the original client kept them
 * (spec part 1 §7). Storage can throw (privacy modes, quota): every access is guarded.
 */

export interface SessionUser {
  id: number;
  name: string;
  email?: string | null;
  role?: string | null;
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string';
}

export function readStoredUser(): SessionUser | null {
  try {
    const raw = storage()?.getItem(USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps only the fields the session needs (no __typename, nothing else the server sent). */
export function toSessionUser(user: SessionUser): SessionUser {
  return { id: user.id, name: user.name, email: user.email ?? null, role: user.role ?? null };
}

export function storeSession(token: string, user: SessionUser): void {
  try {
    storage()?.setItem(TOKEN_KEY, token);
    storage()?.setItem(USER_KEY, JSON.stringify(toSessionUser(user)));
  } catch {
    // The session still works for this tab; it just will not survive a reload.
  }
}

export function storeToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // See storeSession.
  }
}

export function storeUser(user: SessionUser): void {
  try {
    storage()?.setItem(USER_KEY, JSON.stringify(toSessionUser(user)));
  } catch {
    // See storeSession.
  }
}

export function clearStoredSession(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(USER_KEY);
  } catch {
    // Nothing else to do.
  }
}
