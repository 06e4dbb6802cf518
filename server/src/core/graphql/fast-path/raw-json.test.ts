import { RawJson, stringifyWithRaw } from './raw-json';

test('RawJson text is written in place, in order, nested at any depth; other strings (NULs and all) stay as JSON.stringify writes them', () => {
  const value = {
    a: new RawJson('{"x":[1,2]}'),
    tricky: '\u0000raw-0123456789abcdef01234567-0',
    list: [new RawJson('"b"'), { c: new RawJson('null') }, '\u0000'],
  };
  const text = stringifyWithRaw(value);
  expect(text).toBe(JSON.stringify({ a: { x: [1, 2] }, tricky: value.tricky, list: ['b', { c: null }, '\u0000'] }));
  expect(JSON.parse(text)).toEqual({ a: { x: [1, 2] }, tricky: value.tricky, list: ['b', { c: null }, '\u0000'] });
  // Serialized any other way it still reads as its value.
  expect(JSON.stringify({ a: new RawJson('[3]') })).toBe('{"a":[3]}');
  expect(stringifyWithRaw({ plain: 1 })).toBe('{"plain":1}');
});
