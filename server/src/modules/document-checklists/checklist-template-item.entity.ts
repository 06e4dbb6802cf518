import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One document of the checklist template of a transport mode × operation type (document checklists). Without
 * rows for a pair, its operations get the spec's eight documents (domain defaultChecklist).
 */
@Entity('checklist_template_items')
@Index('uq_checklist_template_items', ['mode', 'operationType', 'docType'], { unique: true })
export class ChecklistTemplateItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** One of TRANSPORT_MODES (MARITIMO, AEREO, …), as the modalidad_carga field holds it. */
  @Column({ type: 'varchar', length: 20 })
  mode: string;

  /** IMPORT or EXPORT (the tipo_operacion field). */
  @Column({ name: 'operation_type', type: 'varchar', length: 10 })
  operationType: string;

  /** A deal file type key: one of the eight or an extra one (documento_tipo parameter). */
  @Column({ name: 'doc_type', type: 'varchar', length: 20 })
  docType: string;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  /** Due N days after the operation's start (f_confirm, else its creation); null = no due date. */
  @Column({ name: 'due_days', type: 'int', nullable: true })
  dueDays: number | null;

  @Column({ type: 'int', default: 0 })
  ord: number;
}
