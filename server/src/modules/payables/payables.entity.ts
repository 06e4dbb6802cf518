import type { IvaMode, IvaRate, PaymentOrderPriority, PaymentOrderStatus, Rubro, SupplierCondition, SupplierCurrency, SupplierDocType, SupplierInvoiceStatus } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { MinorUnitsColumn } from '../../core/db/money-columns';
import { boolTransformer, numberTransformer } from '../../core/db/transformers';
import { DealEntity } from '../deals/deal.entity';

/** The supplier data of an organization (supplier flag, category, payment term, bank and account). */
@Entity('supplier_profiles')
export class SupplierProfileEntity {
  @PrimaryColumn({ name: 'org_id', type: 'int' })
  orgId: number;

  @Column({ name: 'is_supplier', type: 'boolean', default: true, transformer: boolTransformer })
  isSupplier: boolean;

  @Column({ type: 'varchar', length: 120, nullable: true })
  category: string | null;

  @Column({ name: 'payment_term_days', type: 'int', nullable: true })
  paymentTermDays: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  bank: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  account: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

/**
 * A supplier's invoice (or credit/debit note, ticket, import dispatch) on an operation: pendiente → pago_parcial →
 * pagada by its payments, or anulada. Supplier RUC (its key) + timbrado + number is unique per operation.
 */
@Entity('supplier_invoices')
@Index('uq_supplier_invoices_doc', ['dealId', 'supplierKey', 'timbrado', 'number'], { unique: true })
@Index('idx_supplier_invoices_due', ['status', 'dueDate'])
export class SupplierInvoiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_supplier_invoices_deal')
  @Column({ name: 'deal_id', type: 'int' })
  dealId: number;

  @Index('idx_supplier_invoices_supplier')
  @Column({ name: 'supplier_org_id', type: 'int' })
  supplierOrgId: number;

  /** The supplier's RUC as written on the document, else 'org-<id>': the uniqueness rule's supplier. */
  @Column({ name: 'supplier_key', type: 'varchar', length: 40 })
  supplierKey: string;

  @Column({ name: 'supplier_name', type: 'varchar', length: 200 })
  supplierName: string;

  @Column({ name: 'doc_type', type: 'varchar', length: 24 })
  docType: SupplierDocType;

  @Column({ type: 'varchar', length: 30 })
  number: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  timbrado: string;

  @Column({ name: 'issued_on', type: 'varchar', length: 10 })
  issuedOn: string;

  @Column({ name: 'supplier_condition', type: 'varchar', length: 8 })
  condition: SupplierCondition;

  @Column({ name: 'due_date', type: 'varchar', length: 10 })
  dueDate: string;

  @Column({ type: 'varchar', length: 3 })
  currency: SupplierCurrency;

  /** Gs per unit of the currency (null for PYG). */
  @Column({ name: 'exchange_rate', type: 'decimal', precision: 15, scale: 4, nullable: true, transformer: numberTransformer })
  exchangeRate: number | null;

  @Column({ name: 'iva_mode', type: 'varchar', length: 8 })
  ivaMode: IvaMode;

  @MinorUnitsColumn('exentas')
  exentas: number;

  @MinorUnitsColumn('gravadas_5')
  gravadas5: number;

  @MinorUnitsColumn('gravadas_10')
  gravadas10: number;

  @MinorUnitsColumn('iva_5')
  iva5: number;

  @MinorUnitsColumn('iva_10')
  iva10: number;

  @MinorUnitsColumn('total')
  total: number;

  @MinorUnitsColumn('paid')
  paid: number;

  @Column({ type: 'varchar', length: 14, default: 'pendiente' })
  status: SupplierInvoiceStatus;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

@Entity('supplier_invoice_lines')
export class SupplierInvoiceLineEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_supplier_invoice_lines_invoice')
  @Column({ name: 'supplier_invoice_id', type: 'int' })
  supplierInvoiceId: number;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'decimal', precision: 15, scale: 3, transformer: numberTransformer })
  quantity: number;

  @MinorUnitsColumn('unit_price')
  unitPrice: number;

  @Column({ type: 'varchar', length: 6 })
  iva: IvaRate;

  @Column({ type: 'varchar', length: 16 })
  rubro: Rubro;

  @MinorUnitsColumn('amount')
  amount: number;

  @MinorUnitsColumn('iva_amount')
  ivaAmount: number;
}

/** The operation's files (files module) attached to a supplier invoice. */
@Entity('supplier_invoice_files')
export class SupplierInvoiceFileEntity {
  @PrimaryColumn({ name: 'supplier_invoice_id', type: 'int' })
  supplierInvoiceId: number;

  @PrimaryColumn({ name: 'deal_file_id', type: 'int' })
  dealFileId: number;
}

/** A payment of a supplier invoice (direct, or a part of a payment order's payment). */
@Entity('supplier_payments')
export class SupplierPaymentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_supplier_payments_invoice')
  @Column({ name: 'supplier_invoice_id', type: 'int' })
  supplierInvoiceId: number;

  @Index('idx_supplier_payments_order')
  @Column({ name: 'payment_order_id', type: 'int', nullable: true })
  paymentOrderId: number | null;

  @Column({ name: 'paid_on', type: 'varchar', length: 10 })
  paidOn: string;

  @MinorUnitsColumn('amount')
  amount: number;

  @Column({ type: 'varchar', length: 16 })
  method: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  account: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  reference: string | null;

  @Column({ name: 'proof_file_id', type: 'int', nullable: true })
  proofFileId: number | null;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}

/** 'OPG-000123': a request to pay one or several supplier invoices, approved by an administrator. */
@Entity('payment_orders')
@Index('idx_payment_orders_status_planned', ['status', 'plannedDate'])
export class PaymentOrderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Gap-free: the next is MAX + 1 taken under the CRM write lock; the unique index is the last guard. */
  @Index('uq_payment_orders_sequence', { unique: true })
  @Column({ type: 'int' })
  sequence: number;

  @Column({ type: 'varchar', length: 14, default: 'pendiente' })
  status: PaymentOrderStatus;

  @Column({ type: 'varchar', length: 3 })
  currency: SupplierCurrency;

  @MinorUnitsColumn('amount')
  amount: number;

  @MinorUnitsColumn('paid')
  paid: number;

  @Column({ name: 'planned_date', type: 'varchar', length: 10 })
  plannedDate: string;

  /** The earliest due date of its invoices: the tray's order. */
  @Column({ name: 'due_date', type: 'varchar', length: 10 })
  dueDate: string;

  @Column({ type: 'varchar', length: 8 })
  priority: PaymentOrderPriority;

  @Column({ type: 'varchar', length: 120, nullable: true })
  account: string | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  @Column({ name: 'requested_by_user_id', type: 'int', nullable: true })
  requestedByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

@Entity('payment_order_invoices')
export class PaymentOrderInvoiceEntity {
  @PrimaryColumn({ name: 'payment_order_id', type: 'int' })
  paymentOrderId: number;

  @Index('idx_payment_order_invoices_invoice')
  @PrimaryColumn({ name: 'supplier_invoice_id', type: 'int' })
  supplierInvoiceId: number;

  @Column({ type: 'int' })
  position: number;

  /** What the order asked to pay of the invoice (its balance then). */
  @MinorUnitsColumn('amount')
  amount: number;
}

/** Every step of a payment order, with who and when. */
@Entity('payment_order_events')
export class PaymentOrderEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_payment_order_events_order')
  @Column({ name: 'payment_order_id', type: 'int' })
  paymentOrderId: number;

  @Column({ type: 'varchar', length: 16 })
  action: string;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ name: 'user_name', type: 'varchar', length: 200, nullable: true })
  userName: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;
}

/** The operation's control rate (Gs per USD) for the budget against actual; editable, each change audited. */
@Entity('deal_cost_controls')
export class DealCostControlEntity {
  @PrimaryColumn({ name: 'deal_id', type: 'int' })
  dealId: number;

  /** The rate goes with its operation (migration 1767000000000). */
  @ManyToOne(() => DealEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'deal_id' })
  deal?: Relation<DealEntity>;

  @Column({ name: 'control_rate', type: 'decimal', precision: 15, scale: 4, transformer: numberTransformer })
  controlRate: number;

  @Column({ name: 'rate_date', type: 'varchar', length: 10, nullable: true })
  rateDate: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
