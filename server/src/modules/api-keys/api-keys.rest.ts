import { Router } from 'express';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateApiKeyInput } from './api-keys.inputs';
import type { ApiKeyView } from './api-keys.types';

const keyRow = (k: ApiKeyView) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  role: k.role,
  created_by_user_id: k.createdById,
  created_by_name: k.createdByName,
  created_at: restDateTime(k.createdAt),
  expires_at: restDateTime(k.expiresAt),
  last_used_at: restDateTime(k.lastUsedAt),
  revoked_at: restDateTime(k.revokedAt),
});

export function apiKeysRoutes(services: Services): Router {
  const r = Router();

  r.get('/api-keys', async (_req, res) => {
    res.json((await services.apiKeys.list(signedIn(res))).map(keyRow));
  });

  r.post('/api-keys', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateApiKeyInput, { name: b.name, role: b.role, expiresInDays: b.expires_in_days ?? undefined });
    const created = await services.apiKeys.create(actor, input);
    res.status(201).json({ ...keyRow(created.key), secret: created.secret });
  });

  r.delete('/api-keys/:id', async (req, res) => {
    res.json(keyRow(await services.apiKeys.revoke(signedIn(res), idParam(req))));
  });

  return r;
}
