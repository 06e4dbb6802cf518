import { Column } from 'typeorm';
import { FiscalMoneyColumn } from './money-columns';

/**
 * The columns a numbered fiscal document carries, declared once for invoices, credit notes and receipts (the fiscal
 * numbering rule: 'EEE-PPP-NNNNNNN' under a timbrado, given once by the allocator in the issuing transaction).
 * Abstract classes without @Entity: TypeORM gives their columns to each entity that extends them, so every table
 * keeps its own columns, exactly those its migration created (zero schema drift), and the properties stay flat
 * (`invoice.fiscalNumber`, `receipt.issuedAt`).
 */
export abstract class FiscalNumberColumns {
  /** 'EEE-PPP-NNNNNNN' once issued; unique per timbrado (the allocator never gives a number twice). */
  @Column({ name: 'fiscal_number', type: 'varchar', length: 40, nullable: true })
  fiscalNumber: string | null;

  @Column({ name: 'fiscal_sequence', type: 'int', nullable: true })
  sequence: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  timbrado: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  establishment: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  point: string | null;

  @Column({ name: 'issued_at', type: 'datetime', precision: 6, nullable: true })
  issuedAt: Date | null;

  @Column({ name: 'issued_by_user_id', type: 'int', nullable: true })
  issuedByUserId: number | null;
}

/**
 * A document printed under a timbrado with its validity and its IVA breakdown (invoices and credit notes): the
 * amounts by rate, in the document's currency, IVA included in each gravado and extracted per line (IVA_PER_LINE, domain/fiscal-money.ts).
 */
export abstract class TaxedFiscalDocumentColumns extends FiscalNumberColumns {
  @Column({ name: 'timbrado_from', type: 'varchar', length: 10, nullable: true })
  timbradoFrom: string | null;

  @Column({ name: 'timbrado_to', type: 'varchar', length: 10, nullable: true })
  timbradoTo: string | null;

  @FiscalMoneyColumn('exentas')
  exentas: number;

  @FiscalMoneyColumn('gravado_5')
  gravado5: number;

  @FiscalMoneyColumn('gravado_10')
  gravado10: number;

  @FiscalMoneyColumn('iva_5')
  iva5: number;

  @FiscalMoneyColumn('iva_10')
  iva10: number;

  @FiscalMoneyColumn('total')
  total: number;
}
