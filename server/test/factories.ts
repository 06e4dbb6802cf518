import type { Role } from '@crm/domain';
import bcrypt from 'bcrypt';
import { UserEntity } from '../src/modules/users/user.entity';
import type { TestApp } from './test-app';

let seq = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++seq}`;

export interface MadeUser {
  user: UserEntity;
  password: string;
  token: string;
}

/** A user with unique defaults and a valid token. */
export async function makeUser(
  t: TestApp,
  opts: { role?: Role; name?: string; email?: string; password?: string; isActive?: boolean } = {},
): Promise<MadeUser> {
  const password = opts.password ?? 'Clave-segura-1';
  const repo = t.ds.getRepository(UserEntity);
  const res = await repo.insert({
    name: opts.name ?? `Usuario ${unique()}`,
    email: (opts.email ?? `u-${unique()}@test.local`).toLowerCase(),
    passwordHash: await bcrypt.hash(password, 4),
    role: opts.role ?? 'viewer',
    isActive: opts.isActive ?? true,
  });
  const user = await repo.findOneByOrFail({ id: Number(res.identifiers[0].id) });
  return { user, password, token: t.services.auth.issueToken(user) };
}

export async function adminToken(t: TestApp): Promise<string> {
  const admin = await t.ds.getRepository(UserEntity).findOneByOrFail({ email: 'admin@test.local' });
  return t.services.auth.issueToken(admin);
}
