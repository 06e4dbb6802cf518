import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';
import type { Storage } from './storage';

/** The Storage of the configuration: STORAGE=s3 → the bucket, otherwise the folder UPLOADS_DIR. */
export function createStorage(config: { storage?: StorageConfig; uploadsDir: string }): Storage {
  return config.storage?.kind === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.uploadsDir);
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
  const storage = new S3Storage(s, { log: () => {} });
  try {
    if (await storage.answers(5_000)) console.log(`Archivos: ${where}`);
    else console.warn(`Archivos: ${where}, que NO responde (¿existe?, ¿credenciales?): las subidas y descargas responden 503 hasta que responda.`);
  } finally {
    storage.close();
  }
}
