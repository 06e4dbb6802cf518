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

/** Custom fields written when an operation is created (spec part 1 §3), only the non-empty ones (§5). */
export const OPERATION_CUSTOM_FIELDS: ReadonlyArray<{
  key: string;
  label: string;
  type: CustomFieldType;
  from: keyof OperationForm;
}> = [
  { key: 'modalidad_carga', label: 'Modalidad de carga', type: 'select', from: 'mode' },
  { key: 'modo_tramo_principal', label: 'Tramo principal (multimodal)', type: 'select', from: 'mainLeg' },
  { key: 'tipo_carga', label: 'Tipo de carga', type: 'select', from: 'cargoClass' },
  { key: 'origen_pto', label: 'Origen', type: 'text', from: 'origin' },
  { key: 'destino_pto', label: 'Destino', type: 'text', from: 'destination' },
  { key: 'tipo_operacion', label: 'Tipo de operación', type: 'select', from: 'operationType' },
  { key: 'mercaderia', label: 'Mercadería', type: 'text', from: 'goods' },
  { key: 'cant_bultos', label: 'Cantidad de bultos', type: 'number', from: 'quantity' },
  { key: 'unidad_bulto', label: 'Unidad', type: 'select', from: 'unit' },
  { key: 'peso_bruto', label: 'Peso bruto', type: 'text', from: 'grossWeight' },
  { key: 'vol_m3', label: 'Volumen (m³)', type: 'text', from: 'volume' },
];

export function customFieldInputs(form: OperationForm) {
  return OPERATION_CUSTOM_FIELDS.map((f) => ({ key: f.key, label: f.label, type: f.type, value: form[f.from].trim() })).filter(
    (f) => f.value !== '',
  );
}

/** The form's required fields (spec part 1 §5) are all there. */
export function operationComplete(form: OperationForm, hasParty: boolean): boolean {
  return (
    [form.mode, form.cargoClass, form.origin, form.destination, form.goods, form.quantity, form.unit].every((v) => v.trim() !== '') && hasParty
  );
}
