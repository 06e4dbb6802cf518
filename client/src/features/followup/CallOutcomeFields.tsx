import { CALL_OUTCOME_LABELS, isCallOutcome } from '@crm/domain';
import { DateField } from '../../ui/DateField';
import { Field, FieldError, SelectField } from '../../ui/Field';
import { OUTCOME_OPTIONS, REMIND_OPTIONS, wantsNextTask, type CallForm, type CallFormErrors } from './followupData';
import styles from './FollowupPage.module.css';

/**
 * The call's own fields (subject, outcome, notes, the next step a promising outcome requires, time and
 * duration), with their errors next to each field: the follow-up screen's form and the 'Registrar llamada'
 * dialog of contacts, organizations and operations use the same fields and rules (callFormErrors).
 */
export function CallOutcomeFields({ form, onChange, errors, idPrefix }: { form: CallForm; onChange: (f: CallForm) => void; errors: CallFormErrors; idPrefix: string }) {
  return (
    <>
      <Field label="Asunto" value={form.subject} onChange={(e) => onChange({ ...form, subject: e.target.value })} maxLength={300} />
      <SelectField
        label="Resultado"
        options={OUTCOME_OPTIONS}
        value={form.outcome}
        error={errors.outcome}
        onChange={(e) => onChange({ ...form, outcome: isCallOutcome(e.target.value) ? e.target.value : '' })}
      />
      <label className={styles.textareaLabel}>
        Notas
        <textarea
          value={form.notes}
          onChange={(e) => onChange({ ...form, notes: e.target.value })}
          rows={3}
          maxLength={10000}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${idPrefix}-notes-error` : undefined}
        />
        {errors.notes && <FieldError id={`${idPrefix}-notes-error`}>{errors.notes}</FieldError>}
      </label>
      {wantsNextTask(form) && (
        <fieldset className={styles.nextStep}>
          <legend>Próximo paso</legend>
          <Field label="Tarea" value={form.nextSubject} maxLength={300} error={errors.nextSubject} onChange={(e) => onChange({ ...form, nextSubject: e.target.value })} />
          <div className={styles.row}>
            <DateField label="Vence (fecha y hora)" withTime value={form.nextDueAt} error={errors.nextDueAt} onChange={(v) => onChange({ ...form, nextDueAt: v })} />
            <SelectField label="Recordatorio" options={REMIND_OPTIONS} value={form.remindMinutes} onChange={(e) => onChange({ ...form, remindMinutes: e.target.value })} />
          </div>
        </fieldset>
      )}
      <div className={styles.row}>
        <DateField label="Fecha y hora" withTime value={form.happenedAt} onChange={(v) => onChange({ ...form, happenedAt: v })} />
        <Field label="Duración (min)" type="number" min={0} max={1440} step={1} value={form.duration} onChange={(e) => onChange({ ...form, duration: e.target.value })} />
      </div>
    </>
  );
}

/** The outcome's label for a list row ('' when none). */
export function outcomeLabel(outcome: string | null | undefined): string {
  return outcome && isCallOutcome(outcome) ? CALL_OUTCOME_LABELS[outcome] : '';
}
