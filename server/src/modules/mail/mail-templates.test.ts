import { mailTemplate } from '@crm/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeContact, makeOrganization, makeRoleUsers, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { MailTemplateEntity } from './mail-template.entity';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let finanzas: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Valeria Venta' }));
  finanzas = await makeUser(t, { role: 'finanzas' });
});
afterAll(() => t.close());

const TEMPLATES = `{ mailTemplates { key label subject body edited defaultSubject defaultBody attachments } }`;
const UPDATE = `mutation($key: String!, $input: MailTemplateTextInput!) { updateMailTemplate(key: $key, input: $input) { key subject body edited } }`;
const RESET = `mutation($key: String!) { resetMailTemplate(key: $key) { key subject body edited } }`;
const COMPOSER = `query($id: Int!) { dealEmailComposer(dealId: $id) { templates { key subject body attachments } } }`;

async function makeDeal() {
  const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  const org = await makeOrganization(t, { name: 'Ferretería Itá SA' });
  const contact = await makeContact(t, { name: 'Carla Cliente', email: `carla${Date.now()}@cliente.test`, orgId: org.id });
  const repo = t.ds.getRepository(DealEntity);
  const id = Number((await repo.insert({ title: 'Carga aérea Miami', pipelineId: stage.pipelineId, stageId: stage.id, orgId: org.id, contactId: contact.id })).identifiers[0].id);
  const reference = `OP-${String(id).padStart(6, '0')}`;
  await repo.update({ id }, { reference });
  return { id, reference };
}

const composerTemplate = async (dealId: number, key: string, token = venta.token) => {
  const r = await gql(t, COMPOSER, { id: dealId }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.dealEmailComposer.templates.find((x: { key: string }) => x.key === key);
};

const templateEvents = () => t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'mail_template' }, order: { id: 'ASC' } });

afterEach(async () => {
  await t.ds.getRepository(MailTemplateEntity).clear();
});

describe('mail templates under Parámetros: the office edits the texts the composer fills', () => {
  test('everyone signed in reads them with their original texts; an office that edits nothing gets the same composer as before', async () => {
    const r = await gql(t, TEMPLATES, {}, viewer.token);
    expect(r.errors).toBeUndefined();
    const quote = r.data!.mailTemplates.find((x: { key: string }) => x.key === 'quote');
    expect(quote).toMatchObject({ label: 'Presupuesto', subject: '{referencia} — Presupuesto: {titulo}', edited: false, attachments: ['quote_pdf'] });
    expect(quote.defaultBody).toBe(quote.body);
    const deal = await makeDeal();
    const p = { reference: deal.reference, title: 'Carga aérea Miami', contactName: 'Carla Cliente', senderName: 'Valeria Venta', officeName: t.services.mail.config.from.name, stageName: null, quoteTotal: null, saleTotal: null };
    expect(await composerTemplate(deal.id, 'quote')).toMatchObject({ subject: mailTemplate('quote')!.subject(p), body: mailTemplate('quote')!.body(p), attachments: ['quote_pdf'] });
    expect((await api(t).get('/api/mail/templates')).status).toBe(401);
  });

  test('an administrator edits a template (GraphQL and REST): audited, and the composer of an operation fills from the edited text', async () => {
    const before = (await templateEvents()).length;
    const r = await gql(
      t,
      UPDATE,
      { key: 'status_report', input: { subject: '{referencia} — STATUS DE EMBARQUE {cliente}', body: 'Estimado/a {contacto}:\n\nEtapa actual: {etapa}.[ Factura {factura}.]\n\n{firma}' } },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateMailTemplate).toMatchObject({ key: 'status_report', edited: true });
    const deal = await makeDeal();
    const tpl = await composerTemplate(deal.id, 'status_report');
    expect(tpl.subject).toBe(`${deal.reference} — STATUS DE EMBARQUE Ferretería Itá SA`);
    const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
    expect(tpl.body).toBe(`Estimado/a Carla Cliente:\n\nEtapa actual: ${stage.name}.\n\nSaludos cordiales,\nValeria Venta\n${t.services.mail.config.from.name}`);
    expect(tpl.attachments).toEqual(['status_report']);
    // The other templates keep their original texts.
    expect((await composerTemplate(deal.id, 'quote')).subject).toBe(`${deal.reference} — Presupuesto: Carga aérea Miami`);

    const events = (await templateEvents()).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'update', description: 'Plantilla de correo «Reporte de estado del embarque» modificada' });
    expect((events[0].meta as { changes: Record<string, unknown> }).changes.subject).toEqual(['{referencia} — Estado del embarque: {titulo}', '{referencia} — STATUS DE EMBARQUE {cliente}']);

    const rest = await api(t, admin).put('/api/mail/templates/quote', { subject: 'Cotización {referencia}', body: '{saludo}\n\nAdjuntamos la cotización.\n\n{firma}' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ key: 'quote', subject: 'Cotización {referencia}', edited: true, default_subject: '{referencia} — Presupuesto: {titulo}' });
    // The server still puts the reference first when the edited subject does not start with it (at send time).
    expect((await composerTemplate(deal.id, 'quote', ops.token)).subject).toBe(`Cotización ${deal.reference}`);
    const listed = await api(t, viewer.token).get('/api/mail/templates');
    expect(listed.body.templates.find((x: { key: string }) => x.key === 'quote')).toMatchObject({ edited: true, subject: 'Cotización {referencia}' });
    expect(listed.body.placeholders).toContainEqual({ name: '{referencia}', label: 'Referencia de la operación' });
  });

  test('a placeholder that does not exist or an empty subject is refused with a Spanish message on its field, nothing stored', async () => {
    const before = (await templateEvents()).length;
    const rest = await api(t, admin).put('/api/mail/templates/quote', { subject: '{referencia}', body: 'Hola {nombre}' });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatch(/^No existe el dato \{nombre\}\. Podés usar: \{referencia\}/);
    const gb = await gql(t, UPDATE, { key: 'quote', input: { subject: '{referencia}', body: 'Hola {nombre}' } }, admin);
    expect((gb.errors![0].extensions as { field?: string }).field).toBe('body');
    const g = await gql(t, UPDATE, { key: 'quote', input: { subject: '   ', body: 'Hola' } }, admin);
    expect(codesOf(g)).toEqual(['BAD_USER_INPUT']);
    expect(g.errors![0].message).toBe('El asunto es obligatorio.');
    expect((g.errors![0].extensions as { field?: string }).field).toBe('subject');
    const unclosed = await gql(t, UPDATE, { key: 'quote', input: { subject: '{referencia', body: '' } }, admin);
    expect(unclosed.errors![0].message).toBe('Cada llave { se cierra con } y cada corchete [ con ], sin anidarlos.');
    expect(await t.ds.getRepository(MailTemplateEntity).count()).toBe(0);
    expect((await templateEvents()).length).toBe(before);
    expect(codesOf(await gql(t, UPDATE, { key: 'contrato', input: { subject: 'x', body: '' } }, admin))).toEqual(['NOT_FOUND']);
  });

  test('role matrix: only administrators change or restore them; venta, ops, finanzas and viewer are refused, nothing stored', async () => {
    for (const u of [venta, ops, finanzas, viewer]) {
      expect(codesOf(await gql(t, UPDATE, { key: 'quote', input: { subject: 'x {referencia}', body: '' } }, u.token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(t, RESET, { key: 'quote' }, u.token))).toEqual(['FORBIDDEN']);
      const put = await api(t, u.token).put('/api/mail/templates/quote', { subject: 'x', body: '' });
      expect([put.status, put.body]).toEqual([403, { error: 'No tenés permisos para realizar esta acción.' }]);
      expect((await api(t, u.token).post('/api/mail/templates/quote/reset', {})).status).toBe(403);
    }
    expect(await t.ds.getRepository(MailTemplateEntity).count()).toBe(0);
  });

  test('«Restaurar texto original» goes back to the text in code, audited; the composer fills from it again', async () => {
    await gql(t, UPDATE, { key: 'receipt', input: { subject: 'Recibo {recibo} — {referencia}', body: 'Gracias por tu pago.' } }, admin);
    const deal = await makeDeal();
    expect((await composerTemplate(deal.id, 'receipt')).body).toBe('Gracias por tu pago.');
    const before = (await templateEvents()).length;
    const r = await gql(t, RESET, { key: 'receipt' }, admin);
    expect(r.data!.resetMailTemplate).toMatchObject({ edited: false, subject: '{referencia} — Recibo[ N.º {recibo}][ — {cliente}]' });
    expect((await composerTemplate(deal.id, 'receipt')).subject).toBe(`${deal.reference} — Recibo — Ferretería Itá SA`);
    const events = (await templateEvents()).slice(before);
    expect(events.map((e) => e.description)).toEqual(['Plantilla de correo «Recibo»: texto original restaurado']);
    // Saving the original text back is no edit at all.
    const same = await api(t, admin).put('/api/mail/templates/receipt', { subject: mailTemplate('receipt')!.defaultSubject, body: mailTemplate('receipt')!.defaultBody });
    expect(same.body.edited).toBe(false);
    expect(await t.ds.getRepository(MailTemplateEntity).count()).toBe(0);
  });
});
