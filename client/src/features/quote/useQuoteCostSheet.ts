import { useQuery } from '@apollo/client/react';
import { effectiveGsRate, type QuotePrefillCostSheet } from '@crm/domain';
import { QuoteCostSheetDocument } from '../../gql/graphql';

export interface QuoteCostSheetState {
  /** The cost sheet's sale rows, local charges and insurance sales; null when the operation has none. */
  costSheet: QuotePrefillCostSheet | null;
  /** The prefill waits while this is true. */
  loading: boolean;
  /**
   * Gs per USD for a catalogue price in guaraníes picked into a USD line: the sheet's rate, which the server gives
   * even for a sheet never saved (the dated rate of the day, else the default); the default if the load failed.
   */
  gsRate: number;
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
  const gsRate = effectiveGsRate(error ? null : data?.costSheet.header.gsRate);
  const sheet = !error && data?.costSheet.saved ? data.costSheet : null;
  if (!sheet) return { costSheet: null, loading, gsRate };
  // A sheet whose weight to use is empty prices per kg at the operation's chargeable weight per mode, as the sheet does.
  const pesoKg = sheet.header.pesoKg ?? (sheet.chargeableWeightKg > 0 ? sheet.chargeableWeightKg : null);
  return { costSheet: { ...sheet, header: { ...sheet.header, pesoKg } }, loading, gsRate };
}
