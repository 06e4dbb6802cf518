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

/** The four roles of a test: the seeded admin's token and one user each of venta, ops and viewer (created in that order). */
export interface RoleUsers {
  admin: string;
  venta: MadeUser;
  ops: MadeUser;
  viewer: MadeUser;
}

export async function makeRoleUsers(t: TestApp, names: Partial<Record<'venta' | 'ops' | 'viewer', string>> = {}): Promise<RoleUsers> {
  const admin = await adminToken(t);
  const venta = await makeUser(t, { role: 'venta', name: names.venta });
  const ops = await makeUser(t, { role: 'ops', name: names.ops });
  const viewer = await makeUser(t, { role: 'viewer', name: names.viewer });
  return { admin, venta, ops, viewer };
}

// ── organizations and contacts ──
import { ContactEntity } from '../src/modules/contacts/contact.entity';
import { OrganizationEntity } from '../src/modules/organizations/organization.entity';

/** An organization row with unique defaults (company visibility, no owner unless told). */
export async function makeOrganization(t: TestApp, opts: Partial<OrganizationEntity> = {}): Promise<OrganizationEntity> {
  const repo = t.ds.getRepository(OrganizationEntity);
  const res = await repo.insert({ name: `Organización ${unique()}`, visibility: 'company', ...opts });
  return repo.findOneByOrFail({ id: Number(res.identifiers[0].id) });
}

/** A contact row with unique defaults (company visibility, no owner unless told). */
export async function makeContact(t: TestApp, opts: Partial<ContactEntity> = {}): Promise<ContactEntity> {
  const repo = t.ds.getRepository(ContactEntity);
  const res = await repo.insert({ name: `Contacto ${unique()}`, visibility: 'company', ...opts });
  return repo.findOneByOrFail({ id: Number(res.identifiers[0].id) });
}

// ── pipelines, stages, deals and activities (params/pipelines/labels/activities tests) ──
import { ActivityEntity } from '../src/modules/activities/activity.entity';
import { DealEntity } from '../src/modules/deals/deal.entity';
import { PipelineEntity } from '../src/modules/pipelines/pipeline.entity';
import { StageEntity } from '../src/modules/pipelines/stage.entity';

/** A pipeline with stages numbered 10, 20, 30… in the given order. */
export async function makePipeline(
  t: TestApp,
  stageNames: readonly string[] = ['Uno', 'Dos', 'Tres'],
  name = `Pipeline ${unique()}`,
): Promise<{ pipeline: PipelineEntity; stages: StageEntity[] }> {
  const res = await t.ds.getRepository(PipelineEntity).insert({ name });
  const pipeline = await t.ds.getRepository(PipelineEntity).findOneByOrFail({ id: Number(res.identifiers[0].id) });
  if (stageNames.length) {
    await t.ds.getRepository(StageEntity).insert(stageNames.map((n, i) => ({ pipelineId: pipeline.id, name: n, orderIndex: (i + 1) * 10 })));
  }
  const stages = await t.ds.getRepository(StageEntity).find({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC' } });
  return { pipeline, stages };
}

/** A deal row in `stage` (open unless told), without going through the deals service. */
export async function makeDealIn(t: TestApp, stage: StageEntity, opts: Partial<DealEntity> = {}): Promise<DealEntity> {
  const repo = t.ds.getRepository(DealEntity);
  const res = await repo.insert({ title: `Operación ${unique()}`, status: 'open', position: 0, ...opts, pipelineId: stage.pipelineId, stageId: stage.id });
  return repo.findOneByOrFail({ id: Number(res.identifiers[0].id) });
}

/** An activity row; link it with orgId, personId or dealId. */
export async function makeActivity(t: TestApp, opts: Partial<ActivityEntity> = {}): Promise<ActivityEntity> {
  const repo = t.ds.getRepository(ActivityEntity);
  const res = await repo.insert({ type: 'task', subject: `Actividad ${unique()}`, done: false, ...opts });
  return repo.findOneByOrFail({ id: Number(res.identifiers[0].id) });
}
