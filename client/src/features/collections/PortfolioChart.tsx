import { ResponsiveBar } from '@nivo/bar';
import { AGING_BUCKET_LABELS } from '@crm/domain';

/** The portfolio of one currency by aging bucket, a nivo bar chart (loaded on demand with its page). */
export function PortfolioChart({ currency, buckets }: { currency: string; buckets: ReadonlyArray<{ key: keyof typeof AGING_BUCKET_LABELS; amount: number }> }) {
  return (
    <ResponsiveBar
      data={buckets.map((b) => ({ tramo: AGING_BUCKET_LABELS[b.key], monto: b.amount }))}
      keys={['monto']}
      indexBy="tramo"
      margin={{ top: 8, right: 16, bottom: 32, left: 90 }}
      padding={0.3}
      colors={({ index }) => (index === 0 ? '#2563eb' : '#b00020')}
      axisBottom={{ tickSize: 0, tickPadding: 6 }}
      axisLeft={{ tickSize: 0, tickPadding: 6, format: (v) => new Intl.NumberFormat('es-PY', { notation: 'compact' }).format(Number(v)) }}
      enableLabel={false}
      role="img"
      ariaLabel={`Cartera en ${currency} por antigüedad`}
      animate={false}
    />
  );
}
