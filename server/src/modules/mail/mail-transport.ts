import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailConfig, SmtpSettings } from '../../core/mail-config';

/** A message as the transport sends it (addresses checked, attachments read). */
export interface OutgoingMail {
  fromName: string;
  replyTo: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface SendResult {
  ok: boolean;
  /** The SMTP server's answer ('250 …'), or what went wrong. */
  response: string;
  responseCode: number | null;
  messageId: string | null;
}

/**
 * nodemailer's message fields. From is always the office's address (MAIL_FROM) with the sender's name;
 * replies go to the sender (Reply-To). Every header value was checked for CR/LF before it got here;
 * nodemailer encodes the rest (non-ASCII names and subjects) as RFC 2047 words.
 */
function mailOptions(mail: OutgoingMail, config: Pick<MailConfig, 'from'>) {
  return {
    from: { name: mail.fromName, address: config.from.address },
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    ...(mail.cc.length ? { cc: mail.cc } : {}),
    ...(mail.bcc.length ? { bcc: mail.bcc } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    // Never read a file or a URL named in a message: only the bytes given here.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The message as an .eml file (RFC 5322), for 'Descargar .eml' when no SMTP server is configured. */
export async function renderEml(mail: OutgoingMail, config: Pick<MailConfig, 'from'>): Promise<Buffer> {
  const composer = new MailComposer(mailOptions(mail, config));
  // Bcc stays out of the file's headers, as in a sent message.
  return composer.compile().build();
}

export function smtpTransport(smtp: SmtpSettings, timeoutMs: number) {
  return createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: { rejectUnauthorized: smtp.rejectUnauthorized },
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** One SMTP attempt: a new connection per message (the outbox is small; pooled sockets would outlive a stop). */
export async function sendSmtp(mail: OutgoingMail, config: MailConfig): Promise<SendResult> {
  if (!config.smtp) return { ok: false, response: 'No hay un servidor de correo configurado.', responseCode: null, messageId: null };
  const transport = smtpTransport(config.smtp, config.timeoutMs);
  try {
    const info = await transport.sendMail(mailOptions(mail, config));
    const code = Number(/^\d{3}/.exec(info.response ?? '')?.[0] ?? 250);
    if (info.rejected?.length && !info.accepted?.length) {
      return { ok: false, response: String(info.response ?? 'Destinatarios rechazados').slice(0, 500), responseCode: 550, messageId: info.messageId ?? null };
    }
    return { ok: true, response: String(info.response ?? '250').slice(0, 500), responseCode: code, messageId: info.messageId ?? null };
  } catch (e) {
    const err = e as Error & { code?: string; response?: string; responseCode?: number };
    const response = err.response ? String(err.response) : `${err.code ?? 'ERROR'}: ${err.message}`;
    return { ok: false, response: response.slice(0, 500), responseCode: typeof err.responseCode === 'number' ? err.responseCode : null, messageId: null };
  } finally {
    transport.close();
  }
}
