import { STATS_TOP_ORGANIZATIONS } from '@crm/domain';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';
import { USERS_MAX } from '../users';

/**
 * The most rows one GraphQL `activityOverview` answers with (its lists have a declared maximum: core/graphql/list-cost.ts).
 * Beyond them it is refused (the cards would be wrong if the rows were cut): the summary (`statsSummary`)
 * has no such limit, and REST streams the lists whole.
 */
export const OVERVIEW_MAX = { actions: 10_000, deals: 3_000 } as const;

@ObjectType('OverviewUser')
export class OverviewUser {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  role: string;

  @Field(() => Boolean)
  isActive: boolean;
}

/** One action: an audit event of a create or update, or an activity (done = finished). */
@ObjectType('OverviewAction')
export class OverviewAction {
  @Field(() => String, { description: "'audit' o 'activity'." })
  source: 'audit' | 'activity';

  @Field(() => Int, { description: 'Id del evento de auditoría o de la actividad (según source).' })
  id: number;

  @Field(() => Int, { nullable: true })
  userId: number | null;

  @Field(() => Int, { nullable: true })
  dealId: number | null;

  @Field(() => Date)
  date: Date;

  @Field(() => Boolean)
  isDone: boolean;

  @Field(() => Date, { nullable: true, description: 'Actividad realizada: cuándo se marcó (las acciones finalizadas se cuentan en esa fecha); null si no se sabe o no está realizada.' })
  doneAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Actividad realizada: quién la marcó (a quien se cuenta la acción finalizada).' })
  doneByUserId: number | null;
}

@ObjectType('OverviewDeal')
export class OverviewDeal {
  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true })
  reference: string | null;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => String, { nullable: true })
  orgName: string | null;

  @Field(() => Int, { nullable: true, description: 'Asesor de la organización.' })
  advisorUserId: number | null;

  @Field(() => Int, { nullable: true })
  dealAdvisorUserId: number | null;

  @Field(() => String, { nullable: true })
  dealAdvisorName: string | null;

  @Field(() => Int, { nullable: true })
  createdByUserId: number | null;

  @Field(() => String, { nullable: true })
  createdByName: string | null;

  @Field(() => Date)
  createdAt: Date;
}

/**
 * The inputs of 'Estadísticas y análisis' (domain/stats.ts computes the cards): actions of the window and
 * of the previous equal window (for the % change), the operations created in the window, all users.
 */
@ObjectType('ActivityOverview')
export class ActivityOverview {
  @Field(() => Int)
  days: number;

  @Field(() => Date, { description: 'El "ahora" del servidor: fin de la ventana.' })
  now: Date;

  @Field(() => Int)
  totalUsers: number;

  @Field(() => [OverviewUser])
  @ListMax(USERS_MAX)
  users: OverviewUser[];

  @Field(() => [OverviewAction], {
    description: `Hasta ${OVERVIEW_MAX.actions} (ventana y ventana anterior); con más, BAD_USER_INPUT. Para las tarjetas y la tabla de cualquier período, statsSummary; las listas completas, REST GET /api/admin/activity/overview.`,
  })
  @ListMax(OVERVIEW_MAX.actions)
  activities: OverviewAction[];

  @Field(() => [OverviewDeal], { description: `Hasta ${OVERVIEW_MAX.deals}; con más, BAD_USER_INPUT (ver activities).` })
  @ListMax(OVERVIEW_MAX.deals)
  deals: OverviewDeal[];
}

@ObjectType('StatsMostActive')
export class StatsMostActiveView {
  @Field(() => Int, { nullable: true, description: "null: 'desconocido' (acciones sin usuario o de un usuario que ya no existe)." })
  userId: number | null;

  @Field(() => String)
  name: string;

  @Field(() => String)
  initials: string;

  @Field(() => Int)
  actions: number;

  @Field(() => Int)
  finished: number;
}

@ObjectType('StatsOrganizationCount')
export class StatsOrganizationCountView {
  @Field(() => String, { description: "Nombre de la organización (o su razón social); 'Sin organización' para las operaciones sin una." })
  name: string;

  @Field(() => Int)
  operations: number;
}

@ObjectType('StatsUserRow')
export class StatsUserRowView {
  @Field(() => Int, { nullable: true, description: "null: 'desconocido'." })
  userId: number | null;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  actions: number;

  @Field(() => Int)
  finished: number;

  @Field(() => Int)
  operations: number;
}

/**
 * 'Estadísticas y análisis' computed on the server (domain/stats.ts over counts grouped in SQL): the same
 * cards and table as the raw lists of activityOverview give, for any number of events.
 */
@ObjectType('StatsSummary')
export class StatsSummaryView {
  @Field(() => Int)
  days: number;

  @Field(() => Date, { description: 'El "ahora" del servidor: fin de la ventana.' })
  now: Date;

  @Field(() => Int, { description: 'Cuentas de usuario, activas e inactivas.' })
  totalUsers: number;

  @Field(() => Int, { description: 'Usuarios con al menos una acción en la ventana.' })
  activeUsers: number;

  @Field(() => Int, { description: 'Usuarios con al menos una acción en la ventana anterior de igual largo.' })
  previousActiveUsers: number;

  @Field(() => Float, { description: 'Variación porcentual de activeUsers contra la ventana anterior, con un decimal.' })
  activeUsersChange: number;

  @Field(() => Int)
  inactiveUsers: number;

  @Field(() => StatsMostActiveView, { nullable: true, description: "null: 'Sin actividades en el período.'" })
  mostActive: StatsMostActiveView | null;

  @Field(() => [StatsOrganizationCountView], { description: `Nuevas operaciones por organización: las ${STATS_TOP_ORGANIZATIONS} con más.` })
  @ListMax(STATS_TOP_ORGANIZATIONS)
  topOrganizations: StatsOrganizationCountView[];

  // One row per user account with an action or an operation, plus 'desconocido': at most the users of one
  // company (USERS_MAX, as the users list) and one more.
  @Field(() => [StatsUserRowView], { description: `Una fila por usuario con acciones u operaciones en la ventana, por acciones (hasta ${USERS_MAX + 1}).` })
  @ListMax(USERS_MAX + 1)
  rows: StatsUserRowView[];
}
