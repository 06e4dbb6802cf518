import { buildStatusReport, buildStatusReportDocument, reportDate, statusLine, statusReportFileName } from './status-report';

const air = {
  reference: 'OP-000001',
  title: 'Repuestos',
  mode: 'air' as const,
  fields: { origen_pto: 'MIA', destino_pto: 'ASU', mercaderia: 'Repuestos', cant_bultos: '4', unidad_bulto: 'CAJAS', peso_bruto: '1.250,5', vol_m3: '2,5', observaciones: '<b>frágil</b>' },
  details: { airline: 'LATAM Cargo', mawb: '045-1', hawb: null, etd: '2026-12-01', eta: '2026-12-03', pieces: 4, grossKg: null },
  milestones: [
    { code: 'reserva' as const, planned: '2026-11-20', actual: '2026-11-21' },
    { code: 'salida' as const, planned: '2026-12-01', actual: null },
  ],
};

describe('status report', () => {
  test('rows: cargo always, mode fields only when filled, observations last; numbers es-PY', () => {
    const r = buildStatusReport('Cliente SA', '2026-12-02', [air]);
    const op = r.operations[0];
    expect(op.rows.map((x) => x.label)).toEqual(['Tipo de operación', 'Modo', 'Origen', 'Destino', 'Incoterm', 'Mercadería', 'Bultos', 'Peso bruto', 'Volumen', 'Aerolínea', 'MAWB', 'ETD (salida estimada)', 'ETA (arribo estimado)', 'Piezas', 'Observaciones']);
    expect(op.rows.find((x) => x.label === 'Peso bruto')!.value).toBe('1.250,50 kg');
    expect(op.rows.find((x) => x.label === 'Volumen')!.value).toBe('2,500 m³');
    expect(op).toMatchObject({ carrier: 'LATAM Cargo', document: '045-1', etd: '01/12/2026', eta: '03/12/2026', status: 'Salida: 01/12/2026 (demorado)' });
    expect(op.milestones.map((m) => m.state)).toEqual(['Cumplido', 'Demorado']);
    expect(statusReportFileName(r)).toBe('STATUS OP-000001.pdf');
  });

  test('ocean, road and multimodal: each mode prints its own fields, containers with seals, legs', () => {
    const ocean = {
      ...air,
      reference: 'OP-000002',
      mode: 'ocean' as const,
      fields: { origen_pto: 'CNSHA', destino_pto: 'PYASU', mercaderia: 'Cerámica' },
      details: { shippingLine: 'MSC', vessel: 'MSC Ana', mbl: 'MEDU123', hbl: 'HB-9', freeDays: 14, etd: '2026-12-01', eta: '2027-01-10', containers: [{ type: '40HC', number: 'MSCU1234565', seal: 'SL-77' }] },
    };
    const road = {
      ...air,
      reference: 'OP-000003',
      mode: 'road' as const,
      fields: { origen_pto: 'São Paulo', destino_pto: 'Asunción', mercaderia: 'Maquinaria' },
      details: { carrier: 'Trans Sur', truckPlate: 'AAB 123', trailerPlate: 'XAB 987', driver: 'Juan Pérez', crt: 'BR123', micDta: 'MIC-55', borderCrossing: 'Ciudad del Este', etd: '2026-12-02', eta: '2026-12-05' },
    };
    const multi = {
      ...air,
      reference: 'OP-000004',
      mode: 'multimodal' as const,
      fields: { origen_pto: 'Shanghái', destino_pto: 'Asunción', mercaderia: 'Repuestos' },
      details: {
        etd: '2026-12-01',
        eta: '2027-01-20',
        legs: [
          { mode: 'ocean', carrier: 'MSC', from: 'CNSHA', to: 'UYMVD', reference: 'MEDU9', etd: '2026-12-01', eta: '2027-01-10' },
          { mode: 'road', carrier: 'Trans Sur', from: 'Montevideo', to: 'Asunción', reference: 'CRT-1', etd: '2027-01-12', eta: '2027-01-20' },
        ],
      },
    };
    const r = buildStatusReport('Cliente SA', '2026-12-02', [ocean, road, multi]);
    const rows = (i: number) => Object.fromEntries(r.operations[i].rows.map((x) => [x.label, x.value]));
    expect(rows(0)).toMatchObject({ Naviera: 'MSC', Buque: 'MSC Ana', MBL: 'MEDU123', HBL: 'HB-9', 'Días libres': '14', Origen: 'CNSHA', Destino: 'PYASU' });
    expect(r.operations[0]).toMatchObject({ carrier: 'MSC', document: 'MEDU123 / HB-9', etd: '01/12/2026', eta: '10/01/2027', containers: [{ type: '40HC', number: 'MSCU1234565', seal: 'SL-77' }] });
    expect(rows(1)).toMatchObject({ Transportista: 'Trans Sur', 'Chapa del camión': 'AAB 123', 'Chapa del remolque': 'XAB 987', Chofer: 'Juan Pérez', CRT: 'BR123', 'MIC/DTA': 'MIC-55', 'Paso de frontera': 'Ciudad del Este' });
    expect(r.operations[1]).toMatchObject({ carrier: 'Trans Sur', document: 'BR123 / MIC-55' });
    expect(r.operations[2]).toMatchObject({ carrier: 'MSC / Trans Sur', etd: '01/12/2026', eta: '20/01/2027' });
    const pdf = JSON.stringify(buildStatusReportDocument(r));
    for (const text of ['Contenedores', 'Precinto', 'SL-77', 'MSCU1234565', 'Tramos', 'UYMVD', 'Montevideo', 'CRT-1', 'Marítimo', 'Terrestre', '12/01/2027']) expect(pdf).toContain(`"text":"${text}"`);
  });

  test('status line: next pending milestone, else the last one done; dates DD/MM/YYYY', () => {
    expect(statusLine([{ code: 'salida', planned: '2026-12-01', actual: '2026-12-01' }, { code: 'arribo', planned: null, actual: null }], '2026-12-05')).toBe('Salida: 01/12/2026 (cumplido)');
    expect(statusLine([], '2026-12-05')).toBe('Sin hitos');
    expect(reportDate('2026-01-02')).toBe('02/01/2026');
    expect(reportDate(null)).toBe('—');
  });

  test('the PDF definition: text nodes only (markup prints literally); a summary table for several operations', () => {
    const one = JSON.stringify(buildStatusReportDocument(buildStatusReport('C', '2026-12-02', [air])));
    expect(one).toContain('"text":"<b>frágil</b>"');
    expect(one).not.toContain('Referencia');
    const two = buildStatusReport('C', '2026-12-02', [air, { ...air, reference: 'OP-000002', mode: null, details: null }]);
    expect(JSON.stringify(buildStatusReportDocument(two))).toContain('"text":"Referencia"');
    expect(statusReportFileName(two)).toBe('STATUS C 2026-12-02.pdf');
    expect(two.operations[1]).toMatchObject({ modeLabel: '—', carrier: '—', document: '—' });
  });

  test("the business unit's letterhead replaces the header image when the unit has one", () => {
    const report = buildStatusReport('C', '2026-12-02', [air]);
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const header = 'data:image/jpeg;base64,/9j/AA==';
    const own = buildStatusReportDocument(report, { headerImage: header, letterhead: { logo, issuerName: 'ATM Cargo S.R.L.', ruc: null, address: null, phone: null, lines: [] } }) as { images: Record<string, string> };
    expect(own.images).toEqual({ letterheadLogo: logo });
    expect(JSON.stringify(own)).toContain('"text":"ATM Cargo S.R.L."');
    const house = buildStatusReportDocument(report, { headerImage: header, letterhead: null }) as { images: Record<string, string> };
    expect(house.images).toEqual({ header });
  });
});
