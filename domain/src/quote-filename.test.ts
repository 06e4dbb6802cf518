import { emptyQuote, type Quote } from './quote';
import { placeCode, quoteFileName, QUOTE_FILENAME_MAX, transportModeCode } from './quote-filename';

const base = (over: Partial<Quote>): Quote => ({ ...emptyQuote('2026-11-22'), tipoTransporte: '', tipoEnvio: '', ...over });

describe('transportModeCode (AER, MAR, FLU, TER, FER, COU, MUL)', () => {
  test.each([
    ['AEREO', 'AER'],
    ['Aéreo', 'AER'],
    ['MARITIMO', 'MAR'],
    ['Marítimo', 'MAR'],
    ['FLUVIAL', 'FLU'],
    ['TERRESTRE', 'TER'],
    ['Ferroviario', 'FER'],
    ['COURIER', 'COU'],
    ['MULTIMODAL', 'MUL'],
    ['', ''],
    ['Globo', ''],
  ])('%j → %j', (mode, code) => expect(transportModeCode(mode)).toBe(code));
});

describe('placeCode: IATA code, else the city table, else the city', () => {
  test.each([
    ['Asunción', '', 'ASU'],
    ['ASUNCION', '', 'ASU'],
    ['Asunción, Paraguay', '', 'ASU'],
    ['Ciudad del Este', '', 'AGT'],
    ['São Paulo', '', 'SAO'],
    ['Buenos Aires', '', 'BUE'],
    ['Miami', 'MIA', 'MIA'],
    ['Miami', 'Miami International (MIA)', 'MIA'],
    ['Shanghai', 'pvg', 'PVG'],
    ['Shanghai', '', 'SHA'],
    ['Villarrica', '', 'VILLARRICA'],
    ['', '', ''],
  ])('%j / %j → %j', (city, airport, code) => expect(placeCode(city, airport)).toBe(code));
});

describe('quoteFileName (spec part 2 §9)', () => {
  test.each([
    [
      'every part',
      { referencia: 'OP-000042', tipoTransporte: 'AEREO', tipoEnvio: 'LCL', ciudadOrigen: 'Miami', aeropuertoOrigen: 'MIA', ciudadDestino: 'Asunción', pesoBrutoKg: 150.5, volumenM3: 1.25, mercaderia: 'Repuestos' },
      'OP-000042 - AER - LCL - MIA - ASU - 150,5 kg - 1,25 m3 - Repuestos.pdf',
    ],
    [
      'accents kept in goods, folded for codes',
      { referencia: 'OP-000007', tipoTransporte: 'Marítimo', tipoEnvio: 'fcl', ciudadOrigen: 'São Paulo', ciudadDestino: 'Asunción', mercaderia: 'Café en granos' },
      'OP-000007 - MAR - FCL - SAO - ASU - Café en granos.pdf',
    ],
    [
      'slashes and other forbidden characters removed',
      { referencia: 'OP-1', mercaderia: 'Textiles/Ropa: "lote" <1> a|b?*\\c' },
      'OP-1 - Textiles Ropa lote 1 a b c.pdf',
    ],
    ['missing parts are left out', { referencia: 'OP-000009', volumenM3: 0, pesoBrutoKg: null }, 'OP-000009.pdf'],
    ['nothing at all', { referencia: '' }, 'Presupuesto.pdf'],
    ['large weight without grouping dots', { referencia: 'OP-2', pesoBrutoKg: 12500 }, 'OP-2 - 12500 kg.pdf'],
  ])('%s', (_name, over, expected) => expect(quoteFileName(base(over))).toBe(expected));

  test('long goods are cut so the whole name has at most 180 characters and still ends in .pdf', () => {
    const name = quoteFileName(base({ referencia: 'OP-000042', tipoTransporte: 'AEREO', mercaderia: 'Repuestos de maquinaria agrícola '.repeat(10) }));
    expect(name.length).toBeLessThanOrEqual(QUOTE_FILENAME_MAX);
    expect(name.length).toBeGreaterThan(170);
    expect(name.startsWith('OP-000042 - AER - Repuestos de maquinaria')).toBe(true);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).not.toMatch(/\s\.pdf$/);
  });

  test('a cut never splits an emoji', () => {
    const name = quoteFileName(base({ referencia: 'OP-1', mercaderia: '📦'.repeat(200) }));
    expect(name.length).toBeLessThanOrEqual(QUOTE_FILENAME_MAX);
    expect(name).not.toMatch(/[\ud800-\udbff]\.pdf$/);
  });
});
