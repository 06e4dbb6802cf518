import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatMoney } from '@crm/domain';
import { ClosedDealsDocument } from '../../gql/graphql';
import { Spinner } from '../../ui/Spinner';
import styles from './KanbanPage.module.css';

export type ClosedView = 'won' | 'lost';

const dateFormat = new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'Ganadas / Perdidas' (won/lost with reasons): closed operations leave the columns and are listed here, newest first. */
export function ClosedDealsList({ status, pipelineId, businessUnitId }: { status: ClosedView; pipelineId: number | null; businessUnitId: number | null }) {
  const { data, loading } = useQuery(ClosedDealsDocument, { variables: { status, pipelineId, businessUnitId }, fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Spinner />;
  const rows = data?.deals.edges.map((e) => e.node) ?? [];
  const title = status === 'won' ? 'Operaciones ganadas' : 'Operaciones perdidas';
  if (!rows.length) return <p className={styles.muted}>{status === 'won' ? 'No hay operaciones ganadas.' : 'No hay operaciones perdidas.'}</p>;
  return (
    <table className={styles.closedTable} aria-label={title} data-testid="closed-deals">
      <thead>
        <tr>
          <th>Operación</th>
          <th>Organización</th>
          <th>Valor (USD)</th>
          <th>Motivo</th>
          <th>Cerrada</th>
          <th>Por</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={d.id}>
            <td>
              <Link to={`/operations/${d.id}`}>{d.reference}</Link> {d.title}
            </td>
            <td>{d.orgName ?? '—'}</td>
            <td>{formatMoney(d.value)}</td>
            <td>{[d.closeReason, d.closeReasonText].filter(Boolean).join(': ') || '—'}</td>
            <td>{d.closedAt ? dateFormat.format(new Date(d.closedAt)) : '—'}</td>
            <td>{d.closedByName ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
