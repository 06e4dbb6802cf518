import type { FiscalCurrency, ReceiptMethod, ReceiptStatus } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { FiscalNumberColumns } from '../../core/db/fiscal-document-columns';
import { FiscalMoneyColumn } from '../../core/db/money-columns';
import { numberTransformer } from '../../core/db/transformers';
import { InvoiceEntity } from '../invoices/invoice.entity';
import { OrganizationEntity } from '../organizations/organization.entity';

/**
 * A receipt (recibo de dinero) of one client against one or several issued invoices of one business unit: issued
 * at once with the next number of the unit's 'recibo' point (gap-free, in the issuing transaction); `emitido` →
 * `anulado` (admin, with a reason). amount = what settles the invoices; withheld = the IVA the client withheld
 * (its certificate); net = amount − withheld, the money that landed in `account`.
 */
@Entity('receipts')
@Index('uq_receipts_timbrado_number', ['timbrado', 'fiscalNumber'], { unique: true })
@Index('idx_receipts_org_paid', ['orgId', 'paidAt'])
export class ReceiptEntity extends FiscalNumberColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'org_id', type: 'int', nullable: true })
  orgId: number | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'SET NULL', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column({ name: 'business_unit_id', type: 'int' })
  businessUnitId: number;

  @Column({ type: 'varchar', length: 10, default: 'emitido' })
  status: ReceiptStatus;

  /** 'YYYY-MM-DD': the day the money was received. */
  @Index('idx_receipts_paid_at')
  @Column({ name: 'paid_at', type: 'varchar', length: 10 })
  paidAt: string;

  @Column({ type: 'varchar', length: 14 })
  method: ReceiptMethod;

  @Column({ type: 'varchar', length: 3 })
  currency: FiscalCurrency;

  /** Gs per USD on the day (the PYG equivalent of a USD receipt). */
  @Column({ name: 'exchange_rate', type: 'decimal', precision: 15, scale: 4, nullable: true, transformer: numberTransformer })
  exchangeRate: number | null;

  /** The company bank account the money landed in (a value of the 'cuentas_bancarias' parameter list). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  account: string | null;

  /** Transfer number, cheque number, voucher… */
  @Column({ type: 'varchar', length: 120, nullable: true })
  reference: string | null;

  @Column({ name: 'withholding_pct', type: 'int', default: 0 })
  withholdingPct: number;

  @FiscalMoneyColumn('amount')
  amount: number;

  @FiscalMoneyColumn('withheld')
  withheld: number;

  @FiscalMoneyColumn('net')
  net: number;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'cancelled_at', type: 'datetime', precision: 6, nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'cancelled_by_user_id', type: 'int', nullable: true })
  cancelledByUserId: number | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}

/** What a receipt pays of one invoice: amount settled, IVA withheld on it (WITHHOLDING_PER_ITEM) and net. */
@Entity('receipt_items')
export class ReceiptItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_receipt_items_receipt')
  @Column({ name: 'receipt_id', type: 'int' })
  receiptId: number;

  @ManyToOne(() => ReceiptEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'receipt_id' })
  receipt?: Relation<ReceiptEntity>;

  @Index('idx_receipt_items_invoice')
  @Column({ name: 'invoice_id', type: 'int' })
  invoiceId: number;

  // An issued invoice is never deleted while a receipt pays it (RESTRICT, as the migration made it).
  @ManyToOne(() => InvoiceEntity, { onDelete: 'RESTRICT', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: Relation<InvoiceEntity>;

  @Column({ type: 'int' })
  position: number;

  @FiscalMoneyColumn('amount')
  amount: number;

  @FiscalMoneyColumn('withheld')
  withheld: number;

  @FiscalMoneyColumn('net')
  net: number;
}
