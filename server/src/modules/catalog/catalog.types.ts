import { CATALOG_ITEM_TYPES, CATALOG_MODES, type CatalogCurrency, type CatalogItemType, type CatalogMode, type IvaRate } from '@crm/domain';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

export const CatalogItemTypeEnum = Object.fromEntries(CATALOG_ITEM_TYPES.map((t) => [t, t])) as { [K in CatalogItemType]: K };
registerEnumType(CatalogItemTypeEnum, { name: 'CatalogItemType', description: 'PRODUCTO o SERVICIO.' });

@ObjectType('CatalogItem', { description: 'Ítem del catálogo de productos y servicios.' })
export class CatalogItemView {
  @Field(() => Int)
  id: number;

  @Field(() => CatalogItemTypeEnum)
  type: CatalogItemType;

  @Field(() => String, { description: 'Código único, en mayúsculas.' })
  sku: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: "Unidad de venta ('kg', 'bulto', 'servicio')." })
  unit: string | null;

  @Field(() => String, { description: 'PYG o USD.' })
  currency: CatalogCurrency;

  @Field(() => Float, { description: 'Precio con IVA incluido, exacto: PYG sin decimales, USD con hasta 2. 0 = sin precio fijo.' })
  price: number;

  @Field(() => String, { description: "IVA: 'exenta', '5' o '10'." })
  taxRate: IvaRate;

  @Field(() => [String], { description: 'Modalidades de transporte a las que se aplica; vacío = todas.' })
  @ListMax(CATALOG_MODES.length)
  modes: CatalogMode[];

  @Field(() => Boolean)
  active: boolean;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}
