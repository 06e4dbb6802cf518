import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteActivityDocument, RestoreActivityDocument, UpdateActivityDocument, type ActivityFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { notifyError, notifyUndoable } from '../../ui/toast';

export const ACTIVITY_DONE_TEXT = 'Actividad marcada como hecha.';
export const ACTIVITY_PENDING_TEXT = 'Actividad marcada como pendiente.';
export const ACTIVITY_DELETED_TEXT = 'Actividad eliminada.';
export const ACTIVITY_SAVE_FAILED = 'No se pudo guardar la actividad.';
export const ACTIVITY_DELETE_FAILED = 'No se pudo eliminar la actividad.';
export const ACTIVITY_RESTORE_FAILED = 'No se pudo restaurar la actividad.';
export const activityRescheduledText = (dueDate: string | null) =>
  dueDate ? `Actividad reprogramada para el ${formatDate(dueDate)}.` : 'Actividad sin vencimiento.';

// Every activity list of the screen (history, notes) is read again after a delete or a restore.
const LISTS = { refetchQueries: ['RecordActivities'] };

/**
 * Finishing, rescheduling and deleting an activity from the lists of organizations, contacts and
 * operations. Each write is applied at once on the server and offers 'Deshacer', which writes the
 * opposite (not done again, the previous due date, restoreActivity): nothing waits in the page.
 */
export function useActivityActions() {
  const [update] = useMutation(UpdateActivityDocument);
  const [remove] = useMutation(DeleteActivityDocument);
  const [restore] = useMutation(RestoreActivityDocument);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(id: number, write: () => Promise<unknown>, fallback: string): Promise<boolean> {
    setBusyId(id);
    try {
      await write();
      return true;
    } catch (err) {
      notifyError(failureText(err, fallback));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const setDone = (id: number, done: boolean) => update({ variables: { id, input: { done } } });
  const setDue = (id: number, dueDate: string | null) => update({ variables: { id, input: { dueDate } } });

  async function toggleDone(a: ActivityFieldsFragment) {
    const done = !a.done;
    if (await run(a.id, () => setDone(a.id, done), ACTIVITY_SAVE_FAILED)) {
      notifyUndoable(done ? ACTIVITY_DONE_TEXT : ACTIVITY_PENDING_TEXT, () => void run(a.id, () => setDone(a.id, !done), ACTIVITY_SAVE_FAILED));
    }
  }

  async function reschedule(a: ActivityFieldsFragment, dueDate: string | null): Promise<boolean> {
    const previous = a.dueDate ?? null;
    const ok = await run(a.id, () => setDue(a.id, dueDate), ACTIVITY_SAVE_FAILED);
    if (ok) notifyUndoable(activityRescheduledText(dueDate), () => void run(a.id, () => setDue(a.id, previous), ACTIVITY_SAVE_FAILED));
    return ok;
  }

  async function del(a: ActivityFieldsFragment) {
    if (await run(a.id, () => remove({ variables: { id: a.id }, ...LISTS, awaitRefetchQueries: true }), ACTIVITY_DELETE_FAILED)) {
      notifyUndoable(ACTIVITY_DELETED_TEXT, () => void run(a.id, () => restore({ variables: { id: a.id }, ...LISTS }), ACTIVITY_RESTORE_FAILED));
    }
  }

  return { busyId, toggleDone, reschedule, remove: del } as const;
}
