import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  defaultExpeditionPoint,
  type DocumentLetterhead,
  FISCAL_DOCUMENT_TYPES,
  FISCAL_MESSAGES as M,
  type FiscalDocumentType,
  formatFiscalNumber,
  hasOwnLetterhead,
  isCalendarDate,
  isFiscalDocumentType,
  paraguayToday,
  rucProblem,
  timbradoProblems,
} from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireFinance } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, notFound } from '../../core/errors/app-error';
import type { Storage } from '../../core/storage/storage';
import { auditChanges, type AuditService } from '../audit';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { type ElectronicChange, type ElectronicMaterial, type ElectronicState, FiscalElectronic } from './fiscal-electronic';
import { FiscalPointEntity } from './fiscal-point.entity';
import { FiscalSettingsEntity } from './fiscal-settings.entity';
import { readLogoImage } from './logo-image';

/** A number taken for a document: what the document stores and prints. */
export interface TakenNumber {
  /** 'EEE-PPP-NNNNNNN' */
  number: string;
  sequence: number;
  timbrado: string;
  /** 'YYYY-MM-DD' */
  timbradoFrom: string;
  timbradoTo: string;
  establishment: string;
  point: string;
}

/** What a unit's PDFs print in their issuer block and letterhead. */
export interface FiscalIssuer {
  businessUnitId: number;
  businessUnitName: string;
  /** The legal name; null until the administration sets it (PDFs then print the unit's name). */
  issuerName: string | null;
  ruc: string | null;
  address: string | null;
  phone: string | null;
  activities: string[];
  letterheadLines: string[];
  /** The logo as a data URL ('data:image/png;base64,…') for pdfmake, or null (PDFs keep the house letterhead). */
  logo: string | null;
}

export interface FiscalPointState {
  documentType: FiscalDocumentType;
  timbrado: string | null;
  validFrom: string | null;
  validTo: string | null;
  establishment: string;
  point: string;
  nextNumber: number;
  /** Numbers taken under the current timbrado. */
  taken: number;
  /** Why the point cannot issue today (empty when it can). */
  problems: string[];
}

export interface FiscalSettingsState {
  businessUnitId: number;
  businessUnitName: string;
  issuerName: string | null;
  ruc: string | null;
  address: string | null;
  phone: string | null;
  activities: string | null;
  letterheadLines: string | null;
  logo: string | null;
  version: number;
  points: FiscalPointState[];
  /** Emission mode and SIFEN settings (no secret: only whether the certificate and CSC are loaded). */
  electronic: ElectronicState;
}

export interface FiscalPointChange {
  timbrado?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  establishment?: string | null;
  point?: string | null;
  nextNumber?: number | null;
}

export interface FiscalSettingsChange {
  issuerName?: string | null;
  ruc?: string | null;
  address?: string | null;
  phone?: string | null;
  activities?: string | null;
  letterheadLines?: string | null;
  /** A PNG or JPEG as a data URL; '' removes the logo; absent keeps it. */
  logo?: string | null;
  /** The version the form was loaded with: a stale one is a CONFLICT. */
  version?: number | null;
  points?: Partial<Record<FiscalDocumentType, FiscalPointChange | null>>;
  /** Emission mode, certificate, CSC, environment and SIFEN parameters; absent keeps them. */
  electronic?: ElectronicChange | null;
}

export const FISCAL_SETTINGS_MESSAGES = {
  unitNotFound: 'Unidad de negocio no encontrada.',
  stale: 'Otra persona cambió los datos fiscales de esta unidad mientras los editabas. Recargá para ver los cambios.',
  lowerNumber: (current: number) =>
    `El próximo número no puede bajar de ${current}: ya se emitieron documentos con este timbrado y punto. Para empezar de nuevo, cargá un timbrado nuevo.`,
  logoType: M.logoType,
  logoSize: M.logoSize,
} as const;

/** The logo's cap: it travels as a data URL inside settings answers and PDFs. */
export const LOGO_MAX_BYTES = 300 * 1024;

const S = FISCAL_SETTINGS_MESSAGES;

/** The input field of each point (UpdateFiscalSettingsInput), for the message next to it. */
const POINT_INPUT: Readonly<Record<FiscalDocumentType, string>> = { factura: 'factura', nota_credito: 'notaCredito', recibo: 'recibo' };

const text = (v: string | null | undefined): string | null => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s ? s : null;
};

const lines = (v: string | null): string[] =>
  (v ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** PNG and JPEG only, recognised and checked by their bytes (not the data URL's claim): see readLogoImage. */
function decodeLogo(dataUrl: string): { bytes: Buffer; type: 'image/png' | 'image/jpeg' } {
  const m = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m) throw new AppError('VALIDATION', S.logoType, 'logo');
  const bytes = Buffer.from(m[2].replace(/\s/g, ''), 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('VALIDATION', S.logoSize, 'logo');
  const image = readLogoImage(bytes);
  if (!image) throw new AppError('VALIDATION', S.logoType, 'logo');
  return { bytes, type: image.type };
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Fiscal settings of each business unit and the numbering of its documents. Everyone signed in reads the
 * issuer data (every PDF prints it); finanzas and admin write it, each change an audit event. The numbering
 * is gap-free: `takeNumber` runs inside the issuing transaction and advances the counter under the point's row
 * lock, so a document that is not committed gives its number back and two issuers never get the same one.
 */
export class FiscalService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly storage: Storage,
    private readonly electronic: FiscalElectronic,
  ) {}

  /**
   * The unit's SIFEN settings with the certificate, its password and the CSC opened, for signing and sending
   * (the sifen module); never for an answer.
   */
  async electronicMaterial(businessUnitId: number, em: EntityManager = this.ds.manager): Promise<ElectronicMaterial> {
    return this.electronic.material(em, businessUnitId);
  }

  /**
   * Inside the caller's (issuing) transaction: locks the point's counter row, checks the timbrado for `date`
   * (the document's Paraguay date 'YYYY-MM-DD'), returns the next number and advances the counter. CONFLICT
   * with every problem in Spanish when the point cannot issue. On MariaDB/MySQL the lock is `SELECT … FOR
   * UPDATE` (a second issuer waits for the first one's commit or rollback, then reads the advanced counter);
   * on SQLite the transaction itself is exclusive (BEGIN IMMEDIATE, core/db/sqlite-transactions.ts), also
   * across processes.
   */
  async takeNumber(manager: EntityManager, businessUnitId: number, type: FiscalDocumentType, date: string): Promise<TakenNumber> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error('takeNumber corre dentro de la transacción que emite el documento');
    if (!isFiscalDocumentType(type)) throw new Error(`tipo de documento fiscal desconocido: ${String(type)}`);
    if (!isCalendarDate(date)) throw new Error(`fecha de documento inválida: ${String(date)}`);
    const mysql = manager.connection.options.type !== 'better-sqlite3';
    const rows = (await manager.query(
      `SELECT id, timbrado, valid_from, valid_to, establishment, point, next_number FROM fiscal_points WHERE business_unit_id = ? AND document_type = ?${mysql ? ' FOR UPDATE' : ''}`,
      [businessUnitId, type],
    )) as Array<{ id: number; timbrado: string | null; valid_from: string | null; valid_to: string | null; establishment: string; point: string; next_number: number | string }>;
    const row = rows[0];
    if (!row) throw new AppError('CONFLICT', [M.notConfigured, ...(await this.problems(businessUnitId, type, date))].join(' '));
    const sequence = Number(row.next_number);
    const problems = timbradoProblems({ timbrado: row.timbrado, validFrom: row.valid_from, validTo: row.valid_to, establishment: row.establishment, point: row.point, nextNumber: sequence }, date);
    if (problems.length) throw new AppError('CONFLICT', problems.join(' '));
    const moved = await manager
      .createQueryBuilder()
      .update(FiscalPointEntity)
      .set({ nextNumber: () => 'next_number + 1', taken: () => 'taken + 1' })
      .where('id = :id AND next_number = :sequence', { id: Number(row.id), sequence })
      .execute();
    // Under the lock nobody else moved it; if something did, refusing is better than a duplicate.
    if (moved.affected !== 1) throw new AppError('CONFLICT', 'El número fiscal cambió mientras se emitía: intentá de nuevo.');
    return {
      number: formatFiscalNumber(row.establishment, row.point, sequence),
      sequence,
      timbrado: row.timbrado!,
      timbradoFrom: row.valid_from!,
      timbradoTo: row.valid_to!,
      establishment: row.establishment,
      point: row.point,
    };
  }

  /** Why a document of `type` dated `date` could not be numbered now (same messages as takeNumber), no lock. */
  async problems(businessUnitId: number, type: FiscalDocumentType, date: string): Promise<string[]> {
    const row = await this.ds.manager.findOneBy(FiscalPointEntity, { businessUnitId, documentType: type });
    if (!row) {
      const unit = await this.ds.manager.findOneBy(BusinessUnitEntity, { id: businessUnitId });
      const def = defaultExpeditionPoint(unit ?? { keySlug: '' });
      return timbradoProblems({ ...def }, date);
    }
    return timbradoProblems(
      { timbrado: row.timbrado, validFrom: row.validFrom, validTo: row.validTo, establishment: row.establishment, point: row.point, nextNumber: row.nextNumber },
      date,
    );
  }

  /** Issuer block and letterhead of a unit's PDFs (no actor: the PDF's own service decided who may read it). */
  async issuer(businessUnitId: number): Promise<FiscalIssuer> {
    const unit = await this.unit(this.ds.manager, businessUnitId);
    const s = await this.ds.manager.findOneBy(FiscalSettingsEntity, { businessUnitId: unit.id });
    return {
      businessUnitId: unit.id,
      businessUnitName: unit.name,
      issuerName: s?.issuerName ?? null,
      ruc: s?.ruc ?? null,
      address: s?.address ?? null,
      phone: s?.phone ?? null,
      activities: lines(s?.activities ?? null),
      letterheadLines: lines(s?.letterheadLines ?? null),
      logo: s ? await this.logoDataUrl(s) : null,
    };
  }

  /**
   * The unit's letterhead for its PDFs (quote, invoice, credit note, receipt…): null when the unit has none of
   * its own (no logo and no legal name), so the PDF keeps the house letterhead.
   */
  async letterhead(businessUnitId: number): Promise<DocumentLetterhead | null> {
    const i = await this.issuer(businessUnitId).catch((e: unknown) => {
      if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
      throw e;
    });
    if (!i) return null;
    const l: DocumentLetterhead = { logo: i.logo, issuerName: i.issuerName, ruc: i.ruc, address: i.address, phone: i.phone, lines: i.letterheadLines };
    return hasOwnLetterhead(l) ? l : null;
  }

  /** The settings screen's data: issuer, letterhead and the three points with today's problems. */
  async get(_actor: Actor, businessUnitId: number, now: Date = new Date()): Promise<FiscalSettingsState> {
    return this.read(this.ds.manager, businessUnitId, paraguayToday(now));
  }

  /** Saves what `change` carries (absent = unchanged), in one transaction with one audit event. */
  async update(actor: Actor, businessUnitId: number, change: FiscalSettingsChange, now: Date = new Date()): Promise<FiscalSettingsState> {
    requireFinance(actor);
    if (change.ruc != null && change.ruc.trim() !== '') {
      const problem = rucProblem(change.ruc);
      if (problem) throw new AppError('VALIDATION', problem, 'ruc');
    }
    const logo = change.logo != null && change.logo !== '' ? decodeLogo(change.logo) : null;
    let newLogoKey: string | null = null;
    if (logo) {
      newLogoKey = `${randomBytes(16).toString('hex')}.${logo.type === 'image/png' ? 'png' : 'jpg'}`;
      await this.storage.put(newLogoKey, Readable.from(logo.bytes));
    }
    let oldLogoKey: string | null = null;
    try {
      const state = await this.ds.transaction(async (em) => {
        await lockCrmWrites(em);
        const unit = await this.unit(em, businessUnitId);
        const changes: Record<string, unknown> = {};
        let settings = await em.findOneBy(FiscalSettingsEntity, { businessUnitId: unit.id });
        if (change.version != null && change.version !== (settings?.version ?? 0)) throw new AppError('CONFLICT', S.stale);
        if (!settings) {
          await em.insert(FiscalSettingsEntity, { businessUnitId: unit.id, version: 0 });
          settings = await em.findOneByOrFail(FiscalSettingsEntity, { businessUnitId: unit.id });
        }
        const before = {
          issuerName: settings.issuerName,
          ruc: settings.ruc,
          address: settings.address,
          phone: settings.phone,
          activities: settings.activities,
          letterheadLines: settings.letterheadLines,
          logo: settings.logoKey ? 'sí' : 'no',
        };
        const next: Partial<typeof before> = {};
        for (const k of ['issuerName', 'ruc', 'address', 'phone', 'activities', 'letterheadLines'] as const) {
          if (change[k] !== undefined) next[k] = text(change[k]);
        }
        const logoPatch: Partial<FiscalSettingsEntity> = {};
        if (logo) {
          next.logo = 'nuevo';
          logoPatch.logoKey = newLogoKey;
          logoPatch.logoType = logo.type;
          oldLogoKey = settings.logoKey;
        } else if (change.logo === '' && settings.logoKey) {
          next.logo = 'no';
          logoPatch.logoKey = null;
          logoPatch.logoType = null;
          oldLogoKey = settings.logoKey;
        }
        Object.assign(changes, auditChanges(before, next));
        if (change.electronic) Object.assign(changes, await this.electronic.save(em, unit.id, change.electronic));
        const { logo: _logo, ...columns } = next;
        const bumped = await em
          .createQueryBuilder()
          .update(FiscalSettingsEntity)
          .set({ ...columns, ...logoPatch, version: () => 'version + 1' })
          .where('id = :id AND version = :version', { id: settings.id, version: settings.version })
          .execute();
        if (bumped.affected !== 1) throw new AppError('CONFLICT', S.stale);

        for (const type of FISCAL_DOCUMENT_TYPES) {
          const pc = change.points?.[type];
          if (!pc) continue;
          Object.assign(changes, await this.savePoint(em, unit, type, pc));
        }
        if (Object.keys(changes).length) {
          await this.audit.log(
            actor,
            { action: 'update', entity: 'fiscal_settings', entityId: settings.id, description: `Datos fiscales de ${unit.name} modificados`, meta: { changes, businessUnitId: unit.id } },
            em,
          );
        }
        return this.read(em, unit.id, paraguayToday(now));
      });
      if (oldLogoKey) await this.storage.delete(oldLogoKey).catch(() => undefined);
      return state;
    } catch (e) {
      if (newLogoKey) await this.storage.delete(newLogoKey).catch(() => undefined);
      if (isDuplicateKey(e)) throw new AppError('CONFLICT', S.stale);
      throw e;
    }
  }

  /** One point's fields: checked together (a point is saved whole or not at all), the counter never moving back. */
  private async savePoint(em: EntityManager, unit: BusinessUnitEntity, type: FiscalDocumentType, pc: FiscalPointChange): Promise<Record<string, unknown>> {
    const mysql = em.connection.options.type !== 'better-sqlite3';
    const [raw] = (await em.query(`SELECT id FROM fiscal_points WHERE business_unit_id = ? AND document_type = ?${mysql ? ' FOR UPDATE' : ''}`, [unit.id, type])) as Array<{ id: number }>;
    let row = raw ? await em.findOneByOrFail(FiscalPointEntity, { id: Number(raw.id) }) : null;
    if (!row) {
      const def = defaultExpeditionPoint(unit);
      await em.insert(FiscalPointEntity, { businessUnitId: unit.id, documentType: type, establishment: def.establishment, point: def.point, nextNumber: 1, taken: 0 });
      row = await em.findOneByOrFail(FiscalPointEntity, { businessUnitId: unit.id, documentType: type });
    }
    const before = { timbrado: row.timbrado, validFrom: row.validFrom, validTo: row.validTo, establishment: row.establishment, point: row.point, nextNumber: row.nextNumber };
    const next: Partial<typeof before> = {};
    if (pc.timbrado !== undefined) next.timbrado = text(pc.timbrado);
    if (pc.validFrom !== undefined) next.validFrom = text(pc.validFrom);
    if (pc.validTo !== undefined) next.validTo = text(pc.validTo);
    if (pc.establishment != null) next.establishment = pc.establishment.trim();
    if (pc.point != null) next.point = pc.point.trim();
    if (pc.nextNumber != null) next.nextNumber = pc.nextNumber;
    const merged = { ...before, ...next };
    const field = (k: string) => `${POINT_INPUT[type]}.${k}`;
    // The shape of what is saved; whether the timbrado is valid *today* is not a reason to refuse saving it
    // (a timbrado that starts next month is loaded in advance): the screen lists those problems instead.
    if (merged.timbrado !== null && !/^\d{8}$/.test(merged.timbrado)) throw new AppError('VALIDATION', M.timbradoFormat, field('timbrado'));
    if (merged.validFrom !== null && !isCalendarDate(merged.validFrom)) throw new AppError('VALIDATION', M.validFromMissing, field('validFrom'));
    if (merged.validTo !== null && !isCalendarDate(merged.validTo)) throw new AppError('VALIDATION', M.validToMissing, field('validTo'));
    if (merged.validFrom && merged.validTo && merged.validTo < merged.validFrom) throw new AppError('VALIDATION', M.validRange, field('validTo'));
    if (!/^\d{3}$/.test(merged.establishment) || merged.establishment === '000') throw new AppError('VALIDATION', M.establishment, field('establishment'));
    if (!/^\d{3}$/.test(merged.point) || merged.point === '000') throw new AppError('VALIDATION', M.point, field('point'));
    const newTimbrado = next.timbrado !== undefined && next.timbrado !== before.timbrado;
    const numberingMoved = newTimbrado || merged.establishment !== before.establishment || merged.point !== before.point;
    // Lowering the counter would issue a number twice; allowed only when nothing was taken yet, or when the
    // numbering starts over (a new timbrado, or another establishment or point).
    if (merged.nextNumber < row.nextNumber && row.taken > 0 && !numberingMoved) throw new AppError('VALIDATION', S.lowerNumber(row.nextNumber), field('nextNumber'));
    const changes = auditChanges(before, next);
    if (!Object.keys(changes).length) return {};
    await em
      .createQueryBuilder()
      .update(FiscalPointEntity)
      .set({ ...next, ...(numberingMoved ? { taken: 0 } : {}), version: () => 'version + 1' })
      .where('id = :id', { id: row.id })
      .execute();
    return Object.fromEntries(Object.entries(changes).map(([k, v]) => [`${type}.${k}`, v]));
  }

  private async read(em: EntityManager, businessUnitId: number, today: string): Promise<FiscalSettingsState> {
    const unit = await this.unit(em, businessUnitId);
    const s = await em.findOneBy(FiscalSettingsEntity, { businessUnitId: unit.id });
    const rows = await em.findBy(FiscalPointEntity, { businessUnitId: unit.id });
    const def = defaultExpeditionPoint(unit);
    const points = FISCAL_DOCUMENT_TYPES.map((type): FiscalPointState => {
      const r = rows.find((p) => p.documentType === type);
      const p = r
        ? { timbrado: r.timbrado, validFrom: r.validFrom, validTo: r.validTo, establishment: r.establishment, point: r.point, nextNumber: r.nextNumber, taken: r.taken }
        : { timbrado: null, validFrom: null, validTo: null, ...def, nextNumber: 1, taken: 0 };
      return { documentType: type, ...p, problems: timbradoProblems(p, today) };
    });
    return {
      businessUnitId: unit.id,
      businessUnitName: unit.name,
      issuerName: s?.issuerName ?? null,
      ruc: s?.ruc ?? null,
      address: s?.address ?? null,
      phone: s?.phone ?? null,
      activities: s?.activities ?? null,
      letterheadLines: s?.letterheadLines ?? null,
      logo: s ? await this.logoDataUrl(s) : null,
      version: s?.version ?? 0,
      points,
      electronic: await this.electronic.state(em, unit.id),
    };
  }

  private async logoDataUrl(s: FiscalSettingsEntity): Promise<string | null> {
    if (!s.logoKey || !s.logoType) return null;
    const got = await this.storage.get(s.logoKey);
    if (!got) return null;
    return `data:${s.logoType};base64,${(await readAll(got.body)).toString('base64')}`;
  }

  private async unit(em: EntityManager, id: number): Promise<BusinessUnitEntity> {
    const unit = Number.isSafeInteger(id) && id > 0 ? await em.findOneBy(BusinessUnitEntity, { id }) : null;
    if (!unit) throw notFound(S.unitNotFound);
    return unit;
  }
}
