import { useMutation } from '@apollo/client/react';
import { DeleteDealFileDocument, OperationViewDocument, RestoreDealFileDocument, type DealFileFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { useUndoableDelete } from '../../ui/useUndoableDelete';

export const DELETE_FAILED = 'No se pudo eliminar el archivo.';
export const RESTORE_FAILED = 'No se pudo restaurar el archivo.';
export const fileDeletedText = (name: string) => `Archivo ${name} eliminado.`;

/**
 * Deleting a file of the operation after 'Eliminar archivo?' (useUndoableDelete): sent at once, the file
 * leaves the screen while it travels; the server keeps it restorable for a while, so 'Deshacer' asks for
 * it back (restoreDealFile).
 */
export function useFileDelete() {
  const [deleteFile] = useMutation(DeleteDealFileDocument);
  const [restoreFile] = useMutation(RestoreDealFileDocument);
  const { hidden, deletingId, error, remove } = useUndoableDelete<DealFileFieldsFragment>({
    remove: (file) =>
      deleteFile({
        variables: { id: file.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'DealFile', id: file.id }) });
          cache.gc();
        },
      }),
    restore: (file) => restoreFile({ variables: { id: file.id }, refetchQueries: [OperationViewDocument] }),
    deletedText: (file) => fileDeletedText(file.filename),
    deleteFailed: (err) => failureText(err, DELETE_FAILED),
    restoreFailed: (err) => failureText(err, RESTORE_FAILED),
  });
  return { hidden, deletingId, deleteError: error, remove } as const;
}
