import { customFieldKeyFromLabel } from './custom-field-key';

test.each([
  ['Nro. de cliente', 'nro_de_cliente'],
  ['  Fecha de aprobación ', 'fecha_de_aprobacion'],
  ['Año / Señal', 'ano_senal'],
  ['RUC', 'ruc'],
  ['¿?', ''],
])('%p → %p', (label, key) => expect(customFieldKeyFromLabel(label)).toBe(key));
