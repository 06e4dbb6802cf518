import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './DateField';

function Harness({ initial = '', withTime = false, onValue }: { initial?: string; withTime?: boolean; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Fecha"
        value={value}
        withTime={withTime}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button type="button">Otro</button>
      <output aria-label="Guardado">{value}</output>
    </>
  );
}

const segments = () => screen.getAllByRole('spinbutton');
const stored = () => screen.getByRole('status', { name: 'Guardado' }).textContent;

describe('DateField (es-PY, dd/mm/aaaa)', () => {
  it('shows dd/mm/aaaa: day, month and year in that order, with Spanish placeholders', () => {
    render(<Harness onValue={() => {}} />);
    const parts = segments();
    expect(parts).toHaveLength(3);
    expect(parts.map((s) => s.getAttribute('aria-label') ?? '')).toEqual([expect.stringMatching(/día/i), expect.stringMatching(/mes/i), expect.stringMatching(/año/i)]);
    expect(parts.map((s) => s.textContent)).toEqual(['dd', 'mm', 'aaaa']);
  });

  it('typing 05/03/2026 stores 2026-03-05 (5 March, never 3 May)', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    await user.click(segments()[0]);
    await user.keyboard('05032026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
    expect(stored()).toBe('2026-03-05');
    expect(segments().map((s) => s.textContent)).toEqual(['05', '03', '2026']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a stored ISO date as dd/mm/aaaa', () => {
    render(<Harness initial="2026-11-22" onValue={() => {}} />);
    expect(segments().map((s) => s.textContent)).toEqual(['22', '11', '2026']);
  });

  it('date and time: 05/03/2026 14:30 stores 2026-03-05T14:30 (24 h)', async () => {
    const onValue = jest.fn();
    render(<Harness withTime onValue={onValue} />);
    const user = userEvent.setup();
    await user.click(segments()[0]);
    await user.keyboard('050320261430');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05T14:30');
    expect(segments().map((s) => s.textContent)).toEqual(['05', '03', '2026', '14', '30']);
  });

  it('an incomplete date shows an inline Spanish error when the field is left and is never stored', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    await user.click(segments()[0]);
    await user.keyboard('0503');
    await user.click(screen.getByRole('button', { name: 'Otro' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fecha incompleta: escribila como dd/mm/aaaa.');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    expect(stored()).toBe('');
  });

  it('a year out of range shows an inline Spanish error and stores nothing', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    await user.click(segments()[0]);
    await user.keyboard('05030026');
    expect(screen.getByRole('alert')).toHaveTextContent('Fecha fuera de rango');
    expect(stored()).toBe('');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
  });

  it('clearing a stored date stores an empty value', async () => {
    const onValue = jest.fn();
    render(<Harness initial="2026-11-22" onValue={onValue} />);
    const user = userEvent.setup();
    await user.click(segments()[2]);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(stored()).toBe('');
  });
});
