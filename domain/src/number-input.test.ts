import { checkNumberInput, DEAL_VALUE_MAX, NUMBER_INPUT_MESSAGES as M, NUMBER_RULES as R, type NumberInputRule } from './number-input';
import { parseMoneyInput, parseMoneyStrict } from './money';

describe('parseMoneyStrict: the money reading of spec part 2 §5, invalid → null instead of 0', () => {
  test.each([
    ['1.234,56', 1234.56],
    ['-12,5', -12.5],
    ['0', 0],
    ['abc', null],
    ['1e50', null],
    ['12a', null],
    ['', null],
    [null, null],
    [Number.NaN, null],
  ])('%p → %p', (input, expected) => {
    expect(parseMoneyStrict(input as string | null)).toBe(expected);
  });
  test('parseMoneyInput keeps its rule (invalid counts as 0) on top of it', () => {
    expect(parseMoneyInput('1e50')).toBe(0);
    expect(parseMoneyInput('1.234,56')).toBe(1234.56);
  });
});

describe('checkNumberInput (nothing lost silently: errors next to the field, never a silent 0)', () => {
  const ok = (value: number | null) => ({ value, error: null });
  const err = (error: string) => ({ value: null, error });
  test.each<[string, NumberInputRule, string, ReturnType<typeof ok> | ReturnType<typeof err>]>([
    ['deal value in es-PY', R.dealValue, '1.234,56', ok(1234.56)],
    ['deal value empty', R.dealValue, '  ', ok(null)],
    ['deal value 1e50', R.dealValue, '1e50', err(M.invalid)],
    ['deal value letters', R.dealValue, 'mil', err(M.invalid)],
    ['deal value negative', R.dealValue, '-5', err(M.negative)],
    ['deal value too large', R.dealValue, '10.000.000.000.000', err(M.tooLarge('9.999.999.999.999'))],
    ['deal value at the limit', R.dealValue, '9.999.999.999.999', ok(DEAL_VALUE_MAX)],
    ['cost amount may be negative', R.costAmount, '-1.000', ok(-1000)],
    ['cost amount letters', R.costAmount, 'x12', err(M.invalid)],
    ['cost amount beyond ±1e12', R.costAmount, '-1.000.000.000.001', err(M.tooSmall('-1.000.000.000.000'))],
    ['exchange rate 0', R.gsRate, '0', err(M.notPositive)],
    ['exchange rate 7.300', R.gsRate, '7.300', ok(7300)],
    ['exchange rate empty (the default 5860 applies)', R.gsRate, '', ok(null)],
    ['weight with a decimal dot', R.weightKg, '1250.5', ok(1250.5)],
    ['weight with thousands and comma', R.weightKg, '1.250,5', ok(1250.5)],
    ['weight negative', R.weightKg, '-3', err(M.negative)],
    ['weight letters', R.weightKg, 'diez', err(M.invalid)],
    ['packages must be whole', R.packages, '2,5', err(M.integer)],
    ['packages', R.packages, '12', ok(12)],
    ['volume keeps 3 decimals', R.volumeM3, '0,125', ok(0.125)],
    ['required and empty', { ...R.price, required: true }, '', err(M.required)],
  ])('%s: %p', (_name, rule, text, expected) => {
    expect(checkNumberInput(text, rule)).toEqual(expected);
  });
});
