import { isEmail, registerDecorator, type ValidationOptions } from 'class-validator';
import { utf8ByteLength } from '@crm/domain';

/** An email, ignoring surrounding spaces (services trim and lower-case it before storing). */
export function IsTrimmedEmail(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isEmail',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isEmail(value.trim()),
      },
    });
  };
}

/** A string of at most `max` bytes in UTF-8 (bcrypt's limit is in bytes: 'ñ' takes 2, '🚚' 4). */
export function MaxUtf8Bytes(max: number, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'maxUtf8Bytes',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && utf8ByteLength(value) <= max,
      },
    });
  };
}
