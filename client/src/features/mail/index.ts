// Front door of the mail feature: 'Enviar correo' of an operation (the composer dialog).
export { MailComposer } from './MailComposer';
export type { MailComposerProps } from './MailComposer';
