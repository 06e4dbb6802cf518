import DataLoader from 'dataloader';
import { RESTORE_WINDOW_MS } from '@crm/domain';
import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealView } from '../deals';
import { OrganizationView } from '../organizations';
import { uploadFailure } from './files.service';
import { DEAL_FILES_MAX, DealFileView, ORGANIZATION_FILES_MAX } from './files.types';

/** An `Upload` argument as resolvers get it: a box, not a thenable (see UploadScalar). */
export interface UploadArg {
  promise: Promise<FileUpload>;
}

/**
 * graphql-upload's `Upload` scalar (same name and description in the schema) whose value is boxed:
 * TypeGraphQL awaits thenable arguments before calling the resolver, so a file that never came or a
 * broken body failed outside it as INTERNAL_SERVER_ERROR instead of a Spanish BAD_USER_INPUT.
 */
export const UploadScalar = new GraphQLScalarType<UploadArg, never>({
  ...GraphQLUpload.toConfig(),
  parseValue: (value) => ({ promise: GraphQLUpload.parseValue(value) as Promise<FileUpload> }),
  // Always throws ('Upload literal unsupported.'): files come only as multipart variables.
  parseLiteral: (node, variables) => GraphQLUpload.parseLiteral(node, variables) as never,
});

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
  dealFiles(@Arg('dealId', () => Int) dealId: number, @Ctx() ctx: GqlContext): Promise<DealFileView[]> {
    return ctx.services.files.list(signedIn(ctx), dealId);
  }

  @Authorized()
  @Mutation(() => DealFileView, {
    description:
      "admin, venta u ops. Multipart (graphql-upload) con el encabezado Apollo-Require-Preflight. Máximo 25 MB (PAYLOAD_TOO_LARGE); tipos permitidos según el contenido: PDF, imágenes, Office, ZIP, CSV/texto (UNSUPPORTED_MEDIA_TYPE 'Tipo de archivo no permitido.').",
  })
  async uploadDealFile(
    @Arg('dealId', () => Int) dealId: number,
    @Arg('type', () => String) type: string,
    @Arg('file', () => UploadScalar) file: UploadArg,
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
  deleteDealFile(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.files.remove(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => DealFileView, {
    description: `admin, venta u ops. 'Deshacer' de deleteDealFile: devuelve el archivo a su operación (mismo id) dentro de los ${RESTORE_WINDOW_MS / 60_000} minutos; después, NOT_FOUND.`,
  })
  restoreDealFile(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<DealFileView> {
    return ctx.services.files.restore(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo admin. Borra la operación con sus archivos (también los bytes guardados), campos y actividades; devuelve el id.' })
  deleteDeal(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<number> {
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

