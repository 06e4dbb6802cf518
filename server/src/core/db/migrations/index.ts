import { Foundation1763700000000 } from './1763700000000-foundation';
import { CrmModel1763800000000 } from './1763800000000-crm-model';
import { DealFiles1763900000000 } from './1763900000000-deal-files';
import { CostSheets1763900100000 } from './1763900100000-cost-sheets';
import { Quotes1763900200000 } from './1763900200000-quotes';
import { SearchFollowups1763900300000 } from './1763900300000-search-followups';
import { DataVersion1763990000000 } from './1763990000000-data-version';
import { LoginThrottle1764000100000 } from './1764000100000-login-throttle';
import { SearchTermsBinary1764000200000 } from './1764000200000-search-terms-binary';
import { RestFidelity1764000317000 } from './1764000317000-rest-fidelity';

/** In timestamp order; later issues append here. */
export const MIGRATIONS = [
  Foundation1763700000000,
  CrmModel1763800000000,
  DealFiles1763900000000,
  CostSheets1763900100000,
  Quotes1763900200000,
  SearchFollowups1763900300000,
  DataVersion1763990000000,
  LoginThrottle1764000100000,
  SearchTermsBinary1764000200000,
  RestFidelity1764000317000,
];
