import {
  CATALOG_MESSAGES,
  type CatalogCurrency,
  catalogTypeOf,
  foldText,
  type ImportAction,
  type ImportKind,
  importField,
  isCatalogCurrency,
  ivaRateOf,
  normalizeSku,
  parseMoneyStrict,
  parseReference,
  phoneKey,
  readActiveCell,
  readCatalogPrice,
  readModesCell,
  rucKey,
} from '@crm/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { visibleConditionSql } from '../../core/db/visibility-scope';
import { AppError } from '../../core/errors/app-error';
import { validateRow } from '../../core/input/validate';
import type { Services } from '../../core/services';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { CreateCatalogItemInput, UpdateCatalogItemInput } from '../catalog';
import { CatalogItemEntity } from '../catalog/catalog-item.entity';
import { CONTACT_MESSAGES, CreateContactInput, UpdateContactInput } from '../contacts';
import { DealEntity } from '../deals/deal.entity';
import { CreateDealInput, DEAL_MESSAGES, DealContactRef, DealOrganizationRef, UpdateDealInput } from '../deals';
import { CreateOrganizationInput, ORG_MESSAGES, UpdateOrganizationInput } from '../organizations';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';

/** One row's outcome (dry run: what the import would do). */
export interface RowResult {
  action: ImportAction;
  /** What the row is about ('Acme S.A.', 'ana@acme.com', 'OP-000123'). */
  label: string | null;
  /** The import field at fault (a key of IMPORT_FIELDS). */
  field?: string;
  message?: string;
}

/** The cells of a row by field key; blank cells are absent (an update never clears a stored value). */
export type RowCells = Partial<Record<string, string>>;

/** A record created by a dry-run batch that was rolled back: later rows that match it would update it. */
const ROLLED_BACK = -1;

type Key = string | null | undefined;

/** Every record's match keys (visible or not: a match the importer may not write is an error, not a duplicate). */
class KeyIndex {
  private readonly maps: Map<string, number>[];
  private readonly fresh: Array<[number, string]> = [];
  constructor(count: number) {
    this.maps = Array.from({ length: count }, () => new Map<string, number>());
  }

  add(which: number, key: Key, id: number, fresh = false): void {
    if (!key) return;
    if (!this.maps[which].has(key)) {
      this.maps[which].set(key, id);
      if (fresh) this.fresh.push([which, key]);
    }
  }

  /** The first map in order that knows one of the keys. */
  find(keys: Key[]): { id: number; which: number } | null {
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const id = k ? this.maps[i].get(k) : undefined;
      if (id !== undefined) return { id, which: i };
    }
    return null;
  }

  /** A dry-run batch was rolled back: what it created exists no more, but later rows still match it. */
  forgetFresh(): void {
    for (const [which, key] of this.fresh) this.maps[which].set(key, ROLLED_BACK);
    this.fresh.length = 0;
  }

  commitFresh(): void {
    this.fresh.length = 0;
  }
}

const lowerTrim = (s: Key) => (s ? s.trim().toLowerCase() || null : null);
const folded = (s: Key) => (s ? foldText(s).trim() || null : null);

/** The services' messages about a missing required value, and the import field each one is about. */
const REQUIRED_FIELD: Record<string, string> = {
  [CONTACT_MESSAGES.nameOrEmail]: 'name',
  [ORG_MESSAGES.nameRequired]: 'razonSocial',
  [DEAL_MESSAGES.required]: 'title',
};

/** Where a validation message points: the import field of an input property. */
function fieldOf(e: unknown): string | undefined {
  const f = e instanceof AppError ? e.field : undefined;
  if (!f) return e instanceof Error ? REQUIRED_FIELD[e.message] : undefined;
  const top = f.split('.')[0];
  if (top === 'organization' || top === 'orgId') return 'organization';
  if (top === 'contact') return f === 'contact.email' ? 'contactEmail' : 'contactName';
  if (top === 'stageId' || top === 'pipelineId') return 'stage';
  if (top === 'razonSocial' && f !== top) return 'razonSocial';
  return top;
}

/**
 * The records a row may match are only those the actor may see: another user's private record is not
 * there for the importer, exactly as for createContact / createOrganization (the row creates the
 * actor's own). Matching it and answering "you may not modify it" told whether an e-mail, phone or
 * RUC existed, for as many values as a file holds, even in a dry run.
 */
async function loadOrganizations(em: EntityManager, index: KeyIndex, actor: Actor): Promise<void> {
  const vis = visibleConditionSql('o', actor);
  const rows = await em.query(`SELECT o.id, o.ruc, o.razon_social, o.name FROM organizations o WHERE ${vis.sql} ORDER BY o.id`, vis.params);
  for (const r of rows as Array<{ id: number | string; ruc: string | null; razon_social: string | null; name: string | null }>) {
    const id = Number(r.id);
    index.add(0, rucKey(r.ruc), id);
    index.add(1, lowerTrim(r.razon_social), id);
    index.add(2, lowerTrim(r.name), id);
  }
}


/** A row of a bulk batch kept for the batch's createMany: its place, its validated input, whether it matched a record being rolled back. */
interface PendingRow<Input> {
  at: number;
  input: Input;
  wasMatched: boolean;
}

/** What a bulk importer tells RowImporter.bulkRows about its records. */
interface BulkSpec<Input> {
  /** The index of the records already there (and created by earlier batches). */
  index: KeyIndex;
  /** The row's match keys, in the index's order (null: the row has none of that kind). */
  keys(c: RowCells): Array<string | null>;
  /** The validated create input of a row that matched nothing (throws the row's refusal). */
  prepare(c: RowCells): Promise<Input>;
  createMany(inputs: Input[], em: EntityManager): Promise<Array<{ id: number; deduped?: boolean } | { error: AppError }>>;
  /** The outcome of a row its createMany answered with an id (and what the importer remembers of it). */
  created(em: EntityManager, p: PendingRow<Input>, made: { id: number; deduped?: boolean }, c: RowCells): Promise<RowResult>;
}

/**
 * Turns the rows of one kind into the same service calls a person's creates and updates make (same input
 * classes, same rules, same audit events), each one a savepoint of the batch's transaction.
 */
export abstract class RowImporter {
  constructor(
    protected readonly services: Services,
    protected readonly actor: Actor,
  ) {}

  static async open(kind: ImportKind, em: EntityManager, services: Services, actor: Actor): Promise<RowImporter> {
    const importer =
      kind === 'organization'
        ? new OrganizationRows(services, actor)
        : kind === 'contact'
          ? new ContactRows(services, actor)
          : kind === 'catalog'
            ? new CatalogRows(services, actor)
            : new DealRows(services, actor);
    await importer.load(em);
    return importer;
  }

  /** Create inputs validated ahead (prepareAhead), by the cells object of their row: taken by bulkRows. */
  private readonly ahead = new Map<RowCells, { input: unknown } | { error: unknown }>();

  abstract load(em: EntityManager): Promise<void>;
  protected abstract apply(em: EntityManager, cells: RowCells): Promise<RowResult>;

  /**
   * A bulk importer's validated create input of a row (the `prepare` of its BulkSpec): it depends only on the
   * row's cells and on what `load` read, so the next batch's rows can go through it while this batch's
   * statements run (prepareAhead). Null: the importer has no bulk batches.
   */
  protected prepareNew(_cells: RowCells): Promise<unknown> | null {
    return null;
  }

  /**
   * Validates a row of a coming batch now (its outcome kept for bulkRows, refusal included): the import overlaps
   * the next batch's validation with the current batch's round trips to the database.
   */
  async prepareAhead(cells: RowCells): Promise<void> {
    const pending = this.prepareNew(cells);
    if (!pending) return;
    try {
      this.ahead.set(cells, { input: await pending });
    } catch (error) {
      this.ahead.set(cells, { error });
    }
  }
  abstract label(cells: RowCells): string | null;
  abstract afterBatch(rolledBack: boolean): void;

  async row(em: EntityManager, cells: RowCells): Promise<RowResult> {
    try {
      return await this.apply(em, cells);
    } catch (e) {
      return this.refused(e, cells);
    }
  }

  /**
   * A batch's rows, in order. By default one row after another; contacts and organizations override it to
   * create their new records in a few statements for the whole batch (the outcome of each row is the same).
   */
  async rows(em: EntityManager, list: readonly RowCells[]): Promise<RowResult[]> {
    const out: RowResult[] = [];
    for (const cells of list) out.push(await this.row(em, cells));
    return out;
  }

  /**
   * The bulk importers' batch (contacts, organizations, catalogue): a row that matches a record of the index is
   * updated by `row` as it would be alone; the others are validated and kept until the batch ends, or until a row
   * repeats one of their keys (it must then see them created: they are created first), and created by one
   * `createMany`. Each row's outcome is the one it would have had row by row.
   */
  protected async bulkRows<Input>(em: EntityManager, list: readonly RowCells[], spec: BulkSpec<Input>): Promise<RowResult[]> {
    const out: RowResult[] = new Array(list.length);
    let pending: Array<PendingRow<Input>> = [];
    const pendingKeys = new Set<string>();
    const flush = async () => {
      if (!pending.length) return;
      const made = await spec.createMany(pending.map((p) => p.input), em);
      for (const [k, p] of pending.entries()) {
        const r = made[k];
        out[p.at] = 'error' in r ? this.refused(r.error, list[p.at]) : await spec.created(em, p, r, list[p.at]);
      }
      pending = [];
      pendingKeys.clear();
    };
    for (const [at, c] of list.entries()) {
      const early = this.ahead.get(c);
      this.ahead.delete(c);
      const found = spec.keys(c);
      const keys = found.map((k, i) => (k ? `${i}:${k}` : null));
      if (keys.some((k) => k && pendingKeys.has(k))) await flush();
      const match = spec.index.find(found);
      if (match && match.id !== ROLLED_BACK) {
        out[at] = await this.row(em, c);
        continue;
      }
      try {
        if (early && 'error' in early) throw early.error;
        const input = early ? (early.input as Input) : await spec.prepare(c);
        pending.push({ at, input, wasMatched: !!match });
        for (const k of keys) if (k) pendingKeys.add(k);
      } catch (e) {
        out[at] = this.refused(e, c);
      }
    }
    await flush();
    return out;
  }

  /** Whether `rows` takes a whole batch at once (else the service feeds rows until the batch's time is up). */
  get bulk(): boolean {
    return false;
  }

  /** A row refused by a rule (its field and Spanish message); anything else is not the row's fault. */
  protected refused(e: unknown, cells: RowCells): RowResult {
    if (e instanceof AppError && e.code !== 'SERVICE_UNAVAILABLE') return { action: 'error', label: this.label(cells), field: fieldOf(e), message: e.message };
    throw e;
  }

  /** An update the service refused as NOT_FOUND: the match is a record the importer may not write. */
  protected notYours(e: unknown, what: string, by: string, field: string): never {
    if (e instanceof AppError && e.code === 'NOT_FOUND') throw new AppError('VALIDATION', `Ya existe ${what} con ese ${by} que no podés modificar.`, field);
    throw e;
  }
}

class OrganizationRows extends RowImporter {
  private readonly index = new KeyIndex(3);

  async load(em: EntityManager): Promise<void> {
    await loadOrganizations(em, this.index, this.actor);
  }

  label(c: RowCells): string | null {
    return c.razonSocial ?? c.name ?? c.ruc ?? null;
  }

  afterBatch(rolledBack: boolean): void {
    if (rolledBack) this.index.forgetFresh();
    else this.index.commitFresh();
  }

  override get bulk(): boolean {
    return true;
  }

  /** Updates row by row as `apply`; the batch's new organizations in one createMany (bulkRows). */
  override rows(em: EntityManager, list: readonly RowCells[]): Promise<RowResult[]> {
    return this.bulkRows<CreateOrganizationInput>(em, list, {
      index: this.index,
      keys: (c) => [rucKey(c.ruc), lowerTrim(c.razonSocial)],
      prepare: (c) => this.prepareNew(c),
      createMany: (inputs, em2) => this.services.organizations.createMany(this.actor, inputs, em2),
      created: async (_em, p, r, c) => {
        this.index.add(0, rucKey(p.input.ruc), r.id, true);
        this.index.add(1, lowerTrim(p.input.razonSocial), r.id, true);
        this.index.add(2, lowerTrim(p.input.name ?? p.input.razonSocial), r.id, true);
        return { action: p.wasMatched ? 'update' : 'create', label: this.label(c) };
      },
    });
  }

  protected override async prepareNew(c: RowCells): Promise<CreateOrganizationInput> {
    return validateRow(CreateOrganizationInput, this.data(c));
  }

  private data(c: RowCells) {
    return {
      razonSocial: c.razonSocial,
      name: c.name,
      ruc: c.ruc,
      email: c.email?.toLowerCase(),
      phone: c.phone,
      address: c.address,
      city: c.city,
      country: c.country,
      rubro: c.rubro,
      industry: c.industry,
      tipoOrg: c.tipoOrg,
      website: c.website,
      label: c.label,
      notes: c.notes,
    };
  }

  protected async apply(em: EntityManager, c: RowCells): Promise<RowResult> {
    const data = this.data(c);
    const label = this.label(c);
    // Organizations by normalised RUC, then by exact (trimmed, case-insensitive) razón social.
    const match = this.index.find([rucKey(c.ruc), lowerTrim(c.razonSocial)]);
    if (match && match.id !== ROLLED_BACK) {
      const input = await validateRow(UpdateOrganizationInput, data);
      await this.services.organizations.update(this.actor, match.id, input, em).catch((e: unknown) =>
        this.notYours(e, 'una organización', match.which === 0 ? 'RUC' : 'razón social', match.which === 0 ? 'ruc' : 'razonSocial'),
      );
      return { action: 'update', label };
    }
    const input = await validateRow(CreateOrganizationInput, data);
    const org = await this.services.organizations.create(this.actor, input, em);
    this.index.add(0, rucKey(org.ruc), org.id, true);
    this.index.add(1, lowerTrim(org.razonSocial), org.id, true);
    this.index.add(2, lowerTrim(org.name), org.id, true);
    return { action: match ? 'update' : 'create', label };
  }
}

class ContactRows extends RowImporter {
  private readonly index = new KeyIndex(2);
  private readonly orgs = new KeyIndex(3);

  async load(em: EntityManager): Promise<void> {
    await loadOrganizations(em, this.orgs, this.actor);
    const vis = visibleConditionSql('c', this.actor);
    const rows = await em.query(`SELECT c.id, c.email, c.phone FROM contacts c WHERE ${vis.sql} ORDER BY c.id`, vis.params);
    for (const r of rows as Array<{ id: number | string; email: string | null; phone: string | null }>) {
      this.index.add(0, lowerTrim(r.email), Number(r.id));
      this.index.add(1, phoneKey(r.phone), Number(r.id));
    }
  }

  label(c: RowCells): string | null {
    return c.name ?? c.email ?? c.phone ?? null;
  }

  afterBatch(rolledBack: boolean): void {
    if (rolledBack) this.index.forgetFresh();
    else this.index.commitFresh();
  }

  override get bulk(): boolean {
    return true;
  }

  /** Updates row by row as `apply`; the batch's new contacts in one createMany (bulkRows). */
  override rows(em: EntityManager, list: readonly RowCells[]): Promise<RowResult[]> {
    return this.bulkRows<CreateContactInput>(em, list, {
      index: this.index,
      keys: (c) => [lowerTrim(c.email), phoneKey(c.phone)],
      prepare: (c) => this.prepareNew(c),
      createMany: (inputs, em2) => this.services.contacts.createMany(this.actor, inputs, em2),
      created: async (em2, p, r, c) => {
        if (r.deduped) {
          // Another visible contact has this e-mail (found by the service, as row by row): it is updated.
          try {
            await this.services.contacts.update(this.actor, r.id, await validateRow(UpdateContactInput, this.data(c)), em2);
            return { action: 'update', label: this.label(c) };
          } catch (e) {
            return this.refused(e, c);
          }
        }
        this.index.add(0, lowerTrim(p.input.email), r.id, true);
        this.index.add(1, phoneKey(p.input.phone), r.id, true);
        return { action: p.wasMatched ? 'update' : 'create', label: this.label(c) };
      },
    });
  }

  /** The organizations index is read once by `load` and an import of contacts never adds to it. */
  protected override async prepareNew(c: RowCells): Promise<CreateContactInput> {
    return validateRow(CreateContactInput, this.data(c));
  }

  /** The row's contact fields; its organization by RUC or razón social among those the importer may see. */
  private data(c: RowCells) {
    let orgId: number | undefined;
    if (c.organization) {
      const org = this.orgs.find([rucKey(c.organization), lowerTrim(c.organization), lowerTrim(c.organization)]);
      if (!org || org.id === ROLLED_BACK) throw new AppError('VALIDATION', `Organización no encontrada: «${c.organization}» (por RUC o razón social).`, 'organization');
      orgId = org.id;
    }
    return { name: c.name, email: c.email?.toLowerCase(), phone: c.phone, title: c.title, label: c.label, notes: c.notes, orgId };
  }

  protected async apply(em: EntityManager, c: RowCells): Promise<RowResult> {
    const label = this.label(c);
    const data = this.data(c);
    // Contacts by email (case-insensitive), then by phone digits.
    const match = this.index.find([lowerTrim(c.email), phoneKey(c.phone)]);
    if (match && match.id !== ROLLED_BACK) {
      const input = await validateRow(UpdateContactInput, data);
      await this.services.contacts
        .update(this.actor, match.id, input, em)
        .catch((e: unknown) => (e instanceof AppError && e.code === 'NOT_FOUND' && e.message.startsWith('Contacto') ? this.notYours(e, 'un contacto', match.which === 0 ? 'email' : 'teléfono', match.which === 0 ? 'email' : 'phone') : Promise.reject(e)));
      return { action: 'update', label };
    }
    const input = await validateRow(CreateContactInput, data);
    const { contact, deduped } = await this.services.contacts.create(this.actor, input, em);
    if (deduped) {
      await this.services.contacts.update(this.actor, contact.id, await validateRow(UpdateContactInput, data), em);
      return { action: 'update', label };
    }
    this.index.add(0, lowerTrim(contact.email), contact.id, true);
    this.index.add(1, phoneKey(contact.phone), contact.id, true);
    return { action: match ? 'update' : 'create', label };
  }
}

interface StageRef {
  id: number;
  pipelineId: number;
  name: string;
}

class DealRows extends RowImporter {
  private pipelines = new Map<string, number>();
  private defaultPipeline: number | null = null;
  private stages: StageRef[] = [];
  private units = new Map<string, number>();
  private readonly orgs = new KeyIndex(3);

  async load(em: EntityManager): Promise<void> {
    await loadOrganizations(em, this.orgs, this.actor);
    const pipelines = await em.find(PipelineEntity, { order: { id: 'ASC' } });
    for (const p of pipelines) this.pipelines.set(folded(p.name)!, p.id);
    this.defaultPipeline = pipelines[0]?.id ?? null;
    this.stages = (await em.find(StageEntity, { order: { orderIndex: 'ASC', id: 'ASC' } })).map((s) => ({ id: s.id, pipelineId: s.pipelineId, name: folded(s.name) ?? '' }));
    for (const u of await em.find(BusinessUnitEntity, { order: { id: 'ASC' } })) {
      this.units.set(folded(u.name)!, u.id);
      this.units.set(folded(u.keySlug)!, u.id);
    }
  }

  label(c: RowCells): string | null {
    return c.title ?? c.reference ?? null;
  }

  afterBatch(): void {}

  private stageIn(pipelineId: number, name: string | undefined): number {
    const inPipeline = this.stages.filter((s) => s.pipelineId === pipelineId);
    const stage = name ? inPipeline.find((s) => s.name === folded(name)) : inPipeline[0];
    if (!stage) throw new AppError('VALIDATION', name ? `La etapa «${name}» no existe en ese pipeline.` : 'El pipeline no tiene etapas.', 'stage');
    return stage.id;
  }

  private value(c: RowCells): number | undefined {
    if (c.value === undefined) return undefined;
    const v = parseMoneyStrict(c.value);
    if (v === null) throw new AppError('VALIDATION', `El valor «${c.value}» no es un número (ejemplo: 1.234,56).`, 'value');
    return v;
  }

  private unit(c: RowCells): number | undefined {
    if (!c.businessUnit) return undefined;
    const id = this.units.get(folded(c.businessUnit) ?? '');
    if (!id) throw new AppError('VALIDATION', `Unidad de negocio no encontrada: «${c.businessUnit}».`, 'businessUnit');
    return id;
  }

  private orgId(c: RowCells): number | undefined {
    if (!c.organization) return undefined;
    const found = this.orgs.find([rucKey(c.organization), lowerTrim(c.organization), lowerTrim(c.organization)]);
    return found && found.id !== ROLLED_BACK ? found.id : undefined;
  }

  protected async apply(em: EntityManager, c: RowCells): Promise<RowResult> {
    const label = this.label(c);
    const value = this.value(c);
    const businessUnitId = this.unit(c);
    // Operations by reference ('OP-000123' is operation 123); without one, a new operation.
    if (c.reference) {
      const id = parseReference(c.reference);
      const deal = id ? await em.findOne(DealEntity, { where: { id }, select: { id: true, pipelineId: true } }) : null;
      if (!deal) throw new AppError('VALIDATION', `No existe la operación ${c.reference}: dejá la referencia vacía para crear una nueva.`, 'reference');
      const input = await validateRow(UpdateDealInput, {
        title: c.title,
        description: c.description,
        value,
        businessUnitId,
        orgId: this.orgId(c),
        stageId: c.stage ? this.stageIn(deal.pipelineId, c.stage) : undefined,
      });
      await this.services.deals.update(this.actor, deal.id, input, em);
      return { action: 'update', label: c.reference };
    }
    let pipelineId = this.defaultPipeline;
    if (c.pipeline) {
      pipelineId = this.pipelines.get(folded(c.pipeline) ?? '') ?? null;
      if (!pipelineId) throw new AppError('VALIDATION', `Pipeline no encontrado: «${c.pipeline}».`, 'pipeline');
    }
    if (!pipelineId) throw new AppError('VALIDATION', 'No hay ningún pipeline.', 'pipeline');
    const orgId = this.orgId(c);
    const contact = c.contactName || c.contactEmail ? Object.assign(new DealContactRef(), { name: c.contactName, email: c.contactEmail?.toLowerCase(), phone: c.contactPhone }) : undefined;
    const input = await validateRow(CreateDealInput, {
      title: c.title,
      description: c.description,
      value: value ?? 0,
      pipelineId,
      stageId: this.stageIn(pipelineId, c.stage),
      businessUnitId,
      orgId,
      organization: orgId === undefined && c.organization ? Object.assign(new DealOrganizationRef(), { name: c.organization }) : undefined,
      contact,
    });
    const deal = await this.services.deals.create(this.actor, input, { within: em });
    return { action: 'create', label: deal.reference ? `${deal.reference} ${c.title ?? ''}`.trim() : label };
  }
}

/**
 * Catalogue items by code (normalizeSku: the same code in any case), created or updated through the catalog
 * service like the admin screen (same input classes, same audit events). The file the catalogue exports imports
 * back as it is (CATALOG_CSV_COLUMNS). Blank cells leave the stored value as it is.
 */
class CatalogRows extends RowImporter {
  private readonly index = new KeyIndex(1);
  /** The stored currency of each item: a price cell is read in it when the row gives none. */
  private readonly currencies = new Map<number, CatalogCurrency>();

  async load(em: EntityManager): Promise<void> {
    for (const item of await em.find(CatalogItemEntity, { select: { id: true, sku: true, currency: true }, order: { id: 'ASC' } })) {
      this.index.add(0, item.sku, item.id);
      this.currencies.set(item.id, item.currency);
    }
  }

  label(c: RowCells): string | null {
    return c.sku ?? c.name ?? null;
  }

  afterBatch(rolledBack: boolean): void {
    if (rolledBack) this.index.forgetFresh();
    else this.index.commitFresh();
  }

  private data(c: RowCells, storedCurrency: CatalogCurrency | undefined) {
    const currency = c.currency?.trim().toUpperCase();
    const priceCurrency = isCatalogCurrency(currency) ? currency : (storedCurrency ?? 'USD');
    const priceText = c.price === undefined ? null : readCatalogPrice(c.price, priceCurrency);
    const modes = c.modes === undefined ? undefined : readModesCell(c.modes);
    if (modes === null) throw new AppError('VALIDATION', CATALOG_MESSAGES.modesInvalid, 'modes');
    const active = c.active === undefined ? null : readActiveCell(c.active);
    if (active === undefined) throw new AppError('VALIDATION', CATALOG_MESSAGES.activeInvalid, 'active');
    return {
      type: c.type === undefined ? undefined : (catalogTypeOf(c.type) ?? c.type),
      sku: c.sku,
      name: c.name,
      unit: c.unit,
      currency,
      price: priceText === null ? undefined : /^\d+(\.\d+)?$/.test(priceText) ? Number(priceText) : priceText,
      taxRate: c.taxRate === undefined ? undefined : (ivaRateOf(c.taxRate) ?? c.taxRate),
      modes,
      active: active ?? undefined,
    };
  }

  override get bulk(): boolean {
    return true;
  }

  /** A new item's price is read in its own currency or USD (no stored item to take it from). */
  protected override async prepareNew(c: RowCells): Promise<CreateCatalogItemInput> {
    return validateRow(CreateCatalogItemInput, this.data(c, undefined));
  }

  /** Updates row by row as `apply`; the batch's new items in one createMany (bulkRows; a repeated code waits for the first). */
  override rows(em: EntityManager, list: readonly RowCells[]): Promise<RowResult[]> {
    return this.bulkRows<CreateCatalogItemInput>(em, list, {
      index: this.index,
      keys: (c) => [c.sku ? normalizeSku(c.sku) : null],
      prepare: (c) => this.prepareNew(c),
      createMany: (inputs, em2) => this.services.catalog.createMany(this.actor, inputs, em2),
      created: async (_em, p, r, c) => {
        this.index.add(0, normalizeSku(p.input.sku), r.id, true);
        this.currencies.set(r.id, p.input.currency ?? 'USD');
        return { action: p.wasMatched ? 'update' : 'create', label: this.label(c) };
      },
    });
  }

  protected async apply(em: EntityManager, c: RowCells): Promise<RowResult> {
    const label = this.label(c);
    const key = c.sku ? normalizeSku(c.sku) : null;
    const match = this.index.find([key]);
    if (match && match.id !== ROLLED_BACK) {
      const input = await validateRow(UpdateCatalogItemInput, this.data(c, this.currencies.get(match.id)));
      await this.services.catalog.update(this.actor, match.id, input, em);
      return { action: 'update', label };
    }
    const input = await validateRow(CreateCatalogItemInput, this.data(c, undefined));
    const item = await this.services.catalog.create(this.actor, input, em);
    this.index.add(0, item.sku, item.id, true);
    this.currencies.set(item.id, item.currency);
    return { action: match ? 'update' : 'create', label };
  }
}

/** The Spanish name of an import field, for messages and the errors file. */
export function fieldLabel(kind: ImportKind, key: string | undefined): string | null {
  return key ? (importField(kind, key)?.label ?? key) : null;
}
