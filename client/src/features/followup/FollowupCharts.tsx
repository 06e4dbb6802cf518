import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { activityLines, contactBars, type FollowupSummaryData } from './followupData';

/** Calls and notes per day, last 30 days (nivo line; loaded on demand). */
export function ActivityLineChart({ series }: { series: FollowupSummaryData['series'] }) {
  return (
    <ResponsiveLine
      data={activityLines(series)}
      margin={{ top: 12, right: 24, bottom: 40, left: 36 }}
      colors={['#2563eb', '#f59e0b']}
      axisBottom={{ tickRotation: -45, tickValues: series.filter((_, i) => i % 5 === 4).map((d) => `${d.date.slice(8, 10)}/${d.date.slice(5, 7)}`) }}
      axisLeft={{ format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      pointSize={5}
      useMesh
      legends={[{ anchor: 'top-left', direction: 'row', itemWidth: 90, itemHeight: 16, translateY: -12 }]}
      role="img"
      ariaLabel="Actividad de los últimos 30 días"
      animate={false}
    />
  );
}

/** Contacted versus not contacted organizations (nivo bar; loaded on demand). */
export function ContactedBarChart({ summary }: { summary: Pick<FollowupSummaryData, 'contactedOrganizations' | 'organizationsWithoutContact'> }) {
  return (
    <ResponsiveBar
      data={contactBars(summary)}
      keys={['organizaciones']}
      indexBy="estado"
      margin={{ top: 8, right: 16, bottom: 32, left: 48 }}
      padding={0.4}
      colors={({ index }) => (index === 0 ? '#16a34a' : '#dc2626')}
      axisLeft={{ format: (v) => (Number.isInteger(v) ? String(v) : '') }}
      labelTextColor="#fff"
      role="img"
      ariaLabel="Organizaciones contactadas y sin contacto"
      animate={false}
    />
  );
}
