import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateOperationNoteDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { ActivityHistory } from '../activities';
import styles from './operation.module.css';

export const NOTE_FAILED = 'No se pudo crear la nota.';
export const NO_NOTES = 'Sin notas todavía.';

/** 'Notas / comentarios' of the operation: notes are activities created done (spec part 2 §4), then the list. */
export function OperationNotes({ dealId, canWrite }: { dealId: number; canWrite: boolean }) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateOperationNoteDocument, { refetchQueries: ['RecordActivities'], awaitRefetchQueries: true });
  // A double-click saves one note (nothing lost silently).
  const [flying, runOnce] = useSingleFlight();
  const loading = creating || flying;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void runOnce(save);
  }

  async function save() {
    const notes = text.trim();
    if (!notes) return;
    setError(null);
    try {
      await create({ variables: { input: { dealId, type: 'note', notes, done: true } } });
      setText('');
    } catch {
      setError(NOTE_FAILED);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Notas / comentarios</h2>
      {canWrite && (
        <form onSubmit={onSubmit} className={styles.noteForm} noValidate>
          <textarea aria-label="Nueva nota" rows={3} placeholder="Escribí una nota o comentario…" value={text} onChange={(e) => setText(e.target.value)} />
          <ErrorText>{error}</ErrorText>
          <div>
            <Button type="submit" variant="primary" disabled={loading || !text.trim()} aria-busy={loading}>
              Guardar nota
            </Button>
          </div>
        </form>
      )}
      <ActivityHistory filter={{ dealId }} label="Notas y actividades de la operación" empty={NO_NOTES} canWrite={canWrite} />
    </section>
  );
}
