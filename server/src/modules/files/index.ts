import type { AppModule } from '../../core/module';
import { UrlSigner } from '../../core/storage/signed-urls';
import { FilesService } from './files.service';
import { DealFileEntity } from './deal-file.entity';
import { DealFileTrashEntity } from './deal-file-trash.entity';
import { DealFilesFieldResolver, FilesResolver, OrganizationFilesFieldResolver } from './files.resolver';
import { filesRoutes, graphqlUploads, multipartErrorHandler, uploadsRoutes } from './files.rest';
import { DealFiles1763900000000 } from './migrations/1763900000000-deal-files';
import { DealFileTrash1765020000000 } from './migrations/1765020000000-deal-file-trash';

// The front door: what other modules may use (they import '../files', or an *.entity file for a TypeORM relation).
export { UploadScalar } from './upload-scalar';
export type { UploadArg } from './upload-scalar';
export { contentDisposition } from './files.rest';
export { uploadFailure } from './files.service';

declare module '../../core/services' {
  interface Services {
    files: FilesService;
  }
}

export const filesModule: AppModule = {
  name: 'files',
  entities: [DealFileEntity, DealFileTrashEntity],
  migrations: [DealFiles1763900000000, DealFileTrash1765020000000],
  storedFiles: [
    { table: 'deal_files', keyColumn: 'storage_key' },
    { table: 'deal_file_trash', keyColumn: 'storage_key' },
  ],
  resolvers: [FilesResolver, DealFilesFieldResolver, OrganizationFilesFieldResolver],
  rest: filesRoutes,
  routes: uploadsRoutes,
  graphqlUploads: { parse: graphqlUploads, refusals: multipartErrorHandler },
  requires: ['audit', 'deals', 'organizations', 'search'],
  // deals: deleting an operation tells its organization's derived figures (DealsService.organizationsTouched).
  services: ({ ds, config, storage }, { audit, deals }) => ({
    files: new FilesService(ds, audit, storage, new UrlSigner(config.jwtSecret, config.jwtExpiresIn), deals),
  }),
};
