import { isEmail, registerDecorator, type ValidationOptions } from 'class-validator';

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
