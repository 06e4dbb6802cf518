import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { BusinessUnitIdArgs } from './fiscal.inputs';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import type { FiscalSettingsChange } from './fiscal.service';
import { UpdateFiscalSettingsInput } from './fiscal.inputs';
import { FiscalSettingsView, LetterheadView } from './fiscal.types';

/** The input's three points under their document types (the service's shape). */
export function fiscalChange(input: UpdateFiscalSettingsInput): FiscalSettingsChange {
  const { factura, notaCredito, recibo, mode, sifenEnv, certificateP12Base64, certificatePassword, cscId, csc, taxpayerType, regimeType, activityCode, departmentCode, districtCode, cityCode, email, ...rest } =
    input;
  const electronic = { mode, sifenEnv, certificateP12Base64, certificatePassword, cscId, csc, taxpayerType, regimeType, activityCode, departmentCode, districtCode, cityCode, email };
  return { ...rest, points: { factura, nota_credito: notaCredito, recibo }, electronic };
}

@Resolver()
export class FiscalResolver {
  @Authorized()
  @Query(() => FiscalSettingsView, { description: 'Datos fiscales, membrete y puntos de expedición de una unidad de negocio. Todo usuario con sesión los lee.' })
  fiscalSettings(@Args() { businessUnitId }: BusinessUnitIdArgs, @Ctx() ctx: GqlContext): Promise<FiscalSettingsView> {
    return ctx.services.fiscal.get(signedIn(ctx), businessUnitId);
  }

  @Authorized()
  @Query(() => LetterheadView, { nullable: true, description: 'El membrete propio de la unidad para sus PDF; null si no tiene (los PDF usan el membrete de la casa).' })
  async businessUnitLetterhead(@Args() { businessUnitId }: BusinessUnitIdArgs, @Ctx() ctx: GqlContext): Promise<LetterheadView | null> {
    signedIn(ctx);
    const l = await ctx.services.fiscal.letterhead(businessUnitId);
    return l ? { ...l, lines: [...l.lines] } : null;
  }

  @Authorized()
  @Mutation(() => FiscalSettingsView, { description: 'Finanzas y administradores. El próximo número no baja mientras haya documentos emitidos con el timbrado.' })
  updateFiscalSettings(
    @Args() { businessUnitId }: BusinessUnitIdArgs,
    @Arg('input', () => UpdateFiscalSettingsInput) input: UpdateFiscalSettingsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<FiscalSettingsView> {
    return ctx.services.fiscal.update(signedIn(ctx), businessUnitId, fiscalChange(input));
  }
}
