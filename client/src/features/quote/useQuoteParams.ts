import { useQuery } from '@apollo/client/react';
import { QUOTE_PARAM_KEYS } from '@crm/domain';
import { QuoteParamOptionsDocument } from '../../gql/graphql';

export type QuoteParamLists = Record<keyof typeof QUOTE_PARAM_KEYS, string[]>;

/** The six quote lists (spec part 2 §7): active values sorted by ord; a failed load leaves them empty. */
export function useQuoteParams(): QuoteParamLists {
  const { data } = useQuery(QuoteParamOptionsDocument, { fetchPolicy: 'cache-first' });
  const values = (key: string) =>
    (data?.params.find((g) => g.key === key)?.values ?? [])
      .filter((v) => v.active)
      .slice()
      .sort((a, b) => a.ord - b.ord || a.id - b.id)
      .map((v) => v.value);
  return Object.fromEntries(Object.entries(QUOTE_PARAM_KEYS).map(([field, key]) => [field, values(key)])) as QuoteParamLists;
}
