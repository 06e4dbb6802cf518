import { useState } from 'react';
import { notifyError, notifyUndoable } from './toast';

export interface UndoableDelete<T> {
  /** Sends the delete; it is applied on the server when this resolves. */
  remove: (item: T) => Promise<unknown>;
  /** Asks the server for the item back ('Deshacer'). */
  restore: (item: T) => Promise<unknown>;
  /** The toast after the delete, which offers 'Deshacer'. */
  deletedText: (item: T) => string;
  /** The Spanish reason of a failed delete (shown by the screen) and of a failed restore (a toast). */
  deleteFailed: (err: unknown) => string;
  restoreFailed: (err: unknown) => string;
}

/**
 * Deleting an item with 'Deshacer'. The delete is sent at once and the item leaves the screen while it
 * travels; once applied, a toast offers 'Deshacer' for a while, which asks the server to restore it.
 * Nothing waits in the page for the undo window: a reload or a closed tab inside it finds the delete
 * applied. A failed delete brings the item back with its reason (`error`) and offers no undo.
 */
export function useUndoableDelete<T extends { id: number }>(spec: UndoableDelete<T>) {
  // Items whose delete is on its way: hidden until the answer removes them (or brings them back on failure).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = (id: number) =>
    setHidden((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });

  async function remove(item: T): Promise<boolean> {
    setError(null);
    setHidden((s) => new Set(s).add(item.id));
    setDeletingId(item.id);
    try {
      await spec.remove(item);
      notifyUndoable(spec.deletedText(item), () => {
        spec.restore(item).catch((err: unknown) => notifyError(spec.restoreFailed(err)));
      });
      return true;
    } catch (err) {
      setError(spec.deleteFailed(err));
      return false;
    } finally {
      show(item.id);
      setDeletingId(null);
    }
  }

  return { hidden, deletingId, error, remove } as const;
}
