import { ArgsType } from 'type-graphql';
import { OptionalAnyText } from '../../core/input/fields';
import { Matches } from '../../core/input/rules';
import { IDEMPOTENCY_KEY_DESCRIPTION, IDEMPOTENCY_MESSAGES, KEY_FORMAT } from './idempotency.service';

/**
 * `idempotencyKey: String` of the create mutations (createDeal, createOrganization, createContact, createActivity):
 * the same format and message as the Idempotency-Key header on /api (IdempotencyService.validKey, which `once` still
 * applies).
 */
@ArgsType()
export class IdempotencyKeyArgs {
  @OptionalAnyText('La clave de idempotencia (Idempotency-Key)', IDEMPOTENCY_KEY_DESCRIPTION)
  @Matches(KEY_FORMAT, { message: IDEMPOTENCY_MESSAGES.keyInvalid })
  idempotencyKey?: string | null;
}
