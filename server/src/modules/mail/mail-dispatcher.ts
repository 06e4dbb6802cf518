import { isPermanentSmtpFailure, mailRetryDelayMs } from '@crm/domain';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import type { MailConfig } from '../../core/mail-config';
import { isDatabaseUnavailable } from '../../core/errors/unavailable';
import type { Storage } from '../../core/storage/storage';
import { ActivityEntity } from '../activities/activity.entity';
import { MailAttachmentEntity, MailMessageEntity } from './mail-message.entity';
import { type OutgoingMail, sendSmtp, type SendResult } from './mail-transport';

/** Messages one process claims per round. */
const BATCH = 5;
const MAX_BACKOFF_MS = 30_000;
/** What an account e-mail's body becomes once sent: the one-time link is not kept in the database. */
export const SENT_LINK_SCRUBBED = '(Mensaje con un enlace de un solo uso; el enlace no se guarda.)';

type Outcome = Partial<Omit<MailMessageEntity, 'id'>>;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

const split = (s: string) => (s ? s.split(',').filter(Boolean) : []);
const kb = (n: number) => `${Math.max(1, Math.round(n / 1024)).toLocaleString('es-PY')} KB`;

/** The message of a row, with its attachments read from Storage. */
export async function outgoingOf(m: MailMessageEntity, attachments: readonly MailAttachmentEntity[], storage: Storage): Promise<OutgoingMail> {
  const files: OutgoingMail['attachments'] = [];
  for (const a of attachments) {
    const got = await storage.get(a.storageKey);
    if (!got) throw new Error(`Falta el adjunto ${a.filename}.`);
    files.push({ filename: a.filename, contentType: a.contentType, content: await readAll(got.body) });
  }
  return {
    fromName: m.fromName,
    replyTo: m.replyTo,
    to: split(m.toAddrs),
    cc: split(m.ccAddrs),
    bcc: split(m.bccAddrs),
    subject: m.subject,
    text: m.bodyText,
    html: m.bodyHtml,
    attachments: files,
  };
}

/**
 * The 'email' activity of a sent operation message, on the operation, its organization and the first
 * recipient's contact (each lists it), with the recipients and the attachments in its notes.
 */
async function writeActivity(em: EntityManager, m: MailMessageEntity, attachments: readonly MailAttachmentEntity[], at: Date): Promise<number> {
  const lines = [`Para: ${split(m.toAddrs).join(', ')}`];
  if (m.ccAddrs) lines.push(`CC: ${split(m.ccAddrs).join(', ')}`);
  if (m.bccAddrs) lines.push(`CCO: ${split(m.bccAddrs).join(', ')}`);
  if (attachments.length) lines.push(`Adjuntos: ${attachments.map((a) => `${a.filename} (${kb(a.sizeBytes)})`).join(', ')}`);
  const notes = `${lines.join('\n')}\n\n${m.bodyText}`.slice(0, 60_000);
  const res = await em.insert(ActivityEntity, {
    type: 'email',
    subject: m.subject.slice(0, 300),
    notes,
    dueDate: null,
    done: true,
    doneAt: at,
    doneByUserId: m.senderUserId,
    dealId: m.dealId,
    orgId: m.orgId,
    personId: m.contactId,
    createdByUserId: m.senderUserId,
  });
  return Number(res.identifiers[0].id);
}

/**
 * Sends the mail outbox (modelled on the webhooks' dispatcher). Runs in every server process with SMTP
 * configured; a process claims a due message with a conditional UPDATE that writes its lease (owner +
 * until), so two processes never send the same message. The lease outlasts an attempt's timeouts.
 * The outcome is written only by the lease's owner; an outcome that met a database that could not
 * answer is kept in memory and written first at the next round, and this process does not claim that
 * message meanwhile: a message already accepted by the SMTP server is not sent a second time.
 * A temporary failure (connection refused, 4xx) waits mailRetryDelayMs and tries again; a 5xx answer
 * or MAIL_MAX_ATTEMPTS failures leave it 'failed' with the server's answer.
 */
export class MailDispatcher {
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private unavailableRounds = 0;
  private readonly unrecorded = new Map<number, { outcome: Outcome; activity: boolean }>();

  constructor(
    private readonly ds: DataSource,
    private readonly storage: Storage,
    private readonly config: MailConfig,
    private readonly send: (mail: OutgoingMail, config: MailConfig) => Promise<SendResult> = sendSmtp,
    private readonly random: () => number = Math.random,
  ) {}

  get leaseMs(): number {
    return this.config.timeoutMs * 3 + 5_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    if (this.unrecorded.size && this.ds.isInitialized) await this.recordPending().catch(() => undefined);
  }

  /** Look now instead of at the next poll (a message was just queued). */
  nudge(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((e: unknown) => {
          if (!this.stopped && this.ds.isInitialized && !isDatabaseUnavailable(e)) console.error('Correo: error al enviar:', e instanceof Error ? e.message : e);
        })
        .finally(() => {
          this.running = null;
          this.schedule(this.unavailableRounds ? Math.min(MAX_BACKOFF_MS, this.config.pollMs * 2 ** Math.min(this.unavailableRounds, 10)) : this.config.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** One round: writes outcomes still unwritten, then claims and sends what is due. Returns the attempts made. */
  async runOnce(now: () => number = Date.now): Promise<number> {
    let attempted = 0;
    try {
      if (!(await this.recordPending())) {
        this.unavailableRounds++;
        return 0;
      }
      for (;;) {
        const claimed = await this.claim(now());
        if (!claimed.length) break;
        const results = await Promise.allSettled(claimed.map((id) => this.attempt(id, now)));
        const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failure) throw failure.reason;
        attempted += claimed.length;
        if (claimed.length < BATCH) break;
      }
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      this.unavailableRounds++;
      return attempted;
    }
    this.unavailableRounds = 0;
    return attempted;
  }

  private async recordPending(): Promise<boolean> {
    for (const [id, pending] of this.unrecorded) {
      try {
        await this.record(id, pending.outcome, pending.activity);
      } catch (e) {
        if (isDatabaseUnavailable(e)) return false;
        throw e;
      }
      this.unrecorded.delete(id);
    }
    return true;
  }

  /** Writes an attempt's outcome (and, once sent, the activity) if this process still holds the lease. */
  private async record(id: number, outcome: Outcome, activity: boolean): Promise<void> {
    await this.ds.transaction(async (em) => {
      const res = await em
        .createQueryBuilder()
        .update(MailMessageEntity)
        .set(outcome)
        .where('id = :id AND lease_owner = :owner', { id, owner: this.owner })
        .execute();
      if (!res.affected || !activity) return;
      const m = await em.findOneByOrFail(MailMessageEntity, { id });
      const attachments = await em.find(MailAttachmentEntity, { where: { messageId: id }, order: { id: 'ASC' } });
      const activityId = await writeActivity(em, m, attachments, new Date(Number(outcome.sentAtMs)));
      await em.update(MailMessageEntity, { id }, { activityId });
    });
  }

  private async claim(now: number): Promise<number[]> {
    const candidates: Array<{ id: unknown }> = await this.ds
      .createQueryBuilder(MailMessageEntity, 'm')
      .select('m.id', 'id')
      .where('m.status = :pending AND m.next_attempt_at_ms <= :now', { pending: 'pending', now })
      .andWhere('(m.lease_until_ms IS NULL OR m.lease_until_ms < :now)', { now })
      .orderBy('m.next_attempt_at_ms', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .limit(BATCH)
      .getRawMany();
    const mine: number[] = [];
    for (const c of candidates) {
      const id = Number(c.id);
      if (this.unrecorded.has(id)) continue;
      const res = await this.ds
        .createQueryBuilder()
        .update(MailMessageEntity)
        .set({ leaseOwner: this.owner, leaseUntilMs: String(now + this.leaseMs) })
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .andWhere('(lease_until_ms IS NULL OR lease_until_ms < :now)', { now })
        .execute();
      if (res.affected) mine.push(id);
    }
    return mine;
  }

  private async attempt(id: number, now: () => number): Promise<void> {
    const m = await this.ds.getRepository(MailMessageEntity).findOneBy({ id, leaseOwner: this.owner });
    if (!m) return;
    const attachments = await this.ds.getRepository(MailAttachmentEntity).find({ where: { messageId: id }, order: { id: 'ASC' } });
    let result: SendResult;
    try {
      result = await this.send(await outgoingOf(m, attachments, this.storage), this.config);
    } catch (e) {
      result = { ok: false, response: e instanceof Error ? e.message.slice(0, 500) : 'Error al preparar el mensaje.', responseCode: null, messageId: null };
    }
    const at = now();
    const attempts = m.attempts + 1;
    const failed = !result.ok && (isPermanentSmtpFailure(result.responseCode) || attempts >= this.config.maxAttempts);
    const outcome: Outcome = {
      attempts,
      status: result.ok ? 'sent' : failed ? 'failed' : 'pending',
      lastResponse: result.response.slice(0, 500),
      smtpMessageId: result.messageId ? result.messageId.slice(0, 250) : null,
      lastAttemptAtMs: String(at),
      sentAtMs: result.ok ? String(at) : null,
      nextAttemptAtMs: result.ok || failed ? null : String(at + mailRetryDelayMs(attempts, this.config.retryBaseMs, this.random())),
      leaseOwner: null,
      leaseUntilMs: null,
      // An account e-mail's link works once: once it left, the database keeps no copy of it.
      ...(result.ok && m.kind !== 'deal' ? { bodyText: SENT_LINK_SCRUBBED, bodyHtml: null } : {}),
    };
    const activity = result.ok && m.kind === 'deal';
    try {
      await this.record(id, outcome, activity);
    } catch (e) {
      this.unrecorded.set(id, { outcome, activity });
      throw e;
    }
  }
}
