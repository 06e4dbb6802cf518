import { IMPORT_KINDS, IMPORT_MAX_COLUMNS, IMPORT_SAMPLE_ROWS, type ImportAction, type ImportKind } from '@crm/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';
import { IMPORT_STATUSES, type ImportStatus } from './import-job.entity';

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const ImportKindEnum = asEnum(IMPORT_KINDS);
registerEnumType(ImportKindEnum, { name: 'ImportKind', description: 'Qué se importa: organization, contact, deal (operaciones) o catalog (catálogo, solo administradores).' });

export const ImportStatusEnum = asEnum(IMPORT_STATUSES);
registerEnumType(ImportStatusEnum, {
  name: 'ImportStatus',
  description: 'uploaded (archivo leído), checking / checked (vista previa), running / done (importación), failed.',
});

export const ImportActionEnum = asEnum(['create', 'update', 'error'] as const);
registerEnumType(ImportActionEnum, { name: 'ImportAction', description: 'Resultado de una fila: create (crear), update (actualizar) o error.' });

@ObjectType('ImportRowResult')
export class ImportRowResultView {
  @Field(() => Int, { description: 'Número de fila en la planilla (el encabezado es la fila 1).' })
  line: number;

  @Field(() => ImportActionEnum)
  action: ImportAction;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => String, { nullable: true, description: 'Campo de importación con el problema.' })
  field: string | null;

  @Field(() => String, { nullable: true })
  message: string | null;
}

@ObjectType('ImportJob', { description: 'Una importación CSV: archivo, mapeo, progreso y resultado (issue 22).' })
export class ImportJobView {
  @Field(() => Int)
  id: number;

  @Field(() => ImportKindEnum)
  kind: ImportKind;

  @Field(() => ImportStatusEnum)
  status: ImportStatus;

  @Field(() => String)
  filename: string;

  @Field(() => String, { description: 'Codificación detectada: utf-8, utf-16le o windows-1252.' })
  encoding: string;

  @Field(() => String, { description: 'Separador detectado.' })
  delimiter: string;

  @ListMax(IMPORT_MAX_COLUMNS)
  @Field(() => [String])
  headers: string[];

  @ListMax(IMPORT_MAX_COLUMNS)
  @Field(() => [String], { nullable: 'items', description: 'Campo sugerido para cada columna según su encabezado (null: no se importa).' })
  suggestedMapping: (string | null)[];

  @ListMax(IMPORT_MAX_COLUMNS)
  @Field(() => [String], { nullable: 'itemsAndList' })
  mapping: (string | null)[] | null;

  @ListMax(IMPORT_SAMPLE_ROWS)
  @Field(() => [[String]], { description: 'Las primeras filas del archivo (mientras se conserva).' })
  sample: string[][];

  @Field(() => Int)
  totalRows: number;

  @Field(() => Int)
  processedRows: number;

  @Field(() => Int)
  createdCount: number;

  @Field(() => Int)
  updatedCount: number;

  @Field(() => Int)
  errorCount: number;

  @Field(() => String, { nullable: true })
  failure: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { description: 'Último avance. Una importación en curso sin avance por 2 minutos perdió su proceso: runImport la continúa.' })
  updatedAt: Date;

  @Field(() => Date)
  expiresAt: Date;

  /** Not a field: the rows field resolver pages it. */
  results: Array<ImportRowResultView & { values?: string[] }>;
}
