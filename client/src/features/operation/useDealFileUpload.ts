import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MAX_DEAL_FILE_BYTES } from '@crm/domain';
import { DealFileFieldsFragmentDoc, UploadDealFileDocument, type DealFileFieldsFragment } from '../../gql/graphql';
import type { UploadFetchOptions } from '../../session/uploadFetch';
import { errorMessage } from '../../lib/errors';

export const UPLOAD_FAILED = 'No se pudo subir el archivo.';
export const TOO_LARGE = 'El archivo supera el máximo de 25 MB.';

export interface UploadState {
  type: string;
  typeLabel: string;
  filename: string;
  loaded: number;
  total: number;
}

/**
 * uploadDealFile through the upload link (multipart, graphql-upload) with progress from the link's
 * XMLHttpRequest fetch; the new file is put at the head of Deal.files in the cache.
 */
export function useDealFileUpload(dealId: number) {
  const [progress, setProgress] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mutate] = useMutation(UploadDealFileDocument);

  const upload = useCallback(
    async (type: string, typeLabel: string, file: File): Promise<DealFileFieldsFragment | null> => {
      setError(null);
      // The server refuses it anyway (413); saying so at once spares uploading 25 MB for nothing.
      if (file.size > MAX_DEAL_FILE_BYTES) {
        setError(`${UPLOAD_FAILED} ${TOO_LARGE}`);
        return null;
      }
      setProgress({ type, typeLabel, filename: file.name, loaded: 0, total: file.size });
      const fetchOptions: UploadFetchOptions = {
        onUploadProgress: (loaded, total) => setProgress((p) => (p ? { ...p, loaded, total: total || p.total } : p)),
      };
      try {
        const res = await mutate({
          variables: { dealId, type, file },
          context: { fetchOptions },
          update(cache, { data }) {
            const created = data?.uploadDealFile;
            if (!created) return;
            const ref = cache.writeFragment({ fragment: DealFileFieldsFragmentDoc, fragmentName: 'DealFileFields', data: created });
            cache.modify({
              id: cache.identify({ __typename: 'Deal', id: dealId }),
              fields: {
                files: (existing) => (Array.isArray(existing) ? [ref, ...existing] : existing),
              },
            });
          },
        });
        return res.data?.uploadDealFile ?? null;
      } catch (e) {
        const detail = errorMessage(e, '');
        setError(detail ? `${UPLOAD_FAILED} ${detail}` : UPLOAD_FAILED);
        return null;
      } finally {
        setProgress(null);
      }
    },
    [dealId, mutate],
  );

  return { upload, progress, error, clearError: () => setError(null) } as const;
}
