import { ADMIN_IMPORT_KINDS, IMPORT_BATCH_ROWS, IMPORT_SAMPLE_ROWS, IMPORT_KIND_LABELS, IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportAction, type ImportKind, isAdmin, mappingProblem, suggestMapping } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { In, LessThan } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin, requireWriter } from '../../core/auth/guards';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, conflict, notFound } from '../../core/errors/app-error';
import type { Services } from '../../core/services';
import type { AuditService } from '../audit';
import { type CsvRow, decodeCsv, errorsCsv, parseCsv } from './csv-file';
import { IMPORT_FILE_HEAD_CHARS, ImportJobEntity, ImportJobFileEntity, type ImportStatus } from './import-job.entity';
import { fieldLabel, RowImporter, type RowCells } from './import-rows';

/** How long an unfinished import keeps its file. */
export const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** Results kept for rows that did not fail (the preview shows these; every error is kept up to ERRORS_KEPT). */
const OK_ROWS_KEPT = 1000;
const ERRORS_KEPT = 20_000;
/** A run without progress for this long lost its process (a batch takes well under a second): runImport resumes it. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;
/**
 * Rows per transaction of the bulk importers (contacts, organizations, catalogue): their new records go in a few
 * multi-row statements per batch, so a batch's cost is mostly its round trips and its commit: 2,000 new records hold
 * the CRM write lock for about half a second at bulk speed (rows that update a record still go one by one inside
 * the batch). The other kinds go row by row, IMPORT_BATCH_ROWS or BATCH_MAX_MS at most.
 */
export const IMPORT_BULK_BATCH_ROWS = 2000;

/**
 * The bulk batch of a file of `total` rows: at most IMPORT_BULK_BATCH_ROWS, and small enough for the progress bar to
 * move in steps on a file of a few thousand rows (one 2,000-row batch would take a 3,000-row file from 0 to 66 % to
 * 100 % in two jumps), never under IMPORT_BATCH_ROWS.
 */
export function bulkBatchRows(total: number): number {
  return Math.min(IMPORT_BULK_BATCH_ROWS, Math.max(IMPORT_BATCH_ROWS, Math.ceil(total / 10)));
}

/** A batch closes after this long even before IMPORT_BATCH_ROWS rows. */
const BATCH_MAX_MS = 300;
const IMPORT_INTERRUPTED_DRY_RUN = 'La vista previa se interrumpió porque el servidor se detuvo: volvé a generarla.';

export interface ImportRowResult {
  line: number;
  action: ImportAction;
  label: string | null;
  field: string | null;
  message: string | null;
  /** The row's cells (errors only): the errors file gives them back to be fixed. */
  values?: string[];
}

export interface ImportJobView {
  id: number;
  kind: ImportKind;
  status: ImportStatus;
  filename: string;
  encoding: string;
  delimiter: string;
  headers: string[];
  suggestedMapping: (string | null)[];
  mapping: (string | null)[] | null;
  sample: string[][];
  totalRows: number;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  errorCount: number;
  failure: string | null;
  createdAt: Date;
  /** Last progress: a run that stopped moving for STALE_MS (its process died) can be resumed. */
  updatedAt: Date;
  expiresAt: Date;
  results: ImportRowResult[];
}

/** Thrown at the end of a dry-run batch so that its transaction rolls back. */
class DryRunRollback extends Error {}

const json = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/**
 * CSV import of organizations, contacts, operations and the catalogue (admins). Upload → mapping → dry run (the
 * batches run and roll back, so the preview is exactly what the import would do) → run, one transaction
 * per IMPORT_BATCH_ROWS rows, progress written with each batch. Each row is a savepoint inside its batch
 * and goes through the organizations, contacts and deals services like a person's own create or update.
 */
export class ImportsService {
  /** Dry runs and runs this process is working on. */
  private readonly working = new Map<number, Promise<void>>();
  /** Set by `stop` (SIGTERM): the runs in flight end after the batch they are writing. */
  private stopping = false;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly services: () => Services,
  ) {}

  private async mine(actor: Actor, id: number, em: EntityManager = this.ds.manager): Promise<ImportJobEntity> {
    const job = await em.findOneBy(ImportJobEntity, { id });
    // Another user's import is not there for the actor; admins see every one.
    if (!job || (job.createdByUserId !== actor.id && !isAdmin(actor.role))) throw notFound(IMPORT_MESSAGES.notFound);
    return job;
  }

  async get(actor: Actor, id: number): Promise<ImportJobView> {
    const job = await this.mine(actor, id);
    // Only the file's head (the sample rows): a progress poll does not read the whole file.
    const file = await this.ds.manager.findOne(ImportJobFileEntity, { where: { jobId: id }, select: { jobId: true, head: true } });
    return toView(job, file?.head ?? null);
  }

  /** Whether the job still has its file (none once the import is done). */
  private async hasFile(id: number): Promise<boolean> {
    return this.ds.manager.existsBy(ImportJobFileEntity, { jobId: id });
  }

  /** Reads the file, detects encoding and separator, suggests the mapping. Writers only. */
  async start(actor: Actor, input: { kind: unknown; filename: string; bytes: Buffer }): Promise<ImportJobView> {
    requireWriter(actor);
    if (!IMPORT_KINDS.includes(input.kind as ImportKind)) throw new AppError('VALIDATION', IMPORT_MESSAGES.kindInvalid, 'kind');
    // The catalogue is the admins' (catalog module): importing it too.
    if (ADMIN_IMPORT_KINDS.includes(input.kind as ImportKind)) requireAdmin(actor);
    if (input.bytes.length > IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge, 'file');
    if (!input.bytes.length) throw new AppError('VALIDATION', IMPORT_MESSAGES.empty, 'file');
    const { text, encoding } = decodeCsv(input.bytes);
    const parsed = parseCsv(text);
    if (Buffer.byteLength(text) > IMPORT_MAX_BYTES * 1.5) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge, 'file');
    const now = Date.now();
    const id = await this.ds.transaction(async (em) => {
      // An expired job's file goes with it (foreign key ON DELETE CASCADE).
      await em.delete(ImportJobEntity, { expiresAtMs: LessThan(String(now)) });
      const res = await em.insert(ImportJobEntity, {
        kind: input.kind as ImportKind,
        status: 'uploaded',
        filename: (input.filename || 'importacion.csv').slice(0, 255),
        createdByUserId: actor.id,
        createdAtMs: String(now),
        updatedAtMs: String(now),
        expiresAtMs: String(now + IMPORT_TTL_MS),
        headers: JSON.stringify(parsed.headers),
        delimiter: parsed.delimiter,
        encoding,
        totalRows: parsed.rows.length,
      });
      const jobId = Number(res.identifiers[0].id);
      // The file in a row of its own: each batch of the run updates the job's row with its progress.
      await em.insert(ImportJobFileEntity, { jobId, head: headOf(text), content: text });
      return jobId;
    });
    return this.get(actor, id);
  }

  /** Runs every row and rolls each batch back: the per-row preview (crear / actualizar / error). */
  dryRun(actor: Actor, id: number, mapping: readonly (string | null)[]): Promise<ImportJobView> {
    return this.launch(actor, id, mapping, true);
  }

  /** The import itself; without a mapping, the one of the last dry run. */
  run(actor: Actor, id: number, mapping?: readonly (string | null)[] | null): Promise<ImportJobView> {
    return this.launch(actor, id, mapping ?? null, false);
  }

  /** The rows in error with their reasons, as a CSV for Excel. */
  async errorsFile(actor: Actor, id: number): Promise<{ filename: string; csv: string }> {
    const job = await this.mine(actor, id);
    const rows = json<ImportRowResult[]>(job.results, []).filter((r) => r.action === 'error');
    const base = job.filename.replace(/\.[^.]*$/, '');
    return {
      filename: `${base}-errores.csv`,
      csv: errorsCsv(
        json<string[]>(job.headers, []),
        rows.map((r) => ({ line: r.line, values: r.values ?? [], message: r.field ? `${r.message} (${fieldLabel(job.kind, r.field)})` : (r.message ?? '') })),
      ),
    };
  }

  /** Resolves when the dry run or run this process is doing for the job has finished (tests, shutdown). */
  async settled(id: number): Promise<void> {
    await this.working.get(id);
  }

  /**
   * Shutdown (SIGTERM): every run in flight commits the batch it is writing and stops there, marked as
   * stopped moving, so that 'Continuar la importación' (or the next run request) resumes it at once from
   * the first row not committed; a dry run in flight ends as failed (nothing of it was kept anyway).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.working.values()]);
  }

  private async launch(actor: Actor, id: number, mapping: readonly (string | null)[] | null, dryRun: boolean): Promise<ImportJobView> {
    requireWriter(actor);
    const job = await this.mine(actor, id);
    if (ADMIN_IMPORT_KINDS.includes(job.kind)) requireAdmin(actor);
    if (Number(job.expiresAtMs) < Date.now()) throw new AppError('CONFLICT', IMPORT_MESSAGES.expired);
    if (!(await this.hasFile(job.id))) throw new AppError('CONFLICT', IMPORT_MESSAGES.busy);
    if (!dryRun && job.status === 'running' && Number(job.updatedAtMs) < Date.now() - IMPORT_STALE_MS) return this.resume(actor, job);
    const headers = json<string[]>(job.headers, []);
    const chosen = mapping ?? json<(string | null)[] | null>(job.mapping, null);
    if (!chosen) throw new AppError('VALIDATION', 'Elegí el campo de cada columna.', 'mapping');
    if (chosen.length !== headers.length) throw new AppError('VALIDATION', IMPORT_MESSAGES.columnUnknown, 'mapping');
    const problem = mappingProblem(job.kind, chosen);
    if (problem) throw new AppError('VALIDATION', problem, 'mapping');
    // Claimed with a conditional update: two clicks, tabs or processes start it once.
    const from: ImportStatus[] = ['uploaded', 'checked', 'failed'];
    const claimed = await this.ds.manager.update(
      ImportJobEntity,
      { id: job.id, status: In(from) },
      {
        status: dryRun ? 'checking' : 'running',
        mapping: JSON.stringify(chosen),
        processedRows: 0,
        createdCount: 0,
        updatedCount: 0,
        errorCount: 0,
        results: null,
        failure: null,
        updatedAtMs: String(Date.now()),
      },
    );
    if (!claimed.affected) throw conflict(IMPORT_MESSAGES.busy);
    const work = this.work(actor, job.id, dryRun).finally(() => this.working.delete(job.id));
    this.working.set(job.id, work);
    return this.get(actor, job.id);
  }

  /**
   * A run whose process died: its committed batches stay (each one committed with its progress), and it
   * goes on from the first row not committed, with the same mapping, counts and results.
   */
  private async resume(actor: Actor, job: ImportJobEntity): Promise<ImportJobView> {
    const claimed = await this.ds.manager.update(ImportJobEntity, { id: job.id, status: 'running', updatedAtMs: job.updatedAtMs }, { updatedAtMs: String(Date.now()) });
    if (!claimed.affected) throw conflict(IMPORT_MESSAGES.busy);
    const work = this.work(actor, job.id, false, true).finally(() => this.working.delete(job.id));
    this.working.set(job.id, work);
    return this.get(actor, job.id);
  }

  private async work(actor: Actor, id: number, dryRun: boolean, resuming = false): Promise<void> {
    try {
      await this.process(actor, id, dryRun, resuming);
    } catch (e) {
      console.error(`Importación ${id}:`, e);
      await this.ds.manager
        .update(ImportJobEntity, { id }, { status: 'failed', failure: 'La importación se detuvo por un error inesperado. Las filas ya importadas quedan guardadas; podés revisar y volver a intentar.', updatedAtMs: String(Date.now()) })
        .catch(() => {});
    }
  }

  private async process(actor: Actor, id: number, dryRun: boolean, resuming: boolean): Promise<void> {
    const job = await this.ds.manager.findOneByOrFail(ImportJobEntity, { id });
    const file = await this.ds.manager.findOneBy(ImportJobFileEntity, { jobId: id });
    const { rows } = parseCsv(file?.content ?? '', job.delimiter);
    const mapping = json<(string | null)[]>(job.mapping, []);
    const importer = await RowImporter.open(job.kind, this.ds.manager, this.services(), actor);
    const results: ImportRowResult[] = resuming ? json<ImportRowResult[]>(job.results, []) : [];
    const counts = resuming
      ? { createdCount: job.createdCount, updatedCount: job.updatedCount, errorCount: job.errorCount }
      : { createdCount: 0, updatedCount: 0, errorCount: 0 };
    let okKept = results.filter((r) => r.action !== 'error').length;
    const keep = (row: CsvRow, r: Awaited<ReturnType<RowImporter['row']>>) => {
      if (r.action === 'error') {
        counts.errorCount++;
        if (counts.errorCount <= ERRORS_KEPT) results.push({ line: row.line, action: 'error', label: r.label, field: r.field ?? null, message: r.message ?? null, values: row.values });
        return;
      }
      if (r.action === 'create') counts.createdCount++;
      else counts.updatedCount++;
      if (okKept++ < OK_ROWS_KEPT) results.push({ line: row.line, action: r.action, label: r.label, field: null, message: null });
    };
    let written = -1;
    const progress = (processedRows: number) => {
      // The results are rewritten only when they changed (after the first rows, only errors add to them).
      const changed = results.length !== written;
      written = results.length;
      return { ...counts, processedRows, ...(changed ? { results: JSON.stringify(results) } : {}), updatedAtMs: String(Date.now()) };
    };
    let start = resuming ? job.processedRows : 0;
    // A bulk importer's next batch, its cells read and its rows validated while the current batch's statements run.
    let ahead = null as Ahead | null;
    const batchRows = bulkBatchRows(rows.length);
    try {
      while (start < rows.length) {
        if (this.stopping) {
          await this.ds.manager.update(
            ImportJobEntity,
            { id },
            dryRun ? { status: 'failed', failure: IMPORT_INTERRUPTED_DRY_RUN, updatedAtMs: String(Date.now()) } : { updatedAtMs: '0' },
          );
          return;
        }
        let end = start;
        const outcomes: Array<[CsvRow, Awaited<ReturnType<RowImporter['row']>>]> = [];
        try {
          await this.ds.transaction(async (em) => {
            await lockCrmWrites(em);
            // Up to IMPORT_BATCH_ROWS rows, but no longer than BATCH_MAX_MS: the batch holds the CRM write lock
            // (and on SQLite the one connection), so other users' requests wait for it to commit.
            const began = performance.now();
            if (importer.bulk) {
              // Contacts and organizations: the batch's new records in a few statements (createMany).
              end = Math.min(rows.length, start + batchRows);
              const batch = rows.slice(start, end);
              const early = ahead?.start === start ? ahead : null;
              if (early) await early.ready;
              const cells = early?.cells.length === batch.length ? early.cells : batch.map((row) => cellsOf(mapping, row.values));
              ahead = end < rows.length ? prepareAhead(importer, mapping, rows.slice(end, end + batchRows), end) : null;
              const results = await importer.rows(em, cells);
              batch.forEach((row, k) => outcomes.push([row, results[k]]));
            }
            // Row by row for the other kinds (a bulk importer's batch is whole already).
            while (!importer.bulk && end < rows.length && end - start < IMPORT_BATCH_ROWS && (end === start || performance.now() - began < BATCH_MAX_MS)) {
              const row = rows[end++];
              outcomes.push([row, await importer.row(em, cellsOf(mapping, row.values))]);
            }
            for (const [row, r] of outcomes) keep(row, r);
            // The batch and its progress commit together: a reload (or another process) sees what is stored.
            if (!dryRun) await em.update(ImportJobEntity, { id }, progress(end));
            else throw new DryRunRollback();
          });
          importer.afterBatch(false);
        } catch (e) {
          if (!(e instanceof DryRunRollback)) throw e;
          importer.afterBatch(true);
          await this.ds.manager.update(ImportJobEntity, { id }, progress(end));
        }
        start = end;
        // Other requests get their turn between batches.
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      // The next batch read ahead is not left running after the import (a stop, a failure).
      await ahead?.ready;
    }
    if (dryRun) {
      await this.ds.manager.update(ImportJobEntity, { id }, { status: 'checked', updatedAtMs: String(Date.now()) });
      return;
    }
    await this.ds.transaction(async (em) => {
      await em.update(ImportJobEntity, { id }, { status: 'done', updatedAtMs: String(Date.now()) });
      // The file is not kept once the import is done.
      await em.delete(ImportJobFileEntity, { jobId: id });
      await this.audit.log(
        actor,
        {
          action: 'import',
          entity: 'import',
          entityId: id,
          description: `Importación de ${IMPORT_KIND_LABELS[job.kind].toLowerCase()} (${job.filename}): ${counts.createdCount} creados, ${counts.updatedCount} actualizados, ${counts.errorCount} con error`,
          meta: { kind: job.kind, filename: job.filename, rows: rows.length, ...counts },
        },
        em,
      );
    });
  }
}

/** A coming batch read ahead: its first row, its cells (filled as it goes), done when all of them are. */
interface Ahead {
  start: number;
  cells: RowCells[];
  ready: Promise<void>;
}

/** Rows validated between two yields to the event loop: the current batch's answers from the database wait at most that long. */
const AHEAD_STEP = 50;

/**
 * Reads and validates a coming batch's rows in the background (RowImporter.prepareAhead), a few dozen rows at a
 * time, yielding between them: on MariaDB/MySQL it runs while the current batch waits for the server. Nothing of
 * it is written; a row it could not prepare is prepared again in its batch.
 */
function prepareAhead(importer: RowImporter, mapping: readonly (string | null)[], batch: readonly CsvRow[], start: number): Ahead {
  const cells: RowCells[] = [];
  const ready = (async () => {
    for (let i = 0; i < batch.length; i += AHEAD_STEP) {
      await new Promise((r) => setImmediate(r));
      for (const row of batch.slice(i, i + AHEAD_STEP)) {
        const c = cellsOf(mapping, row.values);
        cells.push(c);
        await importer.prepareAhead(c);
      }
    }
  })().catch(() => {});
  return { start, cells, ready };
}

/** A row's cells by field (blank cells left out). */
function cellsOf(mapping: readonly (string | null)[], values: readonly string[]): RowCells {
  const cells: RowCells = {};
  mapping.forEach((field, i) => {
    const v = values[i]?.trim();
    if (field && v) cells[field] = v;
  });
  return cells;
}

/** A file's first IMPORT_FILE_HEAD_CHARS UTF-16 units, never half of a surrogate pair (an emoji at the cut). */
function headOf(text: string): string {
  const head = text.slice(0, IMPORT_FILE_HEAD_CHARS);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** The view of a job; `head`: the start of its file (ImportJobFileEntity.head), null once the file is gone. */
function toView(job: ImportJobEntity, head: string | null): ImportJobView {
  const headers = json<string[]>(job.headers, []);
  let sample: string[][] = [];
  if (head !== null) {
    try {
      sample = parseCsv(head, job.delimiter).rows.slice(0, IMPORT_SAMPLE_ROWS).map((r) => r.values);
    } catch {
      sample = [];
    }
  }
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    filename: job.filename,
    encoding: job.encoding,
    delimiter: job.delimiter,
    headers,
    suggestedMapping: suggestMapping(job.kind, headers),
    mapping: json<(string | null)[] | null>(job.mapping, null),
    sample,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdCount: job.createdCount,
    updatedCount: job.updatedCount,
    errorCount: job.errorCount,
    failure: job.failure,
    createdAt: new Date(Number(job.createdAtMs)),
    updatedAt: new Date(Number(job.updatedAtMs)),
    expiresAt: new Date(Number(job.expiresAtMs)),
    results: json<ImportRowResult[]>(job.results, []),
  };
}
