import { CREATE_FIELD_KEYS, createLabel, operationField, REQUIRED_ON_CREATE_KEYS } from '@crm/domain';
import { customFieldInputs, formLabel, OPERATION_CUSTOM_FIELDS, operationComplete, type OperationForm } from './operationFields';

const filled: OperationForm = {
  mode: 'AEREO',
  mainLeg: '',
  cargoClass: 'LCL',
  origin: 'Miami',
  destination: 'Asunción',
  operationType: 'IMPORT',
  goods: 'Repuestos',
  quantity: '3',
  unit: 'Cajas',
  grossWeight: '',
  volume: ' ',
};

describe('the new-operation form and the operation fields catalogue', () => {
  test("the form writes exactly the catalogue's create fields, with its labels and types", () => {
    expect(OPERATION_CUSTOM_FIELDS.map((f) => f.key).sort()).toEqual([...CREATE_FIELD_KEYS].sort());
    for (const f of OPERATION_CUSTOM_FIELDS) {
      const c = operationField(f.key);
      expect([f.key, f.label, f.type, f.createLabel]).toEqual([f.key, c.label, c.type, createLabel(f.key)]);
    }
  });

  test("its labels are the form's own where the spec names them differently", () => {
    expect([formLabel('mode'), formLabel('cargoClass'), formLabel('quantity'), formLabel('grossWeight'), formLabel('origin')]).toEqual([
      'Transporte',
      'Clase',
      'Cantidad',
      'Peso bruto',
      'Origen',
    ]);
  });

  test('complete when every field required on create and a party are there', () => {
    expect(operationComplete(filled, true)).toBe(true);
    expect(operationComplete(filled, false)).toBe(false);
    const required = OPERATION_CUSTOM_FIELDS.filter((f) => REQUIRED_ON_CREATE_KEYS.includes(f.key));
    expect(required.map((f) => f.from).sort()).toEqual(['cargoClass', 'destination', 'goods', 'mode', 'origin', 'quantity', 'unit']);
    for (const f of required) expect([f.from, operationComplete({ ...filled, [f.from]: ' ' }, true)]).toEqual([f.from, false]);
    // Optional ones may stay empty.
    expect(operationComplete({ ...filled, operationType: '', mainLeg: '', grossWeight: '' }, true)).toBe(true);
  });

  test('only the non-empty fields are written, trimmed, under the operation view labels', () => {
    expect(customFieldInputs({ ...filled, grossWeight: ' 12,5 ' })).toEqual([
      { key: 'modalidad_carga', label: 'Tipo de envío', type: 'select', value: 'AEREO' },
      { key: 'tipo_carga', label: 'Tipo de carga', type: 'select', value: 'LCL' },
      { key: 'origen_pto', label: 'Origen', type: 'text', value: 'Miami' },
      { key: 'destino_pto', label: 'Destino', type: 'text', value: 'Asunción' },
      { key: 'tipo_operacion', label: 'Tipo de operación', type: 'select', value: 'IMPORT' },
      { key: 'mercaderia', label: 'Mercadería', type: 'text', value: 'Repuestos' },
      { key: 'cant_bultos', label: 'Cantidad de bultos', type: 'number', value: '3' },
      { key: 'unidad_bulto', label: 'Unidad', type: 'select', value: 'Cajas' },
      { key: 'peso_bruto', label: 'Peso bruto (kg)', type: 'text', value: '12,5' },
    ]);
  });
});
