import { useId, useState } from 'react';
import { checkNumberInput, type NumberInputRule } from '@crm/domain';
import { fieldClasses, FieldError } from '../../ui/Field';
import { useReportInvalid } from './invalidInputs';
import styles from './QuotePage.module.css';

const formatter = (decimals: number, fixed: boolean) =>
  new Intl.NumberFormat('es-PY', { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals });

/**
 * A number typed in the local format ('1.234,56': thousands dots, decimal comma, spec part 2 §5).
 * While focused the typed text stays as is; on blur it is shown formatted. Empty → null. Text that
 * breaks `rule` (letters, '1e50', a negative, out of range) keeps the last good value, stays on screen
 * with its error next to it and is reported, so the quote cannot be saved (nothing lost silently).
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
  rule,
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
  rule: NumberInputRule;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft === null ? null : checkNumberInput(draft, rule).error;
  useReportInvalid(error !== null);
  const shown = draft ?? (value === null || (zeroAsEmpty && value === 0) ? '' : formatter(decimals, fixed).format(value));
  const input = (
    <input
      id={id}
      inputMode="decimal"
      aria-label={ariaLabel}
      className={[fieldClasses.control, error ? fieldClasses.invalid : null, className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      value={shown}
      placeholder={zeroAsEmpty ? formatter(decimals, fixed).format(0) : undefined}
      onFocus={(e) => {
        setDraft(shown);
        e.target.select();
      }}
      onChange={(e) => {
        setDraft(e.target.value);
        const check = checkNumberInput(e.target.value, rule);
        if (!check.error) onChange(check.value === null ? null : Number(check.value.toFixed(decimals)));
      }}
      onBlur={() => setDraft((d) => (d !== null && checkNumberInput(d, rule).error ? d : null))}
    />
  );
  const message = error && <FieldError id={`${id}-error`}>{error}</FieldError>;
  if (!label)
    return message ? (
      <>
        {input}
        {message}
      </>
    ) : (
      input
    );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {input}
      {message}
    </div>
  );
}
