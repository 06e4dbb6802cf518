import { useId, useMemo } from 'react';
import { CATALOG_TAX_LABELS, foldText, formatCatalogPrice, isCatalogCurrency, isIvaRate } from '@crm/domain';
import { fieldClasses } from '../../ui/Field';
import { useCombobox } from '../../ui/useCombobox';
import { pickedOf, useCatalogItems, type CatalogItem, type PickedCatalogItem } from './useCatalogItems';
import styles from './CatalogPicker.module.css';

/** Suggestions shown at once (the rest narrow as one types). */
export const MAX_CATALOG_SUGGESTIONS = 8;

/** The active items whose name or code holds what was typed (accents and case ignored), at most MAX_CATALOG_SUGGESTIONS. */
export function catalogSuggestions(items: readonly CatalogItem[], typed: string): CatalogItem[] {
  const q = foldText(typed).trim();
  const found = q ? items.filter((i) => foldText(i.name).includes(q) || foldText(i.sku).includes(q)) : items;
  return found.slice(0, MAX_CATALOG_SUGGESTIONS);
}

/** The line under an item's name in a picker's list: code, IVA and price ('DESP · IVA 10 % · Gs. 1.500.000'). */
export function catalogItemDetail(item: CatalogItem): string {
  const tax = isIvaRate(item.taxRate) ? CATALOG_TAX_LABELS[item.taxRate] : item.taxRate;
  const price = item.price > 0 && isCatalogCurrency(item.currency) ? ` · ${formatCatalogPrice(item.price, item.currency)}` : '';
  return `${item.sku} · ${tax}${price}`;
}

/**
 * A text input that offers the catalogue's active items (a combobox on ui/useCombobox): typing stays free text
 * (`onChange`), picking one hands its name, IVA, price, currency, unit and code to `onPick` (the cost sheet's
 * concept and the quote's service copy them). `mode` narrows to the items that apply to the operation's mode.
 */
export function CatalogPicker({
  label,
  value,
  onChange,
  onPick,
  mode = null,
  placeholder,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (item: PickedCatalogItem) => void;
  mode?: string | null;
  placeholder?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const { items } = useCatalogItems(mode ? { active: true, mode } : { active: true });
  const suggestions = useMemo(() => catalogSuggestions(items, value), [items, value]);
  const combo = useCombobox({
    count: suggestions.length,
    onPick: (i) => {
      const item = pickedOf(suggestions[i]);
      onChange(item.name);
      onPick(item);
    },
  });

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.combo}>
        <input
          id={inputId}
          className={`${fieldClasses.control} ${styles.control}`}
          {...combo.inputProps}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => {
            onChange(e.target.value);
            combo.typed();
          }}
        />
        {combo.expanded && (
          <ul {...combo.listProps} aria-label="Ítems del catálogo" className={styles.suggestions}>
            {suggestions.map((s, i) => (
              <li key={s.id} {...combo.optionProps(i)} className={i === combo.active ? styles.active : undefined}>
                <span className={styles.name}>{s.name}</span>
                <span className={styles.detail}>{catalogItemDetail(s)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
