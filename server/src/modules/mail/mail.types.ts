import { MAIL_ATTACHMENT_KINDS, MAIL_ATTACHMENTS_MAX, MAIL_DOCUMENT_KINDS, MAIL_LIMITS, MAIL_TEMPLATE_KEYS, STATUS_REPORT_MAX_DEALS } from '@crm/domain';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** The client's recipients the composer lists at most (contacts of one organization, ORGANIZATION_CONTACTS_MAX, and its own address). */
export const COMPOSER_RECIPIENTS_MAX = 201;

/** The operation's issued invoices and credit notes the composer offers at most (newest first). */
export const MAIL_FISCAL_DOCUMENTS_LISTED = 100;

@ObjectType('MailAttachment')
export class MailAttachmentView {
  @Field(() => String, { description: 'quote_pdf, status_report, cost_summary, statement_pdf, invoice_pdf, invoice_xml, invoice_kude, credit_note_pdf, credit_note_xml, credit_note_kude o receipt_pdf.' }) kind: string;
  @Field(() => String) filename: string;
  @Field(() => String) contentType: string;
  @Field(() => Int) sizeBytes: number;
}

@ObjectType('MailMessage', { description: 'Un correo del sistema y su estado de envío.' })
export class MailMessageView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'deal (correo de una operación), invite o reset.' }) kind: string;
  @Field(() => Int, { nullable: true }) dealId: number | null;
  @Field(() => String, { description: 'pending (en cola), sent o failed.' }) status: string;
  @Field(() => String, { description: "'En cola', 'Enviado', 'No se pudo enviar'." }) statusLabel: string;
  @Field(() => String) fromName: string;
  @Field(() => String) fromAddress: string;
  @Field(() => String, { nullable: true }) replyTo: string | null;
  @Field(() => [String]) @ListMax(MAIL_LIMITS.recipients) to: string[];
  @Field(() => [String]) @ListMax(MAIL_LIMITS.recipients) cc: string[];
  @Field(() => [String]) @ListMax(MAIL_LIMITS.recipients) bcc: string[];
  @Field(() => String) subject: string;
  @Field(() => String) body: string;
  @Field(() => [MailAttachmentView]) @ListMax(MAIL_ATTACHMENTS_MAX) attachments: MailAttachmentView[];
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true, description: 'La última respuesta del servidor SMTP (o el error de conexión).' }) lastResponse: string | null;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => Int, { nullable: true }) activityId: number | null;
  @Field(() => Int, { nullable: true }) senderUserId: number | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('MailRecipient')
export class MailRecipientView {
  @Field(() => Int, { nullable: true }) contactId: number | null;
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { description: "contact (contacto del cliente) u organization (email de la organización)." }) source: string;
}

@ObjectType('MailTemplate')
export class MailTemplateView {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => String) subject: string;
  @Field(() => String) body: string;
  @Field(() => [String]) @ListMax(MAIL_ATTACHMENT_KINDS.length) attachments: string[];
  @Field(() => [String], { description: "Documentos de la operación que la plantilla marca ('invoice_pdf:31', 'invoice_xml:31', 'receipt_pdf:7'): la última factura, el último recibo." })
  @ListMax(MAIL_ATTACHMENTS_MAX)
  documents: string[];
}

@ObjectType('MailAttachmentChoice')
export class MailAttachmentChoiceView {
  @Field(() => String) kind: string;
  @Field(() => String) label: string;
  @Field(() => Boolean) available: boolean;
  @Field(() => String, { nullable: true, description: 'Por qué no se puede adjuntar ahora.' }) reason: string | null;
}

@ObjectType('MailClientOperation', { description: 'Otra operación del mismo cliente que puede ir en el reporte de estado.' })
export class MailClientOperationView {
  @Field(() => Int) id: number;
  @Field(() => String) reference: string;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) stageName: string | null;
}

@ObjectType('MailFiscalDocument', { description: 'Una factura o nota de crédito emitida de la operación, para adjuntar su PDF.' })
export class MailFiscalDocumentView {
  @Field(() => String, { description: "'invoice' o 'credit_note'." }) kind: string;
  @Field(() => Int) id: number;
  @Field(() => String) number: string;
  @Field(() => String) date: string;
  @Field(() => String) currency: string;
  @Field(() => Float) total: number;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true, description: 'CDC de la factura o nota de crédito electrónica: con él se pueden adjuntar su XML firmado y su KuDE; null si no tiene documento electrónico.' })
  cdc: string | null;
}

@ObjectType('MailReceipt', { description: 'Un recibo que cobra facturas de la operación, para adjuntar su PDF.' })
export class MailReceiptView {
  @Field(() => Int) id: number;
  @Field(() => String) number: string;
  @Field(() => String, { description: 'Fecha de pago (YYYY-MM-DD).' }) date: string;
  @Field(() => String) currency: string;
  @Field(() => Float) total: number;
  @Field(() => String, { description: 'emitido o anulado.' }) status: string;
}

@ObjectType('DealEmailComposer', { description: "Lo que necesita 'Enviar correo' de una operación." })
export class DealEmailComposerView {
  @Field(() => Int) dealId: number;
  @Field(() => String) reference: string;
  @Field(() => Boolean, { description: 'false: no hay SMTP; el compositor ofrece Copiar y Descargar .eml.' }) smtpConfigured: boolean;
  @Field(() => String) fromName: string;
  @Field(() => String) fromAddress: string;
  @Field(() => Int) maxAttachmentBytes: number;
  @ListMax(COMPOSER_RECIPIENTS_MAX)
  @Field(() => [MailRecipientView], { description: 'Contactos del cliente (y su email) que el usuario puede ver.' }) recipients: MailRecipientView[];
  @Field(() => [MailTemplateView]) @ListMax(MAIL_TEMPLATE_KEYS.length) templates: MailTemplateView[];
  @Field(() => [MailAttachmentChoiceView]) @ListMax(MAIL_ATTACHMENT_KINDS.length) attachments: MailAttachmentChoiceView[];
  @ListMax(STATUS_REPORT_MAX_DEALS - 1)
  @Field(() => [MailClientOperationView], { description: 'Las otras operaciones abiertas del cliente que el usuario ve (las más nuevas), para sumarlas al reporte de estado.' })
  clientOperations: MailClientOperationView[];
  @ListMax(MAIL_FISCAL_DOCUMENTS_LISTED)
  @Field(() => [MailFiscalDocumentView], { description: 'Las facturas y notas de crédito emitidas de la operación que el usuario ve (las más nuevas primero).' })
  fiscalDocuments: MailFiscalDocumentView[];
  @ListMax(MAIL_FISCAL_DOCUMENTS_LISTED)
  @Field(() => [MailReceiptView], { description: 'Los recibos que cobran facturas de la operación y el usuario ve (los más nuevos primero).' })
  receipts: MailReceiptView[];
}

@ObjectType('DealEmailDraft', { description: 'El correo como archivo .eml (sin SMTP: para enviarlo desde el programa de correo).' })
export class DealEmailDraftView {
  @Field(() => String) fileName: string;
  @Field(() => String) subject: string;
  @Field(() => String, { description: 'El .eml en base64.' }) emlBase64: string;
}

@ObjectType('PasswordLink', { description: 'A quién corresponde un enlace de contraseña todavía válido.' })
export class PasswordLinkView {
  @Field(() => String) email: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'invite o reset.' }) kind: string;
}

@ObjectType('MailStatus', { description: 'Si el sistema puede enviar correo (SMTP configurado) y desde qué dirección.' })
export class MailStatusView {
  @Field(() => Boolean) smtpConfigured: boolean;
  @Field(() => String) fromAddress: string;
}

@ObjectType('MailTemplateText', { description: 'Una plantilla de correo como la tiene la oficina (Parámetros → Plantillas de correo), con su texto original.' })
export class MailTemplateTextView {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => String, { description: 'El asunto con sus datos entre llaves ({referencia}…).' }) subject: string;
  @Field(() => String) body: string;
  @Field(() => Boolean, { description: 'true: la oficina cambió el texto original.' }) edited: boolean;
  @Field(() => String) defaultSubject: string;
  @Field(() => String) defaultBody: string;
  @Field(() => [String], { description: 'Adjuntos que la plantilla marca (fijos).' }) @ListMax(MAIL_ATTACHMENT_KINDS.length + MAIL_DOCUMENT_KINDS.length) attachments: string[];
  @Field(() => Date, { nullable: true }) updatedAt: Date | null;
}

@ObjectType('MailPlaceholder', { description: 'Un dato que una plantilla de correo puede llevar entre llaves.' })
export class MailPlaceholderView {
  @Field(() => String, { description: "'{referencia}'." }) name: string;
  @Field(() => String) label: string;
}
