/**
 * Bridge between the Apollo link chain (outside React) and the SessionProvider: the error link
 * reports an invalid session here; the provider clears it and the route guard sends the user to
 * /login?next=….
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of Array.from(listeners)) listener();
}
