import { isSifenEnv, paraguayToday, SIFEN_STATUS_LABELS, type SifenStatus } from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { AppError, notFound } from '../../core/errors/app-error';
import { LeasedOutbox } from '../../core/outbox/leased-outbox';
import { renderPdf } from '../../core/pdf/render-pdf';
import type { AuditService } from '../audit';
import type { ElectronicMaterial, FiscalService } from '../fiscal';
import { type CreditNoteEntity, type CreditNoteLineEntity, InvoiceEntity, type InvoiceLineEntity, type InvoicesService } from '../invoices';
import { addKude, type KudeAssociated } from './kude-pdf';
import { type ConsultAnswer, type DeResult, type LoteAnswer, SifenClient } from './sifen-client';
import { type AssociatedDocument, buildSignedCancellation, buildSignedDe, CREDIT_NOTE_MOTIVE, missingForDe, newSecurityCode } from './sifen-de';
import { SifenDocumentEntity } from './sifen-document.entity';
import type { SifenSettings } from './sifen-settings';

export const SIFEN_MESSAGES = {
  missing: (what: string[]) => `No se puede emitir la factura electrónica: falta ${what.join('; ')}. Cargalo en Administración → Datos fiscales.`,
  missingNote: (what: string[]) => `No se puede emitir la nota de crédito electrónica: falta ${what.join('; ')}. Cargalo en Administración → Datos fiscales.`,
  invoicePending: 'La factura todavía espera el veredicto de SIFEN: la nota de crédito electrónica se puede emitir cuando SIFEN la apruebe.',
  invoiceRejected: 'SIFEN rechazó la factura: no hay documento electrónico válido al que asociar la nota de crédito.',
  noteNoDe: 'Esta nota de crédito no tiene documento electrónico (la unidad la emitió como autoimpresor).',
  library: (why: string) => `No se pudo generar el documento electrónico: ${why}`,
  noDe: 'Esta factura no tiene documento electrónico (la unidad la emitió como autoimpresor).',
  notFound: 'Factura no encontrada.',
  cancelPending: 'La factura electrónica todavía espera el veredicto de SIFEN: se puede anular cuando SIFEN la apruebe (o la rechace).',
  cancelNoCertificate: 'Para anular una factura electrónica aprobada hace falta el certificado de firma de la unidad: cargalo en Datos fiscales.',
} as const;

/** The longest wait between attempts when SIFEN cannot be reached. */
const MAX_BACKOFF_MS = 60 * 60_000;

/** What one attempt came to, written by the lease's owner. */
type Outcome =
  | { kind: 'retry'; error: string; nextAttemptAtMs: number }
  | { kind: 'received'; protocol: string; nextAttemptAtMs: number }
  | { kind: 'final'; status: SifenStatus; code: string | null; message: string | null };

/** SIFEN's dEstRes → the invoice's state. */
function statusOf(estado: string): SifenStatus {
  const e = estado.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (e.startsWith('aprobado con observacion')) return 'aprobado_con_observacion';
  if (e.startsWith('aprobado')) return 'aprobado';
  return 'rechazado';
}

const codeMessage = (code: string | null, message: string | null) => [code, message].filter(Boolean).join(' — ').slice(0, 500) || null;

/** 'YYYY-MM-DDTHH:mm:ss' in Paraguay (America/Asuncion), the DE's dFeEmiDE. */
export function paraguayDateTime(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((a, p) => ({ ...a, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Electronic invoicing through SIFEN. On issue (the invoices' issue hook, inside the issuing transaction) a unit in
 * 'electronico' mode gets the DE built, signed and with its QR, stored with its CDC and queued; a DE that would be
 * invalid refuses the issue with the list of what is missing. The outbox sends each DE in a zipped batch with the
 * unit's certificate, asks for the batch's verdict, and writes SIFEN's state and message on the invoice.
 */
export class SifenService {
  readonly client: SifenClient;
  readonly outbox: LeasedOutbox<Outcome>;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly fiscal: FiscalService,
    private readonly invoices: InvoicesService,
    private readonly settings: SifenSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.client = new SifenClient(settings);
    invoices.onIssue((em, invoice, lines) => this.onIssue(em, invoice, lines));
    invoices.onCancel((em, invoice, reason) => this.onCancel(em, invoice, reason));
    invoices.onCreditNoteIssue((em, note, lines, invoice) => this.onCreditNoteIssue(em, note, lines, invoice));
    this.outbox = new LeasedOutbox<Outcome>({
      name: 'SIFEN',
      ds,
      entity: SifenDocumentEntity,
      batch: 10,
      pollMs: () => settings.pollMs,
      // An attempt makes at most two requests (the CDC asked about, then the batch sent), each cut at timeoutMs;
      // the third and the 5 s are the database's share, as for the mail and webhook outboxes.
      leaseMs: () => settings.timeoutMs * 3 + 5_000,
      maxBackoffMs: MAX_BACKOFF_MS,
      attempt: (id, owner, now) => this.attempt(id, owner, now),
      record: (id, outcome, owner) => this.record(id, outcome, owner),
    });
  }

  startDispatcher(): void {
    if (this.settings.dispatch) this.outbox.start();
  }

  stopDispatcher(): Promise<void> {
    return this.outbox.stop();
  }

  /** The issue hook: nothing for an autoimpresor unit; the DE, its CDC and its queue row for an electronic one. */
  private async onIssue(em: EntityManager, invoice: InvoiceEntity, lines: InvoiceLineEntity[]): Promise<void> {
    const material = await this.fiscal.electronicMaterial(invoice.businessUnitId, em);
    if (material.mode !== 'electronico') return;
    const issuer = await this.fiscal.issuer(invoice.businessUnitId);
    const missing = missingForDe(issuer, material, invoice);
    if (missing.length) throw new AppError('VALIDATION', SIFEN_MESSAGES.missing(missing));
    const now = this.clock();
    let built;
    try {
      built = await buildSignedDe({ documentType: 1, issuer, material, invoice, lines, securityCode: newSecurityCode(), emittedAt: paraguayDateTime(now) });
    } catch (e) {
      throw new AppError('VALIDATION', SIFEN_MESSAGES.library(e instanceof Error ? e.message : String(e)));
    }
    const securityCode = built.cdc.slice(34, 43);
    await em.insert(SifenDocumentEntity, {
      invoiceId: invoice.id,
      businessUnitId: invoice.businessUnitId,
      kind: 'de',
      cdc: built.cdc,
      securityCode,
      xml: built.xml,
      qr: built.qr,
      status: 'pending',
      sifenStatus: 'pendiente',
      attempts: 0,
      nextAttemptAtMs: String(now.getTime()),
      createdAtMs: String(now.getTime()),
    });
    await em.update(InvoiceEntity, { id: invoice.id }, { cdc: built.cdc, sifenStatus: 'pendiente', sifenMessage: null });
    await this.audit.log(null, { action: 'sifen_queue', entity: 'invoice', entityId: invoice.id, description: `Documento electrónico de la factura ${invoice.fiscalNumber} generado (CDC ${built.cdc}) y en cola para SIFEN`, meta: { cdc: built.cdc } }, em);
    // Sent after the issue commits (the poller looks right away).
    setImmediate(() => this.outbox.nudge());
  }

  /**
   * The credit-note hook: for a unit in 'electronico' mode, the credit note's DE (tipo 5) with the affected
   * invoice as associated document (its CDC; a printed invoice of before the switch by its timbrado and number),
   * signed, with its QR, queued like an invoice's DE. An electronic invoice SIFEN has not approved yet (or
   * rejected) cannot be credited electronically: there is no valid CDC to name.
   */
  private async onCreditNoteIssue(em: EntityManager, note: CreditNoteEntity, noteLines: CreditNoteLineEntity[], invoice: InvoiceEntity): Promise<void> {
    const material = await this.fiscal.electronicMaterial(invoice.businessUnitId, em);
    if (material.mode !== 'electronico') return;
    let associated: AssociatedDocument;
    if (invoice.cdc) {
      const de = await em.findOne(SifenDocumentEntity, { where: { invoiceId: invoice.id, kind: 'de' } });
      if (!de || de.sifenStatus === 'pendiente') throw new AppError('CONFLICT', SIFEN_MESSAGES.invoicePending);
      if (de.sifenStatus === 'rechazado') throw new AppError('CONFLICT', SIFEN_MESSAGES.invoiceRejected);
      associated = { kind: 'electronico', cdc: invoice.cdc };
    } else {
      associated = { kind: 'impreso', timbrado: invoice.timbrado ?? '', establishment: invoice.establishment ?? '', point: invoice.point ?? '', number: invoice.sequence ?? 0, date: invoice.invoiceDate };
    }
    // The DE of a credit note is the invoice's customer with the note's own number, timbrado and lines (each line
    // one unit at its amount, as the printed note shows it).
    const asDocument = { ...invoice, establishment: note.establishment, point: note.point, sequence: note.sequence, timbrado: note.timbrado, timbradoFrom: note.timbradoFrom, total: note.total, fiscalNumber: note.fiscalNumber } as InvoiceEntity;
    const lines = noteLines.map((l) => ({ description: l.description, quantity: 1, unitPrice: l.amount, amount: l.amount, iva: l.iva }) as InvoiceLineEntity);
    const issuer = await this.fiscal.issuer(invoice.businessUnitId);
    const missing = missingForDe(issuer, material, asDocument);
    if (missing.length) throw new AppError('VALIDATION', SIFEN_MESSAGES.missingNote(missing));
    const now = this.clock();
    let built;
    try {
      built = await buildSignedDe({ documentType: 5, issuer, material, invoice: asDocument, lines, securityCode: newSecurityCode(), emittedAt: paraguayDateTime(now), credit: { motive: CREDIT_NOTE_MOTIVE, associated } });
    } catch (e) {
      throw new AppError('VALIDATION', SIFEN_MESSAGES.library(e instanceof Error ? e.message : String(e)));
    }
    await em.insert(SifenDocumentEntity, {
      invoiceId: invoice.id,
      creditNoteId: note.id,
      businessUnitId: invoice.businessUnitId,
      kind: 'nota_credito',
      cdc: built.cdc,
      securityCode: built.cdc.slice(34, 43),
      xml: built.xml,
      qr: built.qr,
      status: 'pending',
      sifenStatus: 'pendiente',
      attempts: 0,
      nextAttemptAtMs: String(now.getTime()),
      createdAtMs: String(now.getTime()),
    });
    await this.audit.log(null, { action: 'sifen_queue', entity: 'credit_note', entityId: note.id, description: `Documento electrónico de la nota de crédito ${note.fiscalNumber} generado (CDC ${built.cdc}, asociado a la factura ${invoice.fiscalNumber}) y en cola para SIFEN`, meta: { cdc: built.cdc, invoiceId: invoice.id } }, em);
    setImmediate(() => this.outbox.nudge());
  }

  /**
   * The cancel hook: an approved DE is cancelled at SIFEN by the cancellation event, queued here and sent like the
   * DE; one still waiting for SIFEN's verdict cannot be cancelled yet; a rejected one never counted at SIFEN.
   */
  private async onCancel(em: EntityManager, invoice: InvoiceEntity, reason: string): Promise<void> {
    const de = await em.findOne(SifenDocumentEntity, { where: { invoiceId: invoice.id, kind: 'de' } });
    if (!de || de.sifenStatus === 'rechazado') return;
    if (de.sifenStatus === 'pendiente') throw new AppError('CONFLICT', SIFEN_MESSAGES.cancelPending);
    const material = await this.fiscal.electronicMaterial(invoice.businessUnitId, em);
    if (!material.certificateP12 || !material.certificatePassword) throw new AppError('CONFLICT', SIFEN_MESSAGES.cancelNoCertificate);
    const now = this.clock().getTime();
    let xml: string;
    try {
      xml = await buildSignedCancellation(de.id, de.cdc, reason, material);
    } catch (e) {
      throw new AppError('VALIDATION', SIFEN_MESSAGES.library(e instanceof Error ? e.message : String(e)));
    }
    await em.insert(SifenDocumentEntity, {
      invoiceId: invoice.id,
      businessUnitId: invoice.businessUnitId,
      kind: 'cancelacion',
      cdc: de.cdc,
      securityCode: de.securityCode,
      xml,
      qr: null,
      status: 'pending',
      sifenStatus: 'pendiente',
      attempts: 0,
      nextAttemptAtMs: String(now),
      createdAtMs: String(now),
    });
    await em.update(InvoiceEntity, { id: invoice.id }, { sifenMessage: 'Cancelación enviada a SIFEN: pendiente de aprobación.' });
    await this.audit.log(null, { action: 'sifen_queue', entity: 'invoice', entityId: invoice.id, description: `Evento de cancelación del CDC ${de.cdc} en cola para SIFEN`, meta: { cdc: de.cdc, kind: 'cancelacion' } }, em);
    setImmediate(() => this.outbox.nudge());
  }

  private async row(em: EntityManager, actor: Actor, invoiceId: number): Promise<SifenDocumentEntity> {
    // The invoices service decides who may see the invoice (NOT_FOUND otherwise).
    const data = await this.invoices.get(actor, invoiceId);
    const doc = await em.findOne(SifenDocumentEntity, { where: { invoiceId: data.invoice.id, kind: 'de' } });
    if (!doc) throw notFound(SIFEN_MESSAGES.noDe);
    return doc;
  }

  /** The DE row of a credit note the actor may see (the invoices service decides; NOT_FOUND otherwise). */
  private async noteRow(actor: Actor, creditNoteId: number): Promise<SifenDocumentEntity> {
    const data = await this.invoices.creditNote(actor, creditNoteId);
    const doc = await this.ds.manager.findOne(SifenDocumentEntity, { where: { creditNoteId: data.note.id, kind: 'nota_credito' } });
    if (!doc) throw notFound(SIFEN_MESSAGES.noteNoDe);
    return doc;
  }

  /** The signed DE of a credit note (application/xml). */
  async creditNoteXml(actor: Actor, creditNoteId: number): Promise<{ fileName: string; body: string }> {
    const doc = await this.noteRow(actor, creditNoteId);
    return { fileName: `de-nc-${doc.cdc}.xml`, body: doc.xml };
  }

  /**
   * The SIFEN state of credit notes already resolved for the reader (the GraphQL CreditNote's cdc, sifenStatus and
   * sifenMessage), in the order of `ids`: null for a note without DE (a draft, or emitted as autoimpresor). The
   * message is SIFEN's code and text, as on the invoice.
   */
  async creditNoteStates(ids: readonly number[]): Promise<Array<{ cdc: string; sifenStatus: string; sifenMessage: string | null } | null>> {
    if (!ids.length) return [];
    const rows = await this.ds.manager.find(SifenDocumentEntity, { select: { creditNoteId: true, cdc: true, sifenStatus: true, sifenMessage: true }, where: { creditNoteId: In([...ids]), kind: 'nota_credito' } });
    const byNote = new Map(rows.map((r) => [r.creditNoteId, { cdc: r.cdc, sifenStatus: r.sifenStatus, sifenMessage: r.sifenMessage }]));
    return ids.map((id) => byNote.get(id) ?? null);
  }

  /**
   * The KuDE of a credit note's DE (application/pdf): the note's document with its CDC, QR and SIFEN's state, and
   * the affected invoice as the DE names it (gCamDEAsoc): its CDC, or a printed one's timbrado and number.
   */
  async creditNoteKude(actor: Actor, creditNoteId: number): Promise<{ fileName: string; body: Buffer }> {
    const de = await this.noteRow(actor, creditNoteId);
    const { doc, invoice } = await this.invoices.creditNotePdfDocument(actor, creditNoteId);
    const env = await this.fiscal.electronicMaterial(invoice.businessUnitId).then((m) => (isSifenEnv(m.sifenEnv) ? m.sifenEnv : 'test'));
    const associated: KudeAssociated = invoice.cdc ? { kind: 'electronico', number: invoice.fiscalNumber, cdc: invoice.cdc } : { kind: 'impreso', number: invoice.fiscalNumber, timbrado: invoice.timbrado };
    const body = await renderPdf(addKude(doc, { cdc: de.cdc, qr: de.qr ?? '', status: de.sifenStatus as SifenStatus, env, kind: 'nota_credito', associated }));
    return { fileName: `kude-nc-${de.cdc}.pdf`, body };
  }

  /** The signed DE of an invoice (application/xml). */
  async xml(actor: Actor, invoiceId: number): Promise<{ fileName: string; body: string }> {
    const doc = await this.row(this.ds.manager, actor, invoiceId);
    return { fileName: `de-${doc.cdc}.xml`, body: doc.xml };
  }

  /** The DE's row (for the KuDE). */
  async document(actor: Actor, invoiceId: number): Promise<SifenDocumentEntity> {
    return this.row(this.ds.manager, actor, invoiceId);
  }

  /** The KuDE of an invoice's DE (application/pdf): the invoice's document with the CDC, the QR and SIFEN's state. */
  async kude(actor: Actor, invoiceId: number): Promise<{ fileName: string; body: Buffer }> {
    const de = await this.document(actor, invoiceId);
    const { doc, invoice } = await this.invoices.pdfDocument(actor, de.invoiceId);
    const env = await this.fiscal.electronicMaterial(invoice.businessUnitId).then((m) => (isSifenEnv(m.sifenEnv) ? m.sifenEnv : 'test'));
    const body = await renderPdf(addKude(doc, { cdc: de.cdc, qr: de.qr ?? '', status: de.sifenStatus as SifenStatus, env }));
    return { fileName: `kude-${de.cdc}.pdf`, body };
  }

  /** The unit's settings with secrets opened, for one attempt. */
  private material(businessUnitId: number): Promise<ElectronicMaterial> {
    return this.fiscal.electronicMaterial(businessUnitId);
  }

  private backoff(attempts: number, now: number): number {
    return now + Math.min(MAX_BACKOFF_MS, this.settings.retryBaseMs * 2 ** Math.min(attempts, 16));
  }

  /**
   * One attempt of a row this process holds. No protocol yet: send the batch (asking SIFEN first about the CDC
   * when an earlier send may have gone out without its answer being written). With a protocol: ask the verdict.
   */
  private async attempt(id: number, owner: string, now: () => number): Promise<Outcome | null> {
    const doc = await this.ds.manager.findOneBy(SifenDocumentEntity, { id, leaseOwner: owner });
    if (!doc || doc.status !== 'pending') return null;
    const m = await this.material(doc.businessUnitId);
    if (!m.certificateP12 || !m.certificatePassword) return { kind: 'retry', error: 'La unidad no tiene certificado de firma cargado.', nextAttemptAtMs: this.backoff(doc.attempts, now()) };
    try {
      if (doc.kind === 'cancelacion') {
        // An event is answered at once (no batch); SIFEN refuses a second cancellation of one CDC by itself.
        const r = await this.client.sendEvent(m.sifenEnv, m.certificateP12, m.certificatePassword, doc.xml);
        const ok = statusOf(r.estado) !== 'rechazado';
        return { kind: 'final', status: ok ? 'cancelado' : 'rechazado', code: r.code, message: r.message };
      }
      if (doc.loteProtocol) {
        const answer: ConsultAnswer = await this.client.consultLote(m.sifenEnv, m.certificateP12, m.certificatePassword, doc.loteProtocol);
        if (answer.kind === 'processing') return { kind: 'received', protocol: doc.loteProtocol, nextAttemptAtMs: now() + this.settings.consultMs };
        if (answer.kind === 'done') {
          const mine: DeResult | undefined = answer.results.find((r) => r.cdc === doc.cdc);
          if (mine) return { kind: 'final', status: statusOf(mine.estado), code: mine.code, message: mine.message };
        }
        // SIFEN does not know the batch (or not this DE in it): it is sent again, after asking by CDC.
        return { kind: 'retry', error: codeMessage(answer.code, answer.message) ?? 'Lote desconocido', nextAttemptAtMs: now() };
      }
      if (doc.sentAtMs) {
        // A send went out before and its answer was not written (the process stopped): never send one CDC twice.
        const known = await this.client.consultCdc(m.sifenEnv, m.certificateP12, m.certificatePassword, doc.cdc);
        if (known.known) return { kind: 'final', status: 'aprobado', code: known.code, message: known.message };
      }
      await this.ds.manager.update(SifenDocumentEntity, { id: doc.id, leaseOwner: owner }, { sentAtMs: String(now()) });
      const lote: LoteAnswer = await this.client.sendLote(m.sifenEnv, m.certificateP12, m.certificatePassword, [doc.xml]);
      if (lote.kind === 'received') return { kind: 'received', protocol: lote.protocol, nextAttemptAtMs: now() + this.settings.consultMs };
      return { kind: 'final', status: 'rechazado', code: lote.code, message: lote.message };
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return { kind: 'retry', error: `No se pudo comunicar con SIFEN: ${why}`.slice(0, 500), nextAttemptAtMs: this.backoff(doc.attempts, now()) };
    }
  }

  private async record(id: number, outcome: Outcome, owner: string): Promise<void> {
    await this.ds.transaction(async (em) => {
      const doc = await em.findOneBy(SifenDocumentEntity, { id, leaseOwner: owner });
      if (!doc) return;
      if (outcome.kind === 'retry') {
        await em.update(SifenDocumentEntity, { id }, { attempts: doc.attempts + 1, lastError: outcome.error, nextAttemptAtMs: String(outcome.nextAttemptAtMs), leaseOwner: null, leaseUntilMs: null });
        return;
      }
      if (outcome.kind === 'received') {
        await em.update(SifenDocumentEntity, { id }, { attempts: doc.attempts + 1, loteProtocol: outcome.protocol, lastError: null, nextAttemptAtMs: String(outcome.nextAttemptAtMs), leaseOwner: null, leaseUntilMs: null });
        return;
      }
      const message = codeMessage(outcome.code, outcome.message);
      await em.update(SifenDocumentEntity, { id }, { status: 'done', sifenStatus: outcome.status, sifenCode: outcome.code, sifenMessage: message, attempts: doc.attempts + 1, lastError: null, leaseOwner: null, leaseUntilMs: null });
      if (doc.kind === 'de') await em.update(InvoiceEntity, { id: doc.invoiceId }, { sifenStatus: outcome.status, sifenMessage: message });
      else if (doc.kind === 'nota_credito') {
        // The credit note's verdict stays on its own row (the invoice's state is its own DE's).
      } else if (outcome.status === 'cancelado') await em.update(InvoiceEntity, { id: doc.invoiceId }, { sifenStatus: 'cancelado', sifenMessage: message });
      else await em.update(InvoiceEntity, { id: doc.invoiceId }, { sifenMessage: `Cancelación rechazada por SIFEN: ${message ?? ''}`.slice(0, 500) });
      await this.audit.log(
        null,
        { action: 'sifen_result', entity: doc.kind === 'nota_credito' ? 'credit_note' : 'invoice', entityId: doc.kind === 'nota_credito' ? (doc.creditNoteId ?? doc.invoiceId) : doc.invoiceId, description: `SIFEN: ${SIFEN_STATUS_LABELS[outcome.status]} (CDC ${doc.cdc})${message ? `: ${message}` : ''}`, meta: { cdc: doc.cdc, status: outcome.status, code: outcome.code } },
        em,
      );
    });
  }

  /** Today in Paraguay (the KuDE prints it). */
  today(): string {
    return paraguayToday(this.clock());
  }
}
