import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { CreateStageDocument, DeleteStageDocument, UpdateStageDocument, type UpdateStageInput } from '../../gql/graphql';

/** The kanban shows stages through `board`: drop it so the board is read again after the editor changed stages. */
export function forgetBoards(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'board' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'boardColumn' });
  cache.gc();
}

/** createStage, updateStage and deleteStage, keeping the cached pipeline's stage list in step. */
export function useStageMutations() {
  const client = useApolloClient();
  const [create] = useMutation(CreateStageDocument);
  const [update] = useMutation(UpdateStageDocument);
  const [remove] = useMutation(DeleteStageDocument);

  const createStage = useCallback(
    async (pipelineId: number, name: string) => {
      const res = await create({
        variables: { input: { pipelineId, name } },
        update(cache, { data }) {
          const stage = data?.createStage;
          if (!stage) return;
          cache.modify({
            id: cache.identify({ __typename: 'Pipeline', id: pipelineId }),
            fields: {
              stages(existing, { toReference }) {
                const list = Array.isArray(existing) ? existing : [];
                const ref = toReference(stage);
                return ref ? [...list, ref] : list;
              },
            },
          });
          forgetBoards(cache);
        },
      });
      if (!res.data) throw new Error('createStage sin datos');
      return res.data.createStage;
    },
    [create],
  );

  const updateStage = useCallback(
    async (id: number, input: UpdateStageInput) => {
      const res = await update({ variables: { id, input } });
      if (!res.data) throw new Error('updateStage sin datos');
      return res.data.updateStage;
    },
    [update],
  );

  const deleteStage = useCallback(
    async (id: number, targetStageId: number | null) => {
      const res = await remove({
        variables: { id, targetStageId },
        update(cache, { data }) {
          if (!data) return;
          cache.evict({ id: cache.identify({ __typename: 'Stage', id: data.deleteStage.deletedStageId }) });
          forgetBoards(cache);
        },
      });
      if (!res.data) throw new Error('deleteStage sin datos');
      return res.data.deleteStage;
    },
    [remove],
  );

  const afterSave = useCallback(() => forgetBoards(client.cache), [client]);

  return { createStage, updateStage, deleteStage, afterSave };
}
