import { ResponsiveBar } from '@nivo/bar';
import { formatMoney } from '@crm/domain';

/** Budgeted and real profit (US$) per month, side by side; loaded on demand with its page. */
export function ProfitChart({ data, label }: { data: ReadonlyArray<{ month: string; budgetProfit: number; realProfit: number }>; label: string }) {
  return (
    <ResponsiveBar
      data={data.map((d) => ({ mes: d.month, Presupuestada: d.budgetProfit, Real: d.realProfit }))}
      keys={['Presupuestada', 'Real']}
      indexBy="mes"
      groupMode="grouped"
      margin={{ top: 8, right: 24, bottom: 48, left: 90 }}
      padding={0.3}
      colors={['#7a8699', '#17732f']}
      axisBottom={{ tickSize: 0, tickPadding: 6 }}
      axisLeft={{ tickSize: 0, tickPadding: 6, format: (v) => formatMoney(Number(v)) }}
      enableLabel={false}
      valueFormat={(v) => `US$ ${formatMoney(v)}`}
      legends={[{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 44, itemWidth: 110, itemHeight: 16 }]}
      role="img"
      ariaLabel={label}
      animate={false}
    />
  );
}
