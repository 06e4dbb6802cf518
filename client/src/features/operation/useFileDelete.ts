import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteDealFileDocument, OperationViewDocument, RestoreDealFileDocument, type DealFileFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { notifyError, notifyUndoable } from '../../ui/toast';

export const DELETE_FAILED = 'No se pudo eliminar el archivo.';
export const RESTORE_FAILED = 'No se pudo restaurar el archivo.';
export const fileDeletedText = (name: string) => `Archivo ${name} eliminado.`;

/**
 * Deleting a file of the operation after 'Eliminar archivo?'. The delete is sent at once and the file
 * leaves the screen while it travels; the server keeps it restorable for a while, so 'Deshacer' asks
 * for it back (restoreDealFile). A confirmed delete is never held in the page: a reload or a closed tab
 * inside the undo window finds it applied.
 */
export function useFileDelete() {
  const [deleteFile] = useMutation(DeleteDealFileDocument);
  const [restoreFile] = useMutation(RestoreDealFileDocument);
  // Files whose delete is on its way: hidden until the answer evicts them (or brings them back on failure).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const show = (id: number) =>
    setHidden((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });

  function restore(file: DealFileFieldsFragment) {
    restoreFile({ variables: { id: file.id }, refetchQueries: [OperationViewDocument] }).catch((err: unknown) => notifyError(failureText(err, RESTORE_FAILED)));
  }

  async function remove(file: DealFileFieldsFragment): Promise<boolean> {
    setDeleteError(null);
    setHidden((s) => new Set(s).add(file.id));
    setDeletingId(file.id);
    try {
      await deleteFile({
        variables: { id: file.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'DealFile', id: file.id }) });
          cache.gc();
        },
      });
      notifyUndoable(fileDeletedText(file.filename), () => restore(file));
      return true;
    } catch (err) {
      setDeleteError(failureText(err, DELETE_FAILED));
      return false;
    } finally {
      show(file.id);
      setDeletingId(null);
    }
  }

  return { hidden, deletingId, deleteError, remove } as const;
}
