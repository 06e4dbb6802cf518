import { buildCostSummaryDocument, costSummaryFileName } from './cost-summary';

describe('cost summary', () => {
  test('one row per sale line, the total is the split total, no purchase data in the definition', () => {
    const doc = buildCostSummaryDocument({
      reference: 'OP-000009',
      title: 'T',
      client: 'C',
      date: '2026-12-02',
      lines: [
        { table: 'ventaRows', concepto: 'FLETE', amountUsd: 100.1, iva: 'exenta' },
        { table: 'locCliRows', concepto: 'DESPACHO', amountUsd: 11, iva: '10' },
      ],
      split: { exentas: 100.1, gravadas5: 0, gravadas10: 11, iva5: 0, iva10: 1, iva: 1, total: 111.1 },
    });
    const text = JSON.stringify(doc);
    expect(text).toContain('"text":"FLETE"');
    expect(text).toContain('"text":"111,10"');
    expect(text).toContain('"text":"Gastos locales"');
    expect(costSummaryFileName({ reference: 'OP-000009' })).toBe('RESUMEN DE COSTOS OP-000009.pdf');
  });

  test("the business unit's letterhead heads it when the unit has one (logo and issuer block); none without one", () => {
    const summary = { reference: 'OP-000010', title: 'T', client: 'C', date: '2026-12-02', lines: [], split: { exentas: 0, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, iva: 0, total: 0 } };
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const doc = buildCostSummaryDocument(summary, { letterhead: { logo, issuerName: 'Boplan Paraguay S.A.', ruc: '80069563-1', address: null, phone: null, lines: [] } }) as { images: Record<string, string> };
    expect(JSON.stringify(doc)).toContain('"text":"Boplan Paraguay S.A."');
    expect(JSON.stringify(doc)).toContain('"text":"RUC 80069563-1"');
    expect(doc.images).toEqual({ letterheadLogo: logo });
    const plain = buildCostSummaryDocument(summary, { letterhead: null }) as { images: Record<string, string> };
    expect(plain.images).toEqual({});
    expect(JSON.stringify(plain)).not.toContain('Boplan');
  });
});
