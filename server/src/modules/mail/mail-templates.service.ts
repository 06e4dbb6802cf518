import { MAIL_PLACEHOLDERS, MAIL_TEMPLATES, type MailTemplate, mailTemplate, mailTemplateProblems } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, type AuditService } from '../audit';
import { MailTemplateEntity } from './mail-template.entity';
import type { MailTemplateTextInput } from './mail.inputs';
import type { MailPlaceholderView, MailTemplateTextView } from './mail.types';

export const MAIL_TEMPLATE_NOT_FOUND = 'Plantilla de correo no encontrada.';

/** The template's texts as the office has them: its edited row, else the original text. */
export type MailTemplateTexts = Map<string, { subject: string; body: string }>;

const view = (t: MailTemplate, row: MailTemplateEntity | undefined): MailTemplateTextView => ({
  key: t.key,
  label: t.label,
  subject: row?.subject ?? t.defaultSubject,
  body: row?.body ?? t.defaultBody,
  edited: !!row,
  defaultSubject: t.defaultSubject,
  defaultBody: t.defaultBody,
  attachments: [...t.attachments, ...(t.documents ?? [])],
  updatedAt: row ? new Date(Number(row.updatedAtMs)) : null,
});

/**
 * The office's mail templates (Parámetros → Plantillas de correo): everyone signed in reads them (the composer fills
 * from them), only administrators change or restore them; every change is audited. Attachments stay as in code.
 */
export class MailTemplatesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  placeholders(): MailPlaceholderView[] {
    return Object.entries(MAIL_PLACEHOLDERS).map(([name, p]) => ({ name: `{${name}}`, label: p.label }));
  }

  async list(_actor: Actor): Promise<MailTemplateTextView[]> {
    const rows = await this.ds.getRepository(MailTemplateEntity).find();
    return MAIL_TEMPLATES.map((t) => view(t, rows.find((r) => r.key === t.key)));
  }

  /** Subject and body of every template as the composer uses them. */
  async texts(em: EntityManager = this.ds.manager): Promise<MailTemplateTexts> {
    const rows = await em.find(MailTemplateEntity);
    return new Map(MAIL_TEMPLATES.map((t) => {
      const row = rows.find((r) => r.key === t.key);
      return [t.key, { subject: row?.subject ?? t.defaultSubject, body: row?.body ?? t.defaultBody }];
    }));
  }

  /** Stores the office's text; a text equal to the original one is stored as no edit at all. Bad text: VALIDATION on its field, nothing stored. */
  async update(actor: Actor, key: string, input: MailTemplateTextInput): Promise<MailTemplateTextView> {
    requireAdmin(actor);
    const t = mailTemplate(key);
    if (!t) throw notFound(MAIL_TEMPLATE_NOT_FOUND);
    const next = { subject: input.subject.trim(), body: input.body.replace(/\s+$/, '') };
    const problems = mailTemplateProblems(next);
    const field = problems.subject ? 'subject' : problems.body ? 'body' : null;
    if (field) throw new AppError('VALIDATION', problems[field]!, field);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const row = await em.findOneBy(MailTemplateEntity, { key: t.key });
      const before = { subject: row?.subject ?? t.defaultSubject, body: row?.body ?? t.defaultBody };
      const changes = auditChanges(before, next);
      if (next.subject === t.defaultSubject && next.body === t.defaultBody) {
        if (row) await em.delete(MailTemplateEntity, { key: t.key });
      } else if (Object.keys(changes).length) {
        await em.save(MailTemplateEntity, { key: t.key, ...next, updatedAtMs: String(Date.now()) });
      }
      if (Object.keys(changes).length) {
        await this.audit.log(
          actor,
          { action: 'update', entity: 'mail_template', entityId: null, description: `Plantilla de correo «${t.label}» modificada`, meta: { key: t.key, changes } },
          em,
        );
      }
      return view(t, (await em.findOneBy(MailTemplateEntity, { key: t.key })) ?? undefined);
    });
  }

  /** «Restaurar texto original»: the template goes back to the text in code (audited when it was edited). */
  async reset(actor: Actor, key: string): Promise<MailTemplateTextView> {
    requireAdmin(actor);
    const t = mailTemplate(key);
    if (!t) throw notFound(MAIL_TEMPLATE_NOT_FOUND);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const row = await em.findOneBy(MailTemplateEntity, { key: t.key });
      if (row) {
        await em.delete(MailTemplateEntity, { key: t.key });
        const changes = auditChanges({ subject: row.subject, body: row.body }, { subject: t.defaultSubject, body: t.defaultBody });
        await this.audit.log(
          actor,
          { action: 'update', entity: 'mail_template', entityId: null, description: `Plantilla de correo «${t.label}»: texto original restaurado`, meta: { key: t.key, changes } },
          em,
        );
      }
      return view(t, undefined);
    });
  }
}
