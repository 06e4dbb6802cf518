import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { UserEntity } from '../users/user.entity';

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** An operation (spec part 1 §3, part 2 §3). */
@Entity('deals')
// The board: per column, open deals in position order (keyset pagination on position, id).
@Index('idx_deals_board', ['pipelineId', 'stageId', 'status', 'position', 'id'])
@Index('idx_deals_unit_board', ['businessUnitId', 'pipelineId', 'stageId', 'status', 'position', 'id'])
// Column counts and value sums of the board read this index only (covering).
@Index('idx_deals_board_totals', ['pipelineId', 'status', 'stageId', 'value'])
@Index('idx_deals_unit_board_totals', ['businessUnitId', 'pipelineId', 'status', 'stageId', 'value'])
// Lists filter by pipeline or unit and sort by id DESC: these (with the implicit primary key) serve both.
@Index('idx_deals_pipeline', ['pipelineId'])
@Index('idx_deals_unit', ['businessUnitId'])
// Won/lost statistics read the operations closed in a window.
@Index('idx_deals_status_closed', ['status', 'closedAt'])
export class DealEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'OP-' + id padded to 6, set right after the insert in the same transaction. */
  @Index('uq_deals_reference', { unique: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @MoneyColumn('value', { precision: 15, default: 0 })
  value: number;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: DealStatus;

  @Column({ name: 'pipeline_id', type: 'int' })
  pipelineId: number;

  @ManyToOne(() => PipelineEntity, { onDelete: 'RESTRICT', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'pipeline_id' })
  pipeline?: Relation<PipelineEntity>;

  @Index('idx_deals_stage')
  @Column({ name: 'stage_id', type: 'int' })
  stageId: number;

  @ManyToOne(() => StageEntity, { onDelete: 'RESTRICT', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'stage_id' })
  stage?: Relation<StageEntity>;

  @Column({ name: 'business_unit_id', type: 'int', nullable: true })
  businessUnitId: number | null;

  @ManyToOne(() => BusinessUnitEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'business_unit_id' })
  businessUnit?: Relation<BusinessUnitEntity> | null;

  @Index('idx_deals_org')
  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity> | null;

  @Index('idx_deals_contact')
  @Column({ name: 'contact_id', type: 'int', nullable: true })
  contactId: number | null;

  @ManyToOne(() => ContactEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'contact_id' })
  contact?: Relation<ContactEntity> | null;

  @Index('idx_deals_advisor')
  @Column({ name: 'deal_advisor_user_id', type: 'int', nullable: true })
  advisorUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deal_advisor_user_id' })
  advisor?: Relation<UserEntity> | null;

  @Index('idx_deals_created_by')
  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<UserEntity> | null;

  /** Why it was closed (a value of the motivo_cierre parameter), won/lost with reasons; null while open. */
  @Column({ name: 'close_reason', type: 'varchar', length: 120, nullable: true })
  closeReason: string | null;

  /** The detail of the reason (required with 'Otro'). */
  @Column({ name: 'close_reason_text', type: 'varchar', length: 500, nullable: true })
  closeReasonText: string | null;

  /** When it was closed as won or lost; null while open. */
  @Column({ name: 'closed_at', type: 'datetime', precision: 6, nullable: true })
  closedAt: Date | null;

  /**
   * Who closed it. No foreign key: adding one to `deals` on SQLite rebuilds the table (and drops its
   * data_versions triggers); users are deactivated, not deleted, and a missing one shows as no name.
   */
  @Index('idx_deals_closed_by')
  @Column({ name: 'closed_by_user_id', type: 'int', nullable: true })
  closedByUserId: number | null;

  /** Order inside a column: a move writes a value between its neighbours (no renumbering). */
  @Column({ type: 'double', default: 0 })
  position: number;

  @Index('idx_deals_created')
  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;

  /**
   * The last valid day of the latest quote version while it is open (the kanban card's 'vencida' mark,
   * migration 1766900000000). Written only by the quotes module's own statement: never read nor written
   * through the entity, so a save of a deal read earlier cannot put back an old value.
   */
  @Column({ name: 'quote_open_until', type: 'varchar', length: 10, nullable: true, select: false, insert: false, update: false })
  quoteOpenUntil?: string | null;

  /**
   * The real profit (USD) of the operation's budget against actual once it has a live supplier document, null before
   * (the kanban card's and the operations table's 'Real', migration 1767000000000). Written only by the payables
   * module's own statement: never read nor written through the entity.
   */
  @Column({ name: 'real_profit', type: 'decimal', precision: 15, scale: 2, nullable: true, select: false, insert: false, update: false })
  realProfit?: string | null;
}
