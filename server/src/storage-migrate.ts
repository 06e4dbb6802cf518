/**
 * `npm run storage:migrate`: copies the files of the local folder (UPLOADS_DIR) into the bucket of
 * STORAGE=s3 (the same S3_* variables as the server), every key the database references (AppModule
 * storedFiles: today the operations' files). Idempotent and resumable (an object already there with the
 * same size is skipped); a progress bar on a terminal, plain lines otherwise; a summary at the end; exit
 * code 1 when a file could not be copied or is missing. The local files are never deleted.
 */
import 'reflect-metadata';
import { openDatabase } from './app';
import { loadConfig } from './core/config';
import { type CopyEvent, type CopySummary, copyLocalFilesToBucket } from './core/storage/copy-to-bucket';
import { S3Storage } from './core/storage/s3-storage';
import { MODULES } from './modules';

interface Out {
  write(s: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('es-PY', { maximumFractionDigits: 1 })} MB`;
const n = (x: number) => x.toLocaleString('es-PY');

/** The progress line: a bar on a terminal (redrawn in place), a plain line every 100 files otherwise. */
function progressWriter(out: Out) {
  let last = 0;
  return {
    update(done: number, total: number, s: { copied: number; skipped: number; errors: number }) {
      const counts = `${n(done)}/${n(total)} · copiados ${n(s.copied)} · ya estaban ${n(s.skipped)} · errores ${n(s.errors)}`;
      if (out.isTTY) {
        const now = Date.now();
        if (done !== total && now - last < 100) return;
        last = now;
        const width = 30;
        const filled = total ? Math.round((done / total) * width) : width;
        const pct = total ? Math.floor((done / total) * 100) : 100;
        out.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(pct).padStart(3)}% ${counts}\u001b[K`);
        if (done === total) out.write('\n');
      } else if (done % 100 === 0 || done === total) {
        out.write(`${counts}\n`);
      }
    },
    /** A line of its own (an error), above the bar. */
    line(text: string) {
      out.write(out.isTTY ? `\r\u001b[K${text}\n` : `${text}\n`);
    },
  };
}

function summaryText(s: CopySummary, bucket: string): string {
  const lines = [
    `Resumen: ${n(s.total)} archivos en la base.`,
    `  copiados al bucket ${bucket}: ${n(s.copied)} (${mb(s.copiedBytes)})`,
    `  ya estaban (mismo tamaño): ${n(s.skipped)}`,
    `  faltan (ni en la carpeta ni en el bucket): ${n(s.missing.length)}`,
    `  errores: ${n(s.failed.length)}`,
  ];
  if (s.failed.length) lines.push('Volvé a ejecutar el comando para reintentar: copia solo lo que falta.');
  return lines.join('\n') + '\n';
}

/** The command, with its environment and outputs given (tests call it in-process); resolves to the exit code. */
export async function storageMigrate(env: NodeJS.ProcessEnv, stdout: Out, stderr: Out): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (e) {
    stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (config.storage?.kind !== 's3') {
    stderr.write('storage:migrate copia los archivos locales a un bucket: configurá STORAGE=s3 y S3_BUCKET (y S3_ENDPOINT, S3_REGION, credenciales) como para el servidor.\n');
    return 2;
  }
  const s3 = config.storage;
  const progress = progressWriter(stdout);
  const bucket = new S3Storage(s3, { log: () => {} });
  const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, { migrate: false });
  try {
    if (!(await bucket.answers(10_000))) {
      stderr.write(`El bucket ${s3.bucket}${s3.endpoint ? ` en ${s3.endpoint}` : ''} no responde (¿existe?, ¿credenciales?): no se copió nada.\n`);
      return 1;
    }
    stdout.write(`Copiando ${config.uploadsDir} → bucket ${s3.bucket}${s3.prefix ? ` (prefijo ${s3.prefix})` : ''}${s3.endpoint ? ` en ${s3.endpoint}` : ''}\n`);
    const counts = { copied: 0, skipped: 0, errors: 0 };
    const summary = await copyLocalFilesToBucket({
      ds,
      sources: MODULES.flatMap((m) => m.storedFiles ?? []),
      localDir: config.uploadsDir,
      bucket,
      onEvent: (e: CopyEvent, done, total) => {
        if (e.outcome === 'copied') counts.copied++;
        else if (e.outcome === 'skipped') counts.skipped++;
        else {
          counts.errors++;
          progress.line(e.outcome === 'missing' ? `falta ${e.key}: no está en la carpeta ni en el bucket` : `error ${e.key}: ${e.error}`);
        }
        progress.update(done, total, counts);
      },
    });
    if (summary.total === 0) stdout.write('La base no tiene archivos guardados.\n');
    stdout.write(summaryText(summary, s3.bucket));
    if (!summary.failed.length && !summary.missing.length) {
      stdout.write(`Listo. Los archivos locales siguen en ${config.uploadsDir}: borralos cuando el servidor con STORAGE=s3 los muestre bien.\n`);
      return 0;
    }
    return 1;
  } finally {
    bucket.close();
    await ds.destroy();
  }
}

if (require.main === module) {
  storageMigrate(process.env, process.stdout, process.stderr).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
