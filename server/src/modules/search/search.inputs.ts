import { ArgsType } from 'type-graphql';
import { AnyText } from '../../core/input/fields';

/** search's `q: String!`: the words as typed (the service folds, trims and judges them). */
@ArgsType()
export class SearchArgs {
  @AnyText('La búsqueda')
  q: string;
}
