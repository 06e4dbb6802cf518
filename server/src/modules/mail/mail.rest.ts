import { Router } from 'express';
import { restBody } from '../../core/rest/body';
import { clientIp, idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { DealEmailInput, ForgotPasswordInput, MailTemplateTextInput, SetPasswordWithTokenInput } from './mail.inputs';
import type { DealEmailComposerView, MailMessageView, MailTemplateTextView } from './mail.types';

export const mailRow = (m: MailMessageView) => ({
  id: m.id,
  deal_id: m.dealId,
  status: m.status,
  status_label: m.statusLabel,
  from: { name: m.fromName, address: m.fromAddress },
  reply_to: m.replyTo,
  to: m.to,
  cc: m.cc,
  bcc: m.bcc,
  subject: m.subject,
  body: m.body,
  attachments: m.attachments.map((a) => ({ kind: a.kind, filename: a.filename, content_type: a.contentType, size_bytes: a.sizeBytes })),
  attempts: m.attempts,
  last_response: m.lastResponse,
  next_attempt_at: restDateTime(m.nextAttemptAt),
  sent_at: restDateTime(m.sentAt),
  activity_id: m.activityId,
  sender_user_id: m.senderUserId,
  created_at: restDateTime(m.createdAt),
});

const composerRow = (c: DealEmailComposerView) => ({
  deal_id: c.dealId,
  reference: c.reference,
  smtp_configured: c.smtpConfigured,
  from: { name: c.fromName, address: c.fromAddress },
  max_attachment_bytes: c.maxAttachmentBytes,
  recipients: c.recipients.map((r) => ({ contact_id: r.contactId, name: r.name, email: r.email, source: r.source })),
  templates: c.templates,
  attachments: c.attachments,
  client_operations: c.clientOperations.map((o) => ({ id: o.id, reference: o.reference, title: o.title, stage_name: o.stageName })),
  fiscal_documents: c.fiscalDocuments.map((d) => ({ kind: d.kind, id: d.id, number: d.number, date: d.date, currency: d.currency, total: d.total, status: d.status, cdc: d.cdc })),
  receipts: c.receipts.map((r) => ({ id: r.id, number: r.number, date: r.date, currency: r.currency, total: r.total, status: r.status })),
});

const templateRow = (t: MailTemplateTextView) => ({
  key: t.key,
  label: t.label,
  subject: t.subject,
  body: t.body,
  edited: t.edited,
  default_subject: t.defaultSubject,
  default_body: t.defaultBody,
  attachments: t.attachments,
  updated_at: restDateTime(t.updatedAt),
});

/**
 * The body of a script's e-mail: {to, cc, bcc, subject, body, attachments, status_report_deal_ids, invoice_ids,
 * credit_note_ids} (a single address may be a string).
 */
const emailBody = (b: Record<string, unknown>) => {
  const list = (v: unknown) => (typeof v === 'string' ? [v] : v);
  const reportIds = b.status_report_deal_ids ?? b.statusReportDealIds;
  const invoiceIds = b.invoice_ids ?? b.invoiceIds;
  const creditNoteIds = b.credit_note_ids ?? b.creditNoteIds;
  return {
    to: list(b.to),
    cc: b.cc == null ? undefined : list(b.cc),
    bcc: b.bcc == null ? undefined : list(b.bcc),
    subject: b.subject ?? '',
    body: b.body,
    attachments: b.attachments == null ? undefined : list(b.attachments),
    statusReportDealIds: reportIds == null ? undefined : reportIds,
    invoiceIds: invoiceIds == null ? undefined : invoiceIds,
    creditNoteIds: creditNoteIds == null ? undefined : creditNoteIds,
  };
};

/** E-mail from the system: /api/deals/{id}/emails (scripts), /api/emails/{id}, and the account e-mails under /api/auth. */
export function mailRoutes(services: Services): Router {
  const r = Router();

  r.get('/deals/:id/emails', async (req, res) => {
    res.json((await services.mail.listForDeal(signedIn(res), idParam(req))).map(mailRow));
  });

  r.get('/deals/:id/email-composer', async (req, res) => {
    res.json(composerRow(await services.mail.composer(signedIn(res), idParam(req))));
  });

  r.post('/deals/:id/emails', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(DealEmailInput, emailBody(restBody(req)));
    const m = await services.mail.sendForDeal(actor, idParam(req), input);
    res.status(202).location(`/api/emails/${m.id}`).json(mailRow(m));
  });

  // No SMTP: the same message as a file for the user's own mail program.
  r.post('/deals/:id/emails/eml', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(DealEmailInput, emailBody(restBody(req)));
    const draft = await services.mail.draftForDeal(actor, idParam(req), input);
    res
      .type('message/rfc822')
      .set('Content-Disposition', `attachment; filename="${draft.fileName}"`)
      .send(Buffer.from(draft.emlBase64, 'base64'));
  });

  // The office's mail templates: everyone signed in reads them, administrators change or restore them.
  r.get('/mail/templates', async (_req, res) => {
    const actor = signedIn(res);
    res.json({ templates: (await services.mailTemplates.list(actor)).map(templateRow), placeholders: services.mailTemplates.placeholders() });
  });

  r.put('/mail/templates/:key', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(MailTemplateTextInput, { subject: b.subject, body: b.body ?? '' });
    res.json(templateRow(await services.mailTemplates.update(actor, req.params.key, input)));
  });

  r.post('/mail/templates/:key/reset', async (req, res) => {
    res.json(templateRow(await services.mailTemplates.reset(signedIn(res), req.params.key)));
  });

  r.get('/emails/:id', async (req, res) => {
    res.json(mailRow(await services.mail.get(signedIn(res), idParam(req))));
  });

  r.post('/users/:id/invite', async (req, res) => {
    await services.accountMail.invite(signedIn(res), idParam(req));
    res.status(202).json({ ok: true });
  });

  r.post('/auth/forgot-password', async (req, res) => {
    const input = await validateInput(ForgotPasswordInput, { email: restBody(req).email });
    res.status(202).json({ ok: true, message: await services.accountMail.forgot(input.email, clientIp(req)) });
  });

  r.post('/auth/password-link', async (req, res) => {
    const token = restBody(req).token;
    const link = await services.accountMail.checkLink(typeof token === 'string' ? token : '');
    res.json(link);
  });

  r.post('/auth/set-password', async (req, res) => {
    const b = restBody(req);
    const input = await validateInput(SetPasswordWithTokenInput, { token: b.token, password: b.password });
    res.json({ ok: true, email: await services.accountMail.setPassword(input.token, input.password) });
  });

  return r;
}
