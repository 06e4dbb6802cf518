import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import Busboy from 'busboy';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@crm/domain';
import { type Request, type Response, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restBody } from '../../core/rest/body';
import { contentIdempotency, idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { contentDisposition } from '../files';
import type { ImportJobView } from './imports.service';

/** The whole upload in memory, refused (413, Spanish) past IMPORT_MAX_BYTES without reading the rest into memory. */
export function readImportUpload(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    stream.on('data', (c: Buffer) => {
      size += c.length;
      if (size > IMPORT_MAX_BYTES) over = true;
      else chunks.push(c);
    });
    stream.on('error', () => reject(new AppError(over ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', over ? IMPORT_MESSAGES.tooLarge : IMPORT_MESSAGES.unreadable, 'file')));
    stream.on('end', () => (over ? reject(new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge, 'file')) : resolve(Buffer.concat(chunks))));
  });
}

/** POST multipart (`kind`, `file`): the file is read whole (at most 10 MB) and handed to the service. */
function receive(req: Request, res: Response): Promise<{ kind: string | undefined; filename: string; bytes: Buffer }> {
  signedIn(res);
  if (!req.is('multipart/form-data')) return Promise.reject(new AppError('VALIDATION', IMPORT_MESSAGES.fileRequired, 'file'));
  return new Promise((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
    } catch {
      reject(new AppError('VALIDATION', IMPORT_MESSAGES.fileRequired, 'file'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Promise<{ filename: string; bytes: Buffer }> | null = null;
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      file = readImportUpload(stream).then((bytes) => ({ filename: info.filename ?? '', bytes }));
      // Past the limit the rest is still read (and dropped) so that the client gets the 413.
      file.catch(() => stream.resume());
    });
    bb.on('error', () => reject(new AppError('VALIDATION', IMPORT_MESSAGES.unreadable, 'file')));
    bb.on('close', () => {
      if (!file) {
        reject(new AppError('VALIDATION', IMPORT_MESSAGES.fileRequired, 'file'));
        return;
      }
      file.then((f) => resolve({ kind: fields.kind ?? (typeof req.query.kind === 'string' ? req.query.kind : undefined), ...f }), reject);
    });
    req.pipe(bb);
  });
}

/** snake_case job as scripts read it; `rows` are the per-row results (errors first when asked). */
const jobRow = (j: ImportJobView, onlyErrors = false) => ({
  id: j.id,
  kind: j.kind,
  status: j.status,
  filename: j.filename,
  encoding: j.encoding,
  delimiter: j.delimiter,
  headers: j.headers,
  suggested_mapping: j.suggestedMapping,
  mapping: j.mapping,
  sample: j.sample,
  total_rows: j.totalRows,
  processed_rows: j.processedRows,
  created_count: j.createdCount,
  updated_count: j.updatedCount,
  error_count: j.errorCount,
  failure: j.failure,
  created_at: restDateTime(j.createdAt),
  updated_at: restDateTime(j.updatedAt),
  expires_at: restDateTime(j.expiresAt),
  rows: (onlyErrors ? j.results.filter((r) => r.action === 'error') : j.results).map((r) => ({ line: r.line, action: r.action, label: r.label, field: r.field, message: r.message })),
});

/**
 * `mapping` as a list (the field of each column, in order, null to skip) or as an object from header name
 * to field, which scripts write more easily: `{ "Correo": "email" }`.
 */
function mappingOf(v: unknown, headers: readonly string[]): (string | null)[] | null | undefined {
  if (v === undefined || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' && x !== '' ? x : null));
  if (typeof v === 'object') {
    const byHeader = v as Record<string, unknown>;
    return headers.map((h) => (typeof byHeader[h] === 'string' && byHeader[h] !== '' ? (byHeader[h] as string) : null));
  }
  throw new AppError('VALIDATION', 'El mapeo debe ser una lista de campos o un objeto columna → campo.', 'mapping');
}

export function importsRoutes(services: Services): Router {
  const r = Router();
  const svc = services.imports;

  r.post('/imports', async (req, res) => {
    const got = await receive(req, res);
    // Idempotency-Key: the file's content decides whether this is a retry, not the multipart boundary.
    const content = { kind: got.kind ?? null, filename: got.filename, sha256: createHash('sha256').update(got.bytes).digest('hex') };
    const replay = await contentIdempotency(res, content);
    if (replay) return replay();
    res.status(201).json(jobRow(await svc.start(signedIn(res), got)));
  });

  r.get('/imports/:id', async (req, res) => {
    res.json(jobRow(await svc.get(signedIn(res), idParam(req)), req.query.only_errors === '1'));
  });

  r.post('/imports/:id/dry-run', async (req, res) => {
    const job = await svc.get(signedIn(res), idParam(req));
    const mapping = mappingOf(restBody(req).mapping, job.headers);
    if (!mapping) throw new AppError('VALIDATION', 'Elegí el campo de cada columna.', 'mapping');
    res.status(202).json(jobRow(await svc.dryRun(signedIn(res), job.id, mapping)));
  });

  r.post('/imports/:id/run', async (req, res) => {
    const job = await svc.get(signedIn(res), idParam(req));
    res.status(202).json(jobRow(await svc.run(signedIn(res), job.id, mappingOf(restBody(req).mapping, job.headers))));
  });

  r.get('/imports/:id/errors.csv', async (req, res) => {
    const file = await svc.errorsFile(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition('attachment', file.filename));
    res.send(file.csv);
  });

  return r;
}
