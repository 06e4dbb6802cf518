import { useId, useState } from 'react';
import { parseLocalNumber } from '@crm/domain';
import { fieldClasses } from '../../ui/Field';
import styles from './QuotePage.module.css';

const formatter = (decimals: number, fixed: boolean) =>
  new Intl.NumberFormat('es-PY', { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals });

/**
 * A number typed in the local format ('1.234,56': thousands dots, decimal comma, spec part 2 §5).
 * While focused the typed text stays as is; on blur it is shown formatted. Empty → null.
 */
export function LocalNumberInput({
  value,
  onChange,
  decimals = 2,
  fixed = false,
  zeroAsEmpty = false,
  label,
  ariaLabel,
  className,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  decimals?: number;
  /** Always show `decimals` decimals (money). */
  fixed?: boolean;
  /** Show 0 as an empty input with a '0,00' placeholder (a new item's price), so typing needs no clearing. */
  zeroAsEmpty?: boolean;
  label?: string;
  ariaLabel?: string;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null || (zeroAsEmpty && value === 0) ? '' : formatter(decimals, fixed).format(value));
  const input = (
    <input
      id={id}
      inputMode="decimal"
      aria-label={ariaLabel}
      className={[fieldClasses.control, className].filter(Boolean).join(' ')}
      value={shown}
      placeholder={zeroAsEmpty ? formatter(decimals, fixed).format(0) : undefined}
      onFocus={(e) => {
        setDraft(shown);
        e.target.select();
      }}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(e.target.value.trim() === '' ? null : parseLocalNumber(e.target.value, decimals));
      }}
      onBlur={() => setDraft(null)}
    />
  );
  if (!label) return input;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {input}
    </div>
  );
}
