import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { S3Storage } from './s3-storage';
import { s3ErrorText } from './s3-storage';
import { isStorageKey } from './storage';

/** Where stored bytes are referenced: a table and its column of Storage keys (AppModule.storedFiles). */
export interface StoredFilesSource {
  table: string;
  keyColumn: string;
}

export interface CopySummary {
  /** Distinct keys the database references. */
  total: number;
  /** Copied into the bucket now. */
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size (an earlier run): left as they are. */
  skipped: number;
  /** Referenced by the database but neither in the folder nor in the bucket. */
  missing: string[];
  /** Could not be copied (with why). */
  failed: Array<{ key: string; error: string }>;
}

export type CopyEvent = { key: string } & ({ outcome: 'copied'; bytes: number } | { outcome: 'skipped' } | { outcome: 'missing' } | { outcome: 'failed'; error: string });

/** Every Storage key the database references, once each, sorted (so runs go in the same order). */
export async function referencedKeys(ds: DataSource, sources: readonly StoredFilesSource[]): Promise<string[]> {
  const keys = new Set<string>();
  for (const s of sources) {
    const col = ds.driver.escape(s.keyColumn);
    const rows: Array<{ k: unknown }> = await ds.query(`SELECT DISTINCT ${col} AS k FROM ${ds.driver.escape(s.table)} WHERE ${col} IS NOT NULL`);
    for (const r of rows) if (isStorageKey(r.k)) keys.add(r.k);
  }
  return [...keys].sort();
}

/**
 * `npm run storage:migrate`: copies the local files (UPLOADS_DIR) of every key the database references
 * into the bucket. Idempotent and resumable: an object already there with the same size is skipped,
 * so a second run (or one after an interruption) copies only what is left. The local files stay.
 */
export async function copyLocalFilesToBucket(opts: {
  ds: DataSource;
  sources: readonly StoredFilesSource[];
  localDir: string;
  bucket: S3Storage;
  /** Files copied at once (default 4). */
  concurrency?: number;
  onEvent?: (e: CopyEvent, done: number, total: number) => void;
}): Promise<CopySummary> {
  const keys = await referencedKeys(opts.ds, opts.sources);
  const summary: CopySummary = { total: keys.length, copied: 0, copiedBytes: 0, skipped: 0, missing: [], failed: [] };
  let done = 0;
  const report = (e: CopyEvent) => {
    done++;
    if (e.outcome === 'copied') {
      summary.copied++;
      summary.copiedBytes += e.bytes;
    } else if (e.outcome === 'skipped') summary.skipped++;
    else if (e.outcome === 'missing') summary.missing.push(e.key);
    else summary.failed.push({ key: e.key, error: e.error });
    opts.onEvent?.(e, done, keys.length);
  };

  const copyOne = async (key: string): Promise<CopyEvent> => {
    try {
      const path = join(opts.localDir, key);
      const local = await stat(path).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      const remote = await opts.bucket.sizeOf(key);
      if (local === null) return remote === null ? { key, outcome: 'missing' } : { key, outcome: 'skipped' };
      if (remote === local) return { key, outcome: 'skipped' };
      await opts.bucket.put(key, createReadStream(path));
      const copied = await opts.bucket.sizeOf(key);
      if (copied !== local) return { key, outcome: 'failed', error: `el bucket guardó ${copied ?? 0} bytes de ${local}` };
      return { key, outcome: 'copied', bytes: local };
    } catch (e) {
      return { key, outcome: 'failed', error: s3ErrorText((e as { cause?: unknown }).cause ?? e) };
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < keys.length) report(await copyOne(keys[next++]));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 4, keys.length)) }, worker));
  summary.missing.sort();
  summary.failed.sort((a, b) => a.key.localeCompare(b.key));
  return summary;
}
