import { dealKeyAlias, type DealKeyAlias, quoteKeyValue, quoteKeyViews } from '@crm/domain';
import { Router } from 'express';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CustomFieldValueInput, UpsertCustomFieldInput } from './custom-fields.inputs';
import type { CustomFieldData, CustomFieldKind } from './custom-fields.types';

/** Path segment, owner kind and the owner column name of the REST row (REST-CONTRACT: deal_id, org_id, person_id). */
const OWNER_PATHS: ReadonlyArray<readonly [string, CustomFieldKind, string]> = [
  ['deals', 'deal', 'deal_id'],
  ['organizations', 'org', 'org_id'],
  ['contacts', 'contact', 'person_id'],
];

function fieldRow(ownerKey: string, f: CustomFieldData) {
  return {
    id: f.id,
    [ownerKey]: f.ownerId,
    key: f.key,
    label: f.label,
    type: f.type,
    value: f.value,
    created_at: restDateTime(f.createdAt),
    updated_at: restDateTime(f.updatedAt),
  };
}

/**
 * A deal row read under the spec's quote key (incoterms, peso_bruto_kg, …): the same stored field
 * (same id, so a PUT to it writes the one value), with the quote's label, type and number form.
 */
function quoteKeyRow(ownerKey: string, f: CustomFieldData, alias: DealKeyAlias, value: string | null) {
  return { ...fieldRow(ownerKey, f), key: alias.quoteKey, label: alias.quoteLabel, type: alias.quoteType, value };
}

/** The deal's rows plus the spec's quote keys the original client's quote screen reads (one key per fact is stored). */
function dealRows(ownerKey: string, fields: CustomFieldData[]) {
  const views = quoteKeyViews(fields).map((v) => quoteKeyRow(ownerKey, v.field, v.alias, v.value));
  return [...fields.map((f) => fieldRow(ownerKey, f)), ...views];
}

/** Values are stored as text: finite numbers are accepted and converted; other types reach validation. */
const valueOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

export function customFieldsRoutes(services: Services): Router {
  const r = Router();
  for (const [path, kind, ownerKey] of OWNER_PATHS) {
    r.get(`/${path}/:id/custom-fields`, async (req, res) => {
      const fields = await services.customFields.list(signedIn(res), kind, idParam(req));
      res.json(kind === 'deal' ? dealRows(ownerKey, fields) : fields.map((f) => fieldRow(ownerKey, f)));
    });

    /** Upsert on (owner, key): 201 with a new row, 200 with an updated one. */
    r.post(`/${path}/:id/custom-fields`, async (req, res) => {
      const actor = signedIn(res);
      const b = restBody(req);
      const input = await validateInput(UpsertCustomFieldInput, {
        key: b.key,
        label: b.label === '' ? null : b.label,
        type: b.type === '' ? null : b.type,
        value: valueOf(b.value),
      });
      const { field, created } = await services.customFields.upsert(actor, kind, idParam(req), input);
      // A spec quote key is answered under the key the client sent, as it reads it back.
      const alias = kind === 'deal' && typeof input.key === 'string' ? dealKeyAlias(input.key.trim()) : null;
      res.status(created ? 201 : 200).json(alias ? quoteKeyRow(ownerKey, field, alias, quoteKeyValue(alias, field.value)) : fieldRow(ownerKey, field));
    });

    r.put(`/${path}/:id/custom-fields/:fieldId`, async (req, res) => {
      const actor = signedIn(res);
      const input = await validateInput(CustomFieldValueInput, { value: valueOf(restBody(req).value) });
      const field = await services.customFields.update(actor, kind, idParam(req), idParam(req, 'fieldId'), input.value);
      res.json(fieldRow(ownerKey, field));
    });
  }
  return r;
}
