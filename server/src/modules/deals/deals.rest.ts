import { Router } from 'express';
import { actorOf, idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import { restBody, bodyId } from '../../core/rest/body';
import type { Services } from '../../core/services';
import { restListOrder } from '../../core/graphql/list-order';
import { validateInput } from '../../core/validation';
import { activityRow } from '../activities/activities.rest';
import { CreateDealInput, DealContactRef, DealFilter, DealOrganizationRef, type DealSortKey, UpdateDealInput } from './deals.inputs';
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

export function dealsRoutes(services: Services): Router {
  const r = Router();

  r.get('/deals', async (req, res) => {
    const actor = signedIn(res);
    const filter = await validateInput(DealFilter, {
      pipelineId: optionalIdQuery(req, 'pipeline_id'),
      stageId: optionalIdQuery(req, 'stage_id'),
      businessUnitId: optionalIdQuery(req, 'business_unit_id'),
      orgId: optionalIdQuery(req, 'org_id'),
      contactId: optionalIdQuery(req, 'contact_id'),
      advisorUserId: optionalIdQuery(req, 'deal_advisor_user_id'),
      orgBudgetStatus: optionalStringQuery(req, 'org_budget_status'),
      status: optionalStringQuery(req, 'status'),
      q: optionalStringQuery(req, 'q'),
    });
    const deals = await services.deals.list(actor, { filter, orderBy: restListOrder<DealSortKey>(req.query), ...limitOffset(req) });
    res.json(deals.map(dealRow));
  });

  r.get('/deals/next-reference', async (_req, res) => {
    res.json({ preview: await services.deals.nextReference(actorOf(res)) });
  });

  r.get('/deals/:id', async (req, res) => {
    const actor = signedIn(res);
    const deal = await services.deals.get(actor, idParam(req));
    // Through the activities service: activities also linked to a record the actor may not see stay hidden.
    const activities = await services.activities.list(actor, { dealId: deal.id }, { limit: 500, offset: 0 });
    res.json({
      deal: {
        ...dealRow(deal),
        description: deal.description,
        stage_name: deal.stageName,
        org_ruc: deal.orgRuc,
        org_address: deal.orgAddress,
        org_phone: deal.orgPhone,
        org_email: deal.orgEmail,
        contact_phone: deal.contactPhone,
        updated_at: restDateTime(deal.updatedAt),
      },
      activities: activities.map(activityRow),
    });
  });

  r.post('/deals', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const org = b.organization;
    const input = await validateInput(CreateDealInput, {
      title: b.title,
      description: b.description,
      value: b.value === undefined || b.value === null || b.value === '' ? 0 : money(b.value),
      pipelineId: bodyId(b.pipeline_id) ?? undefined,
      stageId: bodyId(b.stage_id) ?? undefined,
      businessUnitId: bodyId(b.business_unit_id),
      orgId: bodyId(b.org_id),
      organization: nested(DealOrganizationRef, org && typeof org === 'object' && !Array.isArray(org) ? { id: bodyId((org as Record<string, unknown>).id), name: (org as Record<string, unknown>).name } : org),
      contact: nested(
        DealContactRef,
        b.contact && typeof b.contact === 'object' && !Array.isArray(b.contact)
          ? { ...(b.contact as Record<string, unknown>), id: bodyId((b.contact as Record<string, unknown>).id) }
          : b.contact,
      ),
      advisorUserId: bodyId(b.deal_advisor_user_id),
    });
    const deal = await services.deals.create(actor, input);
    res.status(201).json({ id: deal.id, reference: deal.reference, title: deal.title });
  });

  r.patch('/deals/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateDealInput, {
      title: b.title,
      description: b.description,
      value: b.value === '' ? undefined : money(b.value),
      stageId: bodyId(b.stage_id) ?? undefined,
      status: b.status,
      orgId: bodyId(b.org_id),
      contactId: bodyId(b.contact_id),
      businessUnitId: bodyId(b.business_unit_id),
      advisorUserId: bodyId(b.deal_advisor_user_id),
    });
    await services.deals.update(actor, idParam(req), input);
    res.json({ ok: true });
  });

  return r;
}
