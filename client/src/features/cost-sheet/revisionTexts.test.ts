import { cellText, fieldLabel } from './revisionTexts';

test('the compared cells read as the sheet shows them: amounts es-PY, IVA rates by name, links and switches in words', () => {
  expect(cellText('total', '1250.5')).toBe('1.250,50');
  expect(cellText('iva', '5')).toBe('IVA 5 %');
  expect(cellText('iva', 'exenta')).toBe('Exenta');
  expect(cellText('iva', null)).toBe('—');
  expect(cellText('allInEnabled', 'true')).toBe('Sí');
  expect(cellText('sourceId', 'c1')).toBe('vinculada');
  expect(fieldLabel('iva')).toBe('IVA');
  expect(fieldLabel('ventaInt')).toBe('Venta interna');
});
