import type { QuotePrefillCostSheet } from '@crm/domain';

export interface QuoteCostSheetState {
  /** The cost sheet's sale rows, local charges and insurance sales; null when the operation has none. */
  costSheet: QuotePrefillCostSheet | null;
  /** The prefill waits while this is true. */
  loading: boolean;
}

/**
 * The one place the quote screen reads the cost sheet (issue 7's `costSheet(dealId)` query, document
 * in ./pending/QuoteCostSheet.graphql.txt).
 *
 * // wired at merge: until issue 7 lands this branch has no costSheet query, so there is no cost
 * // sheet. At merge: move the document to ./graphql/QuoteCostSheet.graphql, run codegen, then
 * //   const { data, loading, error } = useQuery(QuoteCostSheetDocument, { variables: { dealId: dealId ?? 0 }, skip: dealId === null });
 * //   return { costSheet: !error && data?.costSheet.saved ? data.costSheet : null, loading };
 * // (a failed load counts as no cost sheet, spec part 2 §7 "failure treated as none").
 */
export function useQuoteCostSheet(dealId: number | null): QuoteCostSheetState {
  void dealId;
  return NO_COST_SHEET;
}

const NO_COST_SHEET: QuoteCostSheetState = { costSheet: null, loading: false };
