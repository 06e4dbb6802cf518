import type { CreditNoteStatus, InvoiceCondition, InvoiceSource, InvoiceStatus, IvaRate } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { moneyTransformer } from '../../core/db/transformers';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';

/** DECIMAL ↔ number for quantities and rates (not money: no rounding to cents). */
const decimalTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: unknown) => (v === null || v === undefined ? null : Number(v)),
};

/**
 * The money columns of fiscal documents: DECIMAL(18,2) in the document's currency (guaraníes stored whole),
 * read as numbers; the service turns them into exact minor units (fromDecimal) before any arithmetic.
 */
const money = (name: string) => ({ name, type: 'decimal' as const, precision: 18, scale: 2, default: 0, transformer: moneyTransformer });

/**
 * A sales invoice (money and fiscal rules): borrador (editable, deletable) → emitida (number taken and timbrado
 * copied in the issuing transaction, immutable from then on) → pago_parcial / pagada (receipts) · anulada (with a
 * reason). The customer block is copied from the organization when the draft is made, so the document keeps
 * reading as it was issued. An invoice outlives its operation (deal_id SET NULL): a fiscal document never vanishes.
 */
@Entity('invoices')
@Index('idx_invoices_status_date', ['status', 'invoiceDate'])
@Index('uq_invoices_timbrado_number', ['timbrado', 'fiscalNumber'], { unique: true })
@Index('uq_invoices_cdc', ['cdc'], { unique: true })
export class InvoiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_invoices_deal')
  @Column({ name: 'deal_id', type: 'int', nullable: true })
  dealId: number | null;

  @ManyToOne(() => DealEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity> | null;

  @Index('idx_invoices_org')
  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity> | null;

  @Column({ name: 'business_unit_id', type: 'int' })
  businessUnitId: number;

  @Column({ type: 'varchar', length: 12, default: 'borrador' })
  status: InvoiceStatus;

  @Column({ type: 'varchar', length: 12 })
  source: InvoiceSource;

  /** The confirmed cost-sheet revision billed (source cost_sheet). */
  @Index('idx_invoices_revision')
  @Column({ name: 'revision_id', type: 'int', nullable: true })
  revisionId: number | null;

  /** The saved quote version billed (source quote). */
  @Index('idx_invoices_quote_version')
  @Column({ name: 'quote_version_id', type: 'int', nullable: true })
  quoteVersionId: number | null;

  /** Share of the source billed, in basis points (6000 = 60 %); 10000 for free lines. */
  @Column({ name: 'percentage_bp', type: 'int', default: 10000 })
  percentageBp: number;

  @Column({ type: 'varchar', length: 3 })
  currency: 'PYG' | 'USD';

  /** Gs per USD the amounts were converted at (and the PYG equivalent of a USD invoice). */
  @Column({ name: 'exchange_rate', type: 'decimal', precision: 15, scale: 4, nullable: true, transformer: decimalTransformer })
  exchangeRate: number | null;

  @Column({ name: 'sale_condition', type: 'varchar', length: 8, default: 'credito' })
  condition: InvoiceCondition;

  @Column({ name: 'payment_term_days', type: 'int', default: 30 })
  paymentTermDays: number;

  /** 'YYYY-MM-DD' (the Paraguay calendar day). */
  @Column({ name: 'invoice_date', type: 'varchar', length: 10 })
  invoiceDate: string;

  @Index('idx_invoices_due_date')
  @Column({ name: 'due_date', type: 'varchar', length: 10, nullable: true })
  dueDate: string | null;

  @Column({ name: 'customer_ruc', type: 'varchar', length: 30, nullable: true })
  customerRuc: string | null;

  @Column({ name: 'customer_name', type: 'varchar', length: 200 })
  customerName: string;

  @Column({ name: 'customer_address', type: 'varchar', length: 300, nullable: true })
  customerAddress: string | null;

  @Column({ name: 'customer_email', type: 'varchar', length: 190, nullable: true })
  customerEmail: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** The operation's reference ('OP-000123'), kept if the operation goes. */
  @Column({ name: 'operation_reference', type: 'varchar', length: 60, nullable: true })
  operationReference: string | null;

  /** 'EEE-PPP-NNNNNNN' once issued; unique per timbrado (the allocator never gives a number twice). */
  @Column({ name: 'fiscal_number', type: 'varchar', length: 40, nullable: true })
  fiscalNumber: string | null;

  @Column({ name: 'fiscal_sequence', type: 'int', nullable: true })
  sequence: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  timbrado: string | null;

  @Column({ name: 'timbrado_from', type: 'varchar', length: 10, nullable: true })
  timbradoFrom: string | null;

  @Column({ name: 'timbrado_to', type: 'varchar', length: 10, nullable: true })
  timbradoTo: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  establishment: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  point: string | null;

  @Column({ name: 'issued_at', type: 'datetime', precision: 6, nullable: true })
  issuedAt: Date | null;

  @Column({ name: 'issued_by_user_id', type: 'int', nullable: true })
  issuedByUserId: number | null;

  @Column({ name: 'cancelled_at', type: 'datetime', precision: 6, nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'cancelled_by_user_id', type: 'int', nullable: true })
  cancelledByUserId: number | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  /** SIFEN: the electronic document's CDC (44 digits) when the unit issues electronically; null for autoimpresor. */
  @Column({ type: 'varchar', length: 44, nullable: true })
  cdc: string | null;

  /** SIFEN: pendiente · aprobado · aprobado_con_observacion · rechazado · cancelado (written by the sifen module). */
  @Column({ name: 'sifen_status', type: 'varchar', length: 30, nullable: true })
  sifenStatus: string | null;

  /** SIFEN's code and message of the last answer, in Spanish as SIFEN gives it. */
  @Column({ name: 'sifen_message', type: 'varchar', length: 500, nullable: true })
  sifenMessage: string | null;

  @Column(money('exentas'))
  exentas: number;

  @Column(money('gravado_5'))
  gravado5: number;

  @Column(money('gravado_10'))
  gravado10: number;

  @Column(money('iva_5'))
  iva5: number;

  @Column(money('iva_10'))
  iva10: number;

  @Column(money('total'))
  total: number;

  /** Sum of the issued credit notes. */
  @Column(money('credited'))
  credited: number;

  /** Sum of the live receipts (receipts land later; 0 until then). */
  @Column(money('paid'))
  paid: number;

  /** Raised by every save of the draft: a save based on an older version is a CONFLICT (optimistic concurrency). */
  @Column({ type: 'int', default: 0 })
  version: number;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

/** A line of an invoice: quantity × IVA-included unit price, its rate and, when billed from a source, which part. */
@Entity('invoice_lines')
export class InvoiceLineEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_invoice_lines_invoice')
  @Column({ name: 'invoice_id', type: 'int' })
  invoiceId: number;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'decimal', precision: 15, scale: 3, transformer: decimalTransformer })
  quantity: number;

  @Column(money('unit_price'))
  unitPrice: number;

  @Column({ type: 'varchar', length: 6 })
  iva: IvaRate;

  @Column(money('amount'))
  amount: number;

  @Column(money('iva_amount'))
  ivaAmount: number;

  /** The source line billed ('ventaRows:0', 'item:2'); null for a free line. */
  @Column({ name: 'source_key', type: 'varchar', length: 60, nullable: true })
  sourceKey: string | null;

  /** The cumulative share of the source line this line bills: from..to basis points. */
  @Column({ name: 'from_bp', type: 'int', nullable: true })
  fromBp: number | null;

  @Column({ name: 'to_bp', type: 'int', nullable: true })
  toBp: number | null;
}

/** A credit note on an issued invoice: own numbering (the 'nota_credito' point) and timbrado; issued, it lowers the invoice's net. */
@Entity('credit_notes')
@Index('uq_credit_notes_timbrado_number', ['timbrado', 'fiscalNumber'], { unique: true })
export class CreditNoteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_credit_notes_invoice')
  @Column({ name: 'invoice_id', type: 'int' })
  invoiceId: number;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @Column({ type: 'varchar', length: 12, default: 'borrador' })
  status: CreditNoteStatus;

  @Column({ type: 'varchar', length: 3 })
  currency: 'PYG' | 'USD';

  @Column({ name: 'note_date', type: 'varchar', length: 10 })
  noteDate: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ name: 'fiscal_number', type: 'varchar', length: 40, nullable: true })
  fiscalNumber: string | null;

  @Column({ name: 'fiscal_sequence', type: 'int', nullable: true })
  sequence: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  timbrado: string | null;

  @Column({ name: 'timbrado_from', type: 'varchar', length: 10, nullable: true })
  timbradoFrom: string | null;

  @Column({ name: 'timbrado_to', type: 'varchar', length: 10, nullable: true })
  timbradoTo: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  establishment: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  point: string | null;

  @Column({ name: 'issued_at', type: 'datetime', precision: 6, nullable: true })
  issuedAt: Date | null;

  @Column({ name: 'issued_by_user_id', type: 'int', nullable: true })
  issuedByUserId: number | null;

  @Column(money('exentas'))
  exentas: number;

  @Column(money('gravado_5'))
  gravado5: number;

  @Column(money('gravado_10'))
  gravado10: number;

  @Column(money('iva_5'))
  iva5: number;

  @Column(money('iva_10'))
  iva10: number;

  @Column(money('total'))
  total: number;

  /** Raised by every save of the draft: a save based on an older version is a CONFLICT (optimistic concurrency). */
  @Column({ type: 'int', default: 0 })
  version: number;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

@Entity('credit_note_lines')
export class CreditNoteLineEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_credit_note_lines_note')
  @Column({ name: 'credit_note_id', type: 'int' })
  creditNoteId: number;

  @ManyToOne(() => CreditNoteEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'credit_note_id' })
  creditNote?: Relation<CreditNoteEntity>;

  @Column({ type: 'int' })
  position: number;

  /** The invoice line credited; null for a global credit's line per rate. */
  @Column({ name: 'invoice_line_id', type: 'int', nullable: true })
  invoiceLineId: number | null;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'varchar', length: 6 })
  iva: IvaRate;

  @Column(money('amount'))
  amount: number;

  @Column(money('iva_amount'))
  ivaAmount: number;
}
