import { Foundation1763700000000 } from './1763700000000-foundation';
import { CrmModel1763800000000 } from './1763800000000-crm-model';
import { Quotes1763900200000 } from './1763900200000-quotes';

/** In order; later issues append here. */
export const MIGRATIONS = [Foundation1763700000000, CrmModel1763800000000, Quotes1763900200000];
