import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  className?: string;
  /** Shown under the control and tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldShellProps {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text-like input (the label is the accessible name e2e selects by). */
export function Field({ label, hint, error, className, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={error ? `${styles.control} ${styles.invalid}` : styles.control}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** The message of an invalid field, next to it (role="alert": announced while typing). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} role="alert" className={styles.error}>
      {children}
    </span>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldShellProps {
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ label, hint, className, id, options, error, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select id={selectId} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <span className={styles.hint}>{hint}</span>}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  className?: string;
}

export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** Class names for bare controls that are labelled another way (e.g. aria-label in a table cell). */
export const fieldClasses = { control: styles.control, invalid: styles.invalid };
