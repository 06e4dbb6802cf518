import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DealIdArgs, IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealEmailInput, ForgotPasswordInput, MailTemplateKeyArgs, MailTemplateTextInput, PasswordLinkArgs, SetPasswordWithTokenInput, UserIdArgs } from './mail.inputs';
import { DealEmailComposerView, DealEmailDraftView, MailMessageView, MailPlaceholderView, MailStatusView, MailTemplateTextView, PasswordLinkView } from './mail.types';
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATE_KEYS } from '@crm/domain';

/** The e-mails listed per operation (newest first). */
export const DEAL_EMAILS_MAX = 100;

@Resolver()
export class MailResolver {
  @Authorized()
  @Query(() => MailStatusView, { description: "Sin SMTP, los correos no salen: 'Enviar correo' ofrece Copiar y Descargar .eml, y las invitaciones quedan en cola." })
  mailStatus(@Ctx() ctx: GqlContext): MailStatusView {
    signedIn(ctx);
    return { smtpConfigured: ctx.services.mail.smtpConfigured, fromAddress: ctx.services.mail.config.from.address };
  }

  @Authorized()
  @Query(() => DealEmailComposerView, { description: "'Enviar correo': destinatarios, plantillas y adjuntos de la operación. El viewer no envía (FORBIDDEN)." })
  dealEmailComposer(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<DealEmailComposerView> {
    return ctx.services.mail.composer(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => [MailMessageView], { description: 'Correos de la operación, los más nuevos primero.' })
  @ListMax(DEAL_EMAILS_MAX)
  dealEmails(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<MailMessageView[]> {
    return ctx.services.mail.listForDeal(signedIn(ctx), dealId, DEAL_EMAILS_MAX);
  }

  @Authorized()
  @Query(() => MailMessageView, { description: 'Un correo y su estado (en cola, enviado, no se pudo enviar) con la respuesta del servidor SMTP.' })
  mailMessage(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<MailMessageView> {
    return ctx.services.mail.get(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => MailMessageView, { description: 'Pone en cola un correo de la operación (el asunto empieza con su referencia). Sin SMTP: CONFLICT.' })
  sendDealEmail(@Args() { dealId }: DealIdArgs, @Arg('input', () => DealEmailInput) input: DealEmailInput, @Ctx() ctx: GqlContext): Promise<MailMessageView> {
    return ctx.services.mail.sendForDeal(signedIn(ctx), dealId, input);
  }

  @Authorized()
  @Mutation(() => DealEmailDraftView, { description: 'El mismo correo como .eml, sin enviarlo (para el programa de correo del usuario).' })
  draftDealEmail(@Args() { dealId }: DealIdArgs, @Arg('input', () => DealEmailInput) input: DealEmailInput, @Ctx() ctx: GqlContext): Promise<DealEmailDraftView> {
    return ctx.services.mail.draftForDeal(signedIn(ctx), dealId, input);
  }

  @Authorized()
  @Query(() => [MailTemplateTextView], { description: 'Las plantillas de correo de la oficina (Parámetros → Plantillas de correo), con sus textos originales.' })
  @ListMax(MAIL_TEMPLATE_KEYS.length)
  mailTemplates(@Ctx() ctx: GqlContext): Promise<MailTemplateTextView[]> {
    return ctx.services.mailTemplates.list(signedIn(ctx));
  }

  @Authorized()
  @Query(() => [MailPlaceholderView], { description: 'Los datos que una plantilla de correo puede llevar entre llaves.' })
  @ListMax(Object.keys(MAIL_PLACEHOLDERS).length)
  mailPlaceholders(@Ctx() ctx: GqlContext): MailPlaceholderView[] {
    signedIn(ctx);
    return ctx.services.mailTemplates.placeholders();
  }

  @Authorized()
  @Mutation(() => MailTemplateTextView, { description: 'Solo administradores: el asunto y el texto de una plantilla (datos desconocidos o asunto vacío: BAD_USER_INPUT, nada cambia).' })
  updateMailTemplate(@Args() { key }: MailTemplateKeyArgs, @Arg('input', () => MailTemplateTextInput) input: MailTemplateTextInput, @Ctx() ctx: GqlContext): Promise<MailTemplateTextView> {
    return ctx.services.mailTemplates.update(signedIn(ctx), key, input);
  }

  @Authorized()
  @Mutation(() => MailTemplateTextView, { description: 'Solo administradores: vuelve la plantilla a su texto original.' })
  resetMailTemplate(@Args() { key }: MailTemplateKeyArgs, @Ctx() ctx: GqlContext): Promise<MailTemplateTextView> {
    return ctx.services.mailTemplates.reset(signedIn(ctx), key);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Solo administradores: manda de nuevo la invitación (un enlace nuevo; los anteriores dejan de valer).' })
  resendInvitation(@Args() { userId }: UserIdArgs, @Ctx() ctx: GqlContext): Promise<boolean> {
    return ctx.services.accountMail.invite(signedIn(ctx), userId);
  }

  @Mutation(() => String, { description: '¿Olvidaste tu contraseña? Responde lo mismo exista o no el email. RATE_LIMITED si se pide demasiado.' })
  forgotPassword(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: GqlContext): Promise<string> {
    return ctx.services.accountMail.forgot(input.email, ctx.ip);
  }

  @Query(() => PasswordLinkView, { description: 'A quién corresponde un enlace de contraseña válido (BAD_USER_INPUT si venció o ya se usó).' })
  passwordLink(@Args() { token }: PasswordLinkArgs, @Ctx() ctx: GqlContext): Promise<PasswordLinkView> {
    return ctx.services.accountMail.checkLink(token);
  }

  @Mutation(() => String, { description: 'Elige la contraseña con un enlace (una sola vez, antes de que venza). Devuelve el email del usuario.' })
  setPasswordWithToken(@Arg('input', () => SetPasswordWithTokenInput) input: SetPasswordWithTokenInput, @Ctx() ctx: GqlContext): Promise<string> {
    return ctx.services.accountMail.setPassword(input.token, input.password);
  }
}
