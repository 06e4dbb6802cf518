import { ResponsiveBar } from '@nivo/bar';

/** New operations per organization (top 6), a nivo bar chart; loaded on demand with its page. */
export function OrgBarChart({ data }: { data: ReadonlyArray<{ name: string; operations: number }> }) {
  return (
    <ResponsiveBar
      data={data.map((d) => ({ organizacion: d.name, operaciones: d.operations }))}
      keys={['operaciones']}
      indexBy="organizacion"
      layout="horizontal"
      margin={{ top: 8, right: 24, bottom: 32, left: 160 }}
      padding={0.3}
      colors={['#2563eb']}
      axisBottom={{ tickSize: 0, tickPadding: 6, format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      axisLeft={{ tickSize: 0, tickPadding: 6, truncateTickAt: 22 }}
      labelTextColor="#fff"
      role="img"
      ariaLabel="Nuevas operaciones por organización"
      animate={false}
    />
  );
}
