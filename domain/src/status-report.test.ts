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
