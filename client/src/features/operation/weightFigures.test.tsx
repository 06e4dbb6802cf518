import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { OperationParamsDocument, type OperationParamsQuery } from '../../gql/graphql';
import { NewOperationModal } from '../deals/NewOperationModal';
import { pipelinesMock, referenceMock, unitsMock } from '../deals/testMocks';
import { always } from '../organizations/crmFixtures';
import { OperationDetail } from './OperationDetail';
import type { OperationDeal } from './operationForm';

// The new-operation modal and the operation view read the same volume, mode and office setting: they
// must show the same volumetric and chargeable weights (one rule per mode, the spec's 167 only in legacy mode).

type Params = OperationParamsQuery['params'];

const legacyParams: Params = [
  { __typename: 'ParamGroup', key: 'volumetric_factor_mode', values: [{ __typename: 'ParamValue', id: 1, value: 'legacy', ord: 10, active: true }] },
];

const paramsMock = (params: Params): MockLink.MockedResponse => always({ request: { query: OperationParamsDocument }, result: { data: { params } } });

async function modalFigures(params: Params, mode: string, volume: string): Promise<string> {
  const { unmount } = render(
    <MockedProvider mocks={[pipelinesMock(), referenceMock, unitsMock, paramsMock(params)]} mockLinkDefaultOptions={{ delay: 0 }}>
      <NewOperationModal pipelineId={1} businessUnit={null} onClose={jest.fn()} onCreated={jest.fn()} />
    </MockedProvider>,
  );
  const d = within(screen.getByRole('dialog', { name: 'Nueva operación' }));
  const user = userEvent.setup();
  await d.findByText('OP-000042');
  await user.selectOptions(d.getByLabelText('Transporte'), mode);
  await user.type(d.getByLabelText('Volumen (m³)'), volume);
  const text = d.getByTestId('chargeable-preview').textContent ?? '';
  unmount();
  return text;
}

function viewFigures(params: Params, values: Record<string, string>): string {
  const deal = { id: 5, reference: 'OP-000005', orgName: 'Acme S.A.', value: 0 } as unknown as OperationDeal;
  const { unmount } = render(
    <MockedProvider mocks={[]}>
      <OperationDetail
        deal={deal}
        values={values}
        editing={false}
        params={params}
        valueText=""
        valueError={null}
        errors={{}}
        onValueText={jest.fn()}
        onChange={jest.fn()}
        files={[]}
        documents={null}
      />
    </MockedProvider>,
  );
  const text = screen.getByLabelText('Volumen y pesos calculados').textContent ?? '';
  unmount();
  return text;
}

describe('the new-operation modal and the operation view show the same weights for the same cargo', () => {
  test.each([
    ['air 1,5 m³ (divisor 6000)', [], 'AEREO', '1,5', '250', '250', 'Aéreo 1:6000'],
    ['sea 58 m³ (divisor 1000)', [], 'MARITIMO', '58', '58.000', '58.000', 'Marítimo 1:1000'],
    ['air 1,5 m³ in an office with the legacy 167 kg/m³', legacyParams, 'AEREO', '1,5', '250,50', '250,50', '167 kg/m³'],
  ] as Array<[string, Params, string, string, string, string, string]>)('%s', async (_label, params, mode, volume, volumetric, chargeable, factor) => {
    const modal = await modalFigures(params, mode, volume);
    expect(modal).toBe(`Peso volumétrico: ${volumetric} kg · Peso cobrable: ${chargeable} kg (${factor})`);
    const view = viewFigures(params, { vol_m3: volume, modalidad_carga: mode });
    expect(view).toContain(`Peso volumétrico (kg)${volumetric}Peso cobrable (kg)${chargeable}Factor${factor}`);
  });
});
