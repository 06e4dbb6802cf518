import webpush from 'web-push';
import type { VapidKeys } from '../../core/config';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: gone (404/410: the subscription is dropped), or another error to keep. */
export type PushOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

/** The JSON a reminder's push carries (the service worker shows it as a browser notification). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  notificationId: number;
  activityId: number | null;
  dealId: number | null;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), by `web-push`.
 * A push service is reached by HTTPS only.
 */
export class WebPushSender {
  constructor(private readonly vapid: VapidKeys) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.vapid.subject, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
        TTL: 3600,
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
      });
      return { ok: true };
    } catch (e) {
      const status = (e as { statusCode?: number }).statusCode;
      return { ok: false, gone: status === 404 || status === 410, error: (e instanceof Error ? e.message : String(e)).slice(0, 300) };
    }
  }
}
