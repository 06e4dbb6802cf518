import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { ModalForm } from './ModalForm';
import { UNSAVED_CHANGES_PROMPT } from './unsavedChanges';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <button>Otro</button>
      {open && (
        <Modal title="Prueba" onClose={() => setOpen(false)} footer={<button>Aceptar</button>}>
          <label>
            Campo
            <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, focuses its first field and traps Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Prueba' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Campo')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
  });

  it('closes on Escape even when focus fell to <body>, and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});

describe('ModalForm (nothing lost silently)', () => {
  afterEach(() => jest.restoreAllMocks());

  function FormHarness({ onSubmit }: { onSubmit: () => Promise<void> }) {
    const [open, setOpen] = useState(true);
    if (!open) return <p>Cerrado</p>;
    return (
      <ModalForm title="Alta" onClose={() => setOpen(false)} onSubmit={(e) => (e.preventDefault(), onSubmit())} submitLabel="Crear" busy={false} error={null}>
        <label>
          Nombre
          <input />
        </label>
      </ModalForm>
    );
  }

  it('closes at once while untouched; once something is typed, Escape and Cancelar ask first', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    const { unmount } = render(<FormHarness onSubmit={async () => {}} />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    unmount();

    confirm.mockClear();
    render(<FormHarness onSubmit={async () => {}} />);
    await user.keyboard('{Escape}');
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('ignores a second submit while the first one runs', async () => {
    let finish = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<FormHarness onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Crear' });
    // Two clicks before React can re-render the button as disabled.
    act(() => {
      submit.click();
      submit.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });
});
