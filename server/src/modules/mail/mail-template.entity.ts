import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An office's own text of one mail template (Parámetros → Plantillas de correo). Only edited templates have a row:
 * without one the composer uses the original text in domain/src/mail.ts, and «Restaurar texto original» deletes it.
 */
@Entity('mail_templates')
export class MailTemplateEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'varchar', length: 250 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'updated_at_ms', type: 'bigint' })
  updatedAtMs: string;
}
