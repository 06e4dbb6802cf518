import { parseDimensions } from './dimensions';

describe('parseDimensions (spec part 2 §5)', () => {
  test.each<[string, number, number]>([
    // text, parsed parts, volume m³ (3 decimals)
    ['1,2x0,8x0,5', 1, 0.48],
    ['1.2*0.8*0.5*3', 1, 1.44],
    ['1x1x1; 2×1×0,5 + 0x1x1', 2, 2], // zero factor skipped
    ['1x1x1\n2x2x2', 2, 9],
    ['1x1x1,2x2x2', 2, 9], // comma between parts
    ['1,5x1x1,0,5x1x1', 2, 2], // decimal commas and a separating comma
    ['1 x 1 x 1 x 2 ; 0,5X0,5X0,5', 2, 2.125],
    ['1x1', 0, 0],
    ['abc', 0, 0],
    ['1x1x1; basura; 2x1x1x0', 1, 1],
    ['0,333x1x1', 1, 0.333],
    ['0,1234x1x1', 1, 0.123],
    ['', 0, 0],
    ['  ;  +  ,  ', 0, 0],
  ])('%p → %p parts, %p m³', (text, parts, volume) => {
    const r = parseDimensions(text);
    expect(r.parts).toHaveLength(parts);
    expect(r.volumeM3).toBe(volume);
  });

  test('keeps each part with its factors and the skipped text', () => {
    const r = parseDimensions('1,2x0,8x0,5x2; nada; 0x1x1');
    expect(r.parts[0]).toMatchObject({ length: 1.2, width: 0.8, height: 0.5, count: 2 });
    expect(r.parts[0].volume).toBeCloseTo(0.96, 10);
    expect(r.skipped).toEqual(['nada', '0x1x1']);
  });

  test('null and undefined read as empty', () => {
    expect(parseDimensions(null).volumeM3).toBe(0);
    expect(parseDimensions(undefined).parts).toEqual([]);
  });
});
