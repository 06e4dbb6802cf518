import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DealIdArgs } from '../../core/input/args';
import { CompareRevisionsArgs, RevisionIdArgs } from './cost-sheets.inputs';
import { formatReference, type RevisionComparison } from '@crm/domain';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { OrganizationView } from '../organizations';
import type { OrganizationEntity } from '../organizations/organization.entity';
import { DealEntity } from '../deals/deal.entity';
import { CostSheetRevisionEntity } from './cost-sheet-revision.entity';
import type { RevisionData } from './cost-sheet-revisions.service';
import { CostSheetView } from './cost-sheets.types';
import { MAX_REVISIONS, NewRevisionInput } from './revisions.inputs';
import { CostSheetRevisionView, OrganizationBudgetSummaryView, RevisionComparisonView } from './revisions.types';

const text = (v: string | number | boolean | null) => (v === null ? null : String(v));

/** The comparison with each cell as text (numbers in machine form), for the typed GraphQL answer. */
function comparisonView(before: RevisionData, after: RevisionData, c: RevisionComparison): RevisionComparisonView {
  return {
    before,
    after,
    rows: c.rows.map((r) => ({ ...r, changes: r.changes.map((x) => ({ field: x.field, before: text(x.before), after: text(x.after) })) })),
    header: c.header.map((x) => ({ field: x.field, before: text(x.before), after: text(x.after) })),
    totals: c.totals,
  };
}

@Resolver()
export class CostSheetRevisionsResolver {
  @Authorized()
  @Query(() => [CostSheetRevisionView], { description: 'Las revisiones de la planilla de la operación, de la primera a la actual.' })
  @ListMax(MAX_REVISIONS)
  costSheetRevisions(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<RevisionData[]> {
    return ctx.services.costSheetRevisions.list(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => CostSheetView, { description: 'Una revisión como planilla de solo lectura (sus filas y totales). NOT_FOUND si no es de la operación.' })
  costSheetRevisionSheet(@Args() { dealId }: DealIdArgs, @Args() { revisionId }: RevisionIdArgs, @Ctx() ctx: GqlContext): Promise<CostSheetView> {
    return ctx.services.costSheets.revisionSheet(signedIn(ctx), dealId, revisionId);
  }

  @Authorized()
  @Query(() => RevisionComparisonView, { description: 'Dos revisiones lado a lado: filas agregadas, quitadas y cambiadas, y totales antes → después.' })
  async compareCostSheetRevisions(
    @Args() { dealId }: DealIdArgs,
    @Args() { before, after }: CompareRevisionsArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<RevisionComparisonView> {
    const r = await ctx.services.costSheetRevisions.compare(signedIn(ctx), dealId, before, after);
    return comparisonView(r.before, r.after, r.comparison);
  }

  @Authorized()
  @Mutation(() => [CostSheetRevisionView], {
    description: "'Nueva revisión': un borrador copiado de la revisión actual. Presupuesto bloqueado o confirmado y no admin → FORBIDDEN 'Presupuesto bloqueado'.",
  })
  @ListMax(MAX_REVISIONS)
  createCostSheetRevision(@Args() { dealId }: DealIdArgs, @Arg('input', () => NewRevisionInput) input: NewRevisionInput, @Ctx() ctx: GqlContext): Promise<RevisionData[]> {
    return ctx.services.costSheetRevisions.create(signedIn(ctx), dealId, input);
  }
}

/** 'Presupuesto' and 'Profit acumulado' of the organization screen, with where they come from. */
@Resolver(() => OrganizationView)
export class OrganizationBudgetResolver {
  @FieldResolver(() => OrganizationBudgetSummaryView, { description: 'El presupuesto de la organización, derivado de sus operaciones (y de cuál).' })
  async budgetSummary(@Root() org: OrganizationEntity, @Ctx() ctx: GqlContext): Promise<OrganizationBudgetSummaryView> {
    const em = ctx.services.costSheetRevisions.manager;
    const target = await ctx.services.costSheetRevisions.targetDeal(em, org.id);
    const deal = target ? await em.findOne(DealEntity, { where: { id: target }, select: { id: true, reference: true } }) : null;
    const confirmed = await em
      .createQueryBuilder(CostSheetRevisionEntity, 'r')
      .innerJoin(DealEntity, 'd', 'd.id = r.deal_id')
      .where('d.org_id = :orgId', { orgId: org.id })
      .andWhere("r.status IN ('confirmada', 'bloqueada')")
      .getCount();
    return {
      status: org.budgetStatus,
      statusDealId: deal?.id ?? null,
      statusDealReference: deal ? (deal.reference ?? formatReference(deal.id)) : null,
      profit: org.budgetProfitValue,
      confirmedOperations: confirmed,
    };
  }
}
