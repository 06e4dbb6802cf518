import { ResponsiveBar } from '@nivo/bar';

/** Per metric with a target: the share reached beside the share of the month gone (on track when it keeps up). */
export function ProgressChart({ data }: { data: ReadonlyArray<Record<string, string | number>> }) {
  return (
    <ResponsiveBar
      data={data as Array<Record<string, string | number>>}
      keys={['Logrado (% de la meta)', 'Mes transcurrido (%)']}
      indexBy="metrica"
      groupMode="grouped"
      layout="horizontal"
      margin={{ top: 8, right: 24, bottom: 56, left: 190 }}
      padding={0.25}
      colors={['#2563eb', '#9ca3af']}
      axisBottom={{ tickSize: 0, tickPadding: 6, tickValues: [0, 25, 50, 75, 100], format: (v) => `${v} %` }}
      axisLeft={{ tickSize: 0, tickPadding: 6, truncateTickAt: 28 }}
      labelTextColor="#fff"
      theme={{ text: { fontSize: 12 } }}
      legends={[{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 50, itemWidth: 170, itemHeight: 16 }]}
      role="img"
      ariaLabel="Meta contra lo logrado"
      animate={false}
    />
  );
}

/** The month's calls by outcome. */
export function OutcomeCallsChart({ data }: { data: ReadonlyArray<{ label: string; count: number }> }) {
  return (
    <ResponsiveBar
      data={data.map((d) => ({ resultado: d.label, llamadas: d.count }))}
      keys={['llamadas']}
      indexBy="resultado"
      layout="horizontal"
      margin={{ top: 8, right: 24, bottom: 32, left: 140 }}
      padding={0.3}
      colors={['#0f766e']}
      axisBottom={{ tickSize: 0, tickPadding: 6, tickValues: 4, format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      axisLeft={{ tickSize: 0, tickPadding: 6 }}
      labelTextColor="#fff"
      theme={{ text: { fontSize: 12 } }}
      role="img"
      ariaLabel="Llamadas por resultado"
      animate={false}
    />
  );
}
