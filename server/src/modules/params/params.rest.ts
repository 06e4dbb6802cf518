import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restBody } from '../../core/rest/body';
import { bodyInt } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restFlag } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateParamValueInput, PARAM_MESSAGES, UpdateParamValueInput } from './params.inputs';
import type { ParamValueView } from './params.types';

const paramRow = (p: ParamValueView) => ({ id: p.id, key: p.key, value: p.value, ord: p.ord, active: restFlag(p.active) });

export function paramsRoutes(services: Services): Router {
  const r = Router();

  /** `?keys=a,b` → { a: [...], b: [...] } sorted by ord; without keys every key. Keys without values are absent. */
  r.get('/params', async (req, res) => {
    const actor = signedIn(res);
    const raw = req.query.keys;
    if (raw !== undefined && typeof raw !== 'string') throw new AppError('VALIDATION', PARAM_MESSAGES.keysInvalid);
    const rows = await services.params.list(actor, raw === undefined ? null : raw.split(','));
    const out: Record<string, ReturnType<typeof paramRow>[]> = {};
    for (const p of rows) (out[p.key] ??= []).push(paramRow(p));
    res.json(out);
  });

  r.post('/params', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateParamValueInput, {
      key: b.key,
      value: b.value,
      ord: b.ord === null || b.ord === '' ? undefined : bodyInt(b.ord),
      active: b.active === undefined || b.active === null ? undefined : bodyBool(b.active),
    });
    res.status(201).json(paramRow(await services.params.create(actor, input)));
  });

  r.patch('/params/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateParamValueInput, {
      value: b.value,
      ord: b.ord === null || b.ord === '' ? undefined : bodyInt(b.ord),
      active: b.active === undefined || b.active === null ? undefined : bodyBool(b.active),
    });
    res.json(paramRow(await services.params.update(actor, idParam(req), input)));
  });

  r.delete('/params/:id', async (req, res) => {
    await services.params.remove(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  return r;
}
