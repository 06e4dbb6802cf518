import { LocalDiskStorage } from './local-disk-storage';
import type { S3Storage } from './s3-storage';
import type { S3StorageConfig, StorageConfig } from './storage-config';
import type { Storage } from './storage';

/** The AWS SDK is loaded only with STORAGE=s3: it costs each server process ~20 MB and half a second to load. */
function s3Storage(config: S3StorageConfig, opts: ConstructorParameters<typeof S3Storage>[1] = {}): S3Storage {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3Storage: S3 } = require('./s3-storage') as typeof import('./s3-storage');
  return new S3(config, opts);
}

/** The Storage of the configuration: STORAGE=s3 → the bucket, otherwise the folder UPLOADS_DIR. */
export function createStorage(config: { storage?: StorageConfig; uploadsDir: string }): Storage {
  return config.storage?.kind === 's3' ? s3Storage(config.storage) : new LocalDiskStorage(config.uploadsDir);
}

/**
 * At start (once, in the primary): says where files go and warns when the bucket does not answer. The
 * server starts anyway: everything but files works, and file requests answer 503 until it answers.
 */
export async function announceStorage(config: { storage?: StorageConfig; uploadsDir: string }): Promise<void> {
  const s = config.storage;
  if (s?.kind !== 's3') {
    console.log(`Archivos: carpeta ${config.uploadsDir}`);
    return;
  }
  const where = `bucket ${s.bucket}${s.prefix ? ` (prefijo ${s.prefix})` : ''}${s.endpoint ? ` en ${s.endpoint}` : ` (AWS S3, ${s.region})`}`;
  const storage = s3Storage(s, { log: () => {} });
  try {
    if (await storage.answers(5_000)) console.log(`Archivos: ${where}`);
    else console.warn(`Archivos: ${where}, que NO responde (¿existe?, ¿credenciales?): las subidas y descargas responden 503 hasta que responda.`);
  } finally {
    storage.close();
  }
}
