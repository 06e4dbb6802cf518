import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type Storage } from './storage';

/** Files under UPLOADS_DIR, one per key (the key is validated, so a path can never leave the folder). */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Clave de almacenamiento inválida: ${JSON.stringify(key)}`);
    return join(this.root, key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    try {
      // 'wx': a key is written once; a collision fails instead of overwriting another file.
      await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
      throw e;
    }
  }

  async get(key: string): Promise<{ body: Readable; sizeBytes: number } | null> {
    if (!isStorageKey(key)) return null;
    const path = this.pathOf(key);
    try {
      const s = await stat(path);
      if (!s.isFile()) return null;
      return { body: createReadStream(path), sizeBytes: s.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  /** A local folder is created on the first upload; its faults show on the upload itself (503). */
  async answers(): Promise<boolean> {
    return true;
  }

  close(): void {}
}
