import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * An input with a list of suggestions (WAI-ARIA 1.2 combobox with list autocomplete), as the
 * organization fields use it: typing opens the list with nothing highlighted; ArrowDown / ArrowUp
 * move through it (wrapping around), Enter picks the highlighted one, Escape closes the list (and only
 * the list: a dialog around it stays open); a click picks too. Focus opens it (unless `openOnFocus` is
 * false) and leaving the input closes it.
 */
export function useCombobox({ count, onPick, openOnFocus = true }: { count: number; onPick: (index: number) => void; openOnFocus?: boolean }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && count > 0;

  function pick(index: number) {
    setOpen(false);
    setActive(-1);
    onPick(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) {
      // A closed list (after Escape) opens again with ArrowDown.
      if (event.key === 'ArrowDown' && count > 0) {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return {
    listId,
    expanded,
    active,
    /** For the input's onChange: the list opens anew for what was typed. */
    typed() {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      autoComplete: 'off',
      onFocus: openOnFocus ? () => setOpen(true) : undefined,
      onBlur: () => setOpen(false),
      onKeyDown,
    } as const,
    listProps: { id: listId, role: 'listbox' } as const,
    optionProps: (index: number) =>
      ({
        id: `${listId}-${index}`,
        role: 'option',
        'aria-selected': index === active,
        // mousedown, not click: the input's blur would close the list first.
        onMouseDown: (e: MouseEvent) => {
          e.preventDefault();
          pick(index);
        },
      }) as const,
  };
}
