import DataLoader from 'dataloader';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import type { CustomFieldData, CustomFieldKind } from './custom-fields.types';

/**
 * Custom fields per owner id, one query per request batch (Deal.customFields, Organization.customFields,
 * Contact.customFields). Organization and contact fields are scoped by the owner's visibility inside the batch.
 */
export function customFieldsLoader(ctx: GqlContext, kind: CustomFieldKind): DataLoader<number, CustomFieldData[]> {
  return ctx.loaders.get(
    `customFields.${kind}`,
    () =>
      new DataLoader<number, CustomFieldData[]>((ids) =>
        kind === 'deal' ? ctx.services.customFields.listForDeals(ids) : ctx.services.customFields.listForOwners(signedIn(ctx), kind, ids),
      ),
  );
}
