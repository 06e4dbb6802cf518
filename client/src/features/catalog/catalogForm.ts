import {
  CATALOG_LIMITS as L,
  CATALOG_MESSAGES as M,
  CATALOG_SKU_PATTERN,
  type CatalogCurrency,
  type CatalogItemType,
  catalogPriceProblem,
  type IvaRate,
  MINOR_DIGITS,
  normalizeSku,
  readCatalogPrice,
} from '@crm/domain';
import type { CatalogItemType as GqlCatalogItemType, CreateCatalogItemInput } from '../../gql/graphql';
import type { CatalogItem } from './useCatalogItems';

/** The catalogue form as typed: the price is text in es-PY ('1.250,50'), checked like the server does. */
export interface CatalogFormValues {
  type: CatalogItemType;
  sku: string;
  name: string;
  unit: string;
  currency: CatalogCurrency;
  price: string;
  taxRate: IvaRate;
  modes: string[];
  active: boolean;
}

/** The form's fields, by the input names the server blames (GraphQL extensions.field). */
export const CATALOG_FORM_FIELDS = ['type', 'sku', 'name', 'unit', 'currency', 'price', 'taxRate', 'modes', 'active'] as const;
export type CatalogFormField = (typeof CATALOG_FORM_FIELDS)[number];
export type CatalogFormErrors = Partial<Record<CatalogFormField, string>>;

export const EMPTY_CATALOG_FORM: CatalogFormValues = { type: 'SERVICIO', sku: '', name: '', unit: '', currency: 'USD', price: '', taxRate: '10', modes: [], active: true };

/** A stored price as the form shows it: es-PY decimals, no grouping ('1250,50', Gs '586000'); 0 → empty. */
export function priceText(price: number, currency: CatalogCurrency): string {
  if (!price) return '';
  return price.toFixed(MINOR_DIGITS[currency]).replace('.', ',');
}

export function formOf(item: CatalogItem): CatalogFormValues {
  const currency = item.currency === 'PYG' ? 'PYG' : 'USD';
  return {
    type: item.type as CatalogItemType,
    sku: item.sku,
    name: item.name,
    unit: item.unit ?? '',
    currency,
    price: priceText(item.price, currency),
    taxRate: (item.taxRate as IvaRate) ?? '10',
    modes: [...item.modes],
    active: item.active,
  };
}

/**
 * The form checked with the server's own rules (domain/catalog.ts), so a mistake shows next to its field before
 * anything is sent; the server checks again (and answers the code taken, which only it knows).
 */
export function checkCatalogForm(v: CatalogFormValues): { input: CreateCatalogItemInput; errors: null } | { input: null; errors: CatalogFormErrors } {
  const errors: CatalogFormErrors = {};
  const sku = normalizeSku(v.sku);
  if (!sku) errors.sku = M.skuRequired;
  else if (sku.length > L.skuLength) errors.sku = M.skuTooLong;
  else if (!CATALOG_SKU_PATTERN.test(sku)) errors.sku = M.skuInvalid;
  const name = v.name.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > L.nameLength) errors.name = M.nameTooLong;
  if (v.unit.trim().length > L.unitLength) errors.unit = `${M.unit} admite hasta ${L.unitLength} caracteres.`;
  const text = readCatalogPrice(v.price, v.currency);
  const problem = text === null ? null : catalogPriceProblem(text, v.currency);
  if (problem) errors.price = problem;
  if (Object.keys(errors).length) return { input: null, errors };
  return {
    errors: null,
    input: {
      type: v.type as GqlCatalogItemType,
      sku,
      name,
      unit: v.unit.trim() || null,
      currency: v.currency,
      price: text === null ? 0 : Number(text),
      taxRate: v.taxRate,
      modes: v.modes,
      active: v.active,
    },
  };
}
