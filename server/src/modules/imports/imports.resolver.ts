import { IMPORT_MESSAGES } from '@crm/domain';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { type UploadArg, UploadScalar, uploadFailure } from '../files';
import { readImportUpload } from './imports.rest';
import { ImportJobView, ImportKindEnum, ImportRowResultView } from './imports.types';

/** Rows of results one request reads. */
export const IMPORT_ROWS_MAX = 500;

@Resolver(() => ImportJobView)
export class ImportsResolver {
  @Authorized()
  @Query(() => ImportJobView, { description: "Una importación propia (administradores: cualquiera). NOT_FOUND 'Importación no encontrada.'" })
  importJob(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<ImportJobView> {
    return ctx.services.imports.get(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => ImportJobView, {
    description: `admin, venta u ops. Multipart (graphql-upload, encabezado Apollo-Require-Preflight): lee el CSV (separador , ; o tabulación; UTF-8, UTF-8 con BOM o Windows-1252) y sugiere el mapeo. ${IMPORT_MESSAGES.tooLarge}`,
  })
  async startImport(
    @Arg('kind', () => ImportKindEnum) kind: string,
    @Arg('file', () => UploadScalar) file: UploadArg,
    @Ctx() ctx: GqlContext,
  ): Promise<ImportJobView> {
    const upload = await file.promise.catch((e: unknown) => Promise.reject(uploadFailure(e)));
    const bytes = await readImportUpload(upload.createReadStream());
    return ctx.services.imports.start(signedIn(ctx), { kind, filename: upload.filename, bytes });
  }

  @Authorized()
  @Mutation(() => ImportJobView, { description: 'Vista previa: procesa todas las filas y deshace cada lote (no guarda nada). Consultá importJob hasta status checked.' })
  dryRunImport(
    @Arg('id', () => Int) id: number,
    @Arg('mapping', () => [String], { nullable: 'items', description: 'El campo de cada columna, en orden (null: no se importa).' }) mapping: (string | null)[],
    @Ctx() ctx: GqlContext,
  ): Promise<ImportJobView> {
    return ctx.services.imports.dryRun(signedIn(ctx), id, mapping);
  }

  @Authorized()
  @Mutation(() => ImportJobView, { description: 'Importa (lotes de hasta 500 filas o 300 ms, una transacción por lote). Sin mapping usa el de la vista previa. Consultá importJob hasta status done. Una importación en curso que dejó de avanzar (su proceso terminó) se continúa desde la primera fila no guardada.' })
  runImport(
    @Arg('id', () => Int) id: number,
    @Arg('mapping', () => [String], { nullable: 'itemsAndList' }) mapping: (string | null)[] | null | undefined,
    @Ctx() ctx: GqlContext,
  ): Promise<ImportJobView> {
    return ctx.services.imports.run(signedIn(ctx), id, mapping);
  }

  @FieldResolver(() => [ImportRowResultView], { description: 'Resultado por fila: todos los errores y las primeras 1.000 filas sin error.' })
  @ListMax(IMPORT_ROWS_MAX, { sizeArg: 'first' })
  rows(
    @Root() job: ImportJobView,
    @Arg('onlyErrors', () => Boolean, { defaultValue: false }) onlyErrors: boolean,
    @Arg('first', () => Int, { defaultValue: 100 }) first: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): ImportRowResultView[] {
    const rows = onlyErrors ? job.results.filter((r) => r.action === 'error') : job.results;
    return rows.slice(Math.max(0, offset), Math.max(0, offset) + Math.min(Math.max(first, 0), IMPORT_ROWS_MAX));
  }

  @FieldResolver(() => Int, { description: 'Cuántas filas tiene rows con ese filtro.' })
  rowCount(@Root() job: ImportJobView, @Arg('onlyErrors', () => Boolean, { defaultValue: false }) onlyErrors: boolean): number {
    return onlyErrors ? job.results.filter((r) => r.action === 'error').length : job.results.length;
  }

  @FieldResolver(() => String, { description: 'Las filas con error y su motivo, como CSV (separador ;, UTF-8 con BOM) para corregir y volver a importar.' })
  async errorsCsv(@Root() job: ImportJobView, @Ctx() ctx: GqlContext): Promise<string> {
    return (await ctx.services.imports.errorsFile(signedIn(ctx), job.id)).csv;
  }
}
