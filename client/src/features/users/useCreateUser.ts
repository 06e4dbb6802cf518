import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateUserDocument, UsersAdminDocument, type CreateUserInput } from '../../gql/graphql';

/** createUser, then the new user is appended to the cached list (no refetch round trip). */
export function useCreateUser() {
  const [mutate, { loading }] = useMutation(CreateUserDocument, {
    update(cache, { data }) {
      const created = data?.createUser;
      if (!created) return;
      cache.updateQuery({ query: UsersAdminDocument }, (prev) =>
        prev && !prev.users.some((u) => u.id === created.id) ? { ...prev, users: [...prev.users, created] } : prev,
      );
    },
  });
  const create = useCallback((input: CreateUserInput) => mutate({ variables: { input } }), [mutate]);
  return [create, loading] as const;
}
