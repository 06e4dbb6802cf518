import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { isMilestoneCode, paraguayToday, nextMilestone, SHIPMENT_MODE_LABELS, isShipmentMode, type Milestone } from '@crm/domain';
import { InTransitDocument, type InTransitQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { LateMilestoneAlerts } from './LateMilestoneAlerts';
import styles from './shipments.module.css';

type Row = InTransitQuery['inTransit'][number];

export const IN_TRANSIT_LOAD_FAILED = 'No se pudo cargar la lista de operaciones en tránsito.';
export const ETA_WINDOW_ERROR = 'La fecha «hasta» no puede ser antes de «desde».';

/** The next milestone of a row (first without its actual day that has a planned one), with its lateness. */
export function nextOf(row: Pick<Row, 'milestones'>, today: string) {
  const list: Milestone[] = row.milestones.filter((m) => isMilestoneCode(m.code)).map((m) => ({ code: m.code as Milestone['code'], planned: m.planned ?? null, actual: m.actual ?? null }));
  const next = nextMilestone(list, today);
  return next ? { ...next, label: row.milestones.find((m) => m.code === next.code)?.label ?? next.code } : null;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * /in-transit 'En tránsito': confirmed open operations by their next milestone (the server orders them),
 * with a window on the ETA, and the late-milestone alerts above.
 */
export function InTransitPage() {
  usePageTitle('En tránsito');
  const [now] = useState(() => new Date());
  const today = paraguayToday(now);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const windowError = from && to && to < from ? ETA_WINDOW_ERROR : null;
  const variables = windowError ? { etaFrom: null, etaTo: null } : { etaFrom: from || null, etaTo: to || null };
  const { data, error, loading } = useQuery(InTransitDocument, { variables, skip: !!windowError, fetchPolicy: 'cache-and-network' });
  const rows = data?.inTransit ?? [];

  const columns = useMemo<Array<Column<Row>>>(
    () => [
      { key: 'ref', header: 'Operación', render: (r) => <Link to={`/operations/${r.dealId}`}>{r.reference}</Link> },
      { key: 'title', header: 'Título', render: (r) => r.title },
      { key: 'mode', header: 'Modo', render: (r) => (isShipmentMode(r.mode) ? SHIPMENT_MODE_LABELS[r.mode] : '—') },
      { key: 'etd', header: 'ETD', render: (r) => (r.etd ? formatDate(r.etd) : '—') },
      { key: 'eta', header: 'ETA', render: (r) => (r.eta ? formatDate(r.eta) : '—') },
      {
        key: 'next',
        header: 'Próximo hito',
        render: (r) => {
          const next = nextOf(r, today);
          if (!next) return <span className={styles.muted}>Sin hitos pendientes con fecha</span>;
          return (
            <span className={next.late ? styles.late : undefined} data-late={next.late || undefined}>
              {next.label} · {formatDate(next.planned)}
              {next.late && ' (atrasado)'}
            </span>
          );
        },
      },
    ],
    [today],
  );

  return (
    <Page>
      <PageHeader title="En tránsito" subtitle="Operaciones confirmadas por próximo hito" />
      <LateMilestoneAlerts now={now} />
      <div className={styles.filters} role="group" aria-label="Filtrar por ETA">
        <DateField label="ETA desde" value={from} onChange={setFrom} />
        <DateField label="ETA hasta" value={to} onChange={setTo} error={windowError} />
        <Button size="sm" onClick={() => { setFrom(today); setTo(addDays(today, 7)); }}>
          Próximos 7 días
        </Button>
        <Button size="sm" onClick={() => { setFrom(today); setTo(addDays(today, 30)); }}>
          Próximos 30 días
        </Button>
        {(from || to) && (
          <Button size="sm" variant="ghost" onClick={() => { setFrom(''); setTo(''); }}>
            Quitar filtro
          </Button>
        )}
      </div>
      {error && !data ? (
        <ErrorText>{IN_TRANSIT_LOAD_FAILED}</ErrorText>
      ) : loading && !data ? (
        <Spinner />
      ) : (
        <DataTable label="Operaciones en tránsito" columns={columns} rows={rows} rowKey={(r) => r.dealId} empty="No hay operaciones confirmadas en tránsito con esos filtros." />
      )}
    </Page>
  );
}
