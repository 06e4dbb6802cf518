import { type Request, Router } from 'express';
import { activityRow } from '../activities';
import { bodyId, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { restListOrder } from '../../core/graphql/list-order';
import { validateInput } from '../../core/input/validate';
import { ContactFilter, type ContactSortKey, CreateContactInput, UpdateContactInput } from './contacts.inputs';
import type { ContactData } from './contacts.service';

/** REST-CONTRACT "contacts" row. */
export function contactRow(c: ContactData) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    title: c.title,
    org_id: c.orgId,
    org_name: c.orgName,
    label: c.label,
    owner_user_id: c.ownerUserId,
    visibility: c.visibility,
    notes: c.notes,
    created_at: restDateTime(c.createdAt),
  };
}

/** snake_case body → input class; unknown keys (id, created_by_user_id …) are ignored. */
function contactInput(b: Record<string, unknown>) {
  return {
    name: bodyText(b.name),
    email: bodyText(b.email),
    phone: bodyText(b.phone),
    title: bodyText(b.title),
    label: bodyText(b.label),
    notes: bodyText(b.notes),
    orgId: bodyId(b.org_id),
    ownerUserId: bodyId(b.owner_user_id),
    visibility: bodyText(b.visibility),
  };
}

/** The query filters of GET /contacts (and of its CSV export). */
export function contactListFilter(req: Request): Promise<ContactFilter> {
  const hasEmail = optionalStringQuery(req, 'has_email');
  return validateInput(ContactFilter, {
    q: optionalStringQuery(req, 'q'),
    orgId: optionalIdQuery(req, 'org_id'),
    label: optionalStringQuery(req, 'label'),
    ownerUserId: optionalIdQuery(req, 'owner_user_id'),
    visibility: optionalStringQuery(req, 'visibility'),
    hasEmail: hasEmail === undefined ? undefined : bodyBool(hasEmail),
  });
}

export function contactsRoutes(services: Services): Router {
  const r = Router();

  r.get('/contacts', async (req, res) => {
    const actor = signedIn(res);
    const page = limitOffset(req);
    const filter = await contactListFilter(req);
    res.json((await services.contacts.list(actor, filter, page, restListOrder<ContactSortKey>(req.query))).map(contactRow));
  });

  r.get('/contacts/:id', async (req, res) => {
    const actor = signedIn(res);
    const { contact, deals } = await services.contacts.detail(actor, idParam(req));
    // Through the activities service, as on the deal: rows with their author (REST-CONTRACT "Activity authors").
    const activities = await services.activities.list(actor, { personId: contact.id }, { limit: 500, offset: 0 });
    res.json({
      ...contactRow(contact),
      activities: activities.map(activityRow),
      deals: deals.map((d) => ({ id: d.id, title: d.title, value: d.value, org_name: d.orgName, reference: d.reference, stage_id: d.stageId })),
    });
  });

  /** 201 { id }; an email that a visible contact already has → 200 { id, deduped: true }. */
  r.post('/contacts', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CreateContactInput, contactInput(restBody(req)));
    const { contact, deduped } = await services.contacts.create(actor, input);
    if (deduped) res.status(200).json({ id: contact.id, deduped: true });
    else res.status(201).json({ id: contact.id });
  });

  // Answers the updated row (the contract also allows { ok: true }).
  r.patch('/contacts/:id', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(UpdateContactInput, contactInput(restBody(req)));
    res.json(contactRow(await services.contacts.update(actor, idParam(req), input)));
  });

  return r;
}
