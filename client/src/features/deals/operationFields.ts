import { createLabel, type OperationFieldKey, operationField, operationFieldInput } from '@crm/domain';
import type { CustomFieldType } from '../../gql/graphql';

export interface OperationForm {
  mode: string;
  /** Multimodal: the main leg's mode, whose factor gives the chargeable weight (chargeable weight per mode). */
  mainLeg: string;
  cargoClass: string;
  origin: string;
  destination: string;
  operationType: string;
  goods: string;
  quantity: string;
  unit: string;
  grossWeight: string;
  volume: string;
}

/** The form's value written under each key (the domain catalogue's create fields), in the order they are written. */
const FORM_KEYS: ReadonlyArray<readonly [OperationFieldKey, keyof OperationForm]> = [
  ['modalidad_carga', 'mode'],
  ['modo_tramo_principal', 'mainLeg'],
  ['tipo_carga', 'cargoClass'],
  ['origen_pto', 'origin'],
  ['destino_pto', 'destination'],
  ['tipo_operacion', 'operationType'],
  ['mercaderia', 'goods'],
  ['cant_bultos', 'quantity'],
  ['unidad_bulto', 'unit'],
  ['peso_bruto', 'grossWeight'],
  ['vol_m3', 'volume'],
];

/**
 * Custom fields written when an operation is created, only the non-empty ones (empty ones are not sent): the
 * catalogue's label and type (operation-fields), `createLabel` being what this form shows.
 */
export const OPERATION_CUSTOM_FIELDS: ReadonlyArray<{
  key: OperationFieldKey;
  label: string;
  createLabel: string;
  type: CustomFieldType;
  required: boolean;
  from: keyof OperationForm;
}> = FORM_KEYS.map(([key, from]) => {
  const f = operationField(key);
  return { key, label: f.label, createLabel: createLabel(key), type: f.type, required: f.onCreate === 'required', from };
});

/** The form field's label (the spec names some differently from the operation view). */
export const formLabel = (from: keyof OperationForm): string => OPERATION_CUSTOM_FIELDS.find((f) => f.from === from)!.createLabel;

/** The fields a new operation is saved with: the non-empty ones, trimmed (the catalogue's operationFieldInput). */
export function customFieldInputs(form: OperationForm) {
  return OPERATION_CUSTOM_FIELDS.map((f) => operationFieldInput(f.key, form[f.from])).filter((f) => f.value !== null);
}

/** The form's required fields (the catalogue's required on create) are all there. */
export function operationComplete(form: OperationForm, hasParty: boolean): boolean {
  return OPERATION_CUSTOM_FIELDS.filter((f) => f.required).every((f) => form[f.from].trim() !== '') && hasParty;
}
