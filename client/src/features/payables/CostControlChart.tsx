import { ResponsiveBar } from '@nivo/bar';
import { formatDecimal } from '@crm/domain';

/** Budget against actual per rubro (USD), side by side; loaded on demand with the Administración tab. */
export function CostControlChart({ data }: { data: ReadonlyArray<{ rubro: string; budget: number; actual: number }> }) {
  return (
    <ResponsiveBar
      data={data.map((d) => ({ rubro: d.rubro, Presupuesto: d.budget, Real: d.actual }))}
      keys={['Presupuesto', 'Real']}
      indexBy="rubro"
      groupMode="grouped"
      margin={{ top: 8, right: 16, bottom: 48, left: 64 }}
      padding={0.25}
      colors={['#8aa4c8', '#1f5fa8']}
      axisBottom={{ tickSize: 0, tickPadding: 6 }}
      // es-PY figures on the axis and in the tooltip (1.000, 1.234,50), as in the table beside it.
      axisLeft={{ tickSize: 0, tickPadding: 6, format: (v) => formatDecimal(Number(v), Number.isInteger(Number(v)) ? 0 : 2) }}
      valueFormat={(v) => `US$ ${formatDecimal(v, 2)}`}
      enableLabel={false}
      legends={[{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 44, itemWidth: 100, itemHeight: 16 }]}
      role="img"
      ariaLabel="Presupuesto contra real por rubro"
      animate={false}
    />
  );
}
