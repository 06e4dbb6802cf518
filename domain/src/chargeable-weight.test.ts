import {
  chargeableWeight,
  DEFAULT_VOLUMETRIC_SETTINGS,
  formatWeightKg,
  measureFigures,
  freightModeOf,
  operationMeasures,
  roundUpToHalfKg,
  volumetricSettingsFromParams,
  type VolumetricSettings,
} from './chargeable-weight';

const LEGACY: VolumetricSettings = { ...DEFAULT_VOLUMETRIC_SETTINGS, legacy: true };

describe('chargeableWeight: factor × mode × dimensions (chargeable weight per mode)', () => {
  test.each<[string, string | null, number | null, number, VolumetricSettings, number, number, string]>([
    // label, mode, gross kg, m³, settings → volumetric kg, chargeable kg, factor label
    ['air 2 m³ 100 kg: 333,33 → up to 333,5', 'AEREO', 100, 2, DEFAULT_VOLUMETRIC_SETTINGS, 333.33, 333.5, 'Aéreo 1:6000'],
    ['air gross wins, rounded up to .5', 'AEREO', 120.2, 0.1, DEFAULT_VOLUMETRIC_SETTINGS, 16.67, 120.5, 'Aéreo 1:6000'],
    ['air exact half stays', 'AEREO', 120.5, 0, DEFAULT_VOLUMETRIC_SETTINGS, 0, 120.5, 'Aéreo 1:6000'],
    ['air exact 0.6 m³ = 100 kg, no float half', 'AEREO', null, 0.6, DEFAULT_VOLUMETRIC_SETTINGS, 100, 100, 'Aéreo 1:6000'],
    ['courier 1:5000, rounds up', 'COURIER', 1, 0.0301, DEFAULT_VOLUMETRIC_SETTINGS, 6.02, 6.5, 'Courier 1:5000'],
    ['sea 2 m³ 100 kg → 2.000 kg', 'MARITIMO', 100, 2, DEFAULT_VOLUMETRIC_SETTINGS, 2000, 2000, 'Marítimo 1:1000'],
    ['sea gross wins, 2 decimals, no .5 rounding', 'MARITIMO', 2100.123, 2, DEFAULT_VOLUMETRIC_SETTINGS, 2000, 2100.12, 'Marítimo 1:1000'],
    ['river 1:1000', 'FLUVIAL', 10, 1.5, DEFAULT_VOLUMETRIC_SETTINGS, 1500, 1500, 'Fluvial 1:1000'],
    ['road 1:3000', 'TERRESTRE', 100, 0.9, DEFAULT_VOLUMETRIC_SETTINGS, 300, 300, 'Terrestre 1:3000'],
    ['legacy 167 for air', 'AEREO', 100, 2, LEGACY, 334, 334, '167 kg/m³'],
    ['legacy 167 for sea', 'MARITIMO', 100, 2, LEGACY, 334, 334, '167 kg/m³'],
    ['legacy keeps 2 decimals (no .5)', 'AEREO', null, 0.123, LEGACY, 20.54, 20.54, '167 kg/m³'],
    ['unknown mode → 167', null, 50, 0.48, DEFAULT_VOLUMETRIC_SETTINGS, 80.16, 80.16, '167 kg/m³'],
    ['no volume, no gross', 'AEREO', null, 0, DEFAULT_VOLUMETRIC_SETTINGS, 0, 0, 'Aéreo 1:6000'],
    ['parameter divisor air 5000', 'AEREO', 100, 2, { legacy: false, divisors: { ...DEFAULT_VOLUMETRIC_SETTINGS.divisors, air: 5000 } }, 400, 400, 'Aéreo 1:5000'],
  ])('%s', (_label, mode, gross, m3, settings, volumetric, chargeable, label) => {
    const w = chargeableWeight({ grossKg: gross, volumeM3: m3, mode }, settings);
    expect([w.volumetricKg, w.chargeableKg, w.label]).toEqual([volumetric, chargeable, label]);
  });

  test('multimodal uses its main leg; without one, the single factor 167', () => {
    expect(chargeableWeight({ grossKg: 100, volumeM3: 2, mode: 'MULTIMODAL', mainLeg: 'MARITIMO' })).toMatchObject({ mode: 'sea', chargeableKg: 2000, label: 'Multimodal (Marítimo) 1:1000' });
    expect(chargeableWeight({ grossKg: 100, volumeM3: 2, mode: 'MULTIMODAL', mainLeg: 'AEREO' })).toMatchObject({ mode: 'air', chargeableKg: 333.5 });
    expect(chargeableWeight({ grossKg: 100, volumeM3: 2, mode: 'MULTIMODAL' })).toMatchObject({ mode: null, chargeableKg: 334, label: 'Multimodal sin tramo principal: 167 kg/m³' });
  });

  test('freightModeOf reads the modes as typed', () => {
    expect(['AEREO', 'Aéreo', 'courier', 'TERRESTRE', 'Ferroviario', 'MARITIMO', 'FLUVIAL', 'otro', ''].map((m) => freightModeOf(m))).toEqual([
      'air',
      'air',
      'courier',
      'road',
      'road',
      'sea',
      'river',
      null,
      null,
    ]);
  });

  test('roundUpToHalfKg', () => {
    expect([0, 0.01, 0.5, 0.51, 333.333, 1.0000000001].map(roundUpToHalfKg)).toEqual([0, 0.5, 0.5, 1, 333.5, 1]);
  });
});

describe('volumetricSettingsFromParams', () => {
  test('no rows → the defaults (air 6000, courier 5000, road 3000, sea and river 1000)', () => {
    expect(volumetricSettingsFromParams([])).toEqual({ legacy: false, divisors: { air: 6000, courier: 5000, road: 3000, sea: 1000, river: 1000 } });
  });
  test('first active value per key; invalid values keep the default; legacy mode', () => {
    const s = volumetricSettingsFromParams([
      { key: 'volumetric_divisor_air', value: '7000', active: false },
      { key: 'volumetric_divisor_air', value: '6.500', active: true },
      { key: 'volumetric_divisor_sea', value: 'cero' },
      { key: 'volumetric_divisor_road', value: '0' },
      { key: 'volumetric_factor_mode', value: ' Legacy ', active: 1 },
    ]);
    expect(s).toEqual({ legacy: true, divisors: { air: 6500, courier: 5000, road: 3000, sea: 1000, river: 1000 } });
    expect(volumetricSettingsFromParams([{ key: 'volumetric_factor_mode', value: 'legacy', active: 0 }]).legacy).toBe(false);
  });
});

describe('operationMeasures (custom fields as stored)', () => {
  test('volume from dimensions, else vol_m3; the volumetric weight per the mode beside the chargeable weight', () => {
    const air = operationMeasures({ peso_bruto: '100', vol_m3: '2', modalidad_carga: 'AEREO' });
    expect(air).toMatchObject({ volumeM3: 2, volumetricKg: 333.33, grossKg: 100, chargeable: { chargeableKg: 333.5, label: 'Aéreo 1:6000' } });
    const sea = operationMeasures({ peso_bruto: '1.250,5', dimensiones: '1x1x1\n1x1x1', vol_m3: '9', modalidad_carga: 'MARITIMO' });
    expect(sea).toMatchObject({ volumeM3: 2, volumetricKg: 2000, grossKg: 1250.5, chargeable: { chargeableKg: 2000 } });
  });
});

describe('one volumetric rule per mode: the volumetric weight shown is the one the chargeable weight uses', () => {
  test.each([
    // label, fields, settings → volumetric shown, chargeable shown, factor
    ['air 2,045 m³: 340,83 volumetric beside 341 chargeable (not 341,52 × 167)', { vol_m3: '2.045', modalidad_carga: 'AEREO' }, DEFAULT_VOLUMETRIC_SETTINGS, '340,83', '341', 'Aéreo 1:6000'],
    ['sea 58 m³: 58.000 volumetric beside 58.000 chargeable (not 9.686)', { vol_m3: '58', modalidad_carga: 'MARITIMO' }, DEFAULT_VOLUMETRIC_SETTINGS, '58.000', '58.000', 'Marítimo 1:1000'],
    ['air 1,5 m³: 250 in the modal and the view alike', { vol_m3: '1,5', modalidad_carga: 'AEREO' }, DEFAULT_VOLUMETRIC_SETTINGS, '250', '250', 'Aéreo 1:6000'],
    ['legacy office: the spec 167 kg/m³ with 2 decimals for both', { vol_m3: '1.5', modalidad_carga: 'AEREO' }, LEGACY, '250,50', '250,50', '167 kg/m³'],
    ['legacy sea 58 m³: 9.686,00 for both', { vol_m3: '58', modalidad_carga: 'MARITIMO' }, LEGACY, '9.686,00', '9.686,00', '167 kg/m³'],
  ])('%s', (_label, fields, settings, volumetric, chargeable, factor) => {
    const m = operationMeasures(fields, settings);
    expect(m.volumetricKg).toBe(m.chargeable.volumetricKg);
    expect(measureFigures(m.chargeable)).toEqual({ volumetricKg: volumetric, chargeableKg: chargeable, factorLabel: factor });
  });

  test('the chargeable weight is never below the volumetric weight shown beside it', () => {
    for (const mode of ['AEREO', 'COURIER', 'TERRESTRE', 'MARITIMO', 'FLUVIAL', 'MULTIMODAL', null]) {
      for (const vol of ['0,3', '1,5', '2.045', '58']) {
        const m = operationMeasures({ vol_m3: vol, modalidad_carga: mode });
        expect(m.chargeable.chargeableKg).toBeGreaterThanOrEqual(m.volumetricKg);
      }
    }
  });
});

test('formatWeightKg: es-PY, up to 2 decimals', () => {
  expect([333.5, 2000, 80.156, 0, null].map(formatWeightKg)).toEqual(['333,5', '2.000', '80,16', '0', '0']);
});
