import { Router } from 'express';
import { bodyId, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { AddFollowupNoteInput, FOLLOWUP_MESSAGES, LogCallInput, NextTaskInput } from './followups.inputs';
import { AppError } from '../../core/errors/app-error';

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
  outcome: c.outcome,
  next_activity_id: c.nextActivityId,
  invalidated_at: restDateTime(c.invalidatedAt),
  invalidated_reason: c.invalidatedReason,
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

/** `next_task: {subject, due_at, remind_minutes}` as the nested input (anything else but null/absent is refused). */
function nextTaskOf(v: unknown): NextTaskInput | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw new AppError('VALIDATION', FOLLOWUP_MESSAGES.nextTaskInvalid, 'next_task');
  const o = v as Record<string, unknown>;
  return Object.assign(new NextTaskInput(), { subject: bodyText(o.subject), dueAt: bodyText(o.due_at), remindMinutes: bodyInt(o.remind_minutes) });
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
      outcome: b.outcome === null || b.outcome === '' ? undefined : b.outcome,
      nextTask: nextTaskOf(b.next_task),
    });
    res.status(201).json(callRow(await svc.logCall(actor, input)));
  });

  r.post('/followups/calls/:id/invalidate', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const reason = typeof b.reason === 'string' ? b.reason : '';
    res.json(callRow(await svc.invalidateCall(actor, idParam(req), reason)));
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
