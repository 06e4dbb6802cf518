import { useId } from 'react';
import { fieldClasses } from '../../ui/Field';
import styles from './QuotePage.module.css';

/** Free text plus a dropdown 'Elegir de parámetros' with the quote_* parameter values (spec part 2 §2). */
export function ParamTextField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.paramRow}>
        <input id={id} className={fieldClasses.control} value={value} onChange={(e) => onChange(e.target.value)} />
        <select
          className={fieldClasses.control}
          aria-label={`Elegir de parámetros: ${label}`}
          value=""
          disabled={!options.length}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        >
          <option value="">Elegir de parámetros</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
