import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

function Fields() {
  return (
    <>
      <Tooltip id="tip" text="🚫 Presupuesto bloqueado" />
      <label>
        Tipo de cambio <input aria-describedby="tip" />
      </label>
      <label>
        Bloqueado <input aria-describedby="tip" disabled />
      </label>
      <label>
        Libre <input />
      </label>
    </>
  );
}

describe('Tooltip', () => {
  it('describes every field that names it, with the spec text exactly, before it is shown', () => {
    render(<Fields />);
    expect(screen.getByLabelText('Tipo de cambio')).toHaveAccessibleDescription('🚫 Presupuesto bloqueado');
    expect(screen.getByLabelText('Bloqueado')).toHaveAccessibleDescription('🚫 Presupuesto bloqueado');
    expect(screen.getByLabelText('Libre')).toHaveAccessibleDescription('');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover (also over a disabled field) and hides when the pointer leaves, drawing the 🚫 as an icon', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.hover(screen.getByLabelText('Bloqueado'));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('🚫 Presupuesto bloqueado', { normalizeWhitespace: false });
    expect(tip.querySelector('svg[data-icon="ban"]')).toHaveAttribute('aria-hidden', 'true');
    await user.unhover(screen.getByLabelText('Bloqueado'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A field that does not name it shows nothing.
    await user.hover(screen.getByLabelText('Libre'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, hides with Escape and when the focus leaves', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.tab();
    expect(screen.getByLabelText('Tipo de cambio')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('🚫 Presupuesto bloqueado', { normalizeWhitespace: false });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('Libre')).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
