import { useCallback, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * An input with a list of suggestions (WAI-ARIA 1.2 combobox with list autocomplete), as the
 * organization fields use it: typing opens the list with nothing highlighted; ArrowDown / ArrowUp
 * move through it (wrapping around), Enter picks the highlighted one, Escape closes the list (and only
 * the list: a dialog around it stays open); a click picks too. Focus opens it (unless `openOnFocus` is
 * false) and leaving the input closes it.
 *
 * `search` is the variant of a search box (the top bar's): the arrows open a closed list and move at
 * once, Enter with nothing highlighted opens the first result, and Escape closes the list without
 * taking the key from the input (a search input clears its text on it) and forgets the highlight.
 * `hasPopup` says when the popup shows (default: when there are options; a search shows its
 * 'Sin resultados' with none).
 */
export function useCombobox({
  count,
  onPick,
  openOnFocus = true,
  search = false,
  hasPopup = count > 0,
}: {
  count: number;
  onPick: (index: number) => void;
  openOnFocus?: boolean;
  search?: boolean;
  hasPopup?: boolean;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && hasPopup;
  // Stable, so an effect that reopens the list (a search's answer) need not run again for it.
  const typed = useCallback(() => {
    setOpen(true);
    setActive(-1);
  }, []);

  function pick(index: number) {
    setOpen(false);
    setActive(-1);
    onPick(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!expanded && !search) {
      // A closed list (after Escape) opens again with ArrowDown.
      if (event.key === 'ArrowDown' && count > 0) {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive((a) => (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter') {
      const index = active >= 0 ? active : search ? 0 : -1;
      if (expanded && count > 0 && index >= 0) {
        event.preventDefault();
        pick(index);
      }
    } else if (event.key === 'Escape') {
      if (search) {
        setActive(-1);
      } else {
        event.preventDefault();
        event.stopPropagation();
      }
      setOpen(false);
    }
  }

  return {
    listId,
    expanded,
    active,
    /** For the input's onChange: the list opens anew for what was typed. */
    typed,
    /** Highlights an option (e.g. under the mouse) without picking it. */
    highlight: setActive,
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
