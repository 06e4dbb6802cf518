import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';
import { USERS_MAX } from '../users/users.service';
import { OVERVIEW_MAX } from './stats.service';

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

  @Field(() => [OverviewAction], { description: `Hasta ${OVERVIEW_MAX.actions} (ventana y ventana anterior); con más, BAD_USER_INPUT: elegí un período más corto.` })
  @ListMax(OVERVIEW_MAX.actions)
  activities: OverviewAction[];

  @Field(() => [OverviewDeal], { description: `Hasta ${OVERVIEW_MAX.deals}; con más, BAD_USER_INPUT: elegí un período más corto.` })
  @ListMax(OVERVIEW_MAX.deals)
  deals: OverviewDeal[];
}
