import {
  containerNumberError,
  documentDate,
  documentWithMirrors,
  isOwnModeDocument,
  lateAlertsScope,
  iso6346CheckDigit,
  isValidContainerNumber,
  lateMilestones,
  milestoneList,
  milestoneState,
  mirrorWritesOf,
  nextMilestone,
  readShipment,
  shipmentErrors,
  shipmentModeOf,
  splitPlaceValue,
  writeShipment,
} from './shipment';

describe('ISO 6346 container numbers', () => {
  test.each([
    // The standard's own example, and numbers whose check digit exercises the letter table and the 10 → 0 rule.
    ['CSQU305438', 3],
    ['MSKU123456', 5],
    ['TGHU000000', 8],
    ['ABCU000000', 1],
    ['ABCU000007', 0], // remainder 10 → check digit 0
    ['msku 123456', 5],
    ['CSQ305438', null],
    ['CSQX305438', null],
  ])('check digit of %s → %s', (first10, digit) => {
    expect(iso6346CheckDigit(first10)).toBe(digit);
  });

  test.each([
    ['CSQU3054383', true],
    ['CSQU 305438-3', true],
    ['csqu3054383', true],
    ['MSKU1234565', true],
    ['ABCU0000070', true],
    ['CSQU3054384', false],
    ['CSQU305438', false],
    ['CSQX3054383', false],
    ['1SQU3054383', false],
    ['', false],
  ])('%j valid: %s', (n, ok) => {
    expect(isValidContainerNumber(n)).toBe(ok);
  });

  test('the message names the expected digit; empty is no error', () => {
    expect(containerNumberError('CSQU3054384')).toBe('El dígito de control no coincide: para CSQU305438 es 3.');
    expect(containerNumberError('XX12')).toMatch(/4 letras y 7 dígitos/);
    expect(containerNumberError('')).toBeNull();
    expect(containerNumberError('CSQU3054383')).toBeNull();
  });
});

describe('mode of an operation', () => {
  test.each([
    ['AEREO', 'air'],
    ['Courier', 'air'],
    ['MARITIMO', 'ocean'],
    ['FLUVIAL', 'ocean'],
    ['TERRESTRE', 'road'],
    ['MULTIMODAL', 'multimodal'],
    ['', null],
    [null, null],
  ])('%j → %s', (m, mode) => expect(shipmentModeOf(m)).toBe(mode));
});

test('own mode document', () => {
  expect(isOwnModeDocument('ocean', 'MARITIMO')).toBe(true);
  expect(isOwnModeDocument('air', 'MARITIMO')).toBe(false);
  expect(isOwnModeDocument('air', null)).toBe(true);
});

describe('dates in documents', () => {
  test.each([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-01T10:00:00Z', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
    ['31/02/2026', null],
    ['mañana', null],
    [12, null],
  ])('%j → %j', (v, d) => expect(documentDate(v)).toBe(d));
});

describe('the key table: typed fields are the original client document', () => {
  const stored = {
    naviera: 'MSC',
    buque: 'MSC Aurora',
    eta: '2026-04-10',
    containers: [{ tipo: "40'HC", numero: 'CSQU3054383', precinto: 'S1', n: 1 }],
    dias_libres: '14',
    pol: 'Shanghai',
    mbl: 'MEDU1',
    extra: { a: [1] },
  };

  test('read: known keys, aliases, numbers from text; the operation field wins for a mirror', () => {
    const v = readShipment('ocean', stored, {});
    expect(v).toMatchObject({
      shippingLine: 'MSC',
      vessel: 'MSC Aurora',
      voyage: null,
      eta: '2026-04-10',
      containers: [{ type: "40'HC", number: 'CSQU3054383', seal: 'S1' }],
      freeDays: 14,
      mbl: 'MEDU1',
    });
    expect(readShipment('ocean', stored, { doc_master: 'MEDU2' }).mbl).toBe('MEDU2');
    expect(readShipment('ocean', null, { peso_bruto: '1200.5' }).grossKg).toBe(1200.5);
  });

  test('write: only changed fields, under the key the document already uses; unknown keys and item keys kept', () => {
    const before = readShipment('ocean', stored, {});
    const { doc, fields } = writeShipment('ocean', stored, {
      ...before,
      vessel: 'MSC Aurora II',
      voyage: '123W',
      containers: [
        { type: "40'HC", number: 'CSQU3054383', seal: 'S9' },
        { type: "20'ST", number: 'MSKU1234565', seal: null },
      ],
      mbl: 'MEDU3',
    });
    expect(doc).toEqual({
      naviera: 'MSC',
      buque: 'MSC Aurora II',
      viaje: '123W',
      eta: '2026-04-10',
      containers: [
        { tipo: "40'HC", numero: 'CSQU3054383', precinto: 'S9', n: 1 },
        { tipo: "20'ST", numero: 'MSKU1234565' },
      ],
      dias_libres: '14',
      pol: 'Shanghai',
      mbl: 'MEDU3',
      extra: { a: [1] },
    });
    expect(fields).toEqual([{ key: 'doc_master', value: 'MEDU3' }]);
    // Read back: the same typed values (round trip).
    expect(readShipment('ocean', doc, { doc_master: 'MEDU3' })).toMatchObject({ vessel: 'MSC Aurora II', voyage: '123W', mbl: 'MEDU3' });
  });

  test('an unreadable stored value stays while its field is not changed; a cleared field removes its keys', () => {
    const odd = { piezas: 'tres', vuelo: 'PZ 700', aerolinea: 'Paranair' };
    const { doc } = writeShipment('air', odd, { ...readShipment('air', odd), flight: null, airline: 'LATAM Cargo' });
    expect(doc).toEqual({ piezas: 'tres', aerolinea: 'LATAM Cargo' });
    expect(writeShipment('road', {}, { hazmat: true, freeDays: 3 } as never).doc).toEqual({ peligrosa: true });
  });

  test('mirrors: a read fills them from the operation field; a saved document writes the ones that differ', () => {
    expect(documentWithMirrors('ocean', { naviera: 'MSC', bl_master: 'OLD' }, { doc_master: 'NEW', peso_bruto: '900' })).toEqual({
      naviera: 'MSC',
      bl_master: 'NEW',
      peso_bruto: '900',
    });
    expect(documentWithMirrors('ocean', { naviera: 'MSC' }, {})).toEqual({ naviera: 'MSC' });
    expect(documentWithMirrors('ocean', { naviera: 'MSC' }, { doc_master: 'AWB1' }, true)).toEqual({ naviera: 'MSC' });
    expect(documentWithMirrors('ocean', { mbl: 'X' }, { doc_master: 'AWB1' }, true)).toEqual({ mbl: 'AWB1' });
    expect(mirrorWritesOf('ocean', { mbl: 'M1', hbl: '', peso: 1500 }, { doc_master: 'M0', doc_house: 'H0', peso_bruto: '1500' })).toEqual([
      { key: 'doc_master', value: 'M1' },
      { key: 'doc_house', value: null },
    ]);
    expect(mirrorWritesOf('air', { awb: '123' }, { doc_master: '123' })).toEqual([]);
  });
});

describe('validation', () => {
  test('container numbers, types, place codes, numbers and ETA before ETD', () => {
    expect(
      shipmentErrors('ocean', {
        containers: [
          { type: "40'HC", number: 'CSQU3054383', seal: null },
          { type: '45HC', number: 'CSQU3054384', seal: null },
        ],
        transshipmentPort: 'Santos',
        freeDays: -1,
        etd: '2026-05-10',
        eta: '2026-05-01',
      }),
    ).toEqual({
      'containers.1.number': 'El dígito de control no coincide: para CSQU305438 es 3.',
      'containers.1.type': "Tipo de contenedor: 20'ST, 40'ST, 40'HC, 20'RF, 40'RF.",
      transshipmentPort: 'Usá el código UN/LOCODE de 5 letras (ej.: PYASU).',
      freeDays: 'Debe ser un número entero, 0 o más.',
      eta: 'El arribo no puede ser antes de la salida.',
    });
    expect(shipmentErrors('air', { transshipmentAirport: 'gru', pieces: 3 })).toEqual({});
    expect(shipmentErrors('air', { transshipmentAirport: 'GRUU' })).toEqual({ transshipmentAirport: 'Usá el código IATA de 3 letras (ej.: ASU).' });
  });
});

describe('milestone lateness', () => {
  test.each([
    [{ planned: '2026-04-10', actual: null }, '2026-04-09', 'pending'],
    [{ planned: '2026-04-10', actual: null }, '2026-04-10', 'pending'],
    [{ planned: '2026-04-10', actual: null }, '2026-04-11', 'late'],
    [{ planned: '2026-04-10', actual: '2026-04-12' }, '2026-04-20', 'done'],
    [{ planned: null, actual: null }, '2026-04-20', 'pending'],
    [{ planned: null, actual: '2026-04-01' }, '2026-04-20', 'done'],
  ])('%j on %s → %s', (m, today, state) => expect(milestoneState(m, today)).toBe(state));

  test('the next milestone is the first without its actual date that has a plan; red once its day passed', () => {
    const list = milestoneList('ocean', [
      { code: 'reserva', planned: '2026-03-01', actual: '2026-03-01' },
      { code: 'salida', planned: '2026-03-20', actual: null },
      { code: 'arribo', planned: '2026-04-10', actual: null },
    ]);
    expect(list.map((m) => m.code)).toEqual(['reserva', 'retiro', 'salida', 'trasbordo', 'arribo', 'liberacion', 'entrega']);
    expect(nextMilestone(list, '2026-03-19')).toEqual({ code: 'salida', planned: '2026-03-20', actual: null, late: false });
    expect(nextMilestone(list, '2026-03-21')).toEqual({ code: 'salida', planned: '2026-03-20', actual: null, late: true });
    expect(lateMilestones(list, '2026-04-11').map((m) => m.code)).toEqual(['salida', 'arribo']);
    expect(nextMilestone(milestoneList('road', []), '2026-01-01')).toBeNull();
    expect(milestoneList('road', []).map((m) => m.code)).not.toContain('trasbordo');
  });
});

test('place list values are a code and a name', () => {
  expect(splitPlaceValue('PYASU Asunción')).toEqual({ code: 'PYASU', name: 'Asunción' });
  expect(splitPlaceValue('asu')).toEqual({ code: 'ASU', name: '' });
});

describe('English spellings of the document keys (the original client sends English snake_case)', () => {
  // Each row: mode, the English key the original client may send, its value, the typed field and value read.
  test.each([
    ['air', 'airline', 'LATAM Cargo', 'airline', 'LATAM Cargo'],
    ['air', 'flight', 'LA8070', 'flight', 'LA8070'],
    ['air', 'flight_number', 'LA8071', 'flight', 'LA8071'],
    ['air', 'mawb', '045-12345675', 'mawb', '045-12345675'],
    ['air', 'hawb', 'H-1', 'hawb', 'H-1'],
    ['air', 'transshipment_airport', 'GRU', 'transshipmentAirport', 'GRU'],
    ['air', 'transshipment_arrival', '2026-03-02', 'transshipmentArrival', '2026-03-02'],
    ['air', 'transshipment_departure', '2026-03-03', 'transshipmentDeparture', '2026-03-03'],
    ['air', 'pieces', '4', 'pieces', 4],
    ['air', 'chargeable_weight', '120.5', 'chargeableKg', 120.5],
    ['air', 'gross_weight', '99', 'grossKg', 99],
    ['ocean', 'shipping_line', 'MSC', 'shippingLine', 'MSC'],
    ['ocean', 'vessel', 'MSC Aurora', 'vessel', 'MSC Aurora'],
    ['ocean', 'voyage', '123W', 'voyage', '123W'],
    ['ocean', 'transshipment_port', 'UYMVD', 'transshipmentPort', 'UYMVD'],
    ['ocean', 'master_bl', 'MEDU1', 'mbl', 'MEDU1'],
    ['ocean', 'house_bl', 'HB-1', 'hbl', 'HB-1'],
    ['ocean', 'free_days', '14', 'freeDays', 14],
    ['ocean', 'transit_days', 30, 'transitDays', 30],
    ['road', 'carrier', 'Trans Chaco', 'carrier', 'Trans Chaco'],
    ['road', 'truck_plate', 'AAA 123', 'truckPlate', 'AAA 123'],
    ['road', 'plates', 'BBB 456', 'truckPlate', 'BBB 456'],
    ['road', 'trailer_plate', 'CCC 789', 'trailerPlate', 'CCC 789'],
    ['road', 'driver', 'Juan', 'driver', 'Juan'],
    ['road', 'driver_phone', '0981 123456', 'driverPhone', '0981 123456'],
    ['road', 'crt', 'PY123', 'crt', 'PY123'],
    ['road', 'mic_dta', 'MIC-9', 'micDta', 'MIC-9'],
    ['road', 'border_crossing', 'Clorinda', 'borderCrossing', 'Clorinda'],
    ['road', 'temperature', '-18 °C', 'temperature', '-18 °C'],
    ['road', 'hazmat', true, 'hazmat', true],
  ] as const)('%s.%s reads as %s', (mode, key, raw, field, typed) => {
    const values = readShipment(mode, { [key]: raw });
    expect(values[field]).toEqual(typed);
    // A save rewrites the key the document already has (never a second, Spanish copy beside it).
    const changed = typeof typed === 'boolean' ? !typed : typeof typed === 'number' ? typed + 1 : /^\d{4}-/.test(typed) ? '2027-01-01' : `${typed}X`;
    const { doc } = writeShipment(mode, { [key]: raw, keep: 1 }, { [field]: changed });
    expect(Object.keys(doc).sort()).toEqual([key, 'keep'].sort());
    expect(readShipment(mode, doc)[field]).toEqual(changed);
  });

  test('containers and legs in English spelling read and keep their keys', () => {
    const doc = {
      containers: [
        { container_type: "40'HC", container_number: 'MSKU1234565', seal_number: 'S1', tare: 3800 },
        { type: "20'ST", number: 'CSQU3054383', seal: 'S2' },
      ],
    };
    expect(readShipment('ocean', doc).containers).toEqual([
      { type: "40'HC", number: 'MSKU1234565', seal: 'S1' },
      { type: "20'ST", number: 'CSQU3054383', seal: 'S2' },
    ]);
    const { doc: out } = writeShipment('ocean', doc, {
      containers: [
        { type: "40'HC", number: 'MSKU1234565', seal: 'S9' },
        { type: "20'ST", number: 'CSQU3054383', seal: 'S2' },
      ],
    });
    expect(out.containers).toEqual([
      { container_type: "40'HC", container_number: 'MSKU1234565', seal_number: 'S9', tare: 3800 },
      { type: "20'ST", number: 'CSQU3054383', seal: 'S2' },
    ]);
    const legs = { legs: [{ mode: 'ocean', carrier: 'MSC', from: 'CNSHA', to: 'UYMVD', ref: 'V1', etd: '2026-01-02', eta: '2026-02-01' }] };
    expect(readShipment('multimodal', legs).legs).toEqual([{ mode: 'ocean', carrier: 'MSC', from: 'CNSHA', to: 'UYMVD', reference: 'V1', etd: '2026-01-02', eta: '2026-02-01' }]);
  });

  test('when both spellings are present, the first of the table wins and the other stays as sent', () => {
    const doc = { naviera: 'MSC', shipping_line: 'Maersk' };
    expect(readShipment('ocean', doc).shippingLine).toBe('MSC');
    expect(writeShipment('ocean', doc, { shippingLine: 'ONE' }).doc).toEqual({ naviera: 'ONE', shipping_line: 'Maersk' });
  });
});

describe('late-milestone alerts in the agenda', () => {
  test.each([
    ['ops', 'all'],
    ['admin', 'all'],
    [' OPS ', 'all'],
    ['venta', 'mine'],
    ['viewer', 'mine'],
    ['finanzas', 'mine'],
    [null, 'mine'],
  ])('%p → %s', (role, scope) => {
    expect(lateAlertsScope(role)).toBe(scope);
  });
});
