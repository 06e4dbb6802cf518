import { SHARED_MESSAGES } from '@crm/domain';
import { ArgsType, Field } from 'type-graphql';
import { AnyText } from '../../core/input/fields';
import { type UploadArg, UploadScalar } from './upload-scalar';

/** Spanish messages of the files module (spec part 2 §8: files of an operation). */
export const FILE_MESSAGES = {
  dealNotFound: SHARED_MESSAGES.dealNotFound,
  notFound: 'Archivo no encontrado.',
  notRestorable: 'El archivo eliminado ya no se puede restaurar.',
  typeInvalid: 'Tipo de documento inválido: usá fact_venta, fact_compra, det_cos, fact_shpr, fact_ag, fact_prov, fact_atm, rec_atm o uno del parámetro documento_tipo.',
  fileRequired: 'Falta el archivo.',
  tooLarge: 'El archivo supera el máximo de 25 MB.',
  typeNotAllowed: 'Tipo de archivo no permitido.',
  unreadable: 'No se pudo leer el archivo.',
  badLink: 'El enlace del archivo venció o no es válido.',
  multipartInvalid: 'Solicitud multipart inválida.',
  tooManyFiles: 'Se puede subir un solo archivo por solicitud.',
  fieldTooLarge: 'Los datos de la solicitud superan el máximo de 100 kB (sin contar el archivo).',
} as const;

/**
 * uploadDealFile's `type: String!` (the service judges the document type, FILE_MESSAGES.typeInvalid) and
 * `file: Upload!` (the boxed multipart upload; the resolver reads it after the argument checks).
 */
@ArgsType()
export class UploadDealFileArgs {
  @AnyText('El tipo')
  type: string;

  @Field(() => UploadScalar)
  file: UploadArg;
}
