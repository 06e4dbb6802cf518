import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../core/graphql/connection';
import { OwnedRecordView } from '../owned-records';
import { BUDGET_STATUSES, type BudgetStatus } from './organization.entity';

export const BudgetStatusEnum = Object.fromEntries(BUDGET_STATUSES.map((v) => [v, v])) as { [K in BudgetStatus]: K };
registerEnumType(BudgetStatusEnum, { name: 'BudgetStatus', description: 'borrador, bloqueado o confirmado (spec parte 2 §4).' });

/** An organization (spec part 1 §3, part 2 §3). Relations (owner, advisor, contacts, customFields) resolve through loaders. */
@ObjectType('Organization')
export class OrganizationView extends OwnedRecordView {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'Razón social (nombre legal).' })
  razonSocial: string | null;

  @Field(() => String, { nullable: true })
  ruc: string | null;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true })
  country: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  rubro: string | null;

  @Field(() => String, { nullable: true })
  tipoOrg: string | null;

  @Field(() => String, { nullable: true })
  operacion: string | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => String, { nullable: true })
  industry: string | null;

  @Field(() => String, { nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => Boolean)
  isAgent: boolean;

  @Field(() => String, { nullable: true, description: 'Modalidades de transporte separadas por comas.' })
  modalitiesSupported: string | null;

  @Field(() => Int, { nullable: true })
  advisorUserId: number | null;

  @Field(() => BudgetStatusEnum, { description: 'Solo lectura aquí: cambia con el flujo de presupuesto.' })
  budgetStatus: BudgetStatus;

  @Field(() => Float, { nullable: true })
  budgetProfitValue: number | null;
}

export const OrganizationConnection = Connection(OrganizationView, 'Organization');
