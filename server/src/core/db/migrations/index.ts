import { Foundation1763700000000 } from './1763700000000-foundation';
import { CrmModel1763800000000 } from './1763800000000-crm-model';
import { DataVersion1763990000000 } from './1763990000000-data-version';
import { DataVersionBulk1767180000000 } from './1767180000000-data-version-bulk';

/**
 * The base schema, written before modules owned their migrations (it creates tables of several modules), and the
 * data-version triggers core owns (core/db/data-version-bulk.ts).
 * Since then each module lists its own migrations in its manifest (modules/<name>/index.ts); core runs
 * these and the modules' together, in timestamp order (docs/architecture.md, 'Migrations').
 */
export const CORE_MIGRATIONS = [Foundation1763700000000, CrmModel1763800000000, DataVersion1763990000000, DataVersionBulk1767180000000];
