import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeUser } from '../../../test/factories';

/**
 * Show the server's reason: a refused input names its field (extensions.field) besides the Spanish message, so
 * the client shows the reason next to the field that caused it.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await makeUser(t, { role: 'venta' })).token;
});
afterAll(() => t.close());

async function createDeal(input: object) {
  const res = await request(t.app)
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .send({ query: 'mutation($i: CreateDealInput!) { createDeal(input: $i) { id } }', variables: { i: input } });
  return res.body.errors?.[0];
}

test('a 301-character title answers its message and the field "title"', async () => {
  const err = await createDeal({ title: 'x'.repeat(301), pipelineId: 1, stageId: 1 });
  expect(err).toMatchObject({ message: 'El título admite hasta 300 caracteres.', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
});

test('a nested input names the nested field', async () => {
  const err = await createDeal({ title: 'X', pipelineId: 1, stageId: 1, contact: { email: 'no-es-email' } });
  expect(err?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contact.email' });
});
