import { IMPORT_MESSAGES } from '@crm/domain';
import { Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { uploadFailure } from '../files';
import { DryRunMappingArgs, ImportRowsPageArgs, OnlyErrorsArgs, RunMappingArgs, StartImportArgs } from './imports.inputs';
import { readImportUpload } from './imports.rest';
import { ImportJobView, ImportRowResultView } from './imports.types';

/** Rows of results one request reads. */
export const IMPORT_ROWS_MAX = 500;

@Resolver(() => ImportJobView)
export class ImportsResolver {
  @Authorized()
  @Query(() => ImportJobView, { description: "Una importación propia (administradores: cualquiera). NOT_FOUND 'Importación no encontrada.'" })
  importJob(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<ImportJobView> {
    return ctx.services.imports.get(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => ImportJobView, {
    description: `admin, venta u ops. Multipart (graphql-upload, encabezado Apollo-Require-Preflight): lee el CSV (separador , ; o tabulación; UTF-8, UTF-8 con BOM o Windows-1252) y sugiere el mapeo. ${IMPORT_MESSAGES.tooLarge}`,
  })
  async startImport(
    @Args() { kind, file }: StartImportArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ImportJobView> {
    const upload = await file.promise.catch((e: unknown) => Promise.reject(uploadFailure(e)));
    const bytes = await readImportUpload(upload.createReadStream());
    return ctx.services.imports.start(signedIn(ctx), { kind, filename: upload.filename, bytes });
  }

  @Authorized()
  @Mutation(() => ImportJobView, { description: 'Vista previa: procesa todas las filas y deshace cada lote (no guarda nada). Consultá importJob hasta status checked.' })
  dryRunImport(
    @Args() { id }: IdArgs,
    @Args() { mapping }: DryRunMappingArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ImportJobView> {
    return ctx.services.imports.dryRun(signedIn(ctx), id, mapping);
  }

  @Authorized()
  @Mutation(() => ImportJobView, { description: 'Importa (lotes de hasta 500 filas o 300 ms, una transacción por lote). Sin mapping usa el de la vista previa. Consultá importJob hasta status done. Una importación en curso que dejó de avanzar (su proceso terminó) se continúa desde la primera fila no guardada.' })
  runImport(
    @Args() { id }: IdArgs,
    @Args() { mapping }: RunMappingArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ImportJobView> {
    return ctx.services.imports.run(signedIn(ctx), id, mapping);
  }

  @FieldResolver(() => [ImportRowResultView], { description: 'Resultado por fila: todos los errores y las primeras 1.000 filas sin error.' })
  @ListMax(IMPORT_ROWS_MAX, { sizeArg: 'first' })
  rows(
    @Root() job: ImportJobView,
    @Args() { onlyErrors }: OnlyErrorsArgs,
    @Args() { first, offset }: ImportRowsPageArgs,
  ): ImportRowResultView[] {
    const rows = onlyErrors ? job.results.filter((r) => r.action === 'error') : job.results;
    return rows.slice(Math.max(0, offset), Math.max(0, offset) + Math.min(Math.max(first, 0), IMPORT_ROWS_MAX));
  }

  @FieldResolver(() => Int, { description: 'Cuántas filas tiene rows con ese filtro.' })
  rowCount(@Root() job: ImportJobView, @Args() { onlyErrors }: OnlyErrorsArgs): number {
    return onlyErrors ? job.results.filter((r) => r.action === 'error').length : job.results.length;
  }

  @FieldResolver(() => String, { description: 'Las filas con error y su motivo, como CSV (separador ;, UTF-8 con BOM) para corregir y volver a importar.' })
  async errorsCsv(@Root() job: ImportJobView, @Ctx() ctx: GqlContext): Promise<string> {
    return (await ctx.services.imports.errorsFile(signedIn(ctx), job.id)).csv;
  }
}
