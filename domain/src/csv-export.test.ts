import { csvCell, csvDate, csvFilename, csvNumber, neutraliseFormula } from './csv-export';

describe('CSV export cells', () => {
  it('neutralises text a spreadsheet would run as a formula, and nothing else', () => {
    for (const s of ['=1+1', '+595', '-x', '@A1', '\t=1', '\r=1', '=a\nb']) expect(neutraliseFormula(s)).toBe(`'${s}`);
    for (const s of ['Ana', ' =1', '1-2', 'a@b.com', '']) expect(neutraliseFormula(s)).toBe(s);
  });

  it('numbers: dot or decimal comma, no grouping; negatives stay numbers', () => {
    expect(csvNumber(1234567.5, 'default')).toBe('1234567.5');
    expect(csvNumber(1234567.5, 'es-PY')).toBe('1234567,5');
    expect(csvCell(-250.75, 'es-PY')).toBe('-250,75');
    expect(csvNumber(Number.NaN, 'default')).toBe('');
  });

  it('dates are the calendar day in Paraguay (UTC-3)', () => {
    expect(csvDate(new Date('2026-03-05T02:00:00Z'), 'default')).toBe('2026-03-04');
    expect(csvDate(new Date('2026-03-05T12:00:00Z'), 'es-PY')).toBe('05/03/2026');
    expect(csvCell(null, 'es-PY')).toBe('');
  });

  it('names the file after the list and the day', () => {
    expect(csvFilename('Vista general', new Date('2026-11-24T12:00:00Z'))).toBe('vista-general-2026-11-24.csv');
    expect(csvFilename('operaciones exportación', new Date('2026-11-24T12:00:00Z'))).toBe('operaciones-exportacion-2026-11-24.csv');
  });
});
