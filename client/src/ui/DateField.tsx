import { useRef, useState, type ReactNode } from 'react';
import { CalendarDate, CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
import { DateField as AriaDateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { FieldError } from './Field';
import styles from './Field.module.css';

/**
 * Every date and date-time field of the app: dd/mm/aaaa (and HH:mm) in es-PY whatever the browser's language
 * (the native inputs follow the browser: mm/dd/yyyy on an English Chromium). react-aria's DateField gives the
 * segments, keyboard and screen-reader behaviour; this wrapper keeps the forms' values as the native inputs
 * gave them: '' or 'YYYY-MM-DD', with time 'YYYY-MM-DDTHH:mm'. A date typed incomplete or out of range shows
 * an inline Spanish error and is never handed to the form (it gets '').
 */
export const DATE_LOCALE = 'es-PY';
const MIN = new CalendarDate(1900, 1, 1);
const MAX = new CalendarDate(2100, 12, 31);

export interface DateFieldProps {
  label: string;
  /** '' or 'YYYY-MM-DD' (with `withTime`, 'YYYY-MM-DDTHH:mm'; seconds are ignored). */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  /** The label is for assistive technology only (a field inside a table row or a one-line form). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

type Value = CalendarDate | CalendarDateTime;

/** The form's string as the field's value; null for '' or anything that is not a date. */
export function toDateValue(value: string, withTime: boolean): Value | null {
  const v = value.trim();
  try {
    if (withTime) {
      const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(v);
      return m ? parseDateTime(`${m[1]}T${m[2]}`) : /^\d{4}-\d{2}-\d{2}$/.test(v) ? parseDateTime(`${v}T00:00`) : null;
    }
    return /^\d{4}-\d{2}-\d{2}/.test(v) ? parseDate(v.slice(0, 10)) : null;
  } catch {
    return null;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The field's value as the form's string (the native inputs' formats). */
export function fromDateValue(value: Value): string {
  const day = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  return 'hour' in value ? `${day}T${pad(value.hour)}:${pad(value.minute)}` : day;
}

const inRange = (v: Value) => v.compare(MIN) >= 0 && v.compare(MAX.add({ days: 1 })) < 0;

export function DateField({ label, value, onChange, withTime = false, hideLabel, hint, error, name, required, disabled, className }: DateFieldProps) {
  const [own, setOwn] = useState<Value | null>(() => toDateValue(value, withTime));
  const [problem, setProblem] = useState<string | null>(null);
  const [lastValue, setLastValue] = useState(value);
  const box = useRef<HTMLDivElement>(null);
  // A new value from the form (a reset, a loaded record) replaces what is shown; our own '' for a bad date does not.
  if (value !== lastValue) {
    setLastValue(value);
    const next = toDateValue(value, withTime);
    if (next || (value === '' && !problem)) setOwn(next);
  }

  function change(next: Value | null) {
    setOwn(next);
    if (next && !inRange(next)) {
      setProblem('Fecha fuera de rango: el año va de 1900 a 2100.');
      if (value !== '') onChange('');
      return;
    }
    setProblem(null);
    const text = next ? fromDateValue(next) : '';
    if (text !== value) onChange(text);
  }

  // Leaving the field with some parts typed and others empty: the date is incomplete, nothing is stored.
  function blurred() {
    const segments = [...(box.current?.querySelectorAll('[role="spinbutton"]') ?? [])];
    const typed = segments.filter((s) => !s.hasAttribute('data-placeholder')).length;
    if (typed > 0 && typed < segments.length) {
      setProblem(withTime ? 'Fecha incompleta: escribila como dd/mm/aaaa hh:mm.' : 'Fecha incompleta: escribila como dd/mm/aaaa.');
    }
  }

  const shown = problem ?? error ?? null;
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <AriaDateField
        ref={box}
        className={[styles.field, className].filter(Boolean).join(' ')}
        value={own}
        onChange={change}
        onBlur={blurred}
        granularity={withTime ? 'minute' : 'day'}
        hourCycle={24}
        shouldForceLeadingZeros
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(shown)}
        validationBehavior="aria"
        name={name}
      >
        <Label className={hideLabel ? 'visually-hidden' : styles.label}>{label}</Label>
        <DateInput className={[styles.control, styles.dateControl, shown ? styles.invalid : ''].filter(Boolean).join(' ')}>
          {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
        </DateInput>
        {shown && <FieldError>{shown}</FieldError>}
        {hint && <span className={styles.hint}>{hint}</span>}
      </AriaDateField>
    </I18nProvider>
  );
}
