/**
 * Collation-safe text: the audit log never fails the write it records because of a character. Inputs are
 * cleaned before they reach a service (core/input/text-guard.ts); this covers what could still reach the
 * log: half an emoji from a cut, or text stored before that guard existed.
 */
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AuditEventEntity } from './audit-event.entity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('lone surrogates in meta and a description cut inside an emoji are stored as well-formed text, on every engine', async () => {
  const description = `${'d'.repeat(499)}😀 y más`;
  await t.services.audit.log(null, {
    action: 'update',
    entity: 'organization',
    entityId: 1,
    description,
    meta: { changes: { name: ['viejo\ud800', 'nuevo 😀'] }, ['clave\udc00']: ['a\u0000b', { n: 1 }] },
  });
  const [row] = await t.ds.getRepository(AuditEventEntity).find({ order: { id: 'DESC' }, take: 1 });
  expect(row.description).toBe('d'.repeat(499));
  expect(row.meta).toEqual({ changes: { name: ['viejo\uFFFD', 'nuevo 😀'] }, ['clave\uFFFD']: ['a\u0000b', { n: 1 }] });
});
