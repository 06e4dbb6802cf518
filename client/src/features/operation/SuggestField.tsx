import { useId } from 'react';
import { fieldClasses, FieldError } from '../../ui/Field';
import type { Option } from '../../lib/options';
import styles from './operation.module.css';

/**
 * A text input with the suggestions of a parameter list (puerto, aeropuerto, transportista): the browser's
 * own autocomplete over a datalist, so any value can still be typed (a user extends the list in Parámetros).
 */
export function SuggestField({
  label,
  value,
  options,
  error,
  disabled,
  upper,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  error?: string;
  disabled?: boolean;
  /** Codes (UN/LOCODE, IATA) are shown as typed in capitals. */
  upper?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        list={options.length ? listId : undefined}
        autoComplete="off"
        disabled={disabled}
        onChange={(e) => onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={error ? fieldClasses.invalid : undefined}
      />
      {options.length > 0 && (
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.value} value={o.value} label={o.label} />
          ))}
        </datalist>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
