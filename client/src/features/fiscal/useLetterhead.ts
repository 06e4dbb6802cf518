import { useQuery } from '@apollo/client/react';
import type { DocumentLetterhead } from '@crm/domain';
import { BusinessUnitLetterheadDocument } from '../../gql/graphql';

/**
 * The business unit's own letterhead for a PDF built in the browser (the quote), or null while loading, without
 * a unit, or when the unit has none (the PDF keeps the house banner).
 */
export function useLetterhead(businessUnitId: number | null | undefined): DocumentLetterhead | null {
  const { data } = useQuery(BusinessUnitLetterheadDocument, { variables: { businessUnitId: businessUnitId ?? 0 }, skip: !businessUnitId });
  return data?.businessUnitLetterhead ?? null;
}
