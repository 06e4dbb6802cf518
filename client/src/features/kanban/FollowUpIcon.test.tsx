import { render, screen } from '@testing-library/react';
import { DealCardView } from './DealCard';
import { card } from './testBoard';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

test.each([
  ['no next step', { nextDueAt: null }, 'Sin próximo paso', 'missing'],
  ['overdue next step', { nextDueAt: iso(NOW.getTime() - 60_000) }, 'Próximo paso vencido', 'overdue'],
])('the card shows an icon for a %s', (_n, over, label, state) => {
  render(<DealCardView card={card(1, 10, over)} now={NOW} />);
  const icon = screen.getByRole('img', { name: label });
  expect(icon).toHaveAttribute('data-state', state);
});

test('a next step on time shows no icon; the card turns red only past its stage idle days', () => {
  const { rerender, container } = render(
    <DealCardView card={card(1, 10, { nextDueAt: iso(NOW.getTime() + DAY), lastTouchAt: iso(NOW.getTime() - 3 * DAY), stuckDays: 3 })} now={NOW} />,
  );
  expect(screen.queryByTestId('next-step-icon')).toBeNull();
  expect(container.firstElementChild).not.toHaveAttribute('data-stuck');
  rerender(<DealCardView card={card(1, 10, { nextDueAt: iso(NOW.getTime() + DAY), lastTouchAt: iso(NOW.getTime() - 3 * DAY - 1), stuckDays: 3 })} now={NOW} />);
  expect(container.firstElementChild).toHaveAttribute('data-stuck', 'true');
  // The quote badge is its own thing: unchanged by the idle signal.
  expect(screen.queryByTestId('deadline-badge')).toBeNull();
});
