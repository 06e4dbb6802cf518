import DataLoader from 'dataloader';
import { RESTORE_WINDOW_MS } from '@crm/domain';
import { Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DealIdArgs, IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealView } from '../deals';
import { OrganizationView } from '../organizations';
import { UploadDealFileArgs } from './files.inputs';
import { uploadFailure } from './files.service';
import { DEAL_FILES_MAX, DealFileView, ORGANIZATION_FILES_MAX } from './files.types';

function dealFilesLoader(ctx: GqlContext): DataLoader<number, DealFileView[]> {
  return ctx.loaders.get('files.byDeal', () => new DataLoader<number, DealFileView[]>((ids) => ctx.services.files.byDealIds(signedIn(ctx), ids)));
}

function orgFilesLoader(ctx: GqlContext): DataLoader<number, DealFileView[]> {
  return ctx.loaders.get('files.byOrg', () => new DataLoader<number, DealFileView[]>((ids) => ctx.services.files.byOrgIds(signedIn(ctx), ids)));
}

@Resolver(() => DealFileView)
export class FilesResolver {
  @Authorized()
  @Query(() => [DealFileView], {
    description: `Archivos de una operación, los ${DEAL_FILES_MAX} más nuevos primero. NOT_FOUND 'Operación no encontrada.'`,
  })
  @ListMax(DEAL_FILES_MAX)
  dealFiles(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<DealFileView[]> {
    return ctx.services.files.list(signedIn(ctx), dealId);
  }

  @Authorized()
  @Mutation(() => DealFileView, {
    description:
      "admin, venta u ops. Multipart (graphql-upload) con el encabezado Apollo-Require-Preflight. Máximo 25 MB (PAYLOAD_TOO_LARGE); tipos permitidos según el contenido: PDF, imágenes, Office, ZIP, CSV/texto (UNSUPPORTED_MEDIA_TYPE 'Tipo de archivo no permitido.').",
  })
  async uploadDealFile(
    @Args() { dealId }: DealIdArgs,
    @Args() { type, file }: UploadDealFileArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<DealFileView> {
    // graphql-upload rejects a file the body never carried, or a broken body, in English: Spanish AppErrors instead.
    const upload = await file.promise.catch((e: unknown) => Promise.reject(uploadFailure(e)));
    // Opened by the service only after its checks: a refused upload never opens the temp file, which
    // graphql-upload then deletes when the answer is sent (an open, unread stream kept it until exit).
    return ctx.services.files.upload(ctx.actor, { dealId, type, filename: upload.filename, body: () => upload.createReadStream() });
  }

  @Authorized()
  @Mutation(() => Int, {
    description: `admin, venta u ops. Borra el archivo en el acto (deja de verse en listas y enlaces); se puede restaurar con restoreDealFile durante ${RESTORE_WINDOW_MS / 60_000} minutos, después se borran sus bytes. Devuelve el id.`,
  })
  deleteDealFile(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.files.remove(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => DealFileView, {
    description: `admin, venta u ops. 'Deshacer' de deleteDealFile: devuelve el archivo a su operación (mismo id) dentro de los ${RESTORE_WINDOW_MS / 60_000} minutos; después, NOT_FOUND.`,
  })
  restoreDealFile(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<DealFileView> {
    return ctx.services.files.restore(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo admin. Borra la operación con sus archivos (también los bytes guardados), campos y actividades; devuelve el id.' })
  deleteDeal(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.files.deleteDeal(signedIn(ctx), id);
  }
}

@Resolver(() => DealView)
export class DealFilesFieldResolver {
  @FieldResolver(() => [DealFileView], { description: `Archivos de la operación, los ${DEAL_FILES_MAX} más nuevos primero.` })
  @ListMax(DEAL_FILES_MAX)
  files(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<DealFileView[]> {
    return dealFilesLoader(ctx).load(d.id);
  }
}

@Resolver(() => OrganizationView)
export class OrganizationFilesFieldResolver {
  @FieldResolver(() => [DealFileView], {
    description: `Archivos de las operaciones de la organización, los ${ORGANIZATION_FILES_MAX} más nuevos primero (solo lectura).`,
  })
  @ListMax(ORGANIZATION_FILES_MAX)
  files(@Root() o: { id: number }, @Ctx() ctx: GqlContext): Promise<DealFileView[]> {
    return orgFilesLoader(ctx).load(o.id);
  }
}

