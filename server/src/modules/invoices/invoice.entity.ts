import type { CreditNoteStatus, InvoiceCondition, InvoiceSource, InvoiceStatus, IvaRate } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { TaxedFiscalDocumentColumns } from '../../core/db/fiscal-document-columns';
import { FiscalMoneyColumn } from '../../core/db/money-columns';
import { numberTransformer } from '../../core/db/transformers';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';

/**
 * A sales invoice (money and fiscal rules): borrador (editable, deletable) → emitida (number taken and timbrado
 * copied in the issuing transaction, immutable from then on) → pago_parcial / pagada (receipts) · anulada (with a
 * reason). The customer block is copied from the organization when the draft is made, so the document keeps
 * reading as it was issued. An invoice outlives its operation (deal_id SET NULL): a fiscal document never vanishes.
 */
@Entity('invoices')
@Index('idx_invoices_status_date', ['status', 'invoiceDate'])
// Covering index of the collections portfolio (created by the collections migrations): the open invoices of a day
// aggregated by client, currency and due date without reading the wide invoice row.
@Index('idx_invoices_open_aging', ['status', 'invoiceDate', 'orgId', 'currency', 'dueDate', 'total', 'credited', 'paid'])
@Index('uq_invoices_timbrado_number', ['timbrado', 'fiscalNumber'], { unique: true })
@Index('uq_invoices_cdc', ['cdc'], { unique: true })
export class InvoiceEntity extends TaxedFiscalDocumentColumns {
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
  @Column({ name: 'exchange_rate', type: 'decimal', precision: 15, scale: 4, nullable: true, transformer: numberTransformer })
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

  /** Sum of the issued credit notes. */
  @FiscalMoneyColumn('credited')
  credited: number;

  /** Sum of the live receipts (receipts land later; 0 until then). */
  @FiscalMoneyColumn('paid')
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

  @Column({ type: 'decimal', precision: 15, scale: 3, transformer: numberTransformer })
  quantity: number;

  @FiscalMoneyColumn('unit_price')
  unitPrice: number;

  @Column({ type: 'varchar', length: 6 })
  iva: IvaRate;

  @FiscalMoneyColumn('amount')
  amount: number;

  @FiscalMoneyColumn('iva_amount')
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
// The collections portfolio as of a past day reads the notes issued after it (created by the collections migrations).
@Index('idx_credit_notes_status_date', ['status', 'noteDate'])
export class CreditNoteEntity extends TaxedFiscalDocumentColumns {
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

  @FiscalMoneyColumn('amount')
  amount: number;

  @FiscalMoneyColumn('iva_amount')
  ivaAmount: number;
}
