import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ActivityHistory } from './ActivityHistory';
import type { ActivityOwner } from './activityLabels';
import { NewActivityModal } from './NewActivityModal';
import { QuickAdd } from './QuickAdd';
import styles from './activities.module.css';

/** The 'Actividad' tab: quick add, '+ Programar una actividad' and the history (spec part 2 §2). */
export function ActivityTab({ owner, canWrite, scheduleButton = true }: { owner: ActivityOwner; canWrite: boolean; scheduleButton?: boolean }) {
  const [scheduling, setScheduling] = useState(false);
  return (
    <div className={styles.tab}>
      {canWrite && (
        <>
          <QuickAdd owner={owner} label="Agregar una nota rápida" placeholder="Escribí una nota…" />
          {scheduleButton && (
            <div>
              <Button onClick={() => setScheduling(true)}>+ Programar una actividad</Button>
            </div>
          )}
        </>
      )}
      <h3 className={styles.heading}>Historial</h3>
      <ActivityHistory filter={owner} label="Historial de actividades" empty="Sin actividades." canWrite={canWrite} />
      {scheduling && <NewActivityModal owner={owner} onClose={() => setScheduling(false)} />}
    </div>
  );
}

/** The 'Notas' tab: the record's note activities, and a box to add one. */
export function NotesTab({ owner, canWrite }: { owner: ActivityOwner; canWrite: boolean }) {
  return (
    <div className={styles.tab}>
      {canWrite && <QuickAdd owner={owner} label="Nueva nota" placeholder="Escribí una nota…" />}
      <ActivityHistory filter={{ ...owner, type: 'note' }} label="Notas" empty="Sin notas." canWrite={canWrite} />
    </div>
  );
}
