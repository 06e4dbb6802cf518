import { Router } from 'express';
import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { bodyId, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime, restFlag } from '../../core/rest/format';
import { limitOffset, optionalIdQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { ACTIVITY_TYPES } from './activity.entity';
import { ACTIVITY_MESSAGES, CreateActivityInput, UpdateActivityInput } from './activities.inputs';
import type { ActivityListFilter } from './activities.service';
import type { ActivityView } from './activities.types';

/** The row shape of REST-CONTRACT "activities" (due_date 'YYYY-MM-DD', done 0/1). */
export const activityRow = (a: ActivityView) => ({
  id: a.id,
  type: a.type,
  subject: a.subject,
  notes: a.notes,
  due_date: a.dueDate ?? null,
  done: restFlag(a.done),
  done_at: restDateTime(a.doneAt),
  done_by_user_id: a.doneByUserId,
  org_id: a.orgId,
  person_id: a.personId,
  deal_id: a.dealId,
  created_by_user_id: a.createdByUserId,
  // The original client shows the author of notes and calls (REST-CONTRACT "Activity authors").
  created_by: a.createdByUserId,
  created_by_name: a.createdByName,
  created_by_email: a.createdByEmail,
  created_at: restDateTime(a.createdAt),
});

function listFilter(req: Request): ActivityListFilter {
  const type = req.query.type;
  if (type !== undefined && type !== '' && (typeof type !== 'string' || !(ACTIVITY_TYPES as readonly string[]).includes(type))) {
    throw new AppError('VALIDATION', ACTIVITY_MESSAGES.typeInvalid);
  }
  const rawDone = req.query.done;
  let done: boolean | undefined;
  if (rawDone !== undefined && rawDone !== '') {
    const b = bodyBool(rawDone);
    if (typeof b !== 'boolean') throw new AppError('VALIDATION', ACTIVITY_MESSAGES.doneInvalid);
    done = b;
  }
  return {
    orgId: optionalIdQuery(req, 'org_id'),
    personId: optionalIdQuery(req, 'person_id'),
    dealId: optionalIdQuery(req, 'deal_id'),
    type: typeof type === 'string' && type ? type : undefined,
    done,
  };
}

export function activitiesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.activities;

  r.get('/activities', async (req, res) => {
    const actor = signedIn(res);
    const rows = await svc.list(actor, listFilter(req), limitOffset(req));
    res.json(rows.map(activityRow));
  });

  r.get('/activities/:id', async (req, res) => {
    res.json(activityRow(await svc.get(signedIn(res), idParam(req))));
  });

  r.post('/activities', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateActivityInput, {
      type: b.type === undefined || b.type === null || b.type === '' ? 'task' : b.type,
      subject: bodyText(b.subject),
      notes: bodyText(b.notes),
      dueDate: bodyText(b.due_date),
      done: b.done === undefined || b.done === null ? false : bodyBool(b.done),
      orgId: bodyId(b.org_id),
      personId: bodyId(b.person_id),
      dealId: bodyId(b.deal_id),
    });
    res.status(201).json(activityRow(await svc.create(actor, input)));
  });

  r.patch('/activities/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateActivityInput, {
      type: b.type === null || b.type === '' ? undefined : b.type,
      subject: bodyText(b.subject),
      notes: bodyText(b.notes),
      dueDate: bodyText(b.due_date),
      done: b.done === undefined || b.done === null ? undefined : bodyBool(b.done),
    });
    res.json(activityRow(await svc.update(actor, idParam(req), input)));
  });

  r.delete('/activities/:id', async (req, res) => {
    await svc.remove(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  // 'Deshacer' of the delete above, within the restore window.
  r.post('/activities/:id/restore', async (req, res) => {
    res.json(activityRow(await svc.restore(signedIn(res), idParam(req))));
  });

  return r;
}
