import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LABEL_SCOPES, type LabelScope } from './label.entity';

/** Labels one list answers with, by name (an administrator's short vocabulary). */
export const LABELS_MAX = 500;

export const LabelScopeEnum = Object.fromEntries(LABEL_SCOPES.map((s) => [s, s])) as { [K in LabelScope]: K };
registerEnumType(LabelScopeEnum, { name: 'LabelScope', description: 'person (contactos) u organization (organizaciones).' });

@ObjectType('Label')
export class LabelView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => LabelScopeEnum)
  scope: LabelScope;

  @Field(() => String, { description: "'#rrggbb'." })
  color: string;
}
