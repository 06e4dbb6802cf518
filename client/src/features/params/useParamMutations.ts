import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  CreateParamValueDocument,
  DeleteParamValueDocument,
  ParamsAdminDocument,
  UpdateParamValueDocument,
  type ParamValueFieldsFragment,
  type UpdateParamValueInput,
} from '../../gql/graphql';

/** The kanban reads labels, hidden stages and its pipeline through `board`: read it again after a change. */
function forgetBoards(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'board' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'boardColumn' });
  cache.gc();
}

const byOrd = (a: ParamValueFieldsFragment, b: ParamValueFieldsFragment) => a.ord - b.ord || a.id - b.id;

/** Mutations of the parameter screen; they patch the screen's ParamsAdmin result (`keys`) in the cache. */
export function useParamMutations(keys: readonly string[]) {
  const [create] = useMutation(CreateParamValueDocument);
  const [update] = useMutation(UpdateParamValueDocument);
  const [remove] = useMutation(DeleteParamValueDocument);

  const patch = useCallback(
    (cache: ApolloCache, fn: (key: string, values: ParamValueFieldsFragment[]) => ParamValueFieldsFragment[], key: string) => {
      cache.updateQuery({ query: ParamsAdminDocument, variables: { keys: [...keys] } }, (data) => {
        if (!data) return data;
        const groups = data.params.some((g) => g.key === key)
          ? data.params.map((g) => (g.key === key ? { ...g, values: fn(key, g.values) } : g))
          : [...data.params, { __typename: 'ParamGroup' as const, key, values: fn(key, []) }];
        return { ...data, params: groups.filter((g) => g.values.length > 0) };
      });
    },
    [keys],
  );

  const createValue = useCallback(
    async (key: string, value: string, ord: number, active: boolean) => {
      const res = await create({
        variables: { input: { key, value, ord, active } },
        update(cache, { data }) {
          const created = data?.createParamValue;
          if (!created) return;
          patch(cache, (_k, values) => [...values.filter((v) => v.id !== created.id), created].sort(byOrd), key);
          forgetBoards(cache);
        },
      });
      if (!res.data) throw new Error('createParamValue sin datos');
      return res.data.createParamValue;
    },
    [create, patch],
  );

  const updateValue = useCallback(
    async (row: ParamValueFieldsFragment, input: UpdateParamValueInput) => {
      const res = await update({
        variables: { id: row.id, input },
        update(cache, { data }) {
          if (!data) return;
          patch(cache, (_k, values) => [...values].sort(byOrd), row.key);
          forgetBoards(cache);
        },
      });
      if (!res.data) throw new Error('updateParamValue sin datos');
      return res.data.updateParamValue;
    },
    [update, patch],
  );

  const deleteValue = useCallback(
    async (row: ParamValueFieldsFragment) => {
      await remove({
        variables: { id: row.id },
        update(cache, { data }) {
          if (data?.deleteParamValue == null) return;
          patch(cache, (_k, values) => values.filter((v) => v.id !== row.id), row.key);
          cache.evict({ id: cache.identify({ __typename: 'ParamValue', id: row.id }) });
          forgetBoards(cache);
        },
      });
    },
    [remove, patch],
  );

  return { createValue, updateValue, deleteValue };
}
