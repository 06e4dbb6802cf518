import type { CatalogCurrency, CatalogItemType, IvaRate } from '@crm/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../core/db/money-columns';
import { boolTransformer } from '../../core/db/transformers';

/**
 * An item of the catalogue of products and services. `price` is exact: DECIMAL(18,2), written as the decimal
 * text of domain catalogPriceDecimal (PYG whole), read as a number with at most 2 decimals. `modes` holds the
 * transport modes it applies to, comma-separated in CATALOG_MODES order ('' = every mode).
 */
@Entity('catalog_items')
@Index('idx_catalog_items_active_type', ['active', 'type'])
export class CatalogItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: CatalogItemType;

  /** Upper-case (normalizeSku): unique the same way on SQLite and MariaDB. */
  @Index('uq_catalog_items_sku', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  sku: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  unit: string | null;

  @Column({ type: 'varchar', length: 3 })
  currency: CatalogCurrency;

  @MoneyColumn('price', { precision: 18, default: 0 })
  price: number;

  @Column({ name: 'tax_rate', type: 'varchar', length: 10 })
  taxRate: IvaRate;

  @Column({ type: 'varchar', length: 100 })
  modes: string;

  @Column({ type: 'boolean', default: true, transformer: boolTransformer })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 6 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 6 })
  updatedAt: Date;
}
