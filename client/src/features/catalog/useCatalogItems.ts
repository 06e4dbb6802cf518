import { useQuery } from '@apollo/client/react';
import { CATALOG_PRESETS, catalogModeOf } from '@crm/domain';
import { CatalogItemsDocument, type CatalogItemFieldsFragment, type CatalogItemFilter } from '../../gql/graphql';

export type CatalogItem = CatalogItemFieldsFragment;

/** What a picker hands to the screen that uses it: the item's text and figures, copied into the sheet or quote. */
export interface PickedCatalogItem {
  name: string;
  /** 'exenta' | '5' | '10' (domain IvaRate). */
  taxRate: string;
  /** IVA included; 0 = no fixed price. */
  price: number;
  currency: string;
  unit: string | null;
  sku: string;
}

export function pickedOf(item: CatalogItem): PickedCatalogItem {
  return { name: item.name, taxRate: item.taxRate, price: item.price, currency: item.currency, unit: item.unit, sku: item.sku };
}

/**
 * The catalogue as the server lists it (by name), for pickers and the admin screen. `filter` as the API takes it:
 * `{ active: true }` for the items offered, `mode` for one transport mode's, `q`, `type`. Every signed-in user reads it.
 * `keepWhileLoading`: the previous filter's rows stay (marked `stale`) until the new answer arrives.
 */
export function useCatalogItems(filter: CatalogItemFilter | null = { active: true }, { keepWhileLoading = false } = {}) {
  const { data: current, previousData, loading, error, refetch } = useQuery(CatalogItemsDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  // A list screen keeps the rows shown while the next filter's answer loads (no spinner flash per keystroke); a picker
  // never offers another mode's items, so it waits for its own.
  const data = current ?? (keepWhileLoading ? previousData : undefined);
  return { items: data?.catalogItems ?? [], loading: loading && !data, stale: !current && !!data, error, refetch };
}

/** The 16 preset concepts as items, offered when the catalogue cannot be read (nothing of the old fixed list is lost). */
const PRESET_ITEMS: readonly CatalogItem[] = CATALOG_PRESETS.map((p, i) => ({ __typename: 'CatalogItem', id: -(i + 1), ...p, modes: [...p.modes] }));

/**
 * What a screen's pickers offer (the cost sheet's concepts, the quote's services), loaded once for all its rows: the
 * active items that apply to the operation's `mode` ('Aéreo' → AEREO; an unknown mode offers every item). If the
 * catalogue cannot be read the presets are offered, as the fixed list was, and free text stays allowed.
 */
export function useCatalogOffer(mode: string | null | undefined): readonly CatalogItem[] {
  const known = catalogModeOf(mode);
  const { items, error } = useCatalogItems(known ? { active: true, mode: known } : { active: true });
  return error && items.length === 0 ? PRESET_ITEMS : items;
}
