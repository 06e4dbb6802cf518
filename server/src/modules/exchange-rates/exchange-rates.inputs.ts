import { CURRENCY_PAIR_PATTERN, EXCHANGE_RATE_LIMITS as L, USD_PYG } from '@crm/domain';
import { IsNumber, IsOptional, IsString, Matches, Max, Min } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { AnyText, OptionalAnyText, OptionalText } from '../../core/input/fields';
import { IsCalendarDate } from '../activities';

export const EXCHANGE_RATE_MESSAGES = {
  pair: "El par de monedas debe ser como 'USD/PYG' (dos códigos de tres letras mayúsculas).",
  date: 'La fecha debe ser una fecha válida AAAA-MM-DD.',
  rate: 'El tipo de cambio debe ser un número mayor que 0.',
  duplicate: 'Ya hay un tipo de cambio de ese par para esa fecha.',
  notFound: 'Tipo de cambio no encontrado.',
} as const;
const M = EXCHANGE_RATE_MESSAGES;

function Rate(nullable: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable, description: 'Unidades de la segunda moneda por una de la primera (Gs por USD).' })(target, key);
    if (nullable) IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: L.decimals }, { message: M.rate })(target, key);
    Min(0.0001, { message: M.rate })(target, key);
    Max(L.max, { message: M.rate })(target, key);
  };
}

@InputType()
export class CreateExchangeRateInput {
  @Field(() => String, { nullable: true, description: `Par de monedas; por defecto ${USD_PYG}.` })
  @IsOptional()
  @IsString({ message: M.pair })
  @Matches(CURRENCY_PAIR_PATTERN, { message: M.pair })
  pair?: string | null;

  @Field(() => String, { description: 'AAAA-MM-DD: desde ese día rige el tipo de cambio.' })
  @IsCalendarDate({ message: M.date })
  date: string;

  @Rate(false)
  rate: number;

  @OptionalText(L.sourceLength, 'La fuente', 'De dónde sale el tipo de cambio (BCP, banco, …).')
  source?: string | null;
}

@InputType()
export class UpdateExchangeRateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: M.pair })
  @Matches(CURRENCY_PAIR_PATTERN, { message: M.pair })
  pair?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  date?: string | null;

  @Rate(true)
  rate?: number | null;

  @OptionalText(L.sourceLength, 'La fuente')
  source?: string | null;
}

/** exchangeRates' `pair: String` (none: every pair); the resolver answers one not like 'USD/PYG' (EXCHANGE_RATE_MESSAGES.pair). */
@ArgsType()
export class ExchangeRatePairArgs {
  @OptionalAnyText()
  pair?: string | null;
}

/** exchangeRateOn's `date: String!` (the service judges it) and `pair: String = "USD/PYG"`. */
@ArgsType()
export class ExchangeRateOnArgs {
  @AnyText()
  date: string;

  @OptionalAnyText(undefined, { defaultValue: USD_PYG })
  pair?: string | null;
}
