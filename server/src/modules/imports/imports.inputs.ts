import { IMPORT_KINDS, IMPORT_MESSAGES, type ImportKind } from '@crm/domain';
import { ArgsType, Field } from 'type-graphql';
import { AnyInt, Flag, MultilineText, OneOf } from '../../core/input/fields';
import { type UploadArg, UploadScalar } from '../files';
import { ImportKindEnum } from './imports.types';

/**
 * The import's GraphQL arguments as ArgsType classes (core/input/args.ts). The service judges the mapping (each
 * field a known one of the kind, IMPORT_MESSAGES) and the resolver keeps a page of rows within IMPORT_ROWS_MAX.
 */

/** startImport's `kind: ImportKind!` and `file: Upload!` (the multipart CSV, read after the argument checks). */
@ArgsType()
export class StartImportArgs {
  @OneOf(() => ImportKindEnum, IMPORT_KINDS, IMPORT_MESSAGES.kindInvalid)
  kind: ImportKind;

  @Field(() => UploadScalar)
  file: UploadArg;
}

/** dryRunImport's `mapping: [String]!`: the field of each column, in order (null: not imported). */
@ArgsType()
export class DryRunMappingArgs {
  @Field(() => [String], { nullable: 'items', description: 'El campo de cada columna, en orden (null: no se importa).' })
  @MultilineText()
  mapping: (string | null)[];
}

/** runImport's `mapping: [String]` (none: the dry run's). */
@ArgsType()
export class RunMappingArgs {
  @Field(() => [String], { nullable: 'itemsAndList' })
  @MultilineText()
  mapping?: (string | null)[] | null;
}

/** `onlyErrors: Boolean! = false` of ImportJob.rows and ImportJob.rowCount. */
@ArgsType()
export class OnlyErrorsArgs {
  @Flag('onlyErrors debe ser verdadero o falso.', { defaultValue: false })
  onlyErrors: boolean;
}

/** ImportJob.rows' page, `first: Int! = 100, offset: Int! = 0`: the resolver keeps both within the job's rows. */
@ArgsType()
export class ImportRowsPageArgs {
  @AnyInt('first debe ser un número entero.', { defaultValue: 100 })
  first: number;

  @AnyInt('offset debe ser un número entero.', { defaultValue: 0 })
  offset: number;
}
