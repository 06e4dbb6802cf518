import type { OperationMeasures } from '@crm/domain';
import { type Request, Router } from 'express';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import { restBody, bodyId, bodyText } from '../../core/rest/body';
import type { Services } from '../../core/services';
import { restListOrder } from '../../core/graphql/list-order';
import { validateInput } from '../../core/input/validate';
import { activityRow } from '../activities';
import { CloseDealInput, CreateDealInput, DEAL_MESSAGES, DealContactRef, DealFilter, DealOrganizationRef, type DealSortKey, SAVE_OPERATION_FIELDS_MAX, UpdateDealInput } from './deals.inputs';
import { expectedVersion } from '../../core/rest/expected-version';
import { AppError } from '../../core/errors/app-error';
import { UpsertCustomFieldInput } from '../custom-fields';
import type { DealView } from './deals.types';

/** The row of GET /deals (REST-CONTRACT "Deals"). */
export function dealRow(d: DealView) {
  return {
    id: d.id,
    reference: d.reference,
    title: d.title,
    value: d.value,
    status: d.status,
    pipeline_id: d.pipelineId,
    stage_id: d.stageId,
    business_unit_id: d.businessUnitId,
    business_unit_name: d.businessUnitName,
    business_unit_key: d.businessUnitKey,
    org_id: d.orgId,
    org_name: d.orgName,
    contact_id: d.contactId,
    contact_name: d.contactName,
    contact_email: d.contactEmail,
    created_at: restDateTime(d.createdAt),
    created_by_user_id: d.createdByUserId,
    created_by_name: d.createdByName,
    deal_advisor_user_id: d.advisorUserId,
    deal_advisor_name: d.advisorName,
    org_advisor_name: d.orgAdvisorName,
    org_budget_status: d.orgBudgetStatus,
    org_budget_profit_value: d.orgBudgetProfitValue,
    // Added (the contract's fields stay as they were): the operation's own budget, from its current cost-sheet revision.
    budget_status: d.budgetStatus,
    budget_profit_value: d.budgetProfitValue,
    // The real profit (USD) once the operation has a live supplier document (payables: budget against actual).
    real_profit_value: d.realProfitValue,
    close_reason: d.closeReason,
    close_reason_text: d.closeReasonText,
    closed_at: d.closedAt ? restDateTime(d.closedAt) : null,
    closed_by_name: d.closedByName,
  };
}

/** PATCH custom_fields: [{ key, label?, type?, value }] as the custom-fields POST takes each one (same class). */
async function customFieldsBody(raw: unknown): Promise<UpsertCustomFieldInput[]> {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > SAVE_OPERATION_FIELDS_MAX) throw new AppError('VALIDATION', DEAL_MESSAGES.fields);
  const out: UpsertCustomFieldInput[] = [];
  for (const f of raw) {
    if (typeof f !== 'object' || f === null || Array.isArray(f)) throw new AppError('VALIDATION', DEAL_MESSAGES.fields);
    const b = f as Record<string, unknown>;
    const value = typeof b.value === 'number' && Number.isFinite(b.value) ? String(b.value) : b.value;
    out.push(await validateInput(UpsertCustomFieldInput, { key: b.key, label: b.label === '' ? null : b.label, type: b.type === '' ? null : b.type, value }));
  }
  return out;
}

/** The deal of GET /deals/{id} and GET /operations/{id}: the row plus the detail fields. */
export function dealDetailRow(deal: DealView, measures?: OperationMeasures) {
  return {
    ...dealRow(deal),
    description: deal.description,
    stage_name: deal.stageName,
    org_ruc: deal.orgRuc,
    org_address: deal.orgAddress,
    org_phone: deal.orgPhone,
    org_email: deal.orgEmail,
    contact_phone: deal.contactPhone,
    updated_at: restDateTime(deal.updatedAt),
    // Chargeable weight per mode (additive): the chargeable weight per transport mode and the factor used.
    ...(measures ? { chargeable_weight_kg: measures.chargeable.chargeableKg, volumetric_factor_label: measures.chargeable.label } : {}),
  };
}

/** A nested REST object becomes an instance of its input class, so it is validated like in GraphQL. */
function nested<T extends object>(cls: new () => T, v: unknown): T | unknown {
  if (v === undefined || v === null) return v;
  if (typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.assign(new cls(), v);
}

function money(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(v)) return Number(v);
  return v;
}

/** PATCH value: any finite number, negative or fractional ('-50', '12.345'), as the profit the original client writes. */
function signedMoney(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A flat field of the original client's form, when it carries a value (absent, null and '' do not). */
const flat = (v: unknown): unknown => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * The organization and contact of POST /deals: `org_id` / `organization: {id, name}` / flat `org_name`, and
 * `contact: {id, name, email, phone}` / flat `contact_name`, `contact_email`, `contact_phone`
 * (REST-CONTRACT "New operation with flat fields": ids first, then names, flat over nested).
 */
function dealLinks(b: Record<string, unknown>) {
  const org = b.organization;
  const orgName = flat(b.org_name);
  let organization: unknown = org;
  if (isObject(org)) organization = { id: bodyId(org.id), name: orgName ?? bodyText(org.name) };
  else if ((org === undefined || org === null) && orgName !== undefined) organization = { name: orgName };
  const c = b.contact;
  const flatContact = { name: flat(b.contact_name), email: flat(b.contact_email), phone: flat(b.contact_phone) };
  const hasFlat = Object.values(flatContact).some((v) => v !== undefined);
  let contact: unknown = c;
  if (isObject(c)) {
    contact = {
      id: bodyId(c.id),
      name: flatContact.name ?? bodyText(c.name),
      email: flatContact.email ?? bodyText(c.email),
      phone: flatContact.phone ?? bodyText(c.phone),
    };
  } else if ((c === undefined || c === null) && hasFlat) contact = flatContact;
  return { organization: nested(DealOrganizationRef, organization), contact: nested(DealContactRef, contact) };
}

/** The query filters of GET /deals (and of the deal tables' CSV export). */
export function dealListFilter(req: Request): Promise<DealFilter> {
  return validateInput(DealFilter, {
    pipelineId: optionalIdQuery(req, 'pipeline_id'),
    stageId: optionalIdQuery(req, 'stage_id'),
    businessUnitId: optionalIdQuery(req, 'business_unit_id'),
    orgId: optionalIdQuery(req, 'org_id'),
    contactId: optionalIdQuery(req, 'contact_id'),
    advisorUserId: optionalIdQuery(req, 'deal_advisor_user_id'),
    orgBudgetStatus: optionalStringQuery(req, 'org_budget_status'),
    // Added: the operation's own budget (its current cost-sheet revision), as the workspace table filters it.
    budgetStatus: optionalStringQuery(req, 'budget_status'),
    status: optionalStringQuery(req, 'status'),
    q: optionalStringQuery(req, 'q'),
  });
}

export function dealsRoutes(services: Services): Router {
  const r = Router();

  r.get('/deals', async (req, res) => {
    const actor = signedIn(res);
    const filter = await dealListFilter(req);
    const deals = await services.deals.list(actor, { filter, orderBy: restListOrder<DealSortKey>(req.query), ...limitOffset(req) });
    res.json(deals.map(dealRow));
  });

  r.get('/deals/next-reference', async (_req, res) => {
    res.json({ preview: await services.deals.nextReference(signedIn(res)) });
  });

  r.get('/deals/:id', async (req, res) => {
    const actor = signedIn(res);
    const deal = await services.deals.get(actor, idParam(req));
    // Through the activities service: activities also linked to a record the actor may not see stay hidden.
    const activities = await services.activities.list(actor, { dealId: deal.id }, { limit: 500, offset: 0 });
    const [measures] = await services.deals.measuresFor([deal.id]);
    // `version` (additive): what a conditional PATCH sends back (body `version` or If-Match).
    res.json({ deal: { ...dealDetailRow(deal, measures), version: deal.editVersion ?? 0 }, activities: activities.map(activityRow) });
  });

  // REST-CONTRACT "Per-mode operation details": the operation screen loads these on open and saves one
  // mode's sub-form on save; never cached (a stale answer would put old values back into the form).
  r.get('/operations/:id', async (req, res) => {
    const actor = signedIn(res);
    const deal = await services.deals.get(actor, idParam(req));
    const details = await services.deals.modeDetails(actor, deal.id);
    res.set('Cache-Control', 'no-store').json({ ...dealDetailRow(deal), ...details });
  });

  r.put('/operations/:id/:mode', async (req, res) => {
    const actor = signedIn(res);
    const doc = await services.deals.saveModeDetail(actor, idParam(req), req.params.mode, restBody(req));
    res.set('Cache-Control', 'no-store').json(doc);
  });

  r.post('/deals', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateDealInput, {
      title: b.title,
      description: b.description,
      value: b.value === undefined || b.value === null || b.value === '' ? 0 : money(b.value),
      pipelineId: bodyId(b.pipeline_id) ?? undefined,
      stageId: bodyId(b.stage_id) ?? undefined,
      businessUnitId: bodyId(b.business_unit_id),
      orgId: bodyId(b.org_id),
      ...dealLinks(b),
      advisorUserId: bodyId(b.deal_advisor_user_id),
    });
    const accountExec = bodyId(b.account_exec_id);
    const deal = await services.deals.create(actor, input, { accountExecId: typeof accountExec === 'number' ? accountExec : null });
    res.status(201).json({ id: deal.id, reference: deal.reference, title: deal.title });
  });

  r.patch('/deals/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateDealInput, {
      title: b.title,
      description: b.description,
      value: b.value === '' ? undefined : signedMoney(b.value),
      stageId: bodyId(b.stage_id) ?? undefined,
      status: b.status,
      closeReason: b.close_reason,
      closeReasonText: b.close_reason_text,
      orgId: bodyId(b.org_id),
      contactId: bodyId(b.contact_id),
      businessUnitId: bodyId(b.business_unit_id),
      advisorUserId: bodyId(b.deal_advisor_user_id),
    });
    // Our clients send the version they loaded (body `version` or If-Match: a stale one → 409) and may
    // send the changed custom fields to save them with the deal in one transaction; the original client
    // sends neither and its PATCH stays unconditional.
    const version = await expectedVersion(req, b);
    const fields = await customFieldsBody(b.custom_fields);
    const saved = await services.deals.save(actor, idParam(req), input, { fields, expectedVersion: version });
    // The original client's answer stays { ok: true } exactly; a conditional save learns its next version.
    res.json(version === null ? { ok: true } : { ok: true, version: saved.editVersion ?? 0 });
  });

  // Won/lost with reasons: close as won or lost with a reason, and reopen.
  r.post('/deals/:id/close', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CloseDealInput, { outcome: b.outcome, reason: b.reason, reasonText: b.reason_text });
    res.json(dealDetailRow(await services.deals.close(actor, idParam(req), input)));
  });

  r.post('/deals/:id/reopen', async (req, res) => {
    res.json(dealDetailRow(await services.deals.reopen(signedIn(res), idParam(req))));
  });

  return r;
}
