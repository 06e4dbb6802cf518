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
import { ImportJobEntity, type ImportStatus } from './import-job.entity';
import { fieldLabel, RowImporter, type RowCells } from './import-rows';

/** How long an unfinished import keeps its file. */
export const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** Results kept for rows that did not fail (the preview shows these; every error is kept up to ERRORS_KEPT). */
const OK_ROWS_KEPT = 1000;
const ERRORS_KEPT = 20_000;
/** A run without progress for this long lost its process (a batch takes well under a second): runImport resumes it. */
export const IMPORT_STALE_MS = 2 * 60 * 1000;
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
    return toView(await this.mine(actor, id));
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
    await this.ds.manager.delete(ImportJobEntity, { expiresAtMs: LessThan(String(now)) });
    const res = await this.ds.manager.insert(ImportJobEntity, {
      kind: input.kind as ImportKind,
      status: 'uploaded',
      filename: (input.filename || 'importacion.csv').slice(0, 255),
      createdByUserId: actor.id,
      createdAtMs: String(now),
      updatedAtMs: String(now),
      expiresAtMs: String(now + IMPORT_TTL_MS),
      content: text,
      headers: JSON.stringify(parsed.headers),
      delimiter: parsed.delimiter,
      encoding,
      totalRows: parsed.rows.length,
    });
    return this.get(actor, Number(res.identifiers[0].id));
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
    if (Number(job.expiresAtMs) < Date.now() || job.content === null) throw new AppError('CONFLICT', job.content === null ? IMPORT_MESSAGES.busy : IMPORT_MESSAGES.expired);
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
    const { rows } = parseCsv(job.content ?? '', job.delimiter);
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
            end = Math.min(rows.length, start + IMPORT_BATCH_ROWS);
            const batch = rows.slice(start, end);
            const results = await importer.rows(em, batch.map((row) => cellsOf(mapping, row.values)));
            batch.forEach((row, k) => outcomes.push([row, results[k]]));
          }
          while (end < rows.length && end - start < IMPORT_BATCH_ROWS && (end === start || performance.now() - began < BATCH_MAX_MS)) {
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
    if (dryRun) {
      await this.ds.manager.update(ImportJobEntity, { id }, { status: 'checked', updatedAtMs: String(Date.now()) });
      return;
    }
    await this.ds.transaction(async (em) => {
      await em.update(ImportJobEntity, { id }, { status: 'done', content: null, updatedAtMs: String(Date.now()) });
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

/** A row's cells by field (blank cells left out). */
function cellsOf(mapping: readonly (string | null)[], values: readonly string[]): RowCells {
  const cells: RowCells = {};
  mapping.forEach((field, i) => {
    const v = values[i]?.trim();
    if (field && v) cells[field] = v;
  });
  return cells;
}

function toView(job: ImportJobEntity): ImportJobView {
  const headers = json<string[]>(job.headers, []);
  let sample: string[][] = [];
  if (job.content !== null) {
    try {
      sample = parseCsv(job.content.slice(0, 64 * 1024), job.delimiter).rows.slice(0, IMPORT_SAMPLE_ROWS).map((r) => r.values);
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
