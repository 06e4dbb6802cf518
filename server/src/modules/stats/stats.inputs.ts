import { ArgsType, Field, Int } from 'type-graphql';
import { Int32 } from '../../core/input/fields';

/** GraphQL's own Int range refuses nothing GraphQL lets through: the service answers a window it does not offer. */
const WINDOW_MESSAGE = 'El período debe ser un número entero.';

/**
 * The statistics' window arguments as ArgsType classes (core/input/args.ts): any Int reaches the service,
 * which answers a window it does not offer with its own message after the role check (isStatsWindow,
 * isProfitStatsMonths), so a viewer learns nothing about the windows.
 */

/** `days: Int!`: the window in days (7, 14, 30, 60 or 90). */
@ArgsType()
export class StatsDaysArgs {
  @Field(() => Int)
  @Int32(WINDOW_MESSAGE)
  days: number;
}

/** `months: Int!`: the window in months (3, 6, 12 or 24). */
@ArgsType()
export class StatsMonthsArgs {
  @Field(() => Int)
  @Int32(WINDOW_MESSAGE)
  months: number;
}
