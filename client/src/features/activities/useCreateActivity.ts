import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateActivityDocument, type CreateActivityInput } from '../../gql/graphql';

/**
 * createActivity (always done = false here, spec part 2 §4), then every shown activity list
 * (history and notes of the screen) is fetched again so the new one appears in order.
 */
export function useCreateActivity() {
  const [mutate, { loading }] = useMutation(CreateActivityDocument, {
    refetchQueries: ['RecordActivities'],
    awaitRefetchQueries: true,
  });
  const create = useCallback((input: Omit<CreateActivityInput, 'done'>) => mutate({ variables: { input: { ...input, done: false } } }), [mutate]);
  return [create, loading] as const;
}
