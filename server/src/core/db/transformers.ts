import { moneyFromDb } from '@crm/domain';
import type { ValueTransformer } from 'typeorm';

/** DECIMAL ↔ number (the money convention of domain/money.ts). */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: unknown) => moneyFromDb(value),
};

/**
 * DECIMAL or BIGINT ↔ number, unrounded: quantities, exchange rates and money in integer minor units. mysql2 answers
 * both as text, SQLite as a number; either reads back as the same number (minor units stay exact safe integers).
 */
export const numberTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: unknown) => (value === null || value === undefined ? null : Number(value)),
};

/** mysql2 answers tinyint booleans as 0/1; SQLite too. */
export const boolTransformer: ValueTransformer = {
  to: (value: boolean | null | undefined) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Boolean(Number(value))),
};
