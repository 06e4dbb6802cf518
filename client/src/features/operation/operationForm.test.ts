import { DEFAULT_VOLUMETRIC_SETTINGS } from '@crm/domain';
import { changedKeys, computedChanges, computedFieldValues, DESCRIPTION_KEY, generalData, mailtoHref, measures, paramChoices, rebaseEdits, type OperationDeal } from './operationForm';

const param = (key: string, values: Array<[string, number, boolean]>) => ({
  __typename: 'ParamGroup' as const,
  key,
  values: values.map(([value, ord, active], i) => ({ __typename: 'ParamValue' as const, id: i + 1, value, ord, active })),
});

describe('paramChoices (spec part 2 §5)', () => {
  test('active values only, by ord', () => {
    const params = [param('tipo_carga', [['FCL', 20, true], ['LCL', 10, true], ['BB', 5, false]])];
    expect(paramChoices(params, 'tipo_carga')).toEqual(['LCL', 'FCL']);
  });
  test.each<[string, string[]]>([
    ['tipo_operacion', ['IMPORT', 'EXPORT']],
    ['modalidad_carga', ['AEREO', 'FLUVIAL', 'TERRESTRE']],
    ['tipo_carga', ['LCL', 'FCL']],
    ['incoterm', []],
  ])('fallback of %s when no active value', (key, list) => {
    expect(paramChoices([param(key, [['OTRO', 10, false]])], key as 'incoterm')).toEqual(list);
  });
  test('the stored value is always offered', () => {
    expect(paramChoices(undefined, 'incoterm', 'FOB')).toEqual(['FOB']);
  });
});

describe('changedKeys: only the fields changed in edit mode are written', () => {
  test.each<[Record<string, string>, Record<string, string>, string[]]>([
    [{ a: '1', b: 'x' }, { a: '1', b: 'x' }, []],
    [{ a: '1' }, { a: '2' }, ['a']],
    [{}, { a: '' }, []],
    [{ a: 'x' }, { a: ' x ' }, []],
    [{ a: 'x' }, { a: '' }, ['a']],
    [{}, { nuevo: 'v' }, ['nuevo']],
  ])('%p → %p', (before, after, keys) => expect(changedKeys(before, after)).toEqual(keys));
});

describe('measures: volume from the dimensions, volumetric and chargeable weight with one factor', () => {
  test.each<[Record<string, string>, number, number, number]>([
    [{ dimensiones: '1,2x0,8x0,5', peso_bruto: '50' }, 0.48, 80.16, 80.16],
    [{ dimensiones: '1.2*0.8*0.5*3', peso_bruto: '1.000' }, 1.44, 240.48, 1000],
    [{ dimensiones: '1x1x1; 2×1×0,5 + 0x1x1' }, 2, 334, 334],
    [{ dimensiones: 'nada', vol_m3: '0.5' }, 0.5, 83.5, 83.5],
    [{}, 0, 0, 0],
  ])('%p', (v, vol, volKg, charge) => {
    const m = measures(v);
    expect(m.volumeM3).toBe(vol);
    expect(m.volumetricKg).toBe(volKg);
    expect(m.chargeableKg).toBe(charge);
  });
  test('computed fields are stored only when the dimensions parse', () => {
    expect(computedFieldValues({ dimensiones: '1,2x0,8x0,5' })).toEqual({ vol_m3: '0.480', peso_vol: '80.16' });
    expect(computedFieldValues({ dimensiones: 'abc' })).toEqual({});
  });
  test("the stored and shown 'Peso volumétrico' uses the mode's factor, 167 only for a legacy office", () => {
    const air = { dimensiones: '1x1x1,5', modalidad_carga: 'AEREO' };
    expect(computedFieldValues(air)).toEqual({ vol_m3: '1.500', peso_vol: '250.00' });
    expect(measures(air)).toMatchObject({ volumetricKg: 250, chargeableKg: 250, figures: { volumetricKg: '250', chargeableKg: '250' } });
    const sea = { vol_m3: '58', modalidad_carga: 'MARITIMO' };
    expect(measures(sea).figures).toEqual({ volumetricKg: '58.000', chargeableKg: '58.000', factorLabel: 'Marítimo 1:1000' });
    const legacy = { ...DEFAULT_VOLUMETRIC_SETTINGS, legacy: true };
    expect(computedFieldValues(air, legacy)).toEqual({ vol_m3: '1.500', peso_vol: '250.50' });
    expect(measures(air, legacy).figures).toEqual({ volumetricKg: '250,50', chargeableKg: '250,50', factorLabel: '167 kg/m³' });
  });
  test('a change of mode recomputes peso_vol with the new factor; unrelated changes store nothing computed', () => {
    const loaded = { dimensiones: '1x1x1,5', modalidad_carga: 'AEREO', peso_vol: '250.00' };
    expect(computedChanges(loaded, { ...loaded, modalidad_carga: 'MARITIMO' })).toEqual({ vol_m3: '1.500', peso_vol: '1500.00' });
    expect(computedChanges(loaded, { ...loaded, doc_master: 'X' })).toEqual({});
  });
});

describe('generalData falls back to the custom-field keys of spec part 2 §3', () => {
  const deal = {
    orgName: 'Acme',
    orgRuc: null,
    orgAddress: 'Av. 1',
    orgPhone: null,
    orgEmail: null,
    contactName: 'Ana',
    contactPhone: null,
    contactEmail: 'ana@acme.com',
  } as unknown as OperationDeal;
  test('organization first, then org_* keys, then the short keys', () => {
    const g = generalData(deal, { org_ruc: '', ruc: '800-1', address: 'otra', phone: '021 600', org_email: 'info@acme.com', telefono: '0981' });
    expect(g).toEqual({
      client: 'Acme',
      ruc: '800-1',
      address: 'Av. 1',
      companyPhone: '021 600',
      companyEmail: 'info@acme.com',
      contactName: 'Ana',
      contactPhone: '0981',
      contactEmail: 'ana@acme.com',
    });
  });
  test('mailto with the reference in the subject', () => {
    expect(mailtoHref({ contactEmail: 'ana@acme.com', reference: 'OP-000005', title: 'Carga' })).toBe('mailto:ana@acme.com?subject=OP-000005%20%E2%80%94%20Carga');
  });
});

describe('rebaseEdits: a save refused because someone else saved first loses nothing', () => {
  const base = { [DESCRIPTION_KEY]: 'Importación de repuestos', doc_master: 'MAWB 1', proveedor: 'Acme', mercaderia: 'Repuestos' };
  test("the user keeps every value they changed; the other person's values fill the rest; fields both changed are listed with both values", () => {
    const mine = { ...base, [DESCRIPTION_KEY]: 'Repuestos de Valeria', doc_master: 'MAWB 2' };
    const theirs = { ...base, [DESCRIPTION_KEY]: 'Repuestos de Oscar', proveedor: 'Otro proveedor', origen_pto: 'Miami' };
    const { values, conflicts } = rebaseEdits(base, mine, theirs);
    expect(values).toEqual({ [DESCRIPTION_KEY]: 'Repuestos de Valeria', doc_master: 'MAWB 2', proveedor: 'Otro proveedor', mercaderia: 'Repuestos', origen_pto: 'Miami' });
    expect(conflicts).toEqual([{ key: DESCRIPTION_KEY, label: 'Descripción', mine: 'Repuestos de Valeria', theirs: 'Repuestos de Oscar' }]);
  });
  test('the same value saved by both is not a conflict; a field only the other changed is taken without asking', () => {
    const mine = { ...base, doc_master: 'MAWB 9 ' };
    const theirs = { ...base, doc_master: 'MAWB 9', mercaderia: 'Neumáticos' };
    expect(rebaseEdits(base, mine, theirs)).toEqual({ values: { ...base, doc_master: 'MAWB 9 ', mercaderia: 'Neumáticos' }, conflicts: [] });
  });
  test('a field the user emptied while the other changed it: both shown, the empty one kept', () => {
    const { values, conflicts } = rebaseEdits(base, { ...base, proveedor: '' }, { ...base, proveedor: 'Beta' });
    expect(values.proveedor).toBe('');
    expect(conflicts).toEqual([{ key: 'proveedor', label: 'Proveedor', mine: '', theirs: 'Beta' }]);
  });
});
