import { useQuery } from '@apollo/client/react';
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
 */
export function useCatalogItems(filter: CatalogItemFilter | null = { active: true }) {
  const { data, loading, error, refetch } = useQuery(CatalogItemsDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  return { items: data?.catalogItems ?? [], loading: loading && !data, error, refetch };
}
