import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateDealDocument, UpsertDealCustomFieldDocument, type CreateDealInput, type UpsertCustomFieldInput } from '../../gql/graphql';

/**
 * createDeal, then one upsertCustomField per non-empty field (spec part 1 §7). When the deal was
 * created but a field failed, a retry only writes the fields again (no second operation).
 */
export function useCreateOperation() {
  const [createDeal] = useMutation(CreateDealDocument);
  const [upsertField] = useMutation(UpsertDealCustomFieldDocument);
  const [saving, setSaving] = useState(false);
  const createdId = useRef<number | null>(null);

  const create = useCallback(
    async (input: CreateDealInput, fields: UpsertCustomFieldInput[]): Promise<number> => {
      setSaving(true);
      try {
        let id = createdId.current;
        if (id === null) {
          const { data } = await createDeal({ variables: { input } });
          id = data?.createDeal.id ?? null;
          if (!id) throw new Error('createDeal sin id');
          createdId.current = id;
        }
        for (const field of fields) {
          await upsertField({ variables: { dealId: id, input: field } });
        }
        return id;
      } finally {
        setSaving(false);
      }
    },
    [createDeal, upsertField],
  );
  return [create, saving] as const;
}
