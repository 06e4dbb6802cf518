import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DealIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { boardCardVersion, boardDay, DealCard, DealView } from '../deals';
import { DocTypeArgs, SetChecklistTemplateInput } from './document-checklists.inputs';
import { ChecklistSummaryView, ChecklistTemplateView, DealChecklistView, DOC_TYPES_MAX, DocTypeOptionView, TEMPLATES_MAX } from './document-checklists.types';

/** One batch per request: the checklists of every deal or card asked for (six statements). */
function checklistLoader(ctx: GqlContext) {
  return ctx.loaders.get('checklists.byDeal', () => new DataLoader<number, DealChecklistView | null>((ids) => ctx.services.checklists.checklistsFor(ids)));
}

@Resolver()
export class DocumentChecklistsResolver {
  @Authorized()
  @Query(() => DealChecklistView, { description: "Lista de documentos de una operación (plantilla de su modalidad × tipo). NOT_FOUND 'Operación no encontrada.'" })
  dealChecklist(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<DealChecklistView> {
    return ctx.services.checklists.checklist(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => [ChecklistTemplateView], { description: 'Plantillas de documentos, una por modalidad × tipo de operación (las sin filas propias: la lista por defecto).' })
  @ListMax(TEMPLATES_MAX)
  checklistTemplates(@Ctx() ctx: GqlContext): Promise<ChecklistTemplateView[]> {
    return ctx.services.checklists.templates(signedIn(ctx));
  }

  @Authorized()
  @Query(() => [DocTypeOptionView], { description: 'Tipos de documento: los ocho de la especificación y los del parámetro documento_tipo.' })
  @ListMax(DOC_TYPES_MAX)
  documentTypes(@Ctx() ctx: GqlContext) {
    return ctx.services.checklists.docTypes(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => ChecklistTemplateView, { description: 'Solo administradores. Reemplaza la plantilla de una modalidad × tipo; una lista vacía vuelve a la de por defecto.' })
  setChecklistTemplate(@Arg('input', () => SetChecklistTemplateInput) input: SetChecklistTemplateInput, @Ctx() ctx: GqlContext): Promise<ChecklistTemplateView> {
    return ctx.services.checklists.setTemplate(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => DealChecklistView, { description: 'admin, venta y ops. Marca un documento de la lista como verificado (quién y cuándo).' })
  verifyDealDocument(@Args() { dealId }: DealIdArgs, @Args() { docType }: DocTypeArgs, @Ctx() ctx: GqlContext): Promise<DealChecklistView> {
    return ctx.services.checklists.verify(signedIn(ctx), dealId, docType);
  }

  @Authorized()
  @Mutation(() => DealChecklistView, { description: 'admin, venta y ops. Quita la verificación: vuelve a recibido o pendiente según sus archivos.' })
  unverifyDealDocument(@Args() { dealId }: DealIdArgs, @Args() { docType }: DocTypeArgs, @Ctx() ctx: GqlContext): Promise<DealChecklistView> {
    return ctx.services.checklists.unverify(signedIn(ctx), dealId, docType);
  }
}

@Resolver(() => DealView)
export class DealChecklistFieldResolver {
  @FieldResolver(() => DealChecklistView, { description: 'La lista de documentos (pendiente / recibido / verificado, vencidos).' })
  async checklist(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<DealChecklistView | null> {
    return checklistLoader(ctx).load(d.id);
  }
}

@Resolver(() => DealCard)
export class DealCardChecklistResolver {
  /**
   * A card of a board's first page has the data version of what its chip reads (boardCardVersion: the
   * deal's own chip version, not its column's): its chip is kept for that version and the day (overdue
   * changes at midnight) and answered synchronously when known, so a board built again after a move
   * reads no checklist, after a tick only that deal's, and graphql-js completes its cards without a
   * promise each. Other cards (later pages, live events) read it through the request's loader.
   */
  @FieldResolver(() => ChecklistSummaryView, { nullable: true, description: "El chip 'docs 3/5' y el punto rojo de un obligatorio vencido." })
  // The root typed as a plain shape: TypeGraphQL then passes the card itself (not a DealCard copy), which boardCardVersion knows.
  docs(@Root() c: Pick<DealCard, 'id'>, @Ctx() ctx: GqlContext): ChecklistSummaryView | null | Promise<ChecklistSummaryView | null> {
    const card = boardCardVersion(c as DealCard);
    const version = card === undefined ? undefined : `${card}:${boardDay()}`;
    const chips = ctx.services.checklists;
    if (version !== undefined) {
      const known = chips.knownChip(c.id, version);
      if (known !== undefined) return known;
    }
    return checklistLoader(ctx)
      .load(c.id)
      .then((list) => {
        const chip = list ? { done: list.done, total: list.total, requiredOverdue: list.requiredOverdue } : null;
        if (version !== undefined) chips.keepChip(c.id, version, chip);
        return chip;
      });
  }
}
