import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scriptedApollo } from '../../test/scriptedApollo';
import { QuoteStatusBlock } from './QuoteStatusBlock';

const lifecycle = (over: Record<string, unknown> = {}) => ({
  __typename: 'QuoteLifecycle',
  quoteId: 3,
  versionNo: 2,
  status: 'enviada',
  displayStatus: 'vencida',
  label: 'Vencida',
  validUntil: '2026-11-20',
  sentAt: '2026-11-10T12:00:00.000Z',
  answeredAt: null,
  reason: null,
  reasonText: null,
  targets: ['aceptada', 'rechazada'],
  ...over,
});

function setup(canWrite = true) {
  const api = scriptedApollo((op) => {
    if (op.operationName === 'DealQuoteStatus') return { data: { deal: { __typename: 'Deal', id: 7, quoteStatus: lifecycle() } } };
    if (op.operationName === 'QuoteRejectReasons')
      return { data: { params: [{ __typename: 'ParamGroup', key: 'motivo_cierre', values: ['Precio', 'Otro'].map((value, i) => ({ __typename: 'ParamValue', id: i + 1, value, ord: i, active: true })) }] } };
    if (op.operationName === 'SetQuoteStatus')
      return { data: { setQuoteStatus: { __typename: 'QuoteStatusResult', lifecycle: lifecycle({ status: 'rechazada', displayStatus: 'rechazada', label: 'Rechazada', reason: 'Precio', targets: ['enviada', 'aceptada'] }), budgetConfirmed: false, budgetMessage: null, stageName: null } } };
    return { data: null };
  });
  render(<QuoteStatusBlock dealId={7} canWrite={canWrite} />, { wrapper: api.wrapper });
  return api;
}

describe('QuoteStatusBlock', () => {
  it('an open version past its validity reads Vencida (amber) with its last day; a rejection needs a reason of the list', async () => {
    const api = setup();
    const badge = await screen.findByTestId('quote-status');
    expect(badge).toHaveTextContent('Vencida');
    expect(badge.className).toMatch(/vencida/);
    expect(screen.getByText('(válida hasta 20/11/2026)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechazada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presupuesto v2 rechazado' });
    await user.click(within(dialog).getByRole('button', { name: 'Marcar rechazado' }));
    expect(await within(dialog).findByText('Elegí el motivo del rechazo.')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Precio' });
    await user.selectOptions(within(dialog).getByLabelText('Motivo (obligatorio)'), 'Precio');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar rechazado' }));
    await waitFor(() => expect(api.sentOf('SetQuoteStatus')).toHaveLength(1));
    expect(api.sentOf('SetQuoteStatus')[0].variables).toEqual({ input: { dealId: 7, versionNo: 2, status: 'rechazada', reason: 'Precio', reasonText: null } });
  });

  it('a reader sees the status without the buttons', async () => {
    setup(false);
    expect(await screen.findByTestId('quote-status')).toHaveTextContent('Vencida');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
