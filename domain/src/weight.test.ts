import { chargeableWeightKg, parseWeightInput, volumetricWeightKg } from './weight';

describe('volumetricWeightKg: volume × 167, 2 decimals (spec part 2 §9)', () => {
  test.each<[number | null | undefined, number]>([
    [1, 167],
    [0.48, 80.16],
    [0.123, 20.54],
    [0.0001, 0.02],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ])('%p m³ → %p kg', (v, kg) => expect(volumetricWeightKg(v)).toBe(kg));
});

describe('chargeableWeightKg: max(gross, volumetric)', () => {
  test.each<[number | null | undefined, number | null | undefined, number]>([
    [100, 0.48, 100],
    [50, 0.48, 80.16],
    [80.16, 0.48, 80.16],
    [null, 1, 167],
    [120.456, 0, 120.46],
    [-5, 0.1, 16.7],
    [null, null, 0],
  ])('gross %p, %p m³ → %p kg', (g, v, kg) => expect(chargeableWeightKg(g, v)).toBe(kg));
});

describe('parseWeightInput', () => {
  test.each<[string | number | null | undefined, number | null]>([
    ['1.250,5', 1250.5],
    ['1250,5', 1250.5],
    ['1250.5', 1250.5],
    ['1.250', 1250],
    ['1.250.000', 1250000],
    ['350 kg', 350],
    ['', null],
    ['abc', null],
    ['-3', null],
    [12.5, 12.5],
    [null, null],
  ])('%p → %p', (input, out) => expect(parseWeightInput(input)).toBe(out));
});
