import { type Request, Router } from 'express';
import { activityRow } from '../activities';
import { bodyId, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime, restFlag } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { restListOrder } from '../../core/graphql/list-order';
import { validateInput } from '../../core/input/validate';
import type { OrganizationEntity } from './organization.entity';
import { CreateOrganizationInput, OrganizationFilter, type OrganizationSortKey, UpdateOrganizationInput } from './organizations.inputs';

/** Every organization field in snake_case (REST-CONTRACT "Organizations"). */
export function organizationRow(o: OrganizationEntity) {
  return {
    id: o.id,
    name: o.name,
    razon_social: o.razonSocial,
    ruc: o.ruc,
    address: o.address,
    email: o.email,
    city: o.city,
    country: o.country,
    phone: o.phone,
    rubro: o.rubro,
    tipo_org: o.tipoOrg,
    operacion: o.operacion,
    notes: o.notes,
    industry: o.industry,
    website: o.website,
    label: o.label,
    owner_user_id: o.ownerUserId,
    visibility: o.visibility,
    is_agent: restFlag(o.isAgent),
    modalities_supported: o.modalitiesSupported,
    advisor_user_id: o.advisorUserId,
    budget_status: o.budgetStatus,
    budget_profit_value: o.budgetProfitValue,
    created_by_user_id: o.createdByUserId,
    created_at: restDateTime(o.createdAt),
    updated_at: restDateTime(o.updatedAt),
  };
}

/** `1`/`0`/`true`/`false` → boolean; null clears; anything else reaches validation (400). */
const flag = (v: unknown) => (v === undefined || v === null ? v : bodyBool(v));

/** modalities_supported is comma-separated text; an array of strings is joined. */
const modalities = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? bodyText(v.join(',')) : bodyText(v));

/**
 * snake_case body → the input class GraphQL uses. Only the listed keys are copied: budget_status,
 * budget_profit_value, created_by_user_id, id and any unknown key are ignored.
 */
function organizationInput(b: Record<string, unknown>) {
  return {
    name: bodyText(b.name),
    razonSocial: bodyText(b.razon_social),
    ruc: bodyText(b.ruc),
    address: bodyText(b.address),
    email: bodyText(b.email),
    city: bodyText(b.city),
    country: bodyText(b.country),
    phone: bodyText(b.phone),
    rubro: bodyText(b.rubro),
    tipoOrg: bodyText(b.tipo_org),
    operacion: bodyText(b.operacion),
    notes: bodyText(b.notes),
    industry: bodyText(b.industry),
    website: bodyText(b.website),
    label: bodyText(b.label),
    ownerUserId: bodyId(b.owner_user_id),
    visibility: bodyText(b.visibility),
    isAgent: flag(b.is_agent),
    modalitiesSupported: modalities(b.modalities_supported),
    advisorUserId: bodyId(b.advisor_user_id),
  };
}

/** The query filters of GET /organizations (and of its accumulated profit and CSV export). */
export function organizationListFilter(req: Request): Promise<OrganizationFilter> {
  return validateInput(OrganizationFilter, {
    q: optionalStringQuery(req, 'q'),
    label: optionalStringQuery(req, 'label'),
    ownerUserId: optionalIdQuery(req, 'owner_user_id'),
    advisorUserId: optionalIdQuery(req, 'advisor_user_id'),
    visibility: optionalStringQuery(req, 'visibility'),
    budgetStatus: optionalStringQuery(req, 'budget_status'),
    isAgent: flag(optionalStringQuery(req, 'is_agent')),
  });
}

export function organizationsRoutes(services: Services): Router {
  const r = Router();

  r.get('/organizations', async (req, res) => {
    const actor = signedIn(res);
    const page = limitOffset(req);
    const rows = await services.organizations.list(actor, await organizationListFilter(req), page, restListOrder<OrganizationSortKey>(req.query));
    res.json(rows.map(organizationRow));
  });

  // Before /organizations/:id. The organizations screen's accumulated profit, with the list's filters.
  r.get('/organizations/accumulated-profit', async (req, res) => {
    const actor = signedIn(res);
    res.json({ accumulated_profit: await services.organizations.accumulatedProfit(actor, await organizationListFilter(req)) });
  });

  r.get('/organizations/:id', async (req, res) => {
    const actor = signedIn(res);
    const org = await services.organizations.getById(actor, idParam(req));
    const [contacts] = await services.contacts.forOrganizations(actor, [org.id]);
    const activities = await services.activities.list(actor, { orgId: org.id }, { limit: 500, offset: 0 });
    res.json({
      ...organizationRow(org),
      contacts: contacts.map((c) => ({ id: c.id, name: c.name, email: c.email, phone: c.phone, title: c.title })),
      activities: activities.map(activityRow),
    });
  });

  r.post('/organizations', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CreateOrganizationInput, organizationInput(restBody(req)));
    res.status(201).json(organizationRow(await services.organizations.create(actor, input)));
  });

  // Answers the updated row (REST-CONTRACT allows { ok: true }; the row saves the client a reload).
  r.patch('/organizations/:id', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(UpdateOrganizationInput, organizationInput(restBody(req)));
    res.json(organizationRow(await services.organizations.update(actor, idParam(req), input)));
  });

  return r;
}
