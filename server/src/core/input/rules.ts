/**
 * The validation decorators a field helper (fields.ts) does not cover: lists, nested inputs, patterns,
 * custom rules. Modules take them from here, never from class-validator itself (ESLint refuses it in
 * modules/), so every input class is declared with core/input's vocabulary and validated by the one
 * option set of validate.ts on both APIs.
 */
export {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDate,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
export type { ValidationArguments, ValidationOptions } from 'class-validator';
