import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealEmailInput, ForgotPasswordInput, SetPasswordWithTokenInput } from './mail.inputs';
import { DealEmailComposerView, DealEmailDraftView, MailMessageView, MailStatusView, PasswordLinkView } from './mail.types';

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
  dealEmailComposer(@Arg('dealId', () => Int) dealId: number, @Ctx() ctx: GqlContext): Promise<DealEmailComposerView> {
    return ctx.services.mail.composer(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => [MailMessageView], { description: 'Correos de la operación, los más nuevos primero.' })
  @ListMax(DEAL_EMAILS_MAX)
  dealEmails(@Arg('dealId', () => Int) dealId: number, @Ctx() ctx: GqlContext): Promise<MailMessageView[]> {
    return ctx.services.mail.listForDeal(signedIn(ctx), dealId, DEAL_EMAILS_MAX);
  }

  @Authorized()
  @Query(() => MailMessageView, { description: 'Un correo y su estado (en cola, enviado, no se pudo enviar) con la respuesta del servidor SMTP.' })
  mailMessage(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<MailMessageView> {
    return ctx.services.mail.get(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => MailMessageView, { description: 'Pone en cola un correo de la operación (el asunto empieza con su referencia). Sin SMTP: CONFLICT.' })
  sendDealEmail(@Arg('dealId', () => Int) dealId: number, @Arg('input', () => DealEmailInput) input: DealEmailInput, @Ctx() ctx: GqlContext): Promise<MailMessageView> {
    return ctx.services.mail.sendForDeal(signedIn(ctx), dealId, input);
  }

  @Authorized()
  @Mutation(() => DealEmailDraftView, { description: 'El mismo correo como .eml, sin enviarlo (para el programa de correo del usuario).' })
  draftDealEmail(@Arg('dealId', () => Int) dealId: number, @Arg('input', () => DealEmailInput) input: DealEmailInput, @Ctx() ctx: GqlContext): Promise<DealEmailDraftView> {
    return ctx.services.mail.draftForDeal(signedIn(ctx), dealId, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Solo administradores: manda de nuevo la invitación (un enlace nuevo; los anteriores dejan de valer).' })
  resendInvitation(@Arg('userId', () => Int) userId: number, @Ctx() ctx: GqlContext): Promise<boolean> {
    return ctx.services.accountMail.invite(signedIn(ctx), userId);
  }

  @Mutation(() => String, { description: '¿Olvidaste tu contraseña? Responde lo mismo exista o no el email. RATE_LIMITED si se pide demasiado.' })
  forgotPassword(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: GqlContext): Promise<string> {
    return ctx.services.accountMail.forgot(input.email, ctx.ip);
  }

  @Query(() => PasswordLinkView, { description: 'A quién corresponde un enlace de contraseña válido (BAD_USER_INPUT si venció o ya se usó).' })
  passwordLink(@Arg('token', () => String) token: string, @Ctx() ctx: GqlContext): Promise<PasswordLinkView> {
    return ctx.services.accountMail.checkLink(token);
  }

  @Mutation(() => String, { description: 'Elige la contraseña con un enlace (una sola vez, antes de que venza). Devuelve el email del usuario.' })
  setPasswordWithToken(@Arg('input', () => SetPasswordWithTokenInput) input: SetPasswordWithTokenInput, @Ctx() ctx: GqlContext): Promise<string> {
    return ctx.services.accountMail.setPassword(input.token, input.password);
  }
}
