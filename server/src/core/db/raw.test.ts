import { rawDateOrNull, rawInt, rawSelectList, rawString, readRawRow } from './raw';

describe('raw row readers', () => {
  test('rawString: null and a missing column are null, anything else its text', () => {
    expect([rawString(null), rawString(undefined), rawString(''), rawString('OP-000001'), rawString(12), rawString(0)]).toEqual([null, null, '', 'OP-000001', '12', '0']);
  });

  test('rawDateOrNull: null stays null; both drivers\' date-times are read as UTC', () => {
    expect(rawDateOrNull(null)).toBeNull();
    expect(rawDateOrNull(undefined)).toBeNull();
    expect(rawDateOrNull('2026-03-01 12:30:00')?.toISOString()).toBe('2026-03-01T12:30:00.000Z');
    const d = new Date('2026-03-01T12:30:00Z');
    expect(rawDateOrNull(d)).toBe(d);
  });

  test('one column spec gives both the select list and the row reader', () => {
    const spec = { id: ['d.id', Number], orgName: ['COALESCE(o.name, o.razon_social)', rawString], unitId: ['d.business_unit_id', rawInt] } as const;
    expect(rawSelectList(spec)).toEqual(['d.id AS id', 'COALESCE(o.name, o.razon_social) AS orgName', 'd.business_unit_id AS unitId']);
    // Each alias read by its own reader; cells the spec does not name are left out.
    expect(readRawRow(spec, { id: '7', orgName: 'Agro SA', unitId: null, extra: 'x' })).toEqual({ id: 7, orgName: 'Agro SA', unitId: null });
    expect(readRawRow(spec, { id: 8 })).toEqual({ id: 8, orgName: null, unitId: null });
  });
});
