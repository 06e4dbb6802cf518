import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Failed sign-ins, kept in the database so that throttling holds across server instances. */
@Entity('login_failures')
@Index('idx_login_failures_email_created', ['email', 'createdAt'])
@Index('idx_login_failures_ip_created', ['ip', 'createdAt'])
export class LoginFailureEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 190 })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}
