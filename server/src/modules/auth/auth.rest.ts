import { Router } from 'express';
import { clientIp, signedIn } from '../../core/rest/context';
import { restFlag } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { LoginInput } from './auth.inputs';

export function authRoutes(services: Services): Router {
  const r = Router();

  r.post('/auth/login', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = await validateInput(LoginInput, { email: body.email, password: body.password });
    const { token, user } = await services.auth.login(input, clientIp(req));
    res.json({ token, user: { id: user.id, name: user.name, email: user.email, role: user.role } });
  });

  const me = async (_req: unknown, res: import('express').Response) => {
    const user = await services.auth.me(signedIn(res));
    res.json({ id: user.id, name: user.name, email: user.email, role: user.role, is_active: restFlag(user.isActive) });
  };
  r.get('/auth/me', me);
  r.get('/users/me', me);

  r.post('/auth/logout', async (_req, res) => {
    await services.auth.logout(signedIn(res));
    res.json({ ok: true });
  });

  // Ends every session of the user (all devices); /auth/logout ends only the caller's own.
  r.post('/auth/logout-everywhere', async (_req, res) => {
    await services.auth.logoutEverywhere(signedIn(res));
    res.json({ ok: true });
  });

  return r;
}
