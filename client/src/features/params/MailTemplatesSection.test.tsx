import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATES } from '@crm/domain';
import { MailTemplatesAdminDocument, ParamsAdminDocument, ResetMailTemplateDocument, UpdateMailTemplateDocument } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { hasUnsavedChanges } from '../../ui/unsavedChanges';
import { PARAM_GROUPS } from './paramSections';

const tpl = (key: string, over: { subject?: string; body?: string; edited?: boolean } = {}) => {
  const t = MAIL_TEMPLATES.find((x) => x.key === key)!;
  return {
    __typename: 'MailTemplateText' as const,
    key: t.key,
    label: t.label,
    subject: over.subject ?? t.defaultSubject,
    body: over.body ?? t.defaultBody,
    edited: over.edited ?? false,
    defaultSubject: t.defaultSubject,
    defaultBody: t.defaultBody,
    attachments: [...t.attachments, ...(t.documents ?? [])],
  };
};

const templatesMock = (templates: ReturnType<typeof tpl>[]): MockLink.MockedResponse => ({
  request: { query: MailTemplatesAdminDocument },
  result: {
    data: {
      mailTemplates: templates,
      mailPlaceholders: Object.entries(MAIL_PLACEHOLDERS).map(([name, p]) => ({ __typename: 'MailPlaceholder', name: `{${name}}`, label: p.label })),
    },
  },
});

const paramsMock: MockLink.MockedResponse = {
  request: { query: ParamsAdminDocument, variables: { keys: PARAM_GROUPS.flatMap((g) => g.sections.map((s) => s.key)) } },
  result: { data: { params: [] } },
};

function renderParams(mocks: MockLink.MockedResponse[]) {
  storeLogin(ADMIN);
  return renderApp('/admin/params', { mocks: [meMock(ADMIN), paramsMock, ...mocks] });
}

describe('Parámetros → Plantillas de correo', () => {
  it('shows each template with its text and placeholders; an unknown placeholder is refused next to the field, nothing sent', async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({ data: { updateMailTemplate: tpl('quote') } }));
    renderParams([
      templatesMock([tpl('quote'), tpl('status_report')]),
      { request: { query: UpdateMailTemplateDocument, variables: () => true }, result: update },
    ]);
    const form = await screen.findByRole('form', { name: 'Plantilla Presupuesto' });
    expect(within(form).getByRole('textbox', { name: 'Asunto' })).toHaveValue('{referencia} — Presupuesto: {titulo}');
    expect(within(form).getByText('Adjunta: Presupuesto (PDF).')).toBeInTheDocument();
    expect(screen.getByText('{cliente}')).toBeInTheDocument();
    const body = within(form).getByRole('textbox', { name: 'Texto' });
    await user.clear(body);
    await user.type(body, 'Hola {{nombre}}');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/^No existe el dato \{nombre\}\. Podés usar: \{referencia\}/);
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAttribute('aria-describedby', alert.id);
    expect(update).not.toHaveBeenCalled();

    const subject = within(form).getByRole('textbox', { name: 'Asunto' });
    await user.clear(subject);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getAllByRole('alert').map((a) => a.textContent)).toContain('El asunto es obligatorio.');
    expect(update).not.toHaveBeenCalled();
  });

  it('an edited text not saved counts as unsaved work (leaving asks first); putting it back clears it', async () => {
    const user = userEvent.setup();
    renderParams([templatesMock([tpl('quote')])]);
    const form = await screen.findByRole('form', { name: 'Plantilla Presupuesto' });
    expect(hasUnsavedChanges()).toBe(false);
    const subject = within(form).getByRole('textbox', { name: 'Asunto' });
    await user.type(subject, ' urgente');
    expect(hasUnsavedChanges()).toBe(true);
    await user.clear(subject);
    await user.type(subject, '{{referencia} — Presupuesto: {{titulo}');
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('saves an edited text and restores the original one', async () => {
    const user = userEvent.setup();
    const edited = tpl('status_report', { subject: 'STATUS DE EMBARQUE {referencia}', edited: true });
    const update = jest.fn(() => ({ data: { updateMailTemplate: edited } }));
    const reset = jest.fn(() => ({ data: { resetMailTemplate: tpl('status_report') } }));
    renderParams([
      templatesMock([tpl('status_report')]),
      { request: { query: UpdateMailTemplateDocument, variables: { key: 'status_report', input: { subject: 'STATUS DE EMBARQUE {referencia}', body: tpl('status_report').body } } }, result: update },
      { request: { query: ResetMailTemplateDocument, variables: { key: 'status_report' } }, result: reset },
    ]);
    const form = await screen.findByRole('form', { name: 'Plantilla Reporte de estado del embarque' });
    expect(within(form).queryByRole('button', { name: 'Restaurar texto original' })).toBeNull();
    const subject = within(form).getByRole('textbox', { name: 'Asunto' });
    await user.clear(subject);
    await user.type(subject, 'STATUS DE EMBARQUE {{referencia}');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'Restaurar texto original' }));
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Plantilla Reporte de estado del embarque' })).getByRole('textbox', { name: 'Asunto' })).toHaveValue('{referencia} — Estado del embarque: {titulo}'));
  });
});
