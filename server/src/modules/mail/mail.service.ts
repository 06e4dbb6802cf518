import {
  minorToNumber,
  buildCostSummaryDocument,
  costSummaryFileName,
  formatMoney,
  hasLineBreak,
  isMailAddress,
  MAIL_ATTACHMENT_KINDS,
  MAIL_ATTACHMENT_LABELS,
  MAIL_ATTACHMENT_PENDING,
  MAIL_LIMITS,
  MAIL_STATUS_LABELS,
  MAIL_TEMPLATES,
  renderMailTemplate,
  mailDocumentAttachment,
  type MailAttachmentKind,
  type MailDocumentKind,
  type MailStatus,
  type MailTemplateParams,
  normalizeMailAddress,
  parseMailAttachment,
  STATUS_REPORT_MAX_DEALS,
  subjectWithReference,
  textToHtml,
} from '@crm/domain';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Brackets, type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, conflict, notFound, validation } from '../../core/errors/app-error';
import type { MailConfig } from '../../core/mail-config';
import { scopeVisible } from '../../core/db/visibility-scope';
import { renderPdf } from '../../core/pdf/render-pdf';
import type { Services } from '../../core/services';
import type { Storage } from '../../core/storage/storage';
import type { AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import type { ContactsService } from '../contacts';
import { CostSheetEntity } from '../cost-sheets/cost-sheet.entity';
import type { DealsService, DealView } from '../deals';
import { OrganizationEntity } from '../organizations/organization.entity';
import { officeToday } from '../shipments';
import { UserEntity } from '../users/user.entity';
import { MailDispatcher } from './mail-dispatcher';
import type { MailTemplatesService } from './mail-templates.service';
import { type DealEmailInput, MAIL_MESSAGES as M } from './mail.inputs';
import { MailAttachmentEntity, type MailKind, MailMessageEntity } from './mail-message.entity';
import { type OutgoingMail, renderEml } from './mail-transport';
import { type DealEmailComposerView, type DealEmailDraftView, MAIL_FISCAL_DOCUMENTS_LISTED, type MailMessageView, type MailRecipientView } from './mail.types';

const HOUR_MS = 3_600_000;
const ms = (v: string | number | null | undefined): Date | null => (v === null || v === undefined ? null : new Date(Number(v)));
const split = (s: string) => (s ? s.split(',').filter(Boolean) : []);

/** The quotes module's service as its manifest adds it to Services (its front door; never its files). */
type Quotes = Pick<Services['quotes'], 'get' | 'pdf'>;
/** The status report PDF (shipments) and the sale side of the cost sheet (cost-sheets), through Services too. */
type Shipments = Pick<Services['shipments'], 'statusReportPdf'>;
type CostSheets = Pick<Services['costSheets'], 'saleSummary'>;
/** The quote lifecycle: a version e-mailed with its PDF becomes 'enviada' in the mail's transaction. */
type QuoteStatus = Pick<Services['quoteStatus'], 'markSentIn'>;
type Fiscal = Pick<Services['fiscal'], 'letterhead'>;
/** The operation's issued invoices and credit notes, and their PDFs (the invoices module's service, as the actor sees them). */
type Invoices = Pick<Services['invoices'], 'list' | 'get' | 'pdf' | 'creditNote' | 'creditNotePdf'>;
/** The electronic invoice's and credit note's signed XML and KuDE (sifen), the receipts and their PDF (receipts), the client's account statement (collections): each through its front door, as the actor sees them. */
type Sifen = Pick<Services['sifen'], 'xml' | 'kude' | 'creditNoteXml' | 'creditNoteKude' | 'creditNoteStates'>;
type Receipts = Pick<Services['receipts'], 'get' | 'list' | 'pdf'>;
type Collections = Pick<Services['collections'], 'statementPdf'>;

/** What a stored attachment is: a kind the composer offers, or one issued document's file. */
type StoredKind = MailAttachmentKind | MailDocumentKind;
type Attachment = { kind: StoredKind; file: OutgoingMail['attachments'][number] };

/** 'YYYY-MM-DD' → '29/11/2026' (es-PY). */
const esDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A message ready to queue or to render: checked addresses, final subject, generated attachments. */
interface Prepared {
  deal: DealView;
  mail: OutgoingMail;
  /** One per attachment, in order. */
  kinds: StoredKind[];
  contactId: number | null;
  /** The quote version whose PDF is attached (marked sent), or null. */
  quoteVersionNo: number | null;
}

export function mailView(m: MailMessageEntity, attachments: readonly MailAttachmentEntity[], fromAddress: string): MailMessageView {
  return {
    id: m.id,
    kind: m.kind,
    dealId: m.dealId,
    status: m.status,
    statusLabel: MAIL_STATUS_LABELS[m.status as MailStatus] ?? m.status,
    fromName: m.fromName,
    fromAddress,
    replyTo: m.replyTo,
    to: split(m.toAddrs),
    cc: split(m.ccAddrs),
    bcc: split(m.bccAddrs),
    subject: m.subject,
    body: m.bodyText,
    attachments: attachments.map((a) => ({ kind: a.kind, filename: a.filename, contentType: a.contentType, sizeBytes: a.sizeBytes })),
    attempts: m.attempts,
    lastResponse: m.lastResponse,
    nextAttemptAt: m.status === 'pending' ? ms(m.nextAttemptAtMs) : null,
    sentAt: ms(m.sentAtMs),
    activityId: m.activityId,
    senderUserId: m.senderUserId,
    createdAt: ms(m.createdAtMs)!,
  };
}

/**
 * E-mail of an operation ('Enviar correo', REST POST /api/deals/{id}/emails): admin, venta and ops send
 * for the operations they can see (a viewer sends nothing); every address must belong to a contact,
 * organization or user the sender can see; the subject starts with the operation's reference; the
 * attachments are generated here (the quote PDF through the quotes module's service). The message is
 * queued in the outbox with its attachments in one transaction; the dispatcher of any process sends it.
 */
export class MailService {
  readonly dispatcher: MailDispatcher;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly storage: Storage,
    readonly config: MailConfig,
    private readonly deals: DealsService,
    private readonly contacts: ContactsService,
    private readonly quotes: Quotes,
    private readonly shipments: Shipments,
    private readonly costSheets: CostSheets,
    private readonly quoteStatus: QuoteStatus,
    private readonly templates: MailTemplatesService,
    private readonly fiscal: Fiscal | null = null,
    private readonly invoices: Invoices | null = null,
    private readonly sifen: Sifen | null = null,
    private readonly receipts: Receipts | null = null,
    private readonly collections: Collections | null = null,
  ) {
    this.dispatcher = new MailDispatcher(ds, storage, config);
  }

  get smtpConfigured(): boolean {
    return this.config.smtp !== null;
  }

  startDispatcher(): void {
    if (this.config.dispatch && this.config.smtp) this.dispatcher.start();
  }

  stopDispatcher(): Promise<void> {
    return this.dispatcher.stop();
  }

  /**
   * A system notice to one user (a task's reminder), queued in the caller's transaction `em`: the outbox
   * row commits or rolls back with the caller's own write, and the dispatcher sends it once, like every
   * message. `path` becomes a link when PUBLIC_URL is set. A user without a usable address gets nothing (false).
   */
  async queueNotice(em: EntityManager, notice: { userId: number; subject: string; text: string; path?: string | null; dealId?: number | null }, now: number = Date.now()): Promise<boolean> {
    const user = await em.findOne(UserEntity, { where: { id: notice.userId }, select: { id: true, email: true, isActive: true } });
    if (!user || !user.isActive || !isMailAddress(user.email)) return false;
    const office = this.config.from.name;
    const link = notice.path && this.config.publicUrl ? `${this.config.publicUrl}${notice.path}` : null;
    const text = `${notice.text}${link ? `\n\n${link}` : ''}\n\n${office}`;
    await em.insert(MailMessageEntity, {
      kind: 'reminder',
      dealId: notice.dealId ?? null,
      orgId: null,
      contactId: null,
      senderUserId: null,
      fromName: office,
      replyTo: null,
      toAddrs: normalizeMailAddress(user.email),
      ccAddrs: '',
      bccAddrs: '',
      subject: notice.subject.replace(/[\r\n]+/g, ' ').slice(0, 300),
      bodyText: text,
      bodyHtml: link ? textToHtml(text).replace(link.replace(/&/g, '&amp;'), `<a href="${link}">${link}</a>`) : textToHtml(text),
      status: 'pending',
      attempts: 0,
      nextAttemptAtMs: String(now),
      createdAtMs: String(now),
    });
    return true;
  }

  /** What 'Enviar correo' shows: recipients (the client's contacts the user can see), templates, attachments. */
  async composer(actor: Actor, dealId: number): Promise<DealEmailComposerView> {
    requireWriter(actor);
    const deal = await this.deals.get(actor, dealId);
    const recipients = await this.recipientsOf(actor, deal);
    const quote = await this.quotes.get(actor, deal.id);
    // Only the sale side is the client's (the cost summary never shows purchases or profit).
    const sheet = await this.ds.getRepository(CostSheetEntity).findOne({ where: { dealId: deal.id }, select: { dealId: true, totalVentas: true } });
    const fiscalDocuments = await this.fiscalDocuments(actor, deal.id);
    const receipts = await this.receiptsOf(actor, fiscalDocuments);
    const latestInvoice = fiscalDocuments.find((d) => d.kind === 'invoice') ?? null;
    const latestReceipt = receipts[0] ?? null;
    // The documents a template ticks: the operation's latest invoice (with its DE when it has one), its latest receipt.
    const documentsOf = (kinds: readonly MailDocumentKind[]) =>
      kinds.flatMap((k) => {
        if (k === 'receipt_pdf') return latestReceipt ? [mailDocumentAttachment(k, latestReceipt.id)] : [];
        if (k === 'credit_note_pdf' || k === 'credit_note_xml' || k === 'credit_note_kude' || !latestInvoice || (k !== 'invoice_pdf' && !latestInvoice.cdc)) return [];
        return [mailDocumentAttachment(k, latestInvoice.id)];
      });
    const params: MailTemplateParams = {
      reference: deal.reference,
      title: deal.title,
      contactName: recipients[0]?.source === 'contact' ? recipients[0].name : null,
      senderName: actor.name,
      officeName: this.config.from.name,
      stageName: deal.stageName,
      quoteTotal: quote ? `USD ${formatMoney(quote.totalUsd)}` : null,
      saleTotal: sheet && sheet.totalVentas ? `USD ${formatMoney(sheet.totalVentas)}` : null,
      clientName: deal.orgName,
      invoiceNumber: latestInvoice?.number ?? null,
      invoiceElectronic: !!latestInvoice?.cdc,
      receiptNumber: latestReceipt?.number ?? null,
      today: esDay(officeToday()),
    };
    // The client's other open operations (newest first) that may join this one in the status report.
    // The office's texts (Parámetros → Plantillas de correo), else the original ones.
    const texts = await this.templates.texts();
    const others = deal.orgId ? await this.deals.list(actor, { filter: { orgId: deal.orgId, status: 'open' }, limit: STATUS_REPORT_MAX_DEALS }) : [];
    return {
      dealId: deal.id,
      reference: deal.reference,
      clientOperations: others
        .filter((d) => d.id !== deal.id)
        .slice(0, STATUS_REPORT_MAX_DEALS - 1)
        .map((d) => ({ id: d.id, reference: d.reference, title: d.title, stageName: d.stageName })),
      fiscalDocuments,
      receipts,
      smtpConfigured: this.smtpConfigured,
      fromName: actor.name,
      fromAddress: this.config.from.address,
      maxAttachmentBytes: this.config.maxAttachmentBytes,
      recipients,
      templates: MAIL_TEMPLATES.map((t) => ({
        key: t.key,
        label: t.label,
        subject: renderMailTemplate(texts.get(t.key)?.subject ?? t.defaultSubject, params),
        body: renderMailTemplate(texts.get(t.key)?.body ?? t.defaultBody, params),
        attachments: [...t.attachments],
        documents: documentsOf(t.documents ?? []),
      })),
      attachments: MAIL_ATTACHMENT_KINDS.map((kind) => {
        const pending = MAIL_ATTACHMENT_PENDING[kind] ?? null;
        const missing =
          kind === 'quote_pdf' && !quote ? M.noQuote : kind === 'cost_summary' && !sheet ? M.noCostSheet : kind === 'statement_pdf' && !deal.orgId ? M.noClient : null;
        return { kind, label: MAIL_ATTACHMENT_LABELS[kind], available: !pending && !missing, reason: pending ?? missing };
      }),
    };
  }

  /** The operation's issued invoices and their issued credit notes (newest first), as the actor sees them. */
  private async fiscalDocuments(actor: Actor, dealId: number): Promise<DealEmailComposerView['fiscalDocuments']> {
    if (!this.invoices) return [];
    const page = await this.invoices.list(actor, { dealId }, { limit: MAIL_FISCAL_DOCUMENTS_LISTED });
    const out: DealEmailComposerView['fiscalDocuments'] = [];
    for (const d of page.items) {
      const i = d.invoice;
      if (i.status === 'borrador' || !i.fiscalNumber) continue;
      out.push({ kind: 'invoice', id: i.id, number: i.fiscalNumber, date: i.invoiceDate, currency: i.currency, total: minorToNumber(d.totals.total, i.currency), status: i.status, cdc: i.cdc ?? null });
      for (const n of d.creditNotes) {
        if (n.note.status !== 'emitida' || !n.note.fiscalNumber) continue;
        out.push({ kind: 'credit_note', id: n.note.id, number: n.note.fiscalNumber, date: n.note.noteDate, currency: n.note.currency, total: minorToNumber(n.totals.total, n.note.currency), status: n.note.status, cdc: null });
      }
    }
    // An electronic credit note's CDC (its DE, tipo 5): with it the composer offers the note's XML and KuDE.
    const notes = out.filter((d) => d.kind === 'credit_note');
    if (notes.length && this.sifen) {
      const states = await this.sifen.creditNoteStates(notes.map((n) => n.id));
      for (const [i, n] of notes.entries()) n.cdc = states[i]?.cdc ?? null;
    }
    return out.slice(0, MAIL_FISCAL_DOCUMENTS_LISTED);
  }

  /** The receipts (newest first) that pay the operation's issued invoices, as the actor sees them. */
  private async receiptsOf(actor: Actor, docs: DealEmailComposerView['fiscalDocuments']): Promise<DealEmailComposerView['receipts']> {
    if (!this.receipts) return [];
    const seen = new Map<number, DealEmailComposerView['receipts'][number]>();
    for (const d of docs) {
      if (d.kind !== 'invoice') continue;
      const page = await this.receipts.list(actor, { invoiceId: d.id }, { limit: MAIL_FISCAL_DOCUMENTS_LISTED });
      for (const r of page.items) {
        const x = r.receipt;
        if (!seen.has(x.id)) seen.set(x.id, { id: x.id, number: x.fiscalNumber ?? String(x.id), date: x.paidAt, currency: x.currency, total: minorToNumber(r.amount, x.currency), status: x.status });
      }
    }
    return [...seen.values()].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).slice(0, MAIL_FISCAL_DOCUMENTS_LISTED);
  }

  /**
   * The documents asked for as '<kind>:<id>' beyond the invoices' and credit notes' PDFs: an invoice's or a credit
   * note's signed XML and KuDE (its DE must exist), a receipt's PDF (it must pay an invoice of this operation). Each read through its
   * module's front door as the actor sees it: one the actor may not see is NOT_FOUND, as if it did not exist.
   */
  private async documentAttachment(actor: Actor, dealId: number, kind: MailDocumentKind, id: number): Promise<Attachment> {
    if (kind === 'invoice_xml' || kind === 'invoice_kude') {
      if (!this.invoices || !this.sifen) throw validation(M.noElectronic);
      const d = await this.invoices.get(actor, id);
      if (d.invoice.dealId !== dealId) throw validation(M.invoiceNotOfDeal);
      if (d.invoice.status === 'borrador') throw validation(M.invoiceDraft);
      if (!d.invoice.cdc) throw validation(M.noElectronic);
      if (kind === 'invoice_xml') {
        const x = await this.sifen.xml(actor, id);
        return { kind, file: { filename: x.fileName, contentType: 'application/xml', content: Buffer.from(x.body, 'utf8') } };
      }
      const pdf = await this.sifen.kude(actor, id);
      return { kind, file: { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body } };
    }
    if (kind === 'credit_note_xml' || kind === 'credit_note_kude') {
      if (!this.invoices || !this.sifen) throw validation(M.noteNoElectronic);
      const c = await this.invoices.creditNote(actor, id);
      const owner = await this.invoices.get(actor, c.invoiceId);
      if (owner.invoice.dealId !== dealId) throw validation(M.creditNoteNotOfDeal);
      if (c.note.status !== 'emitida') throw validation(M.creditNoteDraft);
      const [state] = await this.sifen.creditNoteStates([id]);
      if (!state) throw validation(M.noteNoElectronic);
      if (kind === 'credit_note_xml') {
        const x = await this.sifen.creditNoteXml(actor, id);
        return { kind, file: { filename: x.fileName, contentType: 'application/xml', content: Buffer.from(x.body, 'utf8') } };
      }
      const pdf = await this.sifen.creditNoteKude(actor, id);
      return { kind, file: { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body } };
    }
    if (kind === 'receipt_pdf') {
      if (!this.receipts || !this.invoices) throw validation(M.receiptNotOfDeal);
      const r = await this.receipts.get(actor, id);
      let ofDeal = false;
      for (const it of r.items) {
        const inv = await this.invoices.get(actor, it.invoiceId).catch(() => null);
        if (inv?.invoice.dealId === dealId) ofDeal = true;
      }
      if (!ofDeal) throw validation(M.receiptNotOfDeal);
      const pdf = await this.receipts.pdf(actor, id);
      return { kind, file: { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body } };
    }
    // The PDFs of invoices and credit notes go the way their id lists go.
    const [one] = await this.fiscalAttachments(actor, dealId, kind === 'invoice_pdf' ? { invoiceIds: [id] } : { creditNoteIds: [id] });
    return one;
  }

  /**
   * The PDFs of the issued invoices and credit notes asked for, generated here through the invoices module (the
   * same document its screen shows): each must be of this operation and issued; one the actor may not see is
   * NOT_FOUND there, so it is "not of this operation" here too.
   */
  private async fiscalAttachments(actor: Actor, dealId: number, input: Pick<DealEmailInput, 'invoiceIds' | 'creditNoteIds'>): Promise<Attachment[]> {
    const invoiceIds = [...new Set(input.invoiceIds ?? [])];
    const noteIds = [...new Set(input.creditNoteIds ?? [])];
    if (!invoiceIds.length && !noteIds.length) return [];
    if (!this.invoices) throw validation(M.invoiceNotOfDeal);
    const inv = this.invoices;
    const out: Attachment[] = [];
    const hidden = (message: string) => (e: unknown) => {
      if (e instanceof AppError && e.code === 'NOT_FOUND') throw validation(message);
      throw e;
    };
    for (const id of invoiceIds) {
      const d = await inv.get(actor, id).catch(hidden(M.invoiceNotOfDeal));
      if (d.invoice.dealId !== dealId) throw validation(M.invoiceNotOfDeal);
      if (d.invoice.status === 'borrador') throw validation(M.invoiceDraft);
      const pdf = await inv.pdf(actor, id);
      out.push({ kind: 'invoice_pdf', file: { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body } });
    }
    for (const id of noteIds) {
      const c = await inv.creditNote(actor, id).catch(hidden(M.creditNoteNotOfDeal));
      const owner = await inv.get(actor, c.invoiceId).catch(hidden(M.creditNoteNotOfDeal));
      if (owner.invoice.dealId !== dealId) throw validation(M.creditNoteNotOfDeal);
      if (c.note.status !== 'emitida') throw validation(M.creditNoteDraft);
      const pdf = await inv.creditNotePdf(actor, id);
      out.push({ kind: 'credit_note_pdf', file: { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body } });
    }
    return out;
  }

  /** Queues an operation's e-mail (202 for scripts); the dispatcher sends it. */
  async sendForDeal(actor: Actor, dealId: number, input: DealEmailInput, now: number = Date.now()): Promise<MailMessageView> {
    requireWriter(actor);
    if (!this.smtpConfigured) throw conflict(M.noSmtp);
    await this.checkRate(actor, now);
    const p = await this.prepare(actor, dealId, input);
    const keys: string[] = [];
    try {
      const stored: Array<Partial<MailAttachmentEntity>> = [];
      for (const a of p.mail.attachments) {
        const key = `${randomBytes(16).toString('hex')}.${a.filename.split('.').pop()?.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 5) || 'bin'}`;
        await this.storage.put(key, Readable.from(a.content));
        keys.push(key);
        stored.push({ filename: a.filename, contentType: a.contentType, sizeBytes: a.content.length, storageKey: key });
      }
      const id = await this.ds.transaction(async (em) => {
        const res = await em.insert(MailMessageEntity, {
          kind: 'deal' as MailKind,
          dealId: p.deal.id,
          orgId: p.deal.orgId,
          contactId: p.contactId,
          senderUserId: actor.id,
          fromName: p.mail.fromName,
          replyTo: p.mail.replyTo,
          toAddrs: p.mail.to.join(','),
          ccAddrs: p.mail.cc.join(','),
          bccAddrs: p.mail.bcc.join(','),
          subject: p.mail.subject,
          bodyText: p.mail.text,
          bodyHtml: p.mail.html,
          status: 'pending',
          attempts: 0,
          nextAttemptAtMs: String(now),
          createdAtMs: String(now),
        });
        const messageId = Number(res.identifiers[0].id);
        for (const [i, s] of stored.entries()) await em.insert(MailAttachmentEntity, { ...s, messageId, kind: p.kinds[i] });
        if (p.quoteVersionNo !== null) await this.quoteStatus.markSentIn(em, actor, p.deal.id, p.quoteVersionNo, now);
        await this.audit.log(
          actor,
          {
            action: 'create',
            entity: 'mail_message',
            entityId: messageId,
            description: `Correo «${p.mail.subject}» a ${p.mail.to.join(', ')}`,
            meta: { dealId: p.deal.id, to: p.mail.to, cc: p.mail.cc, attachments: p.kinds },
            links: { dealId: p.deal.id, orgId: p.deal.orgId, contactId: p.contactId },
          },
          em,
        );
        return messageId;
      });
      this.dispatcher.nudge();
      return this.get(actor, id);
    } catch (e) {
      await Promise.all(keys.map((k) => this.storage.delete(k).catch(() => undefined)));
      throw e;
    }
  }

  /** The same message as an .eml file, nothing queued (no SMTP: the user sends it from their own mail program). */
  async draftForDeal(actor: Actor, dealId: number, input: DealEmailInput): Promise<DealEmailDraftView> {
    requireWriter(actor);
    const p = await this.prepare(actor, dealId, input);
    const eml = await renderEml(p.mail, this.config);
    return { fileName: `${p.deal.reference}.eml`, subject: p.mail.subject, emlBase64: eml.toString('base64') };
  }

  /** One message: its sender, or anyone who can see its operation (viewers too: reading is not sending). */
  async get(actor: Actor, id: number): Promise<MailMessageView> {
    const m = await this.ds.getRepository(MailMessageEntity).findOneBy({ id });
    if (!m || m.kind !== 'deal') throw notFound(M.notFound);
    if (m.senderUserId !== actor.id && actor.role !== 'admin') {
      if (m.dealId === null) throw notFound(M.notFound);
      await this.deals.get(actor, m.dealId).catch(() => {
        throw notFound(M.notFound);
      });
    }
    const attachments = await this.ds.getRepository(MailAttachmentEntity).find({ where: { messageId: id }, order: { id: 'ASC' } });
    return mailView(m, attachments, this.config.from.address);
  }

  /** The operation's e-mails, newest first. */
  async listForDeal(actor: Actor, dealId: number, limit = 50): Promise<MailMessageView[]> {
    const deal = await this.deals.get(actor, dealId);
    const rows = await this.ds.getRepository(MailMessageEntity).find({ where: { dealId: deal.id, kind: 'deal' }, order: { id: 'DESC' }, take: Math.min(Math.max(limit, 1), 100) });
    const attachments = rows.length ? await this.ds.getRepository(MailAttachmentEntity).find({ where: { messageId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } }) : [];
    return rows.map((r) => mailView(r, attachments.filter((a) => a.messageId === r.id), this.config.from.address));
  }

  /** The client's contacts with an address (visible to the actor), then the organization's own address. */
  private async recipientsOf(actor: Actor, deal: DealView): Promise<MailRecipientView[]> {
    const out: MailRecipientView[] = [];
    const seen = new Set<string>();
    const add = (r: MailRecipientView) => {
      const email = normalizeMailAddress(r.email);
      if (!isMailAddress(email) || seen.has(email)) return;
      seen.add(email);
      out.push({ ...r, email });
    };
    if (deal.contactId && deal.contactEmail) add({ contactId: deal.contactId, name: deal.contactName ?? deal.contactEmail, email: deal.contactEmail, source: 'contact' });
    if (deal.orgId) {
      const [contacts] = await this.contacts.forOrganizations(actor, [deal.orgId]);
      for (const c of contacts) if (c.email) add({ contactId: c.id, name: c.name ?? c.email, email: c.email, source: 'contact' });
      if (deal.orgEmail) add({ contactId: null, name: deal.orgName ?? deal.orgEmail, email: deal.orgEmail, source: 'organization' });
    }
    return out;
  }

  private async checkRate(actor: Actor, now: number): Promise<void> {
    const count = await this.ds
      .getRepository(MailMessageEntity)
      .createQueryBuilder('m')
      .where('m.sender_user_id = :id AND m.kind = :kind AND m.created_at_ms > :since', { id: actor.id, kind: 'deal', since: now - HOUR_MS })
      .getCount();
    if (count >= this.config.perUserPerHour) throw new AppError('RATE_LIMITED', M.rateLimited);
  }

  /**
   * The addresses of `wanted` that belong to a record the actor can see: a contact or an organization
   * (private ones of others excluded, scopeVisible) or an active user (colleagues in copy).
   */
  private async visibleAddresses(em: EntityManager, actor: Actor, wanted: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (!wanted.length) return found;
    const lower = (alias: string) => new Brackets((qb) => qb.where(`LOWER(${alias}.email) IN (:...wanted)`, { wanted }));
    const contacts = await scopeVisible(em.createQueryBuilder(ContactEntity, 'c').select('c.email', 'email').where(lower('c')), 'c', actor).getRawMany<{ email: string }>();
    const orgs = await scopeVisible(em.createQueryBuilder(OrganizationEntity, 'o').select('o.email', 'email').where(lower('o')), 'o', actor).getRawMany<{ email: string }>();
    const users = await em.createQueryBuilder(UserEntity, 'u').select('u.email', 'email').where(lower('u')).andWhere('u.is_active = :on', { on: true }).getRawMany<{ email: string }>();
    for (const r of [...contacts, ...orgs, ...users]) if (r.email) found.add(normalizeMailAddress(r.email));
    return found;
  }

  private async prepare(actor: Actor, dealId: number, input: DealEmailInput): Promise<Prepared> {
    const deal = await this.deals.get(actor, dealId);
    // Header injection: a CR/LF in a header value would start a header of its own.
    if (hasLineBreak(input.subject)) throw validation(M.subjectLineBreak);
    if (hasLineBreak(actor.name)) throw validation(M.nameLineBreak);
    const list = (v: readonly string[] | null | undefined) => [...new Set((v ?? []).map(normalizeMailAddress).filter(Boolean))];
    const to = list(input.to);
    const cc = list(input.cc).filter((a) => !to.includes(a));
    const bcc = list(input.bcc).filter((a) => !to.includes(a) && !cc.includes(a));
    if (!to.length) throw validation(M.toRequired);
    const all = [...to, ...cc, ...bcc];
    if (all.length > MAIL_LIMITS.recipients) throw validation(M.tooManyRecipients);
    for (const a of all) if (!isMailAddress(a)) throw validation(M.addressInvalid(a));
    const visible = await this.visibleAddresses(this.ds.manager, actor, all);
    for (const a of all) if (!visible.has(a)) throw validation(M.addressNotVisible(a));
    const body = input.body.replace(/\r\n?/g, '\n').trim();
    if (!body) throw validation(M.bodyRequired);

    const asked = [...new Set(input.attachments ?? [])].map((a) => parseMailAttachment(a));
    if (asked.some((a) => a === null)) throw validation(M.attachmentInvalid);
    const chosen = asked.flatMap((a) => (a && a.id === null ? [a.kind] : []));
    const documents = asked.flatMap((a) => (a && a.id !== null ? [a] : []));
    const kinds: StoredKind[] = [...chosen];
    const attachments: OutgoingMail['attachments'] = [];
    let quoteVersionNo: number | null = null;
    for (const kind of chosen) {
      const pending = MAIL_ATTACHMENT_PENDING[kind];
      if (pending) throw validation(pending);
      if (kind === 'quote_pdf') {
        // The latest version, by number: the one the PDF is and the one marked sent.
        const latest = await this.quotes.get(actor, deal.id);
        if (!latest) throw validation(M.noQuote);
        quoteVersionNo = latest.versionNo;
        const pdf = await this.quotes.pdf(actor, deal.id, latest.versionNo).catch((e: unknown) => {
          if (e instanceof AppError && e.code === 'NOT_FOUND') throw validation(M.noQuote);
          throw e;
        });
        attachments.push({ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body });
      } else if (kind === 'status_report') {
        // This operation first, then the other operations of the same client the sender picked (one report table).
        const pdf = await this.shipments.statusReportPdf(actor, [deal.id, ...(input.statusReportDealIds ?? [])]);
        attachments.push({ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body });
      } else if (kind === 'cost_summary') {
        const summary = await this.costSheets.saleSummary(actor, deal.id);
        if (!summary) throw validation(M.noCostSheet);
        // The operation's business unit's letterhead, as its quote and invoices carry.
        const letterhead = deal.businessUnitId !== null && this.fiscal ? await this.fiscal.letterhead(deal.businessUnitId) : null;
        const doc = buildCostSummaryDocument(
          { reference: deal.reference, title: deal.title, client: deal.orgName ?? '', date: officeToday(), lines: summary.lines, split: summary.split },
          { officeName: this.config.from.name, letterhead },
        );
        attachments.push({ filename: costSummaryFileName(deal), contentType: 'application/pdf', content: await renderPdf(doc) });
      } else if (kind === 'statement_pdf') {
        // The client's account statement as of today (the client of the operation), as the sender may see it.
        if (!deal.orgId || !this.collections) throw validation(M.noClient);
        const pdf = await this.collections.statementPdf(actor, deal.orgId);
        attachments.push({ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.body });
      }
    }
    for (const d of documents) {
      const f = await this.documentAttachment(actor, deal.id, d.kind, d.id);
      kinds.push(f.kind);
      attachments.push(f.file);
    }
    for (const f of await this.fiscalAttachments(actor, deal.id, input)) {
      kinds.push(f.kind);
      attachments.push(f.file);
    }
    const total = attachments.reduce((n, a) => n + a.content.length, 0);
    if (total > this.config.maxAttachmentBytes) throw validation(M.attachmentsTooLarge((this.config.maxAttachmentBytes / 1_048_576).toLocaleString('es-PY', { maximumFractionDigits: 1 })));

    // The activity is listed on the first addressee's contact when it is one of this client's.
    const contactRow = await scopeVisible(
      this.ds.manager.createQueryBuilder(ContactEntity, 'c').select('c.id', 'id').where('LOWER(c.email) = :e', { e: to[0] }),
      'c',
      actor,
    )
      .andWhere(deal.orgId ? 'c.org_id = :org' : '1 = 1', { org: deal.orgId })
      .orderBy('c.id', 'ASC')
      .getRawOne<{ id: unknown }>();
    // Else the operation's contact only when the mail goes to the client itself (its organization's address):
    // a request to a provider or a note to a colleague is not the client's contact's mail.
    const toClient = !!deal.orgEmail && normalizeMailAddress(deal.orgEmail) === to[0];
    const contactId = contactRow ? Number(contactRow.id) : toClient ? deal.contactId : null;

    return {
      deal,
      kinds,
      contactId,
      quoteVersionNo,
      mail: {
        fromName: actor.name.slice(0, MAIL_LIMITS.nameChars),
        replyTo: isMailAddress(actor.email) ? actor.email : null,
        to,
        cc,
        bcc,
        subject: subjectWithReference(input.subject, deal.reference).slice(0, 300),
        text: body,
        html: textToHtml(body),
        attachments,
      },
    };
  }
}
