import { Foundation1763700000000 } from './1763700000000-foundation';
import { CrmModel1763800000000 } from './1763800000000-crm-model';
import { SearchFollowups1763900300000 } from './1763900300000-search-followups';

/** In order; later issues append here. */
export const MIGRATIONS = [Foundation1763700000000, CrmModel1763800000000, SearchFollowups1763900300000];
