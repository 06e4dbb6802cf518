import { documentWithMirrors, type MirrorFields, MODE_FIELD_KEY, SHIPMENT_MIRROR_KEYS, shipmentModeOf } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { isDuplicateKey } from '../../core/db/db-errors';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { DealModeDetailEntity, OPERATION_MODES, type OperationMode } from './deal-mode-detail.entity';

export type ModeDocument = Record<string, unknown>;
/** The operation's mode field, read with the mirrors to tell a deal's own mode document. */
type ModeField = { [MODE_FIELD_KEY]?: string | null };
export type ModeDetails = Record<OperationMode, ModeDocument | null>;

/**
 * Keys of the per-mode documents that duplicate a custom field edited in the operation's details block
 * (REST-CONTRACT "Per-mode operation details"): left out of every read, so the custom fields stay the
 * source of origin, destination, goods and insurance and an old sub-form value never overwrites them.
 */
const SHADOWED_KEYS: Record<OperationMode, readonly string[]> = {
  air: ['origin_airport', 'destination_airport', 'commodity'],
  ocean: ['pol', 'pod', 'commodity'],
  road: ['origin_city', 'destination_city', 'commodity'],
  multimodal: [],
};
const SHADOWED_IN_EVERY_MODE = ['seguro_flag', 'tipo_seguro', 'condicion'];

export function isOperationMode(v: unknown): v is OperationMode {
  return typeof v === 'string' && (OPERATION_MODES as readonly string[]).includes(v);
}

/** A stored document without the keys that duplicate custom fields. */
export function withoutShadowedKeys(mode: OperationMode, doc: ModeDocument): ModeDocument {
  const hidden = new Set([...SHADOWED_KEYS[mode], ...SHADOWED_IN_EVERY_MODE]);
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !hidden.has(k)));
}

function parseDocument(data: string): ModeDocument | null {
  try {
    const v: unknown = JSON.parse(data);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as ModeDocument) : null;
  } catch {
    return null;
  }
}

const emptyDetails = (): ModeDetails => ({ air: null, ocean: null, road: null, multimodal: null });

/** The stored documents of each deal id as saved (every key, mirrors not filled): what typed fields are written into. */
export async function loadModeDocuments(em: EntityManager, dealIds: readonly number[]): Promise<ModeDetails[]> {
  const ids = [...new Set(dealIds)];
  const rows = ids.length ? await em.find(DealModeDetailEntity, { where: { dealId: In(ids) }, select: { dealId: true, mode: true, data: true } }) : [];
  const byDeal = new Map<number, ModeDetails>();
  for (const r of rows) {
    if (!isOperationMode(r.mode)) continue;
    const details = byDeal.get(r.dealId) ?? emptyDetails();
    details[r.mode] = parseDocument(r.data);
    byDeal.set(r.dealId, details);
  }
  return dealIds.map((id) => byDeal.get(id) ?? emptyDetails());
}

/**
 * The operation fields that are the home of a mode document's mirrors (domain shipment.ts: doc_master,
 * doc_house, peso_bruto), per deal id (one query).
 */
export async function loadMirrorFields(em: EntityManager, dealIds: readonly number[]): Promise<Array<MirrorFields & ModeField>> {
  const ids = [...new Set(dealIds)];
  const keys = [...SHIPMENT_MIRROR_KEYS, MODE_FIELD_KEY];
  const rows = ids.length ? await em.find(DealCustomFieldEntity, { where: { dealId: In(ids), key: In(keys) }, select: { dealId: true, key: true, value: true } }) : [];
  const byDeal = new Map<number, MirrorFields>();
  for (const r of rows) byDeal.set(r.dealId, { ...byDeal.get(r.dealId), [r.key]: r.value });
  return dealIds.map((id) => byDeal.get(id) ?? {});
}

/**
 * The per-mode details of each deal id (two queries), as read: shadowed keys left out, mirrors filled
 * from their operation field (so what our screens edit reaches the original client's tab), null when
 * never saved.
 */
export async function loadModeDetails(em: EntityManager, dealIds: readonly number[]): Promise<ModeDetails[]> {
  const docs = await loadModeDocuments(em, dealIds);
  const anyDoc = docs.some((d) => Object.values(d).some(Boolean));
  const mirrors = anyDoc ? await loadMirrorFields(em, dealIds) : dealIds.map((): MirrorFields & ModeField => ({}));
  return docs.map((details, i) => {
    const out = emptyDetails();
    for (const mode of OPERATION_MODES) {
      const doc = details[mode];
      // Only the operation's own mode gets mirror keys it does not have yet; others keep the ones they have.
      const own = shipmentModeOf(mirrors[i][MODE_FIELD_KEY]) === mode;
      out[mode] = doc ? documentWithMirrors(mode, withoutShadowedKeys(mode, doc), mirrors[i], !own) : null;
    }
    return out;
  });
}

/** Stores the document of one deal and mode (insert or replace), inside the caller's transaction. */
export async function storeModeDetail(em: EntityManager, dealId: number, mode: OperationMode, doc: ModeDocument, userId: number): Promise<void> {
  const data = JSON.stringify(doc);
  const res = await em.update(DealModeDetailEntity, { dealId, mode }, { data, updatedByUserId: userId });
  if (res.affected) return;
  try {
    await em.insert(DealModeDetailEntity, { dealId, mode, data, updatedByUserId: userId });
  } catch (e) {
    // A concurrent first save of the same deal and mode won the unique key: this one replaces it.
    if (!isDuplicateKey(e)) throw e;
    await em.update(DealModeDetailEntity, { dealId, mode }, { data, updatedByUserId: userId });
  }
}
