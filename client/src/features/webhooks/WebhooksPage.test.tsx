import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CreateWebhookDocument, WebhookDeliveriesDocument, WebhooksDocument } from '../../gql/graphql';
import { hasUnsavedChanges } from '../../ui/unsavedChanges';
import { WebhooksPage } from './WebhooksPage';

const hook = {
  __typename: 'Webhook' as const,
  id: 7,
  url: 'https://erp.example.com/crm',
  description: 'ERP',
  events: ['deal.created'],
  active: true,
  secretHint: 'whsec_abcd…',
  createdByName: 'Administrador',
  createdAt: '2026-11-24T08:00:00.000Z',
  pendingCount: 0,
  failedCount: 0,
};

const list = (webhooks: unknown[], maxUsageCount = 1): MockLink.MockedResponse => ({ request: { query: WebhooksDocument }, result: { data: { webhooks } }, maxUsageCount });
const deliveries: MockLink.MockedResponse = {
  request: { query: WebhookDeliveriesDocument, variables: () => true },
  result: {
    data: {
      webhookDeliveries: {
        __typename: 'WebhookDeliveryList',
        totalCount: 1,
        items: [
          {
            __typename: 'WebhookDelivery',
            id: 31,
            webhookId: 7,
            event: 'deal.created',
            status: 'delivered',
            attempts: 4,
            lastStatusCode: 200,
            lastError: null,
            lastAttemptAt: '2026-11-24T08:01:00.000Z',
            nextAttemptAt: null,
            deliveredAt: '2026-11-24T08:01:00.000Z',
            createdAt: '2026-11-24T08:00:00.000Z',
          },
        ],
      },
    },
  },
  maxUsageCount: 10,
};

describe('WebhooksPage', () => {
  it('asks for an event, sends the chosen ones, shows the secret once and the deliveries in Spanish', async () => {
    let sent: any = null;
    const create: MockLink.MockedResponse = {
      request: { query: CreateWebhookDocument, variables: (v: unknown) => ((sent = v), true) },
      result: { data: { createWebhook: { __typename: 'WebhookWithSecret', secret: 'whsec_secreto-de-prueba', webhook: hook } } },
    };
    render(
      <MockedProvider mocks={[list([]), create, list([hook], 10), deliveries]} mockLinkDefaultOptions={{ delay: 0 }}>
        <WebhooksPage />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await screen.findByText('Todavía no hay webhooks');
    await user.type(screen.getByLabelText('URL del receptor'), ' https://erp.example.com/crm ');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Registrar webhook' }));
    expect(screen.getByText('Elegí al menos un evento.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Operación creada (deal.created)'));
    await user.click(screen.getByLabelText('Operación cerrada (ganada o perdida) (deal.closed)'));
    await user.click(screen.getByRole('button', { name: 'Registrar webhook' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_secreto-de-prueba');
    expect(sent.input).toEqual({ url: 'https://erp.example.com/crm', events: ['deal.created', 'deal.closed'], description: null, secret: null });
    expect(hasUnsavedChanges()).toBe(false);
    const table = await screen.findByRole('table', { name: 'Entregas de https://erp.example.com/crm' });
    const row = await within(table).findByRole('row', { name: /deal\.created/ });
    expect(within(row).getByText('Entregado')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['31', '4', '200', 'Reenviar']));
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  });
});
