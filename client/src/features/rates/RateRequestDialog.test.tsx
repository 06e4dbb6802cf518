import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scriptedApollo } from '../../test/scriptedApollo';
import { RateRequestDialog } from './RateRequestDialog';

const draft = {
  __typename: 'RateRequestDraft',
  dealId: 9,
  reference: 'OP-000009',
  smtpConfigured: true,
  prefill: { __typename: 'RateRequestPrefill', mode: 'air', operationType: 'IMPORT', origin: 'Miami (MIA)', destination: 'Asunción (ASU)', incoterm: 'FCA', goods: 'Repuestos', packages: '4 CAJAS', weightKg: 320.5, volumeM3: null },
  suggestions: [
    { __typename: 'ProviderSuggestion', orgId: 21, name: 'Aéreo Uno', email: 'tarifas@uno.test', score: 4, routes: [{ __typename: 'ProviderRoute', id: 1, mode: 'air', origin: 'Miami', destination: 'Asunción' }] },
    { __typename: 'ProviderSuggestion', orgId: 22, name: 'Sin Correo', email: null, score: 2, routes: [{ __typename: 'ProviderRoute', id: 2, mode: null, origin: 'Miami', destination: 'Lima' }] },
  ],
};

describe('RateRequestDialog', () => {
  it('pre-fills from the operation, ticks the matching providers with an address, checks the weight and sends one request each', async () => {
    const api = scriptedApollo((op) => {
      if (op.operationName === 'RateRequestDraft') return { data: { rateRequestDraft: draft } };
      if (op.operationName === 'RateRequests') return { data: { rateRequests: [] } };
      if (op.operationName === 'SendRateRequests') return { data: { sendRateRequests: [] } };
      return { data: null };
    });
    const onClose = jest.fn();
    render(<RateRequestDialog dealId={9} onClose={onClose} />, { wrapper: api.wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar tarifa' });
    expect(await within(dialog).findByLabelText('Origen')).toHaveValue('Miami (MIA)');
    expect(within(dialog).getByLabelText('Peso bruto (kg)')).toHaveValue('320,5');
    expect(within(dialog).getByRole('checkbox', { name: 'Aéreo Uno — tarifas@uno.test' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sin Correo (sin email)' })).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(within(dialog).getByLabelText('Peso bruto (kg)'));
    await user.type(within(dialog).getByLabelText('Peso bruto (kg)'), 'mucho');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar 1 solicitud' }));
    expect(await within(dialog).findByText('Ingresá el peso en kg, por ejemplo 1.250,5.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Peso bruto (kg)'));
    await user.type(within(dialog).getByLabelText('Peso bruto (kg)'), '1.250,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar 1 solicitud' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentOf('SendRateRequests')[0].variables).toEqual({
      input: { dealId: 9, providerOrgIds: [21], mode: 'air', operationType: 'IMPORT', origin: 'Miami (MIA)', destination: 'Asunción (ASU)', incoterm: 'FCA', goods: 'Repuestos', packages: '4 CAJAS', weightKg: 1250.5, volumeM3: null, notes: null },
    });
  });
});
