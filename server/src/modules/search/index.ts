import type { AppModule } from '../../core/module';
import { SearchService } from './search.service';
import { SearchTermEntity, SearchTermStatEntity } from './search-term.entity';
import { SearchResolver } from './search.resolver';
import { searchRoutes } from './search.rest';
import { SearchFollowups1763900300000 } from './migrations/1763900300000-search-followups';
import { SearchTermsBinary1764000200000 } from './migrations/1764000200000-search-terms-binary';
import { SearchTermStats1764110000000 } from './migrations/1764110000000-search-term-stats';
import { SearchDigitBits1764260000000 } from './migrations/1764260000000-search-digit-bits';

// The front door: what other modules may use (they import '../search', or an *.entity file for a TypeORM relation).
export { indexNewRecords, reindexSearch, SEARCH_SOURCES } from './search-index';

declare module '../../core/services' {
  interface Services {
    search: SearchService;
  }
}

export const searchModule: AppModule = {
  name: 'search',
  entities: [SearchTermEntity, SearchTermStatEntity],
  migrations: [SearchFollowups1763900300000, SearchTermsBinary1764000200000, SearchTermStats1764110000000, SearchDigitBits1764260000000],
  resolvers: [SearchResolver],
  rest: searchRoutes,
  services: ({ ds }) => ({
    search: new SearchService(ds),
  }),
};
