import { reindexSearch } from '../search';
import { createHash, randomBytes } from 'node:crypto';
import { type Readable, Transform, pipeline } from 'node:stream';
import {
  dealFileTypeLabel,
  documentTypeOptions,
  EXTRA_DOC_TYPES_PARAM,
  isDealFileType,
  isKnownDocType,
  MAX_DEAL_FILE_BYTES,
  RESTORE_WINDOW_MS,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin, requireWriter } from '../../core/auth/guards';
import { firstPerGroup } from '../../core/db/first-per-group';
import { rawDate, rawInt } from '../../core/db/raw';
import { AppError, forbidden, MESSAGES, notFound } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import type { UrlSigner } from '../../core/storage/signed-urls';
import { SNIFF_BYTES, sniffContent } from '../../core/storage/sniff';
import { isStorageKey, type Storage } from '../../core/storage/storage';
import { createdChanges, deletedChanges, type AuditService } from '../audit';
import type { DealsService } from '../deals';
import { DealEntity } from '../deals/deal.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { UserEntity } from '../users/user.entity';
import { DealFileEntity } from './deal-file.entity';
import { DealFileTrashEntity } from './deal-file-trash.entity';
import { FILE_MESSAGES as M } from './files.inputs';
import { DEAL_FILES_MAX, type DealFileView, ORGANIZATION_FILES_MAX } from './files.types';

export interface UploadInput {
  dealId: number;
  /** Known up front (GraphQL), or resolved once the multipart body has been read (REST fields may follow the file). */
  type: string | Promise<string | undefined>;
  filename: string;
  /**
   * The bytes: a stream being received (REST: drained when the upload is refused, so the client gets
   * the answer), or a function that opens one (GraphQL: graphql-upload's temp file, opened only once
   * every check has passed, so a refused upload never holds its temp file open).
   */
  body: Readable | (() => Readable);
  /**
   * Called once the bytes are stored and checked, before the row is written, with what the upload
   * held (REST `Idempotency-Key`: a retry of an earlier upload throws here and nothing is kept).
   */
  beforeSave?: (content: { type: string; filename: string; sha256: string; sizeBytes: number }) => Promise<void>;
}

/** A file opened through a signed URL. */
export interface OpenedFile {
  body: Readable;
  sizeBytes: number;
  mimeType: string;
  filename: string;
}

interface FileRaw {
  f_id: number | string;
  f_deal_id: number | string;
  f_type: string;
  f_filename: string;
  f_storage_key: string;
  f_mime_type: string;
  f_size_bytes: number | string;
  f_created_at: unknown;
  deal_reference: string | null;
  org_id: number | string | null;
  uploaded_by_name: string | null;
}

class TooLarge extends Error {}

/** Still inside the restore window. */
const restorable = (t: DealFileTrashEntity, now: Date) => now.getTime() - Number(t.deletedAtMs) <= RESTORE_WINDOW_MS;

/**
 * A failed call of the file system (the storage folder or an upload's temp file: disk full, read-only,
 * no permission, a folder that is not one) is the server's fault, not the file's: 503, logged. The
 * client's own failures (a cut or malformed body) come from the parsers, without a system call.
 */
function isStorageFault(e: unknown): boolean {
  const err = e as { syscall?: unknown; code?: unknown } | null;
  return typeof err?.syscall === 'string' && err.code !== 'ECONNRESET' && err.code !== 'EPIPE';
}

/**
 * A failure while receiving a file (busboy, graphql-upload or the 25 MB counter) as the AppError users
 * see: over the cap → PAYLOAD_TOO_LARGE; a file part the map names but the body never carried →
 * 'Falta el archivo.'; a storage fault →
 * SERVICE_UNAVAILABLE; anything else (a truncated or aborted body) → 'No se pudo leer el archivo.'.
 */
export function uploadFailure(e: unknown): AppError {
  if (e instanceof AppError) return e;
  if (isStorageFault(e)) {
    console.error('[archivos] el almacenamiento no pudo guardar una subida:', e);
    return new AppError('SERVICE_UNAVAILABLE', MESSAGES.unavailable);
  }
  const status = (e as { status?: unknown } | null)?.status;
  if (e instanceof TooLarge || status === 413) return new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
  if (status === 400) return new AppError('VALIDATION', M.fileRequired);
  return new AppError('VALIDATION', M.unreadable);
}

/**
 * Invisible characters that change how a name reads (safe uploads): C0 and C1 controls (NUL
 * included), bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–202E,
 * U+2066–2069; 'factura\u202Efdp.exe' shows as 'facturaexe.pdf'), the other format characters
 * (zero-width space, BOM, soft hyphen, …) except the joiners U+200C/U+200D that some scripts and
 * emoji need, line/paragraph separators and lone surrogates.
 */
const INVISIBLE_RE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/gu;

/**
 * The user's name as metadata: no path (only the last segment), no invisible or control characters
 * (INVISIBLE_RE), NFC, at most 255 characters; 'archivo' when nothing usable is left.
 */
export function cleanFilename(name: string | null | undefined): string {
  const base = String(name ?? '').split(/[\\/]/).pop() ?? '';
  const s = Array.from(base.replace(INVISIBLE_RE, '').normalize('NFC').trim()).slice(0, 255).join('').trim();
  return s && s !== '.' && s !== '..' ? s : 'archivo';
}

/**
 * Files of operations (spec part 2 §2 "Operation view"). Bytes go to
 * the Storage under a generated key; the type is checked by content; URLs are signed and expire.
 * Operations are company records: every signed-in user reads their files; admin, venta and ops write.
 */
export class FilesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly storage: Storage,
    private readonly signer: UrlSigner,
    private readonly deals: Pick<DealsService, 'organizationsTouched' | 'dealDeleting'> | null = null,
  ) {}

  /** Newest first. */
  async list(actor: Actor, dealId: number): Promise<DealFileView[]> {
    const id = await this.assertDeal(this.ds.manager, dealId);
    return this.views(await this.select().where('f.deal_id = :id', { id }).limit(DEAL_FILES_MAX).getRawMany<FileRaw>());
  }

  /** Per deal id, newest first (the Deal.files loader). */
  async byDealIds(actor: Actor, dealIds: readonly number[]): Promise<DealFileView[][]> {
    if (!dealIds.length) return [];
    const newest = firstPerGroup({
      from: 'deal_files rf',
      id: 'rf.id',
      group: 'rf.deal_id',
      orderBy: 'rf.created_at DESC, rf.id DESC',
      where: 'rf.deal_id IN (:...ids)',
      max: DEAL_FILES_MAX,
    });
    const rows = this.views(await this.select().where('f.deal_id IN (:...ids)', { ids: [...dealIds] }).andWhere(`f.id IN (${newest})`).getRawMany<FileRaw>());
    return dealIds.map((id) => rows.filter((r) => r.dealId === id));
  }

  /** Per organization id, the files of its operations, newest first (the Organization.files loader; the organization is already visible). */
  async byOrgIds(actor: Actor, orgIds: readonly number[]): Promise<DealFileView[][]> {
    if (!orgIds.length) return [];
    const newest = firstPerGroup({
      from: 'deal_files rf INNER JOIN deals rd ON rd.id = rf.deal_id',
      id: 'rf.id',
      group: 'rd.org_id',
      orderBy: 'rf.created_at DESC, rf.id DESC',
      where: 'rd.org_id IN (:...ids)',
      max: ORGANIZATION_FILES_MAX,
    });
    const raw = await this.select().where('d.org_id IN (:...ids)', { ids: [...orgIds] }).andWhere(`f.id IN (${newest})`).getRawMany<FileRaw>();
    const views = this.views(raw);
    const orgOf = new Map(raw.map((r) => [Number(r.f_id), rawInt(r.org_id)]));
    return orgIds.map((id) => views.filter((v) => orgOf.get(v.id) === id));
  }

  /** Role and operation checks of an upload, before any byte is read (REST multipart). */
  async assertCanUpload(actor: Actor, dealId: number): Promise<void> {
    requireWriter(actor);
    await this.assertDeal(this.ds.manager, dealId);
  }

  /**
   * Streams the upload into the Storage while counting (25 MB cap) and keeping the first bytes, then
   * checks the type by content and records the row. Any failure leaves no bytes behind: a refused
   * upload never opens a lazy body and drains a received one; a failed one deletes what it stored.
   */
  async upload(actorOrNull: Actor | null, input: UploadInput): Promise<DealFileView> {
    let unread: Readable | null = typeof input.body === 'function' ? null : input.body;
    // A received stream can fail (truncated or aborted body) while the checks below still run, before
    // anything listens: unheard, that 'error' crashed the process. pipeline() still sees the failure.
    unread?.on('error', () => {});
    try {
      const actor = requireWriter(actorOrNull);
      const dealId = await this.assertDeal(this.ds.manager, input.dealId);
      if (typeof input.type === 'string' && !isDealFileType(input.type) && !(await this.isKnownType(input.type))) throw new AppError('VALIDATION', M.typeInvalid);
      const filename = cleanFilename(input.filename);
      let body: Readable;
      try {
        body = typeof input.body === 'function' ? input.body() : input.body;
      } catch (e) {
        throw uploadFailure(e);
      }
      unread = null;
      const key = randomBytes(16).toString('hex');
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const digest = createHash('sha256');
      const counter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          if (size > MAX_DEAL_FILE_BYTES) return cb(new TooLarge());
          digest.update(chunk);
          if (headLength < SNIFF_BYTES) {
            const part = chunk.subarray(0, SNIFF_BYTES - headLength);
            head.push(part);
            headLength += part.length;
          }
          cb(null, chunk);
        },
      });
      // pipeline ends or destroys `body` whatever happens (a temp file of graphql-upload is then released).
      const source = pipeline(body, counter, () => {});
      try {
        await this.storage.put(key, source);
      } catch (e) {
        // A storage that failed before reading (no folder) never consumed the body: release it (an
        // upload's temp file goes with it). One that failed to write may fail to delete as well.
        source.destroy();
        body.destroy();
        await this.deleteBytes([key]);
        throw uploadFailure(e);
      }
      try {
        const type = await input.type;
        if (typeof type !== 'string' || (!isDealFileType(type) && !(await this.isKnownType(type)))) throw new AppError('VALIDATION', M.typeInvalid);
        const sniffed = sniffContent(Buffer.concat(head), filename, size <= SNIFF_BYTES);
        if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.typeNotAllowed);
        await input.beforeSave?.({ type, filename, sha256: digest.digest('hex'), sizeBytes: size });
        const id = await this.ds.transaction(async (em) => {
          await this.assertDeal(em, dealId);
          const res = await em.insert(DealFileEntity, {
            dealId,
            type,
            filename,
            storageKey: key,
            mimeType: sniffed.mimeType,
            sizeBytes: size,
            uploadedByUserId: actor.id,
          });
          const fileId = Number(res.identifiers[0].id);
          await this.audit.log(
            actor,
            {
              action: 'create',
              entity: 'deal_file',
              entityId: fileId,
              description: `Archivo ${dealFileTypeLabel(type)} "${filename}" subido a la operación ${dealId}`,
              meta: { dealId, changes: createdChanges({ type, filename, mimeType: sniffed.mimeType, sizeBytes: size }) },
            },
            em,
          );
          return fileId;
        });
        await this.purgeTrash();
        return this.get(actor, id);
      } catch (e) {
        await this.deleteBytes([key]);
        throw e;
      }
    } finally {
      // A received stream refused before reading (role, deal, type) is drained, so the rest of the
      // request is read and the client gets the answer instead of a reset.
      if (unread) unread.resume();
    }
  }

  async get(actor: Actor, id: number): Promise<DealFileView> {
    const [row] = this.views(await this.select().where('f.id = :id', { id }).getRawMany<FileRaw>());
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /**
   * Applies a confirmed delete at once: the row leaves deal_files (lists, checklist, chips and signed
   * links stop showing it) and waits in deal_file_trash with its bytes for RESTORE_WINDOW_MS, so
   * 'Deshacer' can bring it back (restore) and a reload or a closed tab never drops the delete. With
   * `dealId` (REST path), a file of another operation is NOT_FOUND. Returns the id.
   */
  async remove(actor: Actor, id: number, dealId?: number, now: Date = new Date()): Promise<number> {
    requireWriter(actor);
    const expectedDeal = dealId === undefined ? null : await this.assertDeal(this.ds.manager, dealId);
    const file = await this.ds.transaction(async (em) => {
      // Two deletes (or a delete and a restore) of one file wait for each other: the second reads after the first committed.
      await lockCrmWrites(em);
      const f = await em.findOneBy(DealFileEntity, { id });
      if (!f || (expectedDeal !== null && f.dealId !== expectedDeal)) throw notFound(M.notFound);
      const { type, filename, mimeType, sizeBytes } = f;
      // A trash row of the same id can only be an older delete of this file that was restored by hand; the newest wins.
      await em.delete(DealFileTrashEntity, { id: f.id });
      await em.insert(DealFileTrashEntity, {
        id: f.id,
        dealId: f.dealId,
        type,
        filename,
        storageKey: f.storageKey,
        mimeType,
        sizeBytes,
        uploadedByUserId: f.uploadedByUserId,
        createdAt: f.createdAt,
        deletedAtMs: String(now.getTime()),
        deletedByUserId: actor.id,
      });
      await em.delete(DealFileEntity, { id: f.id });
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'deal_file',
          entityId: f.id,
          description: `Archivo "${f.filename}" eliminado de la operación ${f.dealId}`,
          meta: { dealId: f.dealId, changes: deletedChanges({ type, filename, mimeType, sizeBytes }) },
        },
        em,
      );
      return f;
    });
    await this.purgeTrash(now);
    return file.id;
  }

  /**
   * 'Deshacer' of a delete: within RESTORE_WINDOW_MS the file returns to its operation with its id,
   * name, type, upload time and bytes, and the restore is audited. Later (or a file never deleted) is
   * NOT_FOUND. With `dealId` (REST path), a file of another operation is NOT_FOUND.
   */
  async restore(actor: Actor, id: number, dealId?: number, now: Date = new Date()): Promise<DealFileView> {
    requireWriter(actor);
    const expectedDeal = dealId === undefined ? null : await this.assertDeal(this.ds.manager, dealId);
    await this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // two restores of one file: the second finds nothing left (see remove)
      const t = await em.findOneBy(DealFileTrashEntity, { id });
      if (!t || (expectedDeal !== null && t.dealId !== expectedDeal) || !restorable(t, now)) throw notFound(M.notRestorable);
      const { type, filename, mimeType, sizeBytes } = t;
      await em.insert(DealFileEntity, {
        id: t.id,
        dealId: t.dealId,
        type,
        filename,
        storageKey: t.storageKey,
        mimeType,
        sizeBytes,
        uploadedByUserId: t.uploadedByUserId,
        createdAt: t.createdAt,
      });
      await em.delete(DealFileTrashEntity, { id: t.id });
      await this.audit.log(
        actor,
        {
          action: 'restore',
          entity: 'deal_file',
          entityId: t.id,
          description: `Archivo "${t.filename}" restaurado en la operación ${t.dealId}`,
          meta: { dealId: t.dealId, changes: createdChanges({ type, filename, mimeType, sizeBytes }) },
        },
        em,
      );
    });
    return this.get(actor, id);
  }

  /**
   * Removes the deleted files whose restore window has closed, rows and bytes (a few hundred per call).
   * Runs after every delete and upload, so the trash never grows past the files deleted in the
   * last window plus those of a quiet spell.
   */
  async purgeTrash(now: Date = new Date()): Promise<number> {
    const cutoff = String(now.getTime() - RESTORE_WINDOW_MS);
    const expired = await this.ds.manager
      .createQueryBuilder(DealFileTrashEntity, 't')
      .select(['t.id', 't.storageKey'])
      .where('t.deleted_at_ms < :cutoff', { cutoff })
      .orderBy('t.deleted_at_ms', 'ASC')
      .limit(200)
      .getMany();
    if (!expired.length) return 0;
    await this.ds.manager.delete(DealFileTrashEntity, { id: In(expired.map((t) => t.id)) });
    // Deleting bytes twice (two processes purging at once) is harmless: a missing key is not an error.
    await this.deleteBytes(expired.map((t) => t.storageKey));
    return expired.length;
  }

  /**
   * Deletes an operation (admins only) with everything that hangs from it (files, custom fields and
   * activities cascade in the database) and then the stored bytes of its files. Returns the id. Refused (409)
   * while it has accounting documents (DealsService.dealDeleting).
   */
  async deleteDeal(actor: Actor, id: number): Promise<number> {
    requireAdmin(actor);
    const keys = await this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const deal = await em.findOneBy(DealEntity, { id });
      if (!deal) throw notFound(M.dealNotFound);
      // Accounting documents never lose their operation: modules above refuse here (409, nothing changed) and remove
      // the drafts that go with it (DealsService.dealDeleting).
      await this.deals?.dealDeleting(em, id);
      const files = await em.find(DealFileEntity, { where: { dealId: id }, select: { id: true, storageKey: true } });
      // Its deleted files still waiting for 'Deshacer' go too (the trash rows cascade; the bytes are removed below).
      const trashed = await em.find(DealFileTrashEntity, { where: { dealId: id }, select: { id: true, storageKey: true } });
      await em.delete(DealEntity, { id });
      await reindexSearch(em, 'deal', id); // the deal's search terms go with it
      // Its organization's budget figures are derived from its operations (budgets per operation): recomputed here.
      await this.deals?.organizationsTouched(em, [deal.orgId]);
      const { reference, title, value, status, pipelineId, stageId, orgId, contactId } = deal;
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'deal',
          entityId: id,
          description: `Operación ${deal.reference ?? id} eliminada`,
          meta: { changes: deletedChanges({ reference, title, value, status, pipelineId, stageId, orgId, contactId }), files: files.length },
        },
        em,
      );
      return [...files, ...trashed].map((f) => f.storageKey);
    });
    await this.deleteBytes(keys);
    return id;
  }

  /**
   * The bytes behind a signed URL. No session needed. A file that is not (or no longer) stored is
   * NOT_FOUND whatever the signature (REST-CONTRACT: a deleted file answers 404); a missing, forged or
   * expired signature of an existing file is FORBIDDEN.
   */
  async openSigned(key: string, exp: unknown, sig: unknown): Promise<OpenedFile> {
    if (!isStorageKey(key)) throw notFound(M.notFound);
    const file = await this.ds.manager.findOneBy(DealFileEntity, { storageKey: key });
    if (!file) throw notFound(M.notFound);
    if (!this.signer.verify(key, exp, sig)) throw forbidden(M.badLink);
    const stored = await this.storage.get(key);
    if (!stored) throw notFound(M.notFound);
    return { body: stored.body, sizeBytes: stored.sizeBytes, mimeType: file.mimeType, filename: cleanFilename(file.filename) };
  }

  private async deleteBytes(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (e) {
        // The row is gone (or was never written); an orphan blob is logged, never shown to the user.
        console.error('[files] no se pudo borrar', key, e);
      }
    }
  }

  /** One of the eight types, or one an admin added in the documento_tipo parameter (document checklists). */
  private async isKnownType(type: string | undefined): Promise<boolean> {
    if (isDealFileType(type)) return true;
    if (typeof type !== 'string' || !type) return false;
    const extra = await this.ds.manager.find(ParamValueEntity, { where: { key: EXTRA_DOC_TYPES_PARAM, active: true }, select: { value: true } });
    return isKnownDocType(type, documentTypeOptions(extra.map((p) => p.value)).map((o) => o.key));
  }

  private async assertDeal(em: EntityManager, dealId: number): Promise<number> {
    if (!(await em.existsBy(DealEntity, { id: dealId }))) throw notFound(M.dealNotFound);
    return dealId;
  }

  private select() {
    return this.ds.manager
      .createQueryBuilder(DealFileEntity, 'f')
      .innerJoin(DealEntity, 'd', 'd.id = f.deal_id')
      .leftJoin(UserEntity, 'u', 'u.id = f.uploaded_by_user_id')
      .select('f.id', 'f_id')
      .addSelect('f.deal_id', 'f_deal_id')
      .addSelect('f.type', 'f_type')
      .addSelect('f.filename', 'f_filename')
      .addSelect('f.storage_key', 'f_storage_key')
      .addSelect('f.mime_type', 'f_mime_type')
      .addSelect('f.size_bytes', 'f_size_bytes')
      .addSelect('f.created_at', 'f_created_at')
      .addSelect('d.reference', 'deal_reference')
      .addSelect('d.org_id', 'org_id')
      .addSelect('u.name', 'uploaded_by_name')
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC');
  }

  private views(rows: FileRaw[]): DealFileView[] {
    const now = new Date();
    return rows.map((r) => ({
      id: Number(r.f_id),
      dealId: Number(r.f_deal_id),
      dealReference: r.deal_reference ?? '',
      type: r.f_type,
      typeLabel: dealFileTypeLabel(r.f_type),
      filename: cleanFilename(r.f_filename),
      url: this.signer.url(r.f_storage_key, now),
      mimeType: r.f_mime_type,
      sizeBytes: Number(r.f_size_bytes),
      createdAt: rawDate(r.f_created_at),
      uploadedByName: r.uploaded_by_name ?? null,
    }));
  }
}
