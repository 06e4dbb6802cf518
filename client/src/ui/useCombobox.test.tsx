import { useState, type KeyboardEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCombobox } from './useCombobox';

const FRUITS = ['Banana', 'Cereza', 'Durazno'];

/** An input over a fixed list, inside a box that (like a dialog) closes on Escape. */
function Harness({ onPick, onBoxEscape }: { onPick: (name: string) => void; onBoxEscape: () => void }) {
  const [text, setText] = useState('');
  const shown = text ? FRUITS : [];
  const combo = useCombobox({ count: shown.length, onPick: (i) => onPick(shown[i]) });
  return (
    <div onKeyDown={(e: KeyboardEvent) => e.key === 'Escape' && onBoxEscape()}>
      <label htmlFor="fruta">Fruta</label>
      <input
        id="fruta"
        {...combo.inputProps}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          combo.typed();
        }}
      />
      {combo.expanded && (
        <ul {...combo.listProps} aria-label="Frutas">
          {shown.map((f, i) => (
            <li key={f} {...combo.optionProps(i)}>
              {f}
            </li>
          ))}
        </ul>
      )}
      <button>Otro</button>
    </div>
  );
}

function setup() {
  const onPick = jest.fn();
  const onBoxEscape = jest.fn();
  render(<Harness onPick={onPick} onBoxEscape={onBoxEscape} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Fruta' }), onPick, onBoxEscape };
}

describe('useCombobox', () => {
  it('typing opens the list with nothing highlighted; the arrows move and wrap around; Enter picks and closes', async () => {
    const { user, input, onPick } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'a');
    const list = screen.getByRole('listbox', { name: 'Frutas' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Durazno' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Durazno' }).id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('Cereza');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes only the list (the surrounding dialog stays open); ArrowDown opens it again', async () => {
    const { user, input, onBoxEscape } = setup();
    await user.type(input, 'b');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onBoxEscape).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Frutas' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onBoxEscape).toHaveBeenCalledTimes(1);
  });

  it('a click picks an option; leaving the input closes the list; focus opens it', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'c');
    await user.click(screen.getByRole('option', { name: 'Durazno' }));
    expect(onPick).toHaveBeenCalledWith('Durazno');
    expect(input).toHaveFocus();
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Otro' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(input);
    expect(screen.getByRole('listbox', { name: 'Frutas' })).toBeInTheDocument();
  });

  it('Enter with nothing highlighted does not pick', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'd{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox', { name: 'Frutas' })).toBeInTheDocument();
  });
});

/** The search variant over the same list, in a box that sees every Escape (as a page around the top bar). */
function SearchHarness({ onPick, onBoxEscape }: { onPick: (name: string) => void; onBoxEscape: () => void }) {
  const [text, setText] = useState('');
  const shown = text === 'zzz' ? [] : text ? FRUITS : [];
  const combo = useCombobox({ count: shown.length, onPick: (i) => onPick(shown[i]), search: true, hasPopup: text !== '' });
  return (
    <div onKeyDown={(e: KeyboardEvent) => e.key === 'Escape' && onBoxEscape()}>
      <label htmlFor="buscar">Buscar</label>
      <input
        id="buscar"
        type="search"
        {...combo.inputProps}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          combo.typed();
        }}
      />
      {combo.expanded &&
        (shown.length === 0 ? (
          <p role="status">Sin resultados</p>
        ) : (
          <ul {...combo.listProps} aria-label="Resultados">
            {shown.map((f, i) => (
              <li key={f} {...combo.optionProps(i)} onMouseEnter={() => combo.highlight(i)}>
                {f}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

describe('useCombobox, search variant', () => {
  function setupSearch() {
    const onPick = jest.fn();
    const onBoxEscape = jest.fn();
    render(<SearchHarness onPick={onPick} onBoxEscape={onBoxEscape} />);
    return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Buscar' }), onPick, onBoxEscape };
  }

  it('Enter with nothing highlighted opens the first result', async () => {
    const { user, input, onPick } = setupSearch();
    await user.type(input, 'b{Enter}');
    expect(onPick).toHaveBeenCalledWith('Banana');
  });

  it('Escape closes the list, forgets the highlight and leaves the key to the page; an arrow opens and moves at once', async () => {
    const { user, input, onPick, onBoxEscape } = setupSearch();
    await user.type(input, 'b');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Cereza' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onBoxEscape).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Cereza');
  });

  it('the popup shows with no option when the search found none; the mouse highlights without picking', async () => {
    const { user, input, onPick } = setupSearch();
    await user.type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.clear(input);
    await user.type(input, 'c');
    await user.hover(screen.getByRole('option', { name: 'Durazno' }));
    expect(screen.getByRole('option', { name: 'Durazno' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Durazno' }).id);
    expect(onPick).not.toHaveBeenCalled();
  });
});
