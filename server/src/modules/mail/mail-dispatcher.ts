import { isPermanentSmtpFailure, mailRetryDelayMs } from '@crm/domain';
import type { Readable } from 'node:stream';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { MailConfig } from '../../core/mail-config';
import { LeasedOutbox } from '../../core/outbox/leased-outbox';
import type { Storage } from '../../core/storage/storage';
import { ActivityEntity } from '../activities/activity.entity';
import { MailAttachmentEntity, MailMessageEntity } from './mail-message.entity';
import { type OutgoingMail, sendSmtp, type SendResult } from './mail-transport';

/** Messages one process claims per round. */
const BATCH = 5;
const MAX_BACKOFF_MS = 30_000;
const DAY_MS = 86_400_000;
/** How often a process prunes the outbox (at the end of a round). */
const PRUNE_EVERY_MS = 3_600_000;
/** Messages deleted per statement while pruning (a long outbox never holds one long transaction). */
const PRUNE_BATCH = 500;
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

/** An attempt's row update, and whether the sent message becomes its 'email' activity. */
interface MailOutcome {
  row: Outcome;
  activity: boolean;
}

/**
 * Sends the mail outbox (a LeasedOutbox, like the webhooks). Runs in every server process with SMTP
 * configured; a process holds a due message under a lease, so two processes never send the same
 * message; the lease outlasts an attempt's timeouts. A message already accepted by the SMTP server is
 * not sent a second time when its outcome met a database that could not answer (the outbox keeps it).
 * A temporary failure (connection refused, 4xx) waits mailRetryDelayMs and tries again; a 5xx answer
 * or MAIL_MAX_ATTEMPTS failures leave it 'failed' with the server's answer.
 */
export class MailDispatcher {
  private readonly outbox: LeasedOutbox<MailOutcome>;
  private lastPrune = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly storage: Storage,
    private readonly config: MailConfig,
    private readonly send: (mail: OutgoingMail, config: MailConfig) => Promise<SendResult> = sendSmtp,
    private readonly random: () => number = Math.random,
  ) {
    this.outbox = new LeasedOutbox<MailOutcome>({
      name: 'Correo',
      ds,
      entity: MailMessageEntity,
      batch: BATCH,
      pollMs: () => this.config.pollMs,
      leaseMs: () => this.leaseMs,
      maxBackoffMs: MAX_BACKOFF_MS,
      attempt: (id, owner, now) => this.attempt(id, owner, now),
      record: (id, outcome, owner) => this.record(id, outcome, owner),
      afterRound: async (now) => {
        if (now - this.lastPrune < PRUNE_EVERY_MS) return;
        this.lastPrune = now;
        await this.prune(now);
      },
    });
  }

  get leaseMs(): number {
    return this.config.timeoutMs * 3 + 5_000;
  }

  start(): void {
    this.outbox.start();
  }

  stop(): Promise<void> {
    return this.outbox.stop();
  }

  /** Look now instead of at the next poll (a message was just queued). */
  nudge(): void {
    this.outbox.nudge();
  }

  /** One round: writes outcomes still unwritten, then claims and sends what is due. Returns the attempts made. */
  runOnce(now: () => number = Date.now): Promise<number> {
    return this.outbox.runOnce(now);
  }

  /** Writes an attempt's outcome (and, once sent, the activity) if `owner` still holds the lease. */
  private async record(id: number, { row, activity }: MailOutcome, owner: string): Promise<void> {
    await this.ds.transaction(async (em) => {
      const res = await em.createQueryBuilder().update(MailMessageEntity).set(row).where('id = :id AND lease_owner = :owner', { id, owner }).execute();
      if (!res.affected || !activity) return;
      const m = await em.findOneByOrFail(MailMessageEntity, { id });
      const attachments = await em.find(MailAttachmentEntity, { where: { messageId: id }, order: { id: 'ASC' } });
      const activityId = await writeActivity(em, m, attachments, new Date(Number(row.sentAtMs)));
      await em.update(MailMessageEntity, { id }, { activityId });
    });
  }

  private async attempt(id: number, owner: string, now: () => number): Promise<MailOutcome | null> {
    const m = await this.ds.getRepository(MailMessageEntity).findOneBy({ id, leaseOwner: owner });
    if (!m) return null;
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
    const row: Outcome = {
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
    return { row, activity: result.ok && m.kind === 'deal' };
  }

  /**
   * Retention (MAIL_RETENTION_DAYS): sent messages older than the retention are deleted with their attachments
   * (rows and stored files); the operation keeps its 'email' activity with recipients, attachments' names and
   * body. Failed ones stay four times as long after their last attempt (someone has to see what did not go);
   * pending ones (not sent yet, or waiting for a retry) and rows under a lease are never deleted. Returns the
   * messages deleted.
   */
  async prune(now: number): Promise<number> {
    const keep = this.config.retentionDays * DAY_MS;
    let deleted = 0;
    for (const [status, column, before] of [
      ['sent', 'sent_at_ms', now - keep],
      ['failed', 'last_attempt_at_ms', now - 4 * keep],
    ] as const) {
      for (;;) {
        const rows: Array<{ id: unknown }> = await this.ds
          .createQueryBuilder(MailMessageEntity, 'm')
          .select('m.id', 'id')
          .where(`m.status = :status AND m.${column} < :before AND m.lease_owner IS NULL`, { status, before: String(before) })
          .orderBy('m.id', 'ASC')
          .limit(PRUNE_BATCH)
          .getRawMany();
        if (!rows.length) break;
        const ids = rows.map((r) => Number(r.id));
        const { gone, keys } = await this.ds.transaction(async (em) => {
          // Read again in the transaction that deletes (sent and failed rows are never claimed again; a leased one is left alone).
          const still: Array<{ id: unknown }> = await em
            .createQueryBuilder(MailMessageEntity, 'm')
            .select('m.id', 'id')
            .where(`m.id IN (:...ids) AND m.status = :status AND m.lease_owner IS NULL`, { ids, status })
            .getRawMany();
          const mine = still.map((r) => Number(r.id));
          if (!mine.length) return { gone: 0, keys: [] as string[] };
          const files = await em.find(MailAttachmentEntity, { where: { messageId: In(mine) }, select: { id: true, storageKey: true } });
          if (files.length) await em.delete(MailAttachmentEntity, { messageId: In(mine) });
          await em.delete(MailMessageEntity, { id: In(mine) });
          return { gone: mine.length, keys: files.map((f) => f.storageKey) };
        });
        // The files once their rows are gone (a file left behind is only space; a row without its file would fail).
        for (const k of keys) await this.storage.delete(k).catch(() => undefined);
        deleted += gone;
        if (rows.length < PRUNE_BATCH) break;
      }
    }
    return deleted;
  }
}
