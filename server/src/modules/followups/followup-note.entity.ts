import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { FollowupLinksEntity } from './followup-links.entity';

/** A follow-up note ('Agregar nota'; spec part 2 §3 "Note": counted on 'Notas totales'). */
@Entity('followup_notes')
@Index('idx_followup_notes_user_created', ['userId', 'createdAt'])
@Index('idx_followup_notes_created', ['createdAt'])
@Index('idx_followup_notes_org_created', ['orgId', 'createdAt'])
@Index('idx_followup_notes_contact', ['contactId'])
@Index('idx_followup_notes_deal', ['dealId'])
export class FollowupNoteEntity extends FollowupLinksEntity {
  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
