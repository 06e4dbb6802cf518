/** The browser's side of Web Push: permission, the service worker (public/push-sw.js) and its subscription. */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** base64url (the VAPID public key) → the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Asks for permission and, where the browser has Push, subscribes this browser with the server's VAPID key.
 * Returns the subscription (JSON) to send to the server, or null where only in-page notifications work.
 */
export async function enablePush(vapidPublicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | null> {
  if (pushSupport() === 'unsupported') return null;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const reg = await navigator.serviceWorker.register('/push-sw.js');
  await navigator.serviceWorker.ready;
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) as BufferSource }));
  const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** A browser notification from the page itself (the live event), when the user allowed them. */
export function showBrowserNotification(title: string, body: string, onClick: () => void): void {
  if (pushSupport() !== 'granted') return;
  try {
    const n = new Notification(title, { body, tag: `crm-${title}` });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
  } catch {
    // Some mobile browsers only show notifications from a service worker: the push covers them.
  }
}
