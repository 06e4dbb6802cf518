import { ResponsiveBar } from '@nivo/bar';

/** Won and lost operations per group (advisor, mode or lane), stacked; loaded on demand with its page. */
export function OutcomeChart({ data, label }: { data: ReadonlyArray<{ key: string; won: number; lost: number }>; label: string }) {
  return (
    <ResponsiveBar
      data={data.map((d) => ({ grupo: d.key, Ganadas: d.won, Perdidas: d.lost }))}
      keys={['Ganadas', 'Perdidas']}
      indexBy="grupo"
      layout="horizontal"
      margin={{ top: 8, right: 24, bottom: 48, left: 170 }}
      padding={0.3}
      colors={['#17732f', '#c0362c']}
      axisBottom={{ tickSize: 0, tickPadding: 6, format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      axisLeft={{ tickSize: 0, tickPadding: 6, truncateTickAt: 24 }}
      labelTextColor="#fff"
      legends={[{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 44, itemWidth: 90, itemHeight: 16 }]}
      role="img"
      ariaLabel={label}
      animate={false}
    />
  );
}
