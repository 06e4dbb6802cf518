import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { boolTransformer } from '../../core/db/transformers';
import { UserEntity } from '../users/user.entity';

/** A user's reminder settings: whether reminders also go out by e-mail (off until the user turns it on). */
@Entity('reminder_preferences')
export class ReminderPreferenceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'boolean', default: false, transformer: boolTransformer })
  email: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
