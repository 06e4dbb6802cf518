/**
 * Webhooks (signed webhooks): the events an endpoint may subscribe to, their Spanish labels, the
 * delivery states and the retry schedule. Shared by the server (outbox, dispatcher) and the client
 * (the 'Webhooks' screen of Administración).
 */

export const WEBHOOK_EVENTS = [
  'deal.created',
  'deal.updated',
  'deal.stage_changed',
  'deal.closed',
  'milestone.updated',
  'budget.changed',
  'cost_sheet.saved',
  'file.uploaded',
  'organization.created',
  'organization.updated',
  'organization.deleted',
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'invoice.issued',
  'invoice.cancelled',
  'credit_note.issued',
  'receipt.issued',
  'receipt.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Wildcards an endpoint may subscribe to instead of listing each event of a family. */
export const WEBHOOK_EVENT_WILDCARDS = ['organization.*', 'contact.*', 'deal.*', 'invoice.*', 'receipt.*'] as const;
export const WEBHOOK_EVENT_CHOICES: readonly string[] = [...WEBHOOK_EVENTS, ...WEBHOOK_EVENT_WILDCARDS];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'deal.created': 'Operación creada',
  'deal.updated': 'Operación modificada',
  'deal.stage_changed': 'Operación cambió de etapa',
  'deal.closed': 'Operación cerrada (ganada o perdida)',
  'milestone.updated': 'Hito de una operación actualizado (fecha prevista o real)',
  'budget.changed': 'Presupuesto de organización cambió de estado',
  'cost_sheet.saved': 'Planilla de costos guardada',
  'file.uploaded': 'Archivo subido a una operación',
  'organization.created': 'Organización creada',
  'organization.updated': 'Organización modificada',
  'organization.deleted': 'Organización eliminada',
  'contact.created': 'Contacto creado',
  'contact.updated': 'Contacto modificado',
  'contact.deleted': 'Contacto eliminado',
  'invoice.issued': 'Factura emitida',
  'invoice.cancelled': 'Factura anulada',
  'credit_note.issued': 'Nota de crédito emitida',
  'receipt.issued': 'Recibo emitido',
  'receipt.cancelled': 'Recibo anulado',
};

export function isWebhookEventChoice(v: unknown): v is string {
  return typeof v === 'string' && WEBHOOK_EVENT_CHOICES.includes(v);
}

/** Whether an endpoint subscribed to `subscribed` (names and 'family.*' wildcards) receives `event`. */
export function webhookSubscribes(subscribed: readonly string[], event: string): boolean {
  return subscribed.some((s) => s === event || (s.endsWith('.*') && event.startsWith(s.slice(0, -1))));
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  failed: 'Fallido',
};

/** Attempts of one delivery before it is 'failed' (with the default 1-minute base: about 28 hours of retries). */
export const WEBHOOK_MAX_ATTEMPTS = 15;
/** The longest wait between two attempts, in multiples of the base delay (240 × 1 min = 4 h). */
export const WEBHOOK_MAX_DELAY_FACTOR = 240;

/**
 * Wait before the next attempt after `failures` failed attempts (1, 2, …): base × 2^(failures−1), capped
 * at base × 240, with ±20 % jitter so receivers that come back are not hit by every sender at once.
 * `random` in [0, 1). With base 60 s: 1, 2, 4 … 128 min, then 4 h (≈ 28 h over 15 attempts).
 */
export function webhookRetryDelayMs(failures: number, baseMs: number, random: number): number {
  const n = Math.max(1, Math.floor(failures));
  const plain = Math.min(baseMs * 2 ** Math.min(n - 1, 30), baseMs * WEBHOOK_MAX_DELAY_FACTOR);
  const jitter = 0.8 + 0.4 * Math.min(Math.max(random, 0), 1);
  return Math.round(plain * jitter);
}

/** The whole schedule without jitter, in ms from the first attempt to the last (for docs and tests). */
export function webhookRetryWindowMs(baseMs: number, maxAttempts: number = WEBHOOK_MAX_ATTEMPTS): number {
  let total = 0;
  for (let f = 1; f < maxAttempts; f++) total += webhookRetryDelayMs(f, baseMs, 0.5);
  return total;
}

/**
 * How hard a webhook's custom secret is to guess, in bits: its length times the Shannon entropy of its
 * characters (an estimate that counts repeats and tiny alphabets for what they are: 'aaaa…' is 0,
 * '1234567890123456' 52). A generated secret (whsec_ + 32 random bytes) is far above the minimum.
 */
export function secretStrengthBits(secret: string): number {
  const chars = [...secret];
  if (!chars.length) return 0;
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/** The least a custom webhook secret must have (secretStrengthBits): the HMAC is only as strong as it. */
export const WEBHOOK_SECRET_MIN_BITS = 72;
