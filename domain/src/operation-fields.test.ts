import { CUSTOM_FIELD_AUDIT_LABELS } from './audit';
import { MAIN_LEG_FIELD_KEY } from './chargeable-weight';
import {
  COMPUTED_INPUT_KEYS,
  COMPUTED_OPERATION_FIELDS,
  CREATE_FIELD_KEYS,
  createLabel,
  findOperationField,
  isOperationFieldKey,
  MEASURE_FIELD_KEYS,
  OPERATION_FIELDS,
  OPERATION_PARAM_LISTS,
  operationField,
  operationFieldInput,
  type OperationFieldKey,
  operationSection,
  REQUIRED_ON_CREATE_KEYS,
} from './operation-fields';
import { MANAGED_PARAM_KEYS } from './params';
import { QUOTE_FIELD_MATCHERS } from './quote-prefill';
import { DEAL_KEY_ALIASES } from './quote-operation-fields';

const keys = OPERATION_FIELDS.map((f) => f.key);
const isSubset = (list: readonly string[]) => list.filter((k) => !isOperationFieldKey(k));

describe('the operation fields catalogue', () => {
  test('one entry per key', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('every list derived from it names only catalogue keys', () => {
    expect(isSubset(MEASURE_FIELD_KEYS)).toEqual([]);
    expect(isSubset(COMPUTED_INPUT_KEYS)).toEqual([]);
    expect(isSubset(CREATE_FIELD_KEYS)).toEqual([]);
    expect(isSubset(REQUIRED_ON_CREATE_KEYS)).toEqual([]);
    expect(isSubset(COMPUTED_OPERATION_FIELDS.flatMap((f) => f.computedFrom ?? []))).toEqual([]);
    expect(isSubset(DEAL_KEY_ALIASES.map((a) => a.key))).toEqual([]);
    expect(isSubset([MAIN_LEG_FIELD_KEY])).toEqual([]);
    expect(REQUIRED_ON_CREATE_KEYS.filter((k) => !CREATE_FIELD_KEYS.includes(k))).toEqual([]);
  });

  test('a select offers a managed parameter list; its pick-lists are among the managed parameter keys', () => {
    for (const f of OPERATION_FIELDS) {
      if ('param' in f) expect([f.key, f.input, f.type]).toEqual([f.key, 'select', 'select']);
    }
    expect(OPERATION_PARAM_LISTS.filter((p) => !(MANAGED_PARAM_KEYS as readonly string[]).includes(p))).toEqual([]);
    expect(findOperationField('modalidad_carga')?.param).toBe('modalidad_carga');
    expect(findOperationField(MAIN_LEG_FIELD_KEY)?.param).toBe('modalidad_carga');
  });

  test('the quote reads each fact it shares with the operation under the operation key first', () => {
    for (const a of DEAL_KEY_ALIASES) {
      const matcher = Object.values(QUOTE_FIELD_MATCHERS).find((m) => (m.keys as readonly string[]).includes(a.quoteKey));
      expect([a.quoteKey, matcher?.keys[0]]).toEqual([a.quoteKey, a.key]);
    }
  });

  test("the quote aliases store their fact with the operation's label and type", () => {
    for (const a of DEAL_KEY_ALIASES) {
      expect({ key: a.key, label: a.label, type: a.type }).toEqual({ key: a.key, label: operationField(a.key).label, type: operationField(a.key).type });
    }
  });

  test("the keys a new operation writes and their types are the spec's (plus the multimodal main leg)", () => {
    expect(Object.fromEntries(CREATE_FIELD_KEYS.map((k) => [k, operationField(k).type]))).toEqual({
      modalidad_carga: 'select',
      modo_tramo_principal: 'select',
      tipo_carga: 'select',
      origen_pto: 'text',
      destino_pto: 'text',
      tipo_operacion: 'select',
      mercaderia: 'text',
      cant_bultos: 'number',
      unidad_bulto: 'select',
      peso_bruto: 'text',
      vol_m3: 'text',
    });
  });

  test('required to create: transport type, cargo class, origin, destination, goods, quantity and unit', () => {
    expect([...REQUIRED_ON_CREATE_KEYS].sort()).toEqual(['cant_bultos', 'destino_pto', 'mercaderia', 'modalidad_carga', 'origen_pto', 'tipo_carga', 'unidad_bulto']);
  });

  test("labels: the operation view's words, the new-operation form's own where the spec names the field differently there", () => {
    const labels = (f: { key: string; label: string }) => [f.key, f.label];
    expect(operationSection('details').map(labels)).toEqual([
      ['doc_master', 'Doc. master'],
      ['doc_house', 'Doc. house'],
      ['shipper', 'Shipper'],
      ['proveedor', 'Proveedor'],
      ['tipo_operacion', 'Tipo de operación'],
      ['mercaderia', 'Mercadería'],
      // "shipment type" in the spec's operation view; the form that creates the operation says "transport type".
      ['modalidad_carga', 'Tipo de envío'],
      ['modo_tramo_principal', 'Tramo principal (multimodal)'],
      ['tipo_carga', 'Tipo de carga'],
      ['origen_pto', 'Origen'],
      ['destino_pto', 'Destino'],
      // "gross weight in kg".
      ['peso_bruto', 'Peso bruto (kg)'],
      ['cant_bultos', 'Cantidad de bultos'],
      ['dimensiones', 'Dimensiones (L x A x H [x cant.], en metros)'],
      ['observaciones', 'Observaciones'],
    ]);
    expect(operationSection('conditions').map(labels)).toEqual([
      ['f_inicio', 'Fecha de inicio'],
      ['f_cotiz', 'Fecha de cotización'],
      ['f_confirm', 'Fecha de confirmación'],
      ['incoterm', 'Incoterm'],
      ['seguro', 'Seguro'],
      ['tipo_seguro', 'Tipo de seguro'],
      ['condicion', 'Condición'],
    ]);
    expect(COMPUTED_OPERATION_FIELDS.map(labels)).toEqual([
      ['vol_m3', 'Volumen (m³)'],
      ['peso_vol', 'Peso volumétrico (kg)'],
    ]);
    expect(CREATE_FIELD_KEYS.map((k) => [k, createLabel(k)])).toEqual([
      ['tipo_operacion', 'Tipo de operación'],
      ['mercaderia', 'Mercadería'],
      ['modalidad_carga', 'Transporte'],
      ['modo_tramo_principal', 'Tramo principal'],
      ['tipo_carga', 'Clase'],
      ['origen_pto', 'Origen'],
      ['destino_pto', 'Destino'],
      ['peso_bruto', 'Peso bruto'],
      ['cant_bultos', 'Cantidad'],
      ['vol_m3', 'Volumen (m³)'],
      ['unidad_bulto', 'Unidad'],
    ]);
  });

  test('the computed values follow the dimensions and the mode (the main leg of a multimodal one)', () => {
    expect([...COMPUTED_INPUT_KEYS].sort()).toEqual(['dimensiones', 'modalidad_carga', 'modo_tramo_principal']);
    expect(MEASURE_FIELD_KEYS).toEqual(['peso_bruto', 'dimensiones', 'vol_m3', 'modalidad_carga', 'modo_tramo_principal']);
  });

  test("a save's field write: the catalogue's label and type, the key and text for other keys, empty clears", () => {
    expect(operationFieldInput('modalidad_carga', ' AEREO ')).toEqual({ key: 'modalidad_carga', label: 'Tipo de envío', type: 'select', value: 'AEREO' });
    expect(operationFieldInput('f_cotiz', '2026-11-02')).toEqual({ key: 'f_cotiz', label: 'Fecha de cotización', type: 'date', value: '2026-11-02' });
    expect(operationFieldInput('puerto', 'Villeta')).toEqual({ key: 'puerto', label: 'puerto', type: 'text', value: 'Villeta' });
    expect(operationFieldInput('peso_bruto', '  ')).toEqual({ key: 'peso_bruto', label: 'Peso bruto (kg)', type: 'text', value: null });
    expect(isOperationFieldKey('tipo_transporte')).toBe(false);
  });

  test('a key outside the catalogue does not compile where an operation field key is expected', () => {
    // @ts-expect-error 'modalidad' is not in the catalogue (the kind of typo the typed lists refuse)
    const wrong: OperationFieldKey = 'modalidad';
    expect(isOperationFieldKey(wrong)).toBe(false);
  });

  test('the history names the operation fields with their catalogue labels (the dimensions without the format hint)', () => {
    expect(CUSTOM_FIELD_AUDIT_LABELS).toEqual({
      peso_vol: 'Peso volumétrico (kg)',
      vol_m3: 'Volumen (m³)',
      peso_bruto: 'Peso bruto (kg)',
      cant_bultos: 'Cantidad de bultos',
      dimensiones: 'Dimensiones',
      f_inicio: 'Fecha de inicio',
      f_cotiz: 'Fecha de cotización',
      f_confirm: 'Fecha de confirmación',
      doc_master: 'Doc. master',
      doc_house: 'Doc. house',
      tipo_operacion: 'Tipo de operación',
      modalidad_carga: 'Tipo de envío',
      modo_tramo_principal: 'Tramo principal (multimodal)',
      tipo_carga: 'Tipo de carga',
      origen_pto: 'Origen',
      destino_pto: 'Destino',
      tipo_seguro: 'Tipo de seguro',
      condicion: 'Condición',
    });
  });
});
