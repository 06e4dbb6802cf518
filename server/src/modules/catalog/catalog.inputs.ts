import { CATALOG_CURRENCIES, CATALOG_ITEM_TYPES, CATALOG_LIMITS as L, CATALOG_MESSAGES as M, CATALOG_MODES, CATALOG_TAX_RATES, type CatalogCurrency, type CatalogItemType, type CatalogMode, type IvaRate } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from '../../core/input/rules';
import { Field, Float, InputType } from 'type-graphql';
import { Name, OneOf, OptionalName, OptionalOneOf, OptionalText } from '../../core/input/fields';
import { CatalogItemTypeEnum } from './catalog.types';

export { CATALOG_MESSAGES } from '@crm/domain';

/**
 * A code as typed (either case, spaces around allowed: the service trims and upper-cases it). Blank passes here
 * so that the name rule's 'obligatorio' is the message (both rules are class-validator 'matches').
 */
const SKU_AS_TYPED = /^\s*(?:[A-Za-z0-9][A-Za-z0-9._/-]*)?\s*$/;

function Sku(nullable: boolean): PropertyDecorator {
  const rules = nullable ? OptionalName : Name;
  return (target, key) => {
    rules(L.skuLength, { required: M.skuRequired, tooLong: M.skuTooLong }, 'Código único (letras sin tilde, números y . _ / -).')(target, key);
    Matches(SKU_AS_TYPED, { message: M.skuInvalid })(target, key);
  };
}

function Price(): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable: true, description: 'Precio con IVA incluido; PYG sin decimales, USD con hasta 2. Por defecto 0 (sin precio fijo).' })(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.priceInvalid })(target, key);
    Min(0, { message: M.priceInvalid })(target, key);
    Max(L.maxPrice, { message: M.priceTooLarge })(target, key);
  };
}

function Modes(): PropertyDecorator {
  return (target, key) => {
    Field(() => [String], { nullable: true, description: `Modalidades (${CATALOG_MODES.join(', ')}); vacío = todas.` })(target, key);
    IsOptional()(target, key);
    IsArray({ message: M.modesInvalid })(target, key);
    ArrayMaxSize(CATALOG_MODES.length * 2, { message: M.modesInvalid })(target, key);
    IsIn([...CATALOG_MODES], { each: true, message: M.modesInvalid })(target, key);
  };
}

function Active(): PropertyDecorator {
  return (target, key) => {
    Field(() => Boolean, { nullable: true })(target, key);
    IsOptional()(target, key);
    IsBoolean({ message: M.activeInvalid })(target, key);
  };
}

const nameMessages = { required: M.nameRequired, tooLong: M.nameTooLong };

@InputType()
export class CreateCatalogItemInput {
  @OneOf(() => CatalogItemTypeEnum, CATALOG_ITEM_TYPES, M.typeInvalid)
  type: CatalogItemType;

  @Sku(false)
  sku: string;

  @Name(L.nameLength, nameMessages)
  name: string;

  @OptionalText(L.unitLength, M.unit)
  unit?: string | null;

  @OptionalOneOf(() => String, CATALOG_CURRENCIES, M.currencyInvalid, 'PYG o USD; por defecto USD.')
  currency?: CatalogCurrency | null;

  @Price()
  price?: number | null;

  @OptionalOneOf(() => String, CATALOG_TAX_RATES, M.taxInvalid, "'exenta', '5' o '10'; por defecto '10' (la tasa general).")
  taxRate?: IvaRate | null;

  @Modes()
  modes?: CatalogMode[] | null;

  @Active()
  active?: boolean | null;
}

@InputType()
export class UpdateCatalogItemInput {
  @OptionalOneOf(() => CatalogItemTypeEnum, CATALOG_ITEM_TYPES, M.typeInvalid)
  type?: CatalogItemType | null;

  @Sku(true)
  sku?: string | null;

  @OptionalName(L.nameLength, nameMessages)
  name?: string | null;

  @OptionalText(L.unitLength, M.unit, 'null o vacío la borra.')
  unit?: string | null;

  @OptionalOneOf(() => String, CATALOG_CURRENCIES, M.currencyInvalid)
  currency?: CatalogCurrency | null;

  @Price()
  price?: number | null;

  @OptionalOneOf(() => String, CATALOG_TAX_RATES, M.taxInvalid)
  taxRate?: IvaRate | null;

  @Modes()
  modes?: CatalogMode[] | null;

  @Active()
  active?: boolean | null;
}

@InputType()
export class CatalogItemFilter {
  @Field(() => String, { nullable: true, description: 'Busca en el código y el nombre.' })
  @IsOptional()
  @IsString({ message: 'La búsqueda debe ser texto.' })
  @MaxLength(200, { message: 'La búsqueda admite hasta 200 caracteres.' })
  q?: string | null;

  @OptionalOneOf(() => CatalogItemTypeEnum, CATALOG_ITEM_TYPES, M.typeInvalid)
  type?: CatalogItemType | null;

  @Active()
  active?: boolean | null;

  @OptionalOneOf(() => String, CATALOG_MODES, M.modesInvalid, 'Solo los ítems que se aplican a esa modalidad (incluye los de todas).')
  mode?: CatalogMode | null;
}
