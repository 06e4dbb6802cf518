import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateOperationDocument, SaveOperationDocument, type CreateDealInput, type UpsertCustomFieldInput } from '../../gql/graphql';

/**
 * createDeal, then ONE saveOperation with the non-empty fields: they are all written or none, in one
 * transaction and one audit event, never half of them. When the deal was created but its fields
 * failed, a retry only writes the fields again (no second operation), on the version the deal was
 * created with.
 */
export function useCreateOperation() {
  const [createDeal] = useMutation(CreateOperationDocument);
  const [saveOperation] = useMutation(SaveOperationDocument);
  const [saving, setSaving] = useState(false);
  const created = useRef<{ id: number; version: number } | null>(null);

  const create = useCallback(
    async (input: CreateDealInput, fields: UpsertCustomFieldInput[]): Promise<number> => {
      setSaving(true);
      try {
        if (created.current === null) {
          const { data } = await createDeal({ variables: { input } });
          const deal = data?.createDeal;
          if (!deal?.id) throw new Error('createDeal sin id');
          created.current = { id: deal.id, version: deal.version };
        }
        const { id, version } = created.current;
        if (fields.length) await saveOperation({ variables: { id, version, input: { fields } } });
        return id;
      } finally {
        setSaving(false);
      }
    },
    [createDeal, saveOperation],
  );
  return [create, saving] as const;
}
