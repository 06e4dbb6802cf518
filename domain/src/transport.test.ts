import { inferOperationType, mentionsParaguay, operationSummary } from './transport';

describe('mentionsParaguay', () => {
  test.each([
    ['Asunción', true],
    ['ASUNCION, PY', true],
    ['Villeta (Paraguay)', true],
    ['py', true],
    ['Puerto Fénix - PY', true],
    ['asunción', true],
    ['Shanghai', false],
    ['Happy Valley', false],
    ['Pyongyang', false],
    ['', false],
    [null, false],
  ])('%j → %s', (place, expected) => {
    expect(mentionsParaguay(place)).toBe(expected);
  });
});

describe('inferOperationType', () => {
  test.each([
    ['Shanghai', 'Asunción', 'IMPORT'],
    ['Santos, BR', 'Villeta PY', 'IMPORT'],
    ['Asuncion', 'Buenos Aires', 'EXPORT'],
    ['PARAGUAY', 'Hamburgo', 'EXPORT'],
    ['Asunción', 'Encarnación, Paraguay', ''],
    ['Shanghai', 'Santos', ''],
    ['', '', ''],
    ['', 'Asunción', 'IMPORT'],
    ['Asunción', '', 'EXPORT'],
  ])('%j → %j gives %j', (origin, destination, expected) => {
    expect(inferOperationType(origin, destination)).toBe(expected);
  });
});

describe('operationSummary', () => {
  test.each([
    [{ mode: 'MARITIMO', cargoClass: 'FCL', origin: 'Shanghai', destination: 'Asunción', goods: 'Neumáticos' }, 'MARITIMO FCL · Shanghai → Asunción · Neumáticos'],
    [{ mode: 'AEREO', origin: '  Miami ', destination: 'Asunción', goods: '' }, 'AEREO · Miami → Asunción'],
    [{ origin: 'Santos' }, 'Santos'],
    [{ cargoClass: 'LCL', goods: 'Repuestos  de  motor' }, 'LCL · Repuestos de motor'],
    [{}, ''],
  ])('%j → %j', (input, expected) => {
    expect(operationSummary(input)).toBe(expected);
  });
});
