import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, SelectField } from './Field';
import { withCurrent, type Option } from '../lib/options';
import styles from './forms.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

/** A labelled multi-line input in the look of ui/Field. */
export function TextAreaField({ label, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea id={inputId} className={styles.textarea} rows={3} {...rest} />
    </div>
  );
}

/**
 * A pick-list when the parameter list loaded with values, else a free text input (a failed or
 * empty params call falls back silently, spec part 1 §8).
 */
export function PickOrTextField({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (options.length === 0) {
    return <Field label={label} name={name} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />;
  }
  return <SelectField label={label} name={name} options={withCurrent(options, value)} value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** Two inputs side by side on wide dialogs. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
