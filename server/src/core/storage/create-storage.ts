import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';
import type { Storage } from './storage';

/** The Storage of the configuration: STORAGE=s3 → the bucket, otherwise the folder UPLOADS_DIR. */
export function createStorage(config: { storage?: StorageConfig; uploadsDir: string }): Storage {
  return config.storage?.kind === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.uploadsDir);
}
