import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, paraguayToday } from '@crm/domain';
import type { ShipmentFieldsFragment } from '../../gql/graphql';
import { scriptedApollo, type ScriptedAnswer, type SentOperation } from '../../test/scriptedApollo';
import { hasUnsavedChanges, UNSAVED_CHANGES_PROMPT } from '../../ui/unsavedChanges';
import { ShipmentTab } from './ShipmentTab';
import { SHIPMENT_FIX_FIELDS, SHIPMENT_SAVED, useShipmentEdit } from './useShipmentEdit';

// userEvent typing through a whole form is slow on a loaded machine; nothing here measures time.
jest.setTimeout(30_000);

const today = paraguayToday(new Date());

const milestone = (code: string, label: string, planned: string | null = null, actual: string | null = null) => ({ __typename: 'Milestone' as const, code, label, planned, actual });

function shipment(over: Partial<ShipmentFieldsFragment['ocean']> = {}, milestones = [milestone('reserva', 'Reserva confirmada'), milestone('salida', 'Salida'), milestone('arribo', 'Arribo')]): ShipmentFieldsFragment {
  const nulls = <K extends string>(keys: K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
  return {
    __typename: 'Shipment',
    dealId: 5,
    mode: 'ocean',
    air: { __typename: 'AirDetails', ...nulls(['airline', 'flight', 'mawb', 'hawb', 'transshipmentAirport', 'etd', 'transshipmentArrival', 'transshipmentDeparture', 'eta', 'pieces', 'chargeableKg', 'grossKg']) },
    ocean: {
      __typename: 'OceanDetails',
      ...nulls(['shippingLine', 'vessel', 'voyage', 'transshipmentPort', 'mbl', 'hbl', 'etd', 'eta', 'freeDays', 'transitDays', 'grossKg']),
      containers: [{ __typename: 'ShipmentContainer', type: "40'HC", number: 'MSKU1234565', seal: 'S-1' }],
      ...over,
    },
    road: { __typename: 'RoadDetails', ...nulls(['carrier', 'truckPlate', 'trailerPlate', 'driver', 'driverPhone', 'crt', 'micDta', 'borderCrossing', 'temperature', 'hazmat', 'etd', 'eta', 'grossKg']) },
    multimodal: { __typename: 'MultimodalDetails', etd: null, eta: null, legs: [] },
    milestones,
  } as ShipmentFieldsFragment;
}

const params = {
  params: [
    { __typename: 'ParamGroup', key: 'puerto', values: [{ __typename: 'ParamValue', id: 1, value: 'UYMVD Montevideo', ord: 1, active: true }] },
    { __typename: 'ParamGroup', key: 'aeropuerto', values: [] },
    { __typename: 'ParamGroup', key: 'transportista', values: [{ __typename: 'ParamValue', id: 2, value: 'MSC', ord: 1, active: true }] },
  ],
};

function Harness({ canWrite = true }: { canWrite?: boolean }) {
  const edit = useShipmentEdit(5);
  return <ShipmentTab edit={edit} canWrite={canWrite} />;
}

function setup(answer: (op: SentOperation) => ScriptedAnswer | undefined, initial = shipment()) {
  let current = initial;
  const api = scriptedApollo((op) => {
    const own = answer(op);
    if (own) return own;
    if (op.operationName === 'OperationShipment') return { data: { shipment: current } };
    if (op.operationName === 'ShipmentParamOptions') return { data: params };
    if (op.operationName === 'OperationView') return { data: { deal: null } };
    return { errors: [{ message: `sin respuesta para ${op.operationName}` }] };
  });
  render(<Harness />, { wrapper: api.wrapper });
  return { ...api, setShipment: (s: ShipmentFieldsFragment) => (current = s) };
}

test('a container number with a wrong ISO 6346 check digit is shown next to it and nothing is sent; fixed, the save sends the changed fields only', async () => {
  const api = setup((op) =>
    op.operationName === 'SaveShipment' ? { data: { saveShipment: shipment({ vessel: 'MSC Aurora' }) } } : undefined,
  );
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Contenedores' });
  expect(hasUnsavedChanges()).toBe(false);
  await user.type(screen.getByLabelText('Buque'), 'MSC Aurora');
  // Leaving the operation now asks first (the router's guard reads this).
  expect(hasUnsavedChanges()).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Agregar contenedor' }));
  await user.selectOptions(screen.getByLabelText('Tipo del contenedor 2'), "20'ST");
  await user.type(screen.getByLabelText('Número del contenedor 2'), 'csqu3054384');
  const number = screen.getByLabelText('Número del contenedor 2');
  expect(number).toHaveValue('CSQU3054384');
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number.closest('td')).toHaveTextContent('El dígito de control no coincide: para CSQU305438 es 3.');

  await user.click(screen.getByRole('button', { name: 'Guardar embarque' }));
  expect(await screen.findByText(SHIPMENT_FIX_FIELDS)).toBeInTheDocument();
  expect(api.sentOf('SaveShipment')).toHaveLength(0);

  await user.clear(number);
  await user.type(number, 'CSQU3054383');
  expect(number).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Guardar embarque' }));
  expect(await screen.findByText(SHIPMENT_SAVED)).toBeInTheDocument();
  expect(hasUnsavedChanges()).toBe(false);
  expect(api.sentOf('SaveShipment').map((o) => o.variables.input)).toEqual([
    {
      dealId: 5,
      mode: 'ocean',
      ocean: {
        vessel: 'MSC Aurora',
        containers: [
          { type: "40'HC", number: 'MSKU1234565', seal: 'S-1' },
          { type: "20'ST", number: 'CSQU3054383', seal: null },
        ],
      },
    },
  ]);
});

test("the server's field error shows in Spanish next to the field", async () => {
  setup((op) =>
    op.operationName === 'SaveShipment'
      ? { errors: [{ message: 'Hasta 365 días libres.', extensions: { code: 'BAD_USER_INPUT', field: 'ocean.freeDays' } }] }
      : undefined,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Días libres'), '14');
  await user.click(screen.getByRole('button', { name: 'Guardar embarque' }));
  const field = screen.getByLabelText('Días libres');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field.parentElement).toHaveTextContent('Hasta 365 días libres.');
});

test('the place field suggests the port list; a typed code is kept in capitals', async () => {
  setup(() => undefined);
  const user = userEvent.setup();
  const port = await screen.findByLabelText('Puerto de trasbordo');
  await waitFor(() => expect(document.querySelector(`#${CSS.escape(port.getAttribute('list') ?? 'none')} option[value="UYMVD"]`)).not.toBeNull());
  await user.type(port, 'uymvd');
  expect(port).toHaveValue('UYMVD');
});

test('the timeline: a planned day passed without its actual one is late (red row, alert); ETA is the arrival plan', async () => {
  setup(
    () => undefined,
    shipment({ etd: addDays(today, -20), eta: addDays(today, -2) }, [
      milestone('reserva', 'Reserva confirmada', addDays(today, -30), addDays(today, -30)),
      milestone('salida', 'Salida', addDays(today, -20), addDays(today, -19)),
      milestone('arribo', 'Arribo', addDays(today, -2)),
    ]),
  );
  const table = await screen.findByRole('table', { name: 'Hitos' });
  const arribo = within(table).getByTestId('milestone-arribo');
  expect(arribo).toHaveTextContent('Atrasado');
  expect(arribo).toHaveTextContent('(ETA)');
  expect(within(table).getByTestId('milestone-reserva')).toHaveTextContent('Cumplido');
  expect(screen.getByTestId('late-milestones')).toHaveTextContent('Arribo: previsto para el');
});

test('discarding typed changes asks first; declined, they stay', async () => {
  setup(() => undefined);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Viaje'), '612W');
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
  expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
  expect(screen.getByLabelText('Viaje')).toHaveValue('612W');
  await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
  expect(screen.getByLabelText('Viaje')).toHaveValue('');
  confirm.mockRestore();
});

test('a viewer sees the details without save buttons', async () => {
  const api = scriptedApollo((op) => (op.operationName === 'OperationShipment' ? { data: { shipment: shipment({ vessel: 'MSC Aurora' }) } } : { data: params }));
  render(<Harness canWrite={false} />, { wrapper: api.wrapper });
  expect(await screen.findByLabelText('Buque')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Guardar embarque' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Agregar contenedor' })).not.toBeInTheDocument();
});
