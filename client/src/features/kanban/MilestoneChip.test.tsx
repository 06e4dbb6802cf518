import { render, screen, waitFor } from '@testing-library/react';
import { addDays, paraguayToday } from '@crm/domain';
import { scriptedApollo } from '../../test/scriptedApollo';
import { MilestoneChip, MilestoneChipsProvider } from './MilestoneChip';
import { milestoneChipFace } from './milestoneChipFace';

const now = new Date();
const today = paraguayToday(now);
const m = (code: string, label: string, planned: string | null, actual: string | null = null) => ({ __typename: 'Milestone' as const, code, label, planned, actual });

describe('milestoneChipFace', () => {
  test.each([
    ['next planned, not yet due', [m('reserva', 'Reserva confirmada', addDays(today, -3), addDays(today, -3)), m('arribo', 'Arribo', addDays(today, 2))], 'Arribo', false],
    ['planned day passed without actual: late', [m('salida', 'Salida', addDays(today, -1)), m('arribo', 'Arribo', addDays(today, 9))], 'Salida', true],
    ['planned today is not late yet', [m('arribo', 'Arribo', today)], 'Arribo', false],
    ['skips milestones without a planned day', [m('reserva', 'Reserva confirmada', null), m('entrega', 'Entrega', addDays(today, 1))], 'Entrega', false],
  ])('%s', (_, rows, label, late) => {
    const face = milestoneChipFace(rows, today)!;
    expect(face.text.startsWith(label)).toBe(true);
    expect(face.late).toBe(late);
  });

  test('no chip when every dated milestone is done or none has a day', () => {
    expect(milestoneChipFace([m('arribo', 'Arribo', addDays(today, -2), addDays(today, -2))], today)).toBeNull();
    expect(milestoneChipFace([m('arribo', 'Arribo', null)], today)).toBeNull();
  });
});

test('the chips of many cards come from one dealMilestones query; a late one is red', async () => {
  const api = scriptedApollo(() => ({
    data: {
      dealMilestones: [
        { __typename: 'ShipmentRow', dealId: 1, milestones: [m('arribo', 'Arribo', addDays(today, -1))] },
        { __typename: 'ShipmentRow', dealId: 3, milestones: [m('salida', 'Salida', addDays(today, 4))] },
      ],
    },
  }));
  const ids = [1, 2, 3, 4, 5, 6];
  render(
    <MilestoneChipsProvider dealIds={ids}>
      {ids.map((id) => (
        <div key={id} data-testid={`card-${id}`}>
          <MilestoneChip dealId={id} now={now} />
        </div>
      ))}
    </MilestoneChipsProvider>,
    { wrapper: api.wrapper },
  );
  await waitFor(() => expect(screen.getAllByTestId('milestone-chip')).toHaveLength(2));
  expect(api.sentOf('DealMilestones')).toEqual([{ operationName: 'DealMilestones', variables: { dealIds: ids } }]);
  const late = screen.getByTestId('card-1').querySelector('[data-testid="milestone-chip"]')!;
  expect(late).toHaveAttribute('data-late', 'true');
  expect(late).toHaveTextContent('Atrasado: Arribo');
  expect(screen.getByTestId('card-3').querySelector('[data-testid="milestone-chip"]')).not.toHaveAttribute('data-late');
  expect(screen.getByTestId('card-2')).toBeEmptyDOMElement();
});
