import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { LABEL_SCOPES, type LabelScope } from './label.entity';
import { CreateLabelInput, LABEL_MESSAGES, UpdateLabelInput } from './labels.inputs';
import type { LabelView } from './labels.types';

const labelRow = (l: LabelView) => ({ id: l.id, name: l.name, scope: l.scope, color: l.color });

export function labelsRoutes(services: Services): Router {
  const r = Router();

  r.get('/labels', async (req, res) => {
    const actor = signedIn(res);
    const raw = req.query.scope;
    let scope: LabelScope | null = null;
    if (raw !== undefined && raw !== '') {
      if (typeof raw !== 'string' || !(LABEL_SCOPES as readonly string[]).includes(raw)) throw new AppError('VALIDATION', LABEL_MESSAGES.scopeInvalid);
      scope = raw as LabelScope;
    }
    res.json((await services.labels.list(actor, scope)).map(labelRow));
  });

  r.post('/labels', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateLabelInput, { name: b.name, scope: b.scope, color: b.color === '' || b.color === null ? undefined : b.color });
    res.status(201).json(labelRow(await services.labels.create(actor, input)));
  });

  r.patch('/labels/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateLabelInput, { name: b.name, color: b.color === '' ? undefined : b.color });
    res.json(labelRow(await services.labels.update(actor, idParam(req), input)));
  });

  r.delete('/labels/:id', async (req, res) => {
    await services.labels.remove(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  return r;
}
