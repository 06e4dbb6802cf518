import { isAdmin } from '@crm/domain';
import { Router } from 'express';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime, restFlag } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateUserInput, SetPasswordInput, UpdateUserInput } from './users.inputs';
import type { UserView } from './users.types';

/** Admins get every column; others only id and name (REST-CONTRACT "Auth and users"). */
function userRow(u: UserView) {
  if (u.email === null) return { id: u.id, name: u.name };
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    is_active: restFlag(u.isActive),
    created_at: restDateTime(u.createdAt),
    updated_at: restDateTime(u.updatedAt),
  };
}

export function usersRoutes(services: Services): Router {
  const r = Router();

  r.get('/users', async (_req, res) => {
    const actor = signedIn(res);
    const users = await services.users.list(actor);
    // Admin rows carry email; a non-admin sees their own row in full too, but the picker contract is id+name.
    res.json(users.map((u) => (isAdmin(actor.role) ? userRow(u) : { id: u.id, name: u.name })));
  });

  // Before /users/:id (REST-CONTRACT "Users picker"): active=1 (default) the active users, active=0 all of them.
  r.get('/users/select', async (req, res) => {
    const raw = req.query.active;
    const all = raw === '0' || raw === 'false';
    res.json(await services.users.selectable(signedIn(res), !all));
  });

  r.get('/users/:id', async (req, res) => {
    res.json(userRow(await services.users.getById(signedIn(res), idParam(req))));
  });

  r.post('/users', async (req, res) => {
    const actor = signedIn(res);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const input = await validateInput(CreateUserInput, {
      name: b.name,
      email: b.email,
      role: b.role ?? 'viewer',
      isActive: b.is_active === undefined ? true : bodyBool(b.is_active),
      password: b.password === '' ? undefined : b.password,
    });
    const user = await services.users.create(actor, input);
    res.status(201).json({ id: user.id });
  });

  r.patch('/users/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const input = await validateInput(UpdateUserInput, {
      name: b.name,
      email: b.email,
      role: b.role,
      isActive: b.is_active === undefined ? undefined : bodyBool(b.is_active),
    });
    await services.users.update(actor, idParam(req), input);
    res.json({ ok: true });
  });

  r.post('/users/:id/set-password', async (req, res) => {
    const actor = signedIn(res);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const input = await validateInput(SetPasswordInput, { newPassword: b.new_password ?? b.password });
    const user = await services.users.setPassword(actor, idParam(req), input);
    // Changing one's own password revokes the token in use: hand a fresh one back.
    res.json(actor.id === user.id ? { ok: true, token: services.auth.issueToken(user) } : { ok: true });
  });

  return r;
}
