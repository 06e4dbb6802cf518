import { IsNotEmpty, IsString, MaxLength } from '../../core/input/rules';
import { Field, InputType } from 'type-graphql';

export const AUTH_MESSAGES = {
  missingFields: 'Email y contraseña son obligatorios.',
  invalidCredentials: 'Credenciales inválidas',
  tooManyAttempts: 'Demasiados intentos fallidos. Esperá unos minutos e intentá nuevamente.',
} as const;

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsString({ message: AUTH_MESSAGES.missingFields })
  @IsNotEmpty({ message: AUTH_MESSAGES.missingFields })
  @MaxLength(190, { message: AUTH_MESSAGES.invalidCredentials })
  email: string;

  @Field(() => String)
  @IsString({ message: AUTH_MESSAGES.missingFields })
  @IsNotEmpty({ message: AUTH_MESSAGES.missingFields })
  @MaxLength(200, { message: AUTH_MESSAGES.invalidCredentials })
  password: string;
}
