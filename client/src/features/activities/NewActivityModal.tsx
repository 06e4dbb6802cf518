import { useState, type FormEvent } from 'react';
import type { ActivityType } from '../../gql/graphql';
import { Field, SelectField } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { TextAreaField } from '../../ui/FormFields';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, type ActivityOwner } from './activityLabels';
import { useCreateActivity } from './useCreateActivity';
import { DateField } from '../../ui/DateField';

export const ACTIVITY_INCOMPLETE = 'Escribí al menos asunto o notas.';
export const ACTIVITY_CREATE_FAILED = 'No se pudo crear la actividad.';

const TYPE_OPTIONS = ACTIVITY_TYPES.map((t) => ({ value: t, label: ACTIVITY_TYPE_LABELS[t] }));

/** '+ Programar una actividad' / '+ Actividad' (spec part 2 §5): subject or notes required; due date optional. */
export function NewActivityModal({ owner, onClose }: { owner: ActivityOwner; onClose: () => void }) {
  const [type, setType] = useState<ActivityType>('task');
  const [subject, setSubject] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, saving] = useCreateActivity();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const s = subject.trim();
    const n = notes.trim();
    if (!s && !n) {
      setError(ACTIVITY_INCOMPLETE);
      return;
    }
    setError(null);
    try {
      await create({ ...owner, type, subject: s || null, notes: n || null, dueDate: dueDate || null });
      onClose();
    } catch {
      setError(ACTIVITY_CREATE_FAILED);
    }
  }

  return (
    <ModalForm
      title="Programar una actividad"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Guardar actividad"
      busy={saving}
      error={error}
    >
      <SelectField label="Tipo" name="type" options={TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as ActivityType)} />
      <Field label="Asunto" name="subject" autoComplete="off" value={subject} onChange={(e) => setSubject(e.target.value)} />
      <DateField label="Vencimiento" name="dueDate" hint="Opcional." value={dueDate} onChange={setDueDate} />
      <TextAreaField label="Notas" name="notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
    </ModalForm>
  );
}
