import { moneyFromDb } from '@crm/domain';
import type { ValueTransformer } from 'typeorm';

/** DECIMAL ↔ number (the money convention of domain/money.ts). */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: unknown) => moneyFromDb(value),
};

/** mysql2 answers tinyint booleans as 0/1; SQLite too. */
export const boolTransformer: ValueTransformer = {
  to: (value: boolean | null | undefined) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Boolean(Number(value))),
};
