import { MAIL_ATTACHMENT_KINDS, MAIL_ATTACHMENTS_MAX, MAIL_DOCUMENT_KINDS, MAIL_LIMITS, MAIL_TEMPLATE_LIMITS, MAIL_TEMPLATE_MESSAGES, PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARS, STATUS_REPORT_MAX_DEALS } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { AnyText, LookupId, MAX_DB_ID, MaxUtf8Bytes, MultilineText } from '../../core/input/fields';

/** Invoices (and credit notes) one e-mail attaches at most. */
export const MAIL_FISCAL_DOCUMENTS_MAX = 10;

export const MAIL_MESSAGES = {
  toRequired: 'Elegí al menos un destinatario.',
  tooManyRecipients: `Un correo admite hasta ${MAIL_LIMITS.recipients} destinatarios en total (Para, CC y CCO).`,
  addressInvalid: (a: string) => `«${a.slice(0, 80)}» no es una dirección de correo válida.`,
  addressNotVisible: (a: string) => `La dirección ${a.slice(0, 80)} no está en los contactos, organizaciones ni usuarios que podés ver.`,
  subjectInvalid: 'El asunto debe ser texto.',
  subjectTooLong: `El asunto admite hasta ${MAIL_LIMITS.subjectChars} caracteres.`,
  /** Header injection: a line break in a header would start a header of its own (Bcc:, a second body). */
  subjectLineBreak: 'El asunto no puede tener saltos de línea.',
  nameLineBreak: 'El nombre del remitente no puede tener saltos de línea.',
  bodyRequired: 'Escribí el texto del correo.',
  bodyTooLong: `El texto admite hasta ${MAIL_LIMITS.bodyChars.toLocaleString('es-PY')} caracteres.`,
  attachmentInvalid: `Adjunto desconocido. Adjuntos posibles: ${MAIL_ATTACHMENT_KINDS.join(', ')}, o un documento como ${MAIL_DOCUMENT_KINDS.map((k) => `${k}:{id}`).join(', ')} (hasta ${MAIL_ATTACHMENTS_MAX}).`,
  noQuote: 'La operación no tiene un presupuesto guardado para adjuntar.',
  noCostSheet: 'La operación no tiene una planilla de costos guardada para el resumen.',
  reportIds: `El reporte de estado admite hasta ${STATUS_REPORT_MAX_DEALS} operaciones del mismo cliente.`,
  attachmentsTooLarge: (mb: string) => `Los adjuntos superan el máximo de ${mb} MB por correo.`,
  rateLimited: 'Enviaste demasiados correos en la última hora. Probá de nuevo más tarde.',
  noSmtp: 'No hay un servidor de correo configurado: usá «Copiar» o «Descargar .eml» y envialo desde tu correo.',
  notFound: 'Correo no encontrado.',
  dealNotFound: 'Operación no encontrada.',
  emailRequired: 'Ingresá tu email.',
  tokenInvalid: 'El enlace no es válido o ya venció. Pedí uno nuevo con «¿Olvidaste tu contraseña?».',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordLong: 'La contraseña es demasiado larga: admite hasta 72 bytes (las letras con tilde y la ñ ocupan 2, algunos símbolos hasta 4).',
  forgotAnswer: 'Si el email corresponde a un usuario activo, te enviamos un enlace para elegir una contraseña nueva. Revisá tu correo.',
  forgotRateLimited: 'Demasiados pedidos de enlace. Esperá un rato e intentá nuevamente.',
  userNotFound: 'Usuario no encontrado.',
  userInactive: 'El usuario está desactivado: activalo antes de invitarlo.',
  fiscalIds: `Un correo admite hasta ${MAIL_FISCAL_DOCUMENTS_MAX} facturas y ${MAIL_FISCAL_DOCUMENTS_MAX} notas de crédito adjuntas.`,
  invoiceNotOfDeal: 'Esa factura no es de esta operación.',
  invoiceDraft: 'Una factura en borrador no se envía: emitila primero (el borrador no tiene valor fiscal).',
  creditNoteNotOfDeal: 'Esa nota de crédito no es de esta operación.',
  creditNoteDraft: 'Una nota de crédito en borrador no se envía: emitila primero.',
  noElectronic: 'Esa factura no tiene documento electrónico (la unidad la emitió como autoimpresor): no hay XML ni KuDE para adjuntar.',
  noteNoElectronic: 'Esa nota de crédito no tiene documento electrónico (la unidad la emitió como autoimpresor): no hay XML ni KuDE para adjuntar.',
  receiptNotOfDeal: 'Ese recibo no cobra ninguna factura de esta operación.',
  noClient: 'La operación no tiene un cliente: no hay estado de cuenta para adjuntar.',
} as const;

/** One entry of a message's attachments: a kind, or a document '<kind>:<id>' (parseMailAttachment, checked again by the service). */
const ATTACHMENT_PATTERN = new RegExp(`^(?:${MAIL_ATTACHMENT_KINDS.join('|')}|(?:${MAIL_DOCUMENT_KINDS.join('|')}):[1-9][0-9]{0,9})$`);

/** A list of plain addresses (each checked again by the service: shape, and that the sender may see it). */
function Addresses(message: string): PropertyDecorator {
  return (target, key) => {
    IsArray({ message })(target, key);
    ArrayMaxSize(MAIL_LIMITS.recipients, { message: MAIL_MESSAGES.tooManyRecipients })(target, key);
    IsString({ each: true, message })(target, key);
    MaxLength(190, { each: true, message: MAIL_MESSAGES.addressInvalid('…') })(target, key);
  };
}

/** An operation's e-mail, from the composer or a script (REST POST /api/deals/{id}/emails). */
@InputType()
export class DealEmailInput {
  @Field(() => [String], { description: 'Direcciones (sin nombre). Deben estar en contactos, organizaciones o usuarios que el remitente puede ver.' })
  @Addresses(MAIL_MESSAGES.toRequired)
  to: string[];

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @Addresses(MAIL_MESSAGES.tooManyRecipients)
  cc?: string[] | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @Addresses(MAIL_MESSAGES.tooManyRecipients)
  bcc?: string[] | null;

  /**
   * Marked multi-line so the input guard keeps a CR/LF as sent instead of turning it into a space: the
   * service refuses it (header injection), and the sender sees why.
   */
  @Field(() => String, { description: 'Si no empieza con la referencia de la operación, el servidor la agrega adelante.' })
  @IsString({ message: MAIL_MESSAGES.subjectInvalid })
  @MaxLength(MAIL_LIMITS.subjectChars, { message: MAIL_MESSAGES.subjectTooLong })
  @MultilineText('El asunto')
  subject: string;

  @Field(() => String, { description: 'Texto plano; la parte HTML se arma de él.' })
  @IsString({ message: MAIL_MESSAGES.bodyRequired })
  @IsNotEmpty({ message: MAIL_MESSAGES.bodyRequired })
  @MaxLength(MAIL_LIMITS.bodyChars, { message: MAIL_MESSAGES.bodyTooLong })
  @MultilineText('El texto')
  body: string;

  @Field(() => [String], {
    nullable: true,
    description:
      "Adjuntos que arma el servidor: 'quote_pdf' (el último presupuesto guardado), 'status_report' (STATUS DE EMBARQUE), 'cost_summary' (la venta de la planilla de costos), " +
      "'statement_pdf' (el estado de cuenta del cliente al día de hoy), y documentos de la operación: 'invoice_pdf:{id}', 'invoice_xml:{id}' y 'invoice_kude:{id}' " +
      "(XML firmado y KuDE, si la factura es electrónica), 'credit_note_pdf:{id}', 'credit_note_xml:{id}' y 'credit_note_kude:{id}' (si la nota es electrónica), 'receipt_pdf:{id}'.",
  })
  @IsOptional()
  @IsArray({ message: MAIL_MESSAGES.attachmentInvalid })
  @ArrayMaxSize(MAIL_ATTACHMENTS_MAX, { message: MAIL_MESSAGES.attachmentInvalid })
  @IsString({ each: true, message: MAIL_MESSAGES.attachmentInvalid })
  @Matches(ATTACHMENT_PATTERN, { each: true, message: MAIL_MESSAGES.attachmentInvalid })
  attachments?: string[] | null;

  @Field(() => [Int], { nullable: true, description: "Con 'status_report': otras operaciones del mismo cliente que van en la misma tabla del reporte." })
  @IsOptional()
  @IsArray({ message: MAIL_MESSAGES.reportIds })
  @ArrayMaxSize(STATUS_REPORT_MAX_DEALS - 1, { message: MAIL_MESSAGES.reportIds })
  @IsInt({ each: true, message: MAIL_MESSAGES.reportIds })
  @Min(1, { each: true, message: MAIL_MESSAGES.reportIds })
  @Max(MAX_DB_ID, { each: true, message: MAIL_MESSAGES.reportIds })
  statusReportDealIds?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'Facturas emitidas de esta operación cuyo PDF se adjunta (el servidor lo genera).' })
  @IsOptional()
  @IsArray({ message: MAIL_MESSAGES.fiscalIds })
  @ArrayMaxSize(MAIL_FISCAL_DOCUMENTS_MAX, { message: MAIL_MESSAGES.fiscalIds })
  @IsInt({ each: true, message: MAIL_MESSAGES.fiscalIds })
  @Min(1, { each: true, message: MAIL_MESSAGES.fiscalIds })
  @Max(MAX_DB_ID, { each: true, message: MAIL_MESSAGES.fiscalIds })
  invoiceIds?: number[] | null;

  @Field(() => [Int], { nullable: true, description: 'Notas de crédito emitidas de esta operación cuyo PDF se adjunta.' })
  @IsOptional()
  @IsArray({ message: MAIL_MESSAGES.fiscalIds })
  @ArrayMaxSize(MAIL_FISCAL_DOCUMENTS_MAX, { message: MAIL_MESSAGES.fiscalIds })
  @IsInt({ each: true, message: MAIL_MESSAGES.fiscalIds })
  @Min(1, { each: true, message: MAIL_MESSAGES.fiscalIds })
  @Max(MAX_DB_ID, { each: true, message: MAIL_MESSAGES.fiscalIds })
  creditNoteIds?: number[] | null;
}

@InputType()
export class ForgotPasswordInput {
  @Field(() => String)
  @IsString({ message: MAIL_MESSAGES.emailRequired })
  @IsNotEmpty({ message: MAIL_MESSAGES.emailRequired })
  @MaxLength(190, { message: MAIL_MESSAGES.emailRequired })
  email: string;
}

@InputType()
export class SetPasswordWithTokenInput {
  @Field(() => String)
  @IsString({ message: MAIL_MESSAGES.tokenInvalid })
  @IsNotEmpty({ message: MAIL_MESSAGES.tokenInvalid })
  @MaxLength(200, { message: MAIL_MESSAGES.tokenInvalid })
  token: string;

  @Field(() => String)
  @IsString({ message: MAIL_MESSAGES.passwordShort })
  @MinLength(PASSWORD_MIN_CHARS, { message: MAIL_MESSAGES.passwordShort })
  @MaxUtf8Bytes(PASSWORD_MAX_BYTES, { message: MAIL_MESSAGES.passwordLong })
  password: string;
}

/** `userId: Int!`: el usuario (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class UserIdArgs {
  @LookupId()
  userId: number;
}

/** passwordLink's `token: String!`: the service answers a token that is not a live link (vencido o ya usado). */
@ArgsType()
export class PasswordLinkArgs {
  @AnyText()
  token: string;
}

/** A mail template's key ('quote', 'status_report'…): an unknown one answers NOT_FOUND. */
@ArgsType()
export class MailTemplateKeyArgs {
  @AnyText(undefined, { description: 'quote, status_report, cost_summary, invoice, receipt, statement o blank.' })
  @MaxLength(40, { message: 'Plantilla de correo no encontrada.' })
  key: string;
}

/** An office's text of a template: placeholders and optional parts are judged by mailTemplateProblems (domain). */
@InputType()
export class MailTemplateTextInput {
  @Field(() => String, { description: 'Una línea, con datos entre llaves ({referencia}, {cliente}…) y partes opcionales entre corchetes.' })
  @IsString({ message: MAIL_TEMPLATE_MESSAGES.subjectRequired })
  @MaxLength(MAIL_TEMPLATE_LIMITS.subjectChars, { message: MAIL_TEMPLATE_MESSAGES.subjectTooLong })
  @MultilineText('El asunto')
  subject: string;

  @Field(() => String, { description: 'Texto plano con los mismos datos entre llaves; puede quedar vacío.' })
  @IsString({ message: MAIL_TEMPLATE_MESSAGES.bodyTooLong })
  @MaxLength(MAIL_TEMPLATE_LIMITS.bodyChars, { message: MAIL_TEMPLATE_MESSAGES.bodyTooLong })
  @MultilineText('El texto')
  body: string;
}
