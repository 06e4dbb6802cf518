import { render, screen } from '@testing-library/react';
import { BudgetConfirmDialog } from './BudgetConfirmDialog';

function show(action: 'lock' | 'confirm' | 'reopen', amount: number) {
  const view = render(<BudgetConfirmDialog action={action} orgName="Acme S.A." amount={amount} onConfirm={jest.fn()} onCancel={jest.fn()} />);
  return view;
}

describe('confirming a budget whose general profit is negative warns before it is recorded', () => {
  test('confirm and lock with a loss show the warning beside the question', () => {
    for (const action of ['confirm', 'lock'] as const) {
      const view = show(action, -120);
      expect(screen.getByRole('alert')).toHaveTextContent('El profit general es negativo (USD -120,00): la operación da pérdida. Revisá la planilla antes de seguir.');
      view.unmount();
    }
  });

  test('a positive or zero profit, and reopening, show no warning', () => {
    for (const [action, amount] of [['confirm', 50], ['confirm', 0], ['reopen', -120]] as const) {
      const view = show(action, amount);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
