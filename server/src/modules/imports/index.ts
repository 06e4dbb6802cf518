import type { AppModule } from '../../core/module';
import { ImportJobEntity, ImportJobFileEntity } from './import-job.entity';
import { ImportsResolver } from './imports.resolver';
import { importsRoutes } from './imports.rest';
import { ImportsService } from './imports.service';
import { ImportJobs1764210000000 } from './migrations/1764210000000-import-jobs';
import { ImportJobFiles1767400000000 } from './migrations/1767400000000-import-job-files';

declare module '../../core/services' {
  interface Services {
    imports: ImportsService;
  }
}

/** CSV import of organizations, contacts, operations and the catalogue through their own services. */
export const importsModule: AppModule = {
  name: 'imports',
  entities: [ImportJobEntity, ImportJobFileEntity],
  migrations: [ImportJobs1764210000000, ImportJobFiles1767400000000],
  longTextColumns: [
    ['import_jobs', 'results'],
    ['import_job_files', 'head'],
    ['import_job_files', 'content'],
  ],
  resolvers: [ImportsResolver],
  rest: importsRoutes,
  requires: ['audit', 'organizations', 'contacts', 'deals', 'files', 'catalog'],
  services: ({ ds }, deps) => ({ imports: new ImportsService(ds, deps.audit, () => deps) }),
};
