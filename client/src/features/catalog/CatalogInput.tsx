import { type CSSProperties, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCombobox } from '../../ui/useCombobox';
import { catalogItemDetail, catalogSuggestions } from './CatalogPicker';
import { pickedOf, type CatalogItem, type PickedCatalogItem } from './useCatalogItems';
import styles from './CatalogPicker.module.css';

/** Where the list goes: under the input, in the viewport (the tables around the input scroll sideways and would clip it). */
function useListPlace(input: RefObject<HTMLInputElement | null>, open: boolean): CSSProperties | null {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const r = input.current?.getBoundingClientRect();
      if (r) setPlace({ top: r.bottom + 2, left: r.left, minWidth: r.width });
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, input]);
  return open ? place : null;
}

/**
 * The catalogue picker of a table cell (the cost sheet's concepts, the quote's services): an input named by
 * `ariaLabel`, free text as typed (`onChange`), offering `items` (the screen loads them once for all its rows)
 * as a combobox; picking one writes its name and hands the item to `onPick`, which fills the row. The list is
 * drawn over the page, so a table that scrolls sideways never clips it.
 */
export function CatalogInput({
  ariaLabel,
  value,
  onChange,
  onPick,
  items,
  className,
  placeholder,
  disabled,
  title,
  'aria-describedby': describedBy,
}: {
  ariaLabel: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (item: PickedCatalogItem) => void;
  items: readonly CatalogItem[];
  className?: string;
  placeholder?: string;
  disabled?: boolean;
  title?: string;
  'aria-describedby'?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useMemo(() => catalogSuggestions(items, value), [items, value]);
  const combo = useCombobox({
    count: suggestions.length,
    onPick: (i) => {
      const item = pickedOf(suggestions[i]);
      onChange(item.name);
      onPick(item);
    },
  });
  const place = useListPlace(input, combo.expanded);

  return (
    <>
      <input
        ref={input}
        aria-label={ariaLabel}
        className={className}
        {...combo.inputProps}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        title={title}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          combo.typed();
        }}
      />
      {combo.expanded &&
        createPortal(
          <ul {...combo.listProps} aria-label="Ítems del catálogo" className={`${styles.suggestions} ${styles.floating}`} style={place ?? { visibility: 'hidden' }}>
            {suggestions.map((s, i) => (
              <li key={s.id} {...combo.optionProps(i)} className={i === combo.active ? styles.active : undefined}>
                <span className={styles.name}>{s.name}</span>
                <span className={styles.detail}>{catalogItemDetail(s)}</span>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
