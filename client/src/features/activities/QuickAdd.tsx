import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { useSingleFlight } from '../../ui/useSingleFlight';
import type { ActivityOwner } from './activityLabels';
import { useCreateActivity } from './useCreateActivity';
import styles from './activities.module.css';

export const QUICK_SAVE_FAILED = 'No se pudo guardar la actividad.';

/**
 * Quick add of spec part 2 §2: a textarea with Guardar and Cancelar that records a note on the
 * record. Empty or whitespace-only text is ignored silently (spec part 2 §5).
 */
export function QuickAdd({ owner, label, placeholder }: { owner: ActivityOwner; label: string; placeholder?: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateActivity();
  // A double-click saves one note (nothing lost silently).
  const [flying, runOnce] = useSingleFlight();
  const saving = creating || flying;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runOnce(save);
  }

  async function save() {
    const notes = text.trim();
    if (!notes) return;
    setError(null);
    try {
      await create({ ...owner, type: 'note', notes });
      setText('');
    } catch {
      setError(QUICK_SAVE_FAILED);
    }
  }

  return (
    <form className={styles.quick} onSubmit={onSubmit} noValidate>
      <textarea
        className={styles.textarea}
        aria-label={label}
        placeholder={placeholder}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <ErrorText className={styles.error}>{error}</ErrorText>
      <div className={styles.quickActions}>
        <Button
          onClick={() => {
            setText('');
            setError(null);
          }}
          disabled={saving || text === ''}
        >
          Cancelar
        </Button>
        <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
