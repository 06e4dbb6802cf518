import type { AppModule } from '../../core/module';
import { NO_MAIL } from '../../core/mail-config';
import { AccountMailService } from './account-mail.service';
import { AccountRequestEntity, AccountTokenEntity } from './account-token.entity';
import { MailAttachmentEntity, MailMessageEntity } from './mail-message.entity';
import { Mail1765100000000 } from './migrations/1765100000000-mail';
import { MailPrune1766900000001 } from './migrations/1766900000001-mail-prune';
import { MailTemplates1767500000000 } from './migrations/1767500000000-mail-templates';
import { MailTemplateEntity } from './mail-template.entity';
import { MailTemplatesService } from './mail-templates.service';
import { MailResolver } from './mail.resolver';
import { mailRoutes } from './mail.rest';
import { MailService } from './mail.service';

// The front door: what other modules may use.
export { MAIL_MESSAGES } from './mail.inputs';
export { MailMessageView } from './mail.types';
export type { MailService } from './mail.service';

declare module '../../core/services' {
  interface Services {
    mail: MailService;
    accountMail: AccountMailService;
    mailTemplates: MailTemplatesService;
  }
}

/**
 * E-mail from the system: an outbox (mail_messages) sent over SMTP by every process (leases keep two off
 * one message, like the webhooks), operation e-mails composed by users or scripts, and the account
 * e-mails (invitation, password reset). The invitation fills through the audit log (AuditService.onLog,
 * in the transaction that creates the user); server-process.ts starts the sender.
 */
export const mailModule: AppModule = {
  name: 'mail',
  entities: [MailMessageEntity, MailAttachmentEntity, AccountTokenEntity, AccountRequestEntity, MailTemplateEntity],
  migrations: [Mail1765100000000, MailPrune1766900000001, MailTemplates1767500000000],
  longTextColumns: [
    ['mail_messages', 'body_text'],
    ['mail_messages', 'body_html'],
  ],
  storedFiles: [{ table: 'mail_attachments', keyColumn: 'storage_key' }],
  resolvers: [MailResolver],
  rest: mailRoutes,
  // deals, contacts: the operation and the client's contacts as the sender sees them; quotes: the quote PDF (and
  // its version marked sent);
  // shipments: the status report PDF; cost-sheets: the sale side of the cost summary; fiscal: the unit's letterhead;
  // invoices: the issued invoices' and credit notes' PDFs (generated here, never a file the client sends);
  // sifen: an electronic invoice's signed XML and KuDE; receipts: the receipt PDF; collections: the client's account statement PDF.
  requires: ['audit', 'activities', 'contacts', 'cost-sheets', 'deals', 'fiscal', 'quotes', 'shipments', 'users', 'invoices', 'sifen', 'receipts', 'collections'],
  services: ({ ds, config, hasher, storage }, { audit, deals, contacts, quotes, quoteStatus, shipments, costSheets, fiscal, invoices, sifen, receipts, collections }) => {
    const mailConfig = config.mail ?? NO_MAIL;
    const publicUrl = mailConfig.publicUrl ?? `http://localhost:${config.port || 4000}`;
    const accountMail = new AccountMailService(ds, audit, hasher, mailConfig, publicUrl);
    // Once per app: a user created without a password gets the invitation in the same transaction.
    audit.onLog(accountMail.onAudit);
    const mailTemplates = new MailTemplatesService(ds, audit);
    return {
      mail: new MailService(ds, audit, storage, mailConfig, deals, contacts, quotes, shipments, costSheets, quoteStatus, mailTemplates, fiscal, invoices, sifen, receipts, collections),
      accountMail,
      mailTemplates,
    };
  },
};
