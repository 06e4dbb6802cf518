import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN, launch, signIn } from '../support/browser';
import { SCREENSHOTS } from '../support/env';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Parámetros → Plantillas de correo in Chromium, on a server of its own (the edited text would change other specs'
 * composers): the administrator edits the status report's template, a bad placeholder is refused next to the field,
 * and 'Enviar correo' on an operation fills from the edited text.
 */
jest.setTimeout(180_000);

let server: OwnServer;
let browser: Browser;
let token: string;

async function api<T = any>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

beforeAll(async () => {
  server = await startOwnServer({ name: 'mail-templates', env: { MAIL_FROM: 'Carga SA <operaciones@carga.test>' } });
  browser = await launch();
  token = (await api<{ token: string }>('POST', '/api/auth/login', ADMIN)).token;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("the office edits the status report's template under Parámetros and the operation's composer fills from it", async () => {
  const pipelines = await api<Array<{ id: number }>>('GET', '/api/pipelines');
  const stages = await api<Array<{ id: number; name: string }>>('GET', `/api/pipelines/${pipelines[0].id}/stages`);
  const deal = await api<{ id: number; reference: string }>('POST', '/api/deals', {
    title: 'Repuestos aéreos Miami',
    pipeline_id: pipelines[0].id,
    stage_id: stages[0].id,
    organization: { name: 'Importadora Ñandutí SA' },
    contact: { name: 'Carla Cliente', email: 'carla@nanduti.test' },
  });

  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'es-PY', viewport: { width: 1366, height: 900 } });
  const p = await context.newPage();
  await p.goto('/admin/params#plantillas-de-correo');
  await p.waitForURL(/\/login/);
  await signIn(p);
  await p.waitForURL((u) => u.pathname === '/admin/params');
  const form = p.getByRole('form', { name: 'Plantilla Reporte de estado del embarque' });
  await form.getByLabel('Asunto').waitFor();
  await form.getByLabel('Asunto').fill('{referencia} — STATUS DE EMBARQUE — {cliente}');
  await form.getByLabel('Texto').fill('Estimada/o {contacto}:\n\nLa carga {titulo} está en la etapa {etapa}.[ Total: {total}.]\n\n{nombre}');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const refusal = form.getByRole('alert');
  await refusal.waitFor();
  expect(await refusal.textContent()).toMatch(/^No existe el dato \{nombre\}\./);
  await form.screenshot({ path: join(SCREENSHOTS, 'mail-template-refused.png') });
  await form.getByLabel('Texto').fill('Estimada/o {contacto}:\n\nLa carga {titulo} está en la etapa {etapa}.[ Total: {total}.]\n\n{firma}');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await form.getByRole('button', { name: 'Restaurar texto original' }).waitFor();
  await p.getByText('Plantilla «Reporte de estado del embarque» guardada.').waitFor();

  await p.goto(`/operations/${deal.id}`);
  await p.getByRole('button', { name: 'Enviar correo' }).click();
  const dialog = p.getByRole('dialog', { name: 'Enviar correo' });
  await dialog.getByLabel('Asunto').waitFor();
  await dialog.getByLabel('Plantilla').selectOption('status_report');
  expect(await dialog.getByLabel('Asunto').inputValue()).toBe(`${deal.reference} — STATUS DE EMBARQUE — Importadora Ñandutí SA`);
  expect(await dialog.getByLabel('Texto').inputValue()).toBe(
    `Estimada/o Carla Cliente:\n\nLa carga Repuestos aéreos Miami está en la etapa ${stages[0].name}.\n\nSaludos cordiales,\nAdministrador\nCarga SA`,
  );
  expect(await dialog.getByRole('checkbox', { name: 'Reporte de estado del embarque' }).isChecked()).toBe(true);
  await dialog.screenshot({ path: join(SCREENSHOTS, 'mail-template-composer.png') });
  await context.close();
});
