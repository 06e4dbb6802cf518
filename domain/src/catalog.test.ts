import {
  appliesToMode,
  CATALOG_MESSAGES as M,
  CATALOG_PRESETS,
  catalogCsvCells,
  catalogModeOf,
  catalogPriceIn,
  catalogPriceDecimal,
  catalogPriceProblem,
  catalogTypeOf,
  formatCatalogPrice,
  ivaRateOf,
  joinModes,
  modesLabel,
  normalizeSku,
  readActiveCell,
  readCatalogPrice,
  readModesCell,
  skuFromName,
  splitModes,
  type CatalogCurrency,
} from './catalog';
import { PRESET_COST_CONCEPTS } from './cost-sheet';

describe('catalogPriceProblem: exact prices, never rounded (fiscal-money)', () => {
  it.each<[number | string, CatalogCurrency, string | null]>([
    [0, 'USD', null],
    [1250.5, 'USD', null],
    ['1250.50', 'USD', null],
    [0.29, 'USD', null],
    ['0.10', 'PYG', M.pricePygWhole],
    [586000, 'PYG', null],
    ['586000.00', 'PYG', null],
    [1.5, 'PYG', M.pricePygWhole],
    [1.005, 'USD', M.priceInvalid],
    [-1, 'USD', M.priceInvalid],
    ['abc', 'USD', M.priceInvalid],
    ['1,5', 'USD', M.priceInvalid],
    ['', 'USD', M.priceInvalid],
    [Number.NaN, 'USD', M.priceInvalid],
    [Number.POSITIVE_INFINITY, 'USD', M.priceInvalid],
    [999_999_999_999.99, 'USD', null],
    [1_000_000_000_000, 'USD', M.priceTooLarge],
    ['99999999999999999999', 'USD', M.priceInvalid],
  ])('%p %s → %p', (value, currency, problem) => {
    expect(catalogPriceProblem(value, currency)).toBe(problem);
  });

  it.each<[number | string, CatalogCurrency, string]>([
    [1250.5, 'USD', '1250.50'],
    [0.29, 'USD', '0.29'],
    ['586000', 'PYG', '586000'],
    [0, 'USD', '0.00'],
    [999_999_999_999.99, 'USD', '999999999999.99'],
  ])('column text of %p %s → %s', (value, currency, text) => {
    expect(catalogPriceDecimal(value, currency)).toBe(text);
  });
});

describe('readCatalogPrice: what a person types or a CSV cell holds', () => {
  it.each<[string, CatalogCurrency, string | null]>([
    ['1.250,50', 'USD', '1250.50'],
    ['1250,5', 'USD', '1250.5'],
    ['1250.50', 'USD', '1250.50'],
    ['586.000', 'PYG', '586000'],
    ['Gs. 586.000', 'PYG', '586000'],
    ['586.5', 'PYG', '586.5'],
    ['USD 12', 'USD', '12'],
    ['  ', 'USD', null],
    ['doce', 'USD', 'doce'],
  ])('%p in %s → %p', (input, currency, out) => {
    expect(readCatalogPrice(input, currency)).toBe(out);
  });
});

describe('labels and vocabularies', () => {
  it.each<[unknown, string | null]>([
    ['exenta', 'exenta'],
    ['Exenta', 'exenta'],
    ['5', '5'],
    ['10', '10'],
    [0, 'exenta'],
    ['0', 'exenta'],
    [5, '5'],
    [10, '10'],
    ['10 %', '10'],
    ['IVA 5 %', '5'],
    [21, null],
    ['22', null],
    [null, null],
    [true, null],
  ])('ivaRateOf(%p) → %p', (input, rate) => {
    expect(ivaRateOf(input)).toBe(rate);
  });

  it.each<[unknown, string | null]>([
    ['PRODUCTO', 'PRODUCTO'],
    ['servicio', 'SERVICIO'],
    [' Servicio ', 'SERVICIO'],
    ['bien', null],
    [1, null],
  ])('catalogTypeOf(%p) → %p', (input, type) => {
    expect(catalogTypeOf(input)).toBe(type);
  });

  it.each<[string, string]>([
    ['FLETE AEREO', 'FLETE-AEREO'],
    ['AES/EEI FILING FEE', 'AES-EEI-FILING-FEE'],
    ['INLAND FREIGHT/ PICK UP', 'INLAND-FREIGHT-PICK-UP'],
    ['Flete aéreo', 'FLETE-AEREO'],
    ['  --Seguro--  ', 'SEGURO'],
    ['x'.repeat(50), 'X'.repeat(40)],
  ])('skuFromName(%p) → %p', (name, sku) => {
    expect(skuFromName(name)).toBe(sku);
  });

  it('normalizeSku trims and upper-cases', () => {
    expect(normalizeSku(' flete-aereo ')).toBe('FLETE-AEREO');
  });

  it.each<[number, CatalogCurrency, string]>([
    [1250.5, 'USD', 'USD 1.250,50'],
    [586000, 'PYG', 'Gs. 586.000'],
    [0, 'USD', 'USD 0,00'],
  ])('formatCatalogPrice(%p, %s) → %s', (price, currency, text) => {
    expect(formatCatalogPrice(price, currency)).toBe(text);
  });
});

describe('modes: a subset of the operation modes; none = every mode', () => {
  it.each<[string[], string]>([
    [['TERRESTRE', 'AEREO'], 'AEREO,TERRESTRE'],
    [['AEREO', 'AEREO'], 'AEREO'],
    [[], ''],
    [['AVION'], ''],
  ])('joinModes(%p) → %p', (modes, stored) => {
    expect(joinModes(modes)).toBe(stored);
  });

  it.each<[string | null, string[]]>([
    ['AEREO,TERRESTRE', ['AEREO', 'TERRESTRE']],
    ['', []],
    [null, []],
    ['MARITIMO,XX', ['MARITIMO']],
  ])('splitModes(%p) → %p', (stored, modes) => {
    expect(splitModes(stored)).toEqual(modes);
  });

  it.each<[string, string[] | null]>([
    ['AEREO TERRESTRE', ['AEREO', 'TERRESTRE']],
    ['aéreo; marítimo', ['MARITIMO', 'AEREO']],
    ['Todas', []],
    ['', []],
    ['AEREO COHETE', null],
  ])('readModesCell(%p) → %p', (cell, modes) => {
    expect(readModesCell(cell)).toEqual(modes);
  });

  it.each<[string[], string | null, boolean]>([
    [[], 'AEREO', true],
    [['AEREO'], 'AEREO', true],
    [['AEREO'], 'maritimo', false],
    [['AEREO'], null, true],
  ])('appliesToMode(%p, %p) → %p', (modes, mode, yes) => {
    expect(appliesToMode(modes, mode)).toBe(yes);
  });

  it('modesLabel', () => {
    expect(modesLabel([])).toBe('Todas');
    expect(modesLabel(['AEREO', 'TERRESTRE'])).toBe('AEREO, TERRESTRE');
  });
});

describe('CSV cells', () => {
  it.each<[string, boolean | null | undefined]>([
    ['Sí', true],
    ['si', true],
    ['1', true],
    ['No', false],
    ['0', false],
    ['', null],
    ['quizás', undefined],
  ])('readActiveCell(%p) → %p', (cell, active) => {
    expect(readActiveCell(cell)).toBe(active);
  });

  it('writes an item as its row', () => {
    expect(
      catalogCsvCells({ type: 'PRODUCTO', sku: 'PAL-01', name: 'Pallet', unit: 'u', currency: 'PYG', price: 586000, taxRate: '10', modes: ['AEREO', 'TERRESTRE'], active: false }),
    ).toEqual({ sku: 'PAL-01', type: 'Producto', name: 'Pallet', unit: 'u', currency: 'PYG', price: 586000, taxRate: '10', modes: 'AEREO TERRESTRE', active: 'No' });
    expect(catalogCsvCells(CATALOG_PRESETS[0])).toMatchObject({ taxRate: 'Exenta', unit: '', modes: '', active: 'Sí' });
  });
});

describe('CATALOG_PRESETS: the 16 preset concepts as catalogue items', () => {
  it('one service per preset concept, in order, USD, no price, exenta, every mode, active', () => {
    expect(CATALOG_PRESETS).toHaveLength(16);
    expect(CATALOG_PRESETS.map((p) => p.name)).toEqual(PRESET_COST_CONCEPTS);
    for (const p of CATALOG_PRESETS) expect(p).toMatchObject({ type: 'SERVICIO', currency: 'USD', price: 0, taxRate: 'exenta', modes: [], active: true, unit: null });
  });

  it('codes are unique and valid', () => {
    const skus = CATALOG_PRESETS.map((p) => p.sku);
    expect(new Set(skus).size).toBe(16);
    for (const s of skus) expect(s).toMatch(/^[A-Z0-9][A-Z0-9._/-]{0,39}$/);
    expect(skus.slice(0, 3)).toEqual(['FLETE-AEREO', 'FSC', 'SEC']);
  });
});

describe('catalogPriceIn: a picked price in the field\'s currency (convertMinor, HALF_UP to the target\'s minor unit)', () => {
  it.each<[number, CatalogCurrency, CatalogCurrency, number, number | null]>([
    // Same currency: as is.
    [1_500_000, 'PYG', 'PYG', 7300, 1_500_000],
    [1250.5, 'USD', 'USD', 7300, 1250.5],
    [0.29, 'USD', 'USD', 7300, 0.29],
    // No fixed price (the presets): nothing to fill.
    [0, 'USD', 'USD', 7300, null],
    [0, 'PYG', 'USD', 7300, null],
    // Gs → USD cents: 1.500.000 ÷ 7.300 = 205,479… → 205,48.
    [1_500_000, 'PYG', 'USD', 7300, 205.48],
    // 73 Gs ÷ 7.300 = 0,01 exactly; 5 Gs ÷ 1.000 = 0,005, exactly half a cent, rounds up (HALF_UP).
    [73, 'PYG', 'USD', 7300, 0.01],
    [5, 'PYG', 'USD', 1000, 0.01],
    // USD → whole guaraníes: 12,35 × 5.860 = 72.371; 0,01 × 7.312,5 = 73,125 → 73; 0,02 × 7.312,5 = 146,25 → 146.
    [12.35, 'USD', 'PYG', 5860, 72_371],
    [0.01, 'USD', 'PYG', 7312.5, 73],
    [0.1, 'USD', 'PYG', 7315, 732],
  ])('%p %s → %s at %p: %p', (price, from, to, rate, expected) => {
    expect(catalogPriceIn(price, from, to, rate)).toBe(expected);
  });
});

describe('catalogModeOf', () => {
  it.each<[string | null, string | null]>([
    ['AEREO', 'AEREO'],
    [' Aéreo ', 'AEREO'],
    ['marítimo', 'MARITIMO'],
    ['', null],
    [null, null],
    ['Courier', null],
  ])('%p → %p', (text, mode) => expect(catalogModeOf(text)).toBe(mode));
});
