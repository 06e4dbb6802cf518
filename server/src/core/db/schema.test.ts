import { ParamValueEntity } from '../../modules/params/param-value.entity';
import { LabelEntity } from '../../modules/labels/label.entity';
import { BusinessUnitEntity } from '../../modules/business-units/business-unit.entity';
import { PipelineEntity } from '../../modules/pipelines/pipeline.entity';
import { StageEntity } from '../../modules/pipelines/stage.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { seedDatabase } from '../../seed/seed';
import { SEED_LABELS, SEED_PARAMS } from '../../seed/initial-data';
import { ADMIN, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('after the migrations run, the entities and the database agree (zero schema drift)', async () => {
  const log = await t.ds.driver.createSchemaBuilder().log();
  expect(log.upQueries.map((q) => q.query)).toEqual([]);
});

test('every table of the foundation exists', async () => {
  for (const table of ['users', 'business_units', 'pipelines', 'stages', 'param_values', 'audit_events', 'login_throttles']) {
    expect(await t.ds.createQueryRunner().hasTable(table)).toBe(true);
  }
});

test('the seed creates the admin, three business units, the pipeline with seven stages and the pick-lists', async () => {
  const admin = await t.ds.getRepository(UserEntity).findOneByOrFail({ email: ADMIN.email });
  expect(admin.role).toBe('admin');
  expect(admin.isActive).toBe(true);

  const units = await t.ds.getRepository(BusinessUnitEntity).find({ order: { id: 'ASC' } });
  expect(units.map((u) => u.keySlug)).toEqual(['atm-cargo', 'industrial-rayflex', 'industrial-boplan']);

  const [pipeline] = await t.ds.getRepository(PipelineEntity).find();
  expect(pipeline.name).toBe('Operaciones');
  const stages = await t.ds.getRepository(StageEntity).find({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC' } });
  expect(stages.map((s) => [s.name, s.orderIndex])).toEqual([
    ['Prospecto', 10],
    ['Cotizar', 20],
    ['Cotizado', 30],
    ['Conf a Coord', 40],
    ['En tránsito', 50],
    ['Entregado', 60],
    ['Cerrado', 70],
  ]);

  const params = await t.ds.getRepository(ParamValueEntity).find({ order: { key: 'ASC', ord: 'ASC' } });
  for (const key of Object.keys(SEED_PARAMS)) {
    const rows = params.filter((p) => p.key === key);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.ord)).toEqual(rows.map((_, i) => (i + 1) * 10));
    expect(rows.every((r) => r.active)).toBe(true);
  }
  expect(params.filter((p) => p.key === 'org_rubro').map((p) => p.value)).toContain('Seguro');

  const labels = await t.ds.getRepository(LabelEntity).find({ order: { id: 'ASC' } });
  expect(labels.map((l) => [l.name, l.scope, l.color])).toEqual(SEED_LABELS.map((l) => [l.name, l.scope, l.color]));
  expect(new Set(labels.map((l) => l.scope))).toEqual(new Set(['person', 'organization']));
});

test('labels are seeded only into an empty table: deleted ones do not come back', async () => {
  const repo = t.ds.getRepository(LabelEntity);
  const [first] = await repo.find({ order: { id: 'ASC' }, take: 1 });
  await repo.delete({ id: first.id });
  const left = await repo.count();
  await seedDatabase(t.ds, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, bcryptCost: 4, log: () => {} });
  expect(await repo.count()).toBe(left);
  expect(await repo.countBy({ name: first.name, scope: first.scope })).toBe(0);
});

test('the seed is idempotent: running it again adds nothing and prints no password', async () => {
  const count = async () => ({
    users: await t.ds.getRepository(UserEntity).count(),
    units: await t.ds.getRepository(BusinessUnitEntity).count(),
    stages: await t.ds.getRepository(StageEntity).count(),
    params: await t.ds.getRepository(ParamValueEntity).count(),
    labels: await t.ds.getRepository(LabelEntity).count(),
  });
  const before = await count();
  const lines: string[] = [];
  const res = await seedDatabase(t.ds, { adminEmail: 'otro@test.local', adminPassword: undefined, bcryptCost: 4, log: (l) => lines.push(l) });
  expect(res.adminCreated).toBe(false);
  expect(lines).toEqual([]);
  expect(await count()).toEqual(before);
});
