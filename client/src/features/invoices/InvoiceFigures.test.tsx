import { render, screen, within } from '@testing-library/react';
import { InvoiceLinesTable, qtyText } from './InvoiceFigures';

const totals = { exentas: 0, gravado5: 0, gravado10: 0, iva5: 0, iva10: 0, total: 0 };
const line = (key: number, quantity: number | string) => ({ key, description: `Línea ${key}`, quantity, unitPrice: 1000, iva: '10', exenta: 0, gravada5: 0, gravada10: 1000 });

describe('invoice line quantities', () => {
  it('shows whole quantities whole and fractions without trailing zeros, as the PDF prints them', () => {
    expect(qtyText(10)).toBe('10');
    expect(qtyText('10')).toBe('10');
    expect(qtyText(100)).toBe('100');
    expect(qtyText(1)).toBe('1');
    expect(qtyText(1000)).toBe('1.000');
    expect(qtyText(2.5)).toBe('2,5');
    expect(qtyText('0.125')).toBe('0,125');
    expect(qtyText(10.1)).toBe('10,1');
  });

  it('the lines table shows a quantity of 10 as 10', () => {
    render(<InvoiceLinesTable label="Líneas" lines={[line(1, 10), line(2, '20')]} totals={totals} currency="PYG" />);
    const rows = within(screen.getByRole('table', { name: 'Líneas' })).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent(/^10$/);
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent(/^20$/);
  });
});
