import { Column, type ColumnOptions } from 'typeorm';
import { moneyTransformer, numberTransformer } from './transformers';

/**
 * How a money column is declared (the money convention of domain/money.ts), in one place: every entity spells its
 * amounts through these, so the type, precision, scale, default and transformer cannot drift apart between modules.
 * Each option only writes what the column's migration created (zero schema drift: the entities equal the migrations).
 */
export interface MoneyColumnOptions {
  /** Digits in all: 18 for the fiscal documents and the catalogue (guaraníes stored whole), 15 for the commercial amounts. */
  precision: 15 | 18;
  /** `0` for a column that starts at zero; omitted, a NOT NULL column the service always writes. */
  default?: 0;
  /** A column that may be unknown (NULL), e.g. a profit not confirmed yet. */
  nullable?: true;
}

/** The TypeORM options of a money column: DECIMAL(precision, 2), read back as a number rounded to the cent. */
export function moneyColumnOptions(name: string, opts: MoneyColumnOptions): ColumnOptions {
  return {
    name,
    type: 'decimal',
    precision: opts.precision,
    scale: 2,
    ...(opts.default === undefined ? {} : { default: opts.default }),
    ...(opts.nullable ? { nullable: true } : {}),
    transformer: moneyTransformer,
  };
}

/**
 * A DECIMAL money column; the services turn its number into exact minor units (fromDecimal) before any arithmetic.
 * `name` is the database column (snake_case), the property keeps its own name.
 */
export function MoneyColumn(name: string, opts: MoneyColumnOptions): PropertyDecorator {
  return Column(moneyColumnOptions(name, opts));
}

/**
 * An amount of a fiscal document (invoices, credit notes, receipts and their lines): DECIMAL(18,2) NOT NULL DEFAULT 0
 * in the document's currency, guaraníes stored whole.
 */
export function FiscalMoneyColumn(name: string): PropertyDecorator {
  return MoneyColumn(name, { precision: 18, default: 0 });
}

/**
 * An amount in integer minor units (domain fiscal-money.ts: USD cents, whole guaraníes): BIGINT NOT NULL DEFAULT 0,
 * since guaraníes reach beyond 2^31. The supplier side (supplier invoices, payments, payment orders) keeps its money so.
 */
export function MinorUnitsColumn(name: string): PropertyDecorator {
  return Column({ name, type: 'bigint', default: 0, transformer: numberTransformer });
}
