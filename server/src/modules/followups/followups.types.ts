import { FOLLOWUP_CHART_DAYS } from '@crm/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Who wrote a call or a note and what it is about, with the names joined in the same query (never used on its own, so not emitted). */
@ObjectType()
abstract class FollowupLinksView {
  @Field(() => Int, { description: 'Único en la lista: el id de la llamada o nota del dashboard; en una actividad, el id de la actividad con signo negativo (ver activityId).' })
  id: number;

  @Field(() => String, { description: "'followup' (registrada en el dashboard de seguimiento) o 'activity' (actividad de tipo llamada o nota)." })
  source: 'followup' | 'activity';

  @Field(() => Int, { nullable: true, description: "El id de la actividad cuando source es 'activity'; null en las del dashboard." })
  activityId: number | null;

  @Field(() => Int, { nullable: true })
  userId: number | null;

  @Field(() => String, { nullable: true })
  userName: string | null;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => String, { nullable: true })
  orgName: string | null;

  @Field(() => Int, { nullable: true })
  contactId: number | null;

  @Field(() => String, { nullable: true })
  contactName: string | null;

  @Field(() => Int, { nullable: true })
  dealId: number | null;
}

/** Spec part 2 §3 "Call". */
@ObjectType('FollowupCall')
export class FollowupCallView extends FollowupLinksView {
  @Field(() => String, { nullable: true })
  dealReference: string | null;

  @Field(() => String)
  subject: string;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => String, { description: "'YYYY-MM-DD HH:MM:SS' en la hora de la oficina (America/Asuncion); se guarda en UTC. También la de las actividades (su creación)." })
  happenedAt: string;

  @Field(() => Int)
  durationMin: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'no_contesta, interesado, no_interesado, volver_a_llamar o en_negociacion; null si no se indicó.' })
  outcome: string | null;

  @Field(() => Int, { nullable: true, description: 'La tarea (actividad) que dejó la llamada como próximo paso.' })
  nextActivityId: number | null;

  @Field(() => Date, { nullable: true, description: 'Cuándo se invalidó; la llamada sigue en el historial.' })
  invalidatedAt: Date | null;

  @Field(() => String, { nullable: true })
  invalidatedReason: string | null;
}

@ObjectType('FollowupNote')
export class FollowupNoteView extends FollowupLinksView {
  @Field(() => String)
  content: string;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('FollowupDay')
export class FollowupDay {
  @Field(() => String, { description: "'YYYY-MM-DD'" })
  date: string;

  @Field(() => Int)
  calls: number;

  @Field(() => Int)
  notes: number;
}

/** The cards and charts of the 'Dashboard de seguimiento'. */
@ObjectType('FollowupSummary')
export class FollowupSummary {
  @Field(() => Int, { description: "'Total Organizaciones'" })
  totalOrganizations: number;

  @Field(() => Int, { description: "'Llamadas hoy'" })
  callsToday: number;

  @Field(() => Int, { description: 'Organizaciones con al menos una llamada registrada.' })
  contactedOrganizations: number;

  @Field(() => Int, { description: "'Organizaciones sin contacto'" })
  organizationsWithoutContact: number;

  @Field(() => Int, { description: "'Notas totales'" })
  notesTotal: number;

  @Field(() => [FollowupDay], { description: `Llamadas y notas por día, últimos ${FOLLOWUP_CHART_DAYS} días hasta hoy.` })
  @ListMax(FOLLOWUP_CHART_DAYS)
  series: FollowupDay[];
}
