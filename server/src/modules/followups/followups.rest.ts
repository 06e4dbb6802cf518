import { Router } from 'express';
import { bodyId, bodyText, restBody } from '../../core/rest/body';
import { signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { AddFollowupNoteInput, LogCallInput } from './followups.inputs';
import type { FollowupCallView, FollowupNoteView } from './followups.types';

export const callRow = (c: FollowupCallView) => ({
  id: c.id,
  source: c.source,
  activity_id: c.activityId,
  user_id: c.userId,
  org_id: c.orgId,
  org_name: c.orgName,
  contact_id: c.contactId,
  contact_name: c.contactName,
  deal_id: c.dealId,
  subject: c.subject,
  notes: c.notes,
  happened_at: c.happenedAt,
  duration_min: c.durationMin,
  created_at: restDateTime(c.createdAt),
});

export const noteRow = (n: FollowupNoteView) => ({
  id: n.id,
  source: n.source,
  activity_id: n.activityId,
  user_id: n.userId,
  org_id: n.orgId,
  org_name: n.orgName,
  contact_id: n.contactId,
  contact_name: n.contactName,
  deal_id: n.dealId,
  content: n.content,
  created_at: restDateTime(n.createdAt),
});

/** Forms send numbers as strings ('15'); '' or null means "not given" (the default applies). */
function bodyInt(v: unknown): unknown {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (typeof v === 'string' && /^\s*-?\d{1,9}\s*$/.test(v)) return Number(v);
  return v;
}

export function followupsRoutes(services: Services): Router {
  const r = Router();
  const svc = services.followups;

  const listOpts = (req: Parameters<Parameters<typeof r.get>[1]>[0]) => ({
    userId: optionalIdQuery(req, 'user_id') ?? null,
    q: optionalStringQuery(req, 'q') ?? null,
    ...limitOffset(req),
  });

  r.get('/followups/calls', async (req, res) => {
    const actor = signedIn(res);
    res.json((await svc.calls(actor, listOpts(req))).map(callRow));
  });

  r.post('/followups/calls', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(LogCallInput, {
      orgId: bodyId(b.org_id),
      contactId: bodyId(b.contact_id),
      dealId: bodyId(b.deal_id),
      subject: bodyText(b.subject),
      notes: bodyText(b.notes),
      happenedAt: bodyText(b.happened_at),
      durationMin: bodyInt(b.duration_min),
    });
    res.status(201).json(callRow(await svc.logCall(actor, input)));
  });

  r.get('/followups/notes', async (req, res) => {
    const actor = signedIn(res);
    res.json((await svc.notes(actor, listOpts(req))).map(noteRow));
  });

  r.post('/followups/notes', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(AddFollowupNoteInput, {
      orgId: bodyId(b.org_id),
      contactId: bodyId(b.contact_id),
      dealId: bodyId(b.deal_id),
      content: typeof b.content === 'string' ? b.content : b.content === undefined || b.content === null ? '' : b.content,
    });
    res.status(201).json(noteRow(await svc.addNote(actor, input)));
  });

  return r;
}
