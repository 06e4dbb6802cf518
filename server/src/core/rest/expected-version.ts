import type { Request } from 'express';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { MAX_DB_ID } from '../input/fields';
import { validateInput } from '../input/validate';

export const VERSION_MESSAGE = 'La versión debe ser un número entero mayor o igual a 0.';

/**
 * The version a save is based on (optimistic concurrency: the cost sheet, the operation). GraphQL takes it
 * as an argument (this class, as @Args); REST as `version` in the body or an If-Match header. A stale one
 * is a CONFLICT.
 */
@ArgsType()
export class VersionArgs {
  @Field(() => Int)
  @IsDefined({ message: VERSION_MESSAGE })
  @IsInt({ message: VERSION_MESSAGE })
  @Min(0, { message: VERSION_MESSAGE })
  @Max(MAX_DB_ID, { message: VERSION_MESSAGE })
  version: number;
}

/**
 * REST: `version` in the body, else an If-Match header ('3', '"3"' or W/"3"); neither (or If-Match: *)
 * → null, an unconditional save, which is what the original client sends.
 */
export async function expectedVersion(req: Request, b: Record<string, unknown>): Promise<number | null> {
  let raw: unknown = b.version;
  if (raw === undefined || raw === null || raw === '') {
    const header = req.get('If-Match');
    if (!header || header.trim() === '*') return null;
    raw = header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  }
  if (typeof raw === 'string' && /^\s*\d{1,12}\s*$/.test(raw)) raw = Number(raw);
  return (await validateInput(VersionArgs, { version: raw })).version;
}
