import DataLoader from 'dataloader';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealView } from '../deals/deals.types';
import { OrganizationView } from '../organizations/organizations.types';
import { DEAL_FILES_MAX, DealFileView, ORGANIZATION_FILES_MAX } from './files.types';

function dealFilesLoader(ctx: GqlContext): DataLoader<number, DealFileView[]> {
  return ctx.loaders.get('files.byDeal', () => new DataLoader<number, DealFileView[]>((ids) => ctx.services.files.byDealIds(ctx.actor, ids)));
}

function orgFilesLoader(ctx: GqlContext): DataLoader<number, DealFileView[]> {
  return ctx.loaders.get('files.byOrg', () => new DataLoader<number, DealFileView[]>((ids) => ctx.services.files.byOrgIds(ctx.actor, ids)));
}

@Resolver(() => DealFileView)
export class FilesResolver {
  @Authorized()
  @Query(() => [DealFileView], {
    description: `Archivos de una operación, los ${DEAL_FILES_MAX} más nuevos primero. NOT_FOUND 'Operación no encontrada.'`,
  })
  @ListMax(DEAL_FILES_MAX)
  dealFiles(@Arg('dealId', () => Int) dealId: number, @Ctx() ctx: GqlContext): Promise<DealFileView[]> {
    return ctx.services.files.list(ctx.actor, dealId);
  }

  @Authorized()
  @Mutation(() => DealFileView, {
    description:
      "admin, venta u ops. Multipart (graphql-upload) con el encabezado Apollo-Require-Preflight. Máximo 25 MB (PAYLOAD_TOO_LARGE); tipos permitidos según el contenido: PDF, imágenes, Office, ZIP, CSV/texto (UNSUPPORTED_MEDIA_TYPE 'Tipo de archivo no permitido.').",
  })
  async uploadDealFile(
    @Arg('dealId', () => Int) dealId: number,
    @Arg('type', () => String) type: string,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: GqlContext,
  ): Promise<DealFileView> {
    const upload = await file;
    return ctx.services.files.upload(ctx.actor, { dealId, type, filename: upload.filename, body: upload.createReadStream() });
  }

  @Authorized()
  @Mutation(() => Int, { description: 'admin, venta u ops. Borra el archivo y sus bytes; devuelve el id.' })
  deleteDealFile(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.files.remove(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo admin. Borra la operación con sus archivos (también los bytes guardados), campos y actividades; devuelve el id.' })
  deleteDeal(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.files.deleteDeal(ctx.actor, id);
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

/** Registered in build-schema RESOLVERS. */
export const FILES_RESOLVERS = [FilesResolver, DealFilesFieldResolver, OrganizationFilesFieldResolver] as const;
