import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateUserDocument, type AdminUserFieldsFragment, type UpdateUserInput } from '../../gql/graphql';

/**
 * updateUser with an optimistic answer: the row shows the new role/state at once and, if the
 * server refuses, Apollo drops the optimistic layer so the row returns to the old value.
 * The returned promise rejects on failure so the screen can show its message.
 */
export function useUpdateUser() {
  const [mutate] = useMutation(UpdateUserDocument);
  return useCallback(
    (user: AdminUserFieldsFragment, input: UpdateUserInput) =>
      mutate({
        variables: { id: user.id, input },
        optimisticResponse: {
          updateUser: {
            ...user,
            __typename: 'User',
            name: input.name ?? user.name,
            email: input.email ?? user.email,
            role: input.role ?? user.role,
            isActive: input.isActive ?? user.isActive,
          },
        },
      }),
    [mutate],
  );
}
