import { useQuery } from '@apollo/client/react';
import type { QuotePrefillCostSheet } from '@crm/domain';
import { QuoteCostSheetDocument } from '../../gql/graphql';

export interface QuoteCostSheetState {
  /** The cost sheet's sale rows, local charges and insurance sales; null when the operation has none. */
  costSheet: QuotePrefillCostSheet | null;
  /** The prefill waits while this is true. */
  loading: boolean;
}

/**
 * The one place the quote screen reads the cost sheet (spec part 2 §3: header gsRate/pesoKg, sale rows,
 * local charges to the client, insurance sales). A sheet never saved, or a failed load, counts as none
 * (spec part 2 §7 "failure treated as none").
 */
export function useQuoteCostSheet(dealId: number | null): QuoteCostSheetState {
  const { data, loading, error } = useQuery(QuoteCostSheetDocument, {
    variables: { dealId: dealId ?? 0 },
    skip: dealId === null,
    fetchPolicy: 'network-only',
  });
  const sheet = !error && data?.costSheet.saved ? data.costSheet : null;
  if (!sheet) return { costSheet: null, loading };
  // A sheet whose weight to use is empty prices per kg at the operation's chargeable weight per mode, as the sheet does.
  const pesoKg = sheet.header.pesoKg ?? (sheet.chargeableWeightKg > 0 ? sheet.chargeableWeightKg : null);
  return { costSheet: { ...sheet, header: { ...sheet.header, pesoKg } }, loading };
}
