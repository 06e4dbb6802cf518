import { TARGET_CENTS_MAX, TARGET_COUNT_MAX, TARGET_MESSAGES } from '@crm/domain';
import { IsInt, IsNumber, IsOptional, Matches, Max, Min } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { Id, OptionalAnyText, Text } from '../../core/input/fields';

export { TARGET_MESSAGES };
const M = TARGET_MESSAGES;

/** A count target: absent keeps it, null clears it, else a whole number 0 … TARGET_COUNT_MAX. */
function CountTarget(description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Int, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsInt({ message: M.countInvalid })(target, key);
    Min(0, { message: M.countInvalid })(target, key);
    Max(TARGET_COUNT_MAX, { message: M.countInvalid })(target, key);
  };
}

/** A USD target: absent keeps it, null clears it, else 0 … 10.000.000.000 with at most 2 decimals (stored in cents). */
function UsdTarget(description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.moneyInvalid })(target, key);
    Min(0, { message: M.moneyInvalid })(target, key);
    Max(TARGET_CENTS_MAX / 100, { message: M.moneyInvalid })(target, key);
  };
}

/** 'Guardar metas' (admins): a seller's targets for a month; 0 or null = no target for that figure. */
@InputType()
export class SetSalesTargetInput {
  @Id(M.userNotFound, 'El vendedor.')
  userId: number;

  @Text(7, { message: M.monthInvalid }, "'YYYY-MM', mes de la oficina.")
  @Matches(/^2\d{3}-(0[1-9]|1[0-2])$/, { message: M.monthInvalid })
  month: string;

  @CountTarget('Llamadas del mes.')
  calls?: number | null;

  @CountTarget('Prospectos (organizaciones) nuevos del mes.')
  newProspects?: number | null;

  @CountTarget('Cotizaciones enviadas (fecha de cotización en el mes).')
  quotesSent?: number | null;

  @UsdTarget('Valor de las operaciones abiertas, en USD.')
  pipelineValue?: number | null;

  @UsdTarget('Valor de las operaciones ganadas en el mes, en USD.')
  wonValue?: number | null;
}

/** `month: String` ('YYYY-MM'; none: the office's month) of salesTargets and salesDashboard: the service judges it. */
@ArgsType()
export class SalesMonthArgs {
  @OptionalAnyText()
  month?: string | null;
}
