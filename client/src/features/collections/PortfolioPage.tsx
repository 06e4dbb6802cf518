import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AGING_BUCKET_LABELS } from '@crm/domain';
import { CollectionsPortfolioDocument, type CollectionsPortfolioQuery } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { ExportCsvButton } from '../exports';
import { moneyIn } from './money';
import styles from './collections.module.css';

// nivo is heavy: its chunk loads with the chart; the table below says the same for screen readers and prints.
const PortfolioChart = lazy(() => import('./PortfolioChart').then((m) => ({ default: m.PortfolioChart })));

/** The server's page of client rows on GraphQL (COLLECTION_LIMITS of the collections module), the largest debts first. */
export const PORTFOLIO_PAGE = 1000;

type Row = CollectionsPortfolioQuery['collectionsPortfolio']['clients'][number];
const KEYS = [
  ['current', 'current'],
  ['d1To30', 'd1_30'],
  ['d31To60', 'd31_60'],
  ['d61To90', 'd61_90'],
  ['over90', 'over_90'],
] as const;

function AgingTable({ label, rows, first }: { label: string; rows: ReadonlyArray<Omit<Row, 'refId' | 'name' | '__typename'> & { refId?: number | null; name?: string }>; first: string }) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th>{first}</th>
          <th>Moneda</th>
          {KEYS.map(([, b]) => (
            <th key={b} className={styles.num}>
              {AGING_BUCKET_LABELS[b]}
            </th>
          ))}
          <th className={styles.num}>Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.refId ?? 0}-${r.currency}`}>
            <td>{r.refId && first === 'Cliente' ? <a href={`/organizations/${r.refId}`}>{r.name}</a> : (r.name ?? 'Total')}</td>
            <td>{r.currency}</td>
            {KEYS.map(([k]) => (
              <td key={k} className={styles.num}>
                {moneyIn(r[k], r.currency)}
              </td>
            ))}
            <td className={styles.num}>
              <strong>{moneyIn(r.total, r.currency)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /collections: Cartera (Administración): what every visible client owes, by aging bucket, client and advisor. */
export function PortfolioPage() {
  usePageTitle('Cartera');
  const [asOf, setAsOf] = useState('');
  const [page, setPage] = useState(0);
  // The page shown stays while the next one loads (previousData).
  const { data: current, previousData, loading, error } = useQuery(CollectionsPortfolioDocument, { variables: { asOf: asOf || null, offset: page * PORTFOLIO_PAGE }, fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const p = data?.collectionsPortfolio;
  return (
    <div className={styles.tab}>
      <h1>Cartera</h1>
      <div className={styles.toolbar}>
        <DateField
          label="Fecha de corte"
          value={asOf}
          onChange={(v) => {
            setAsOf(v);
            setPage(0);
          }}
          hint="Vacía: hoy."
        />
        <ExportCsvButton list="portfolio" query={new URLSearchParams(asOf ? { as_of: asOf } : {})} />
      </div>
      {error && <ErrorText>{failureText(error, 'No se pudo cargar la cartera.')}</ErrorText>}
      {!p && loading && <Spinner />}
      {p && (
        <>
          <p className={styles.muted}>Al {formatDate(p.asOf)}.</p>
          {p.totals.length === 0 ? (
            <p className={styles.muted}>No hay saldos a cobrar.</p>
          ) : (
            <>
              {p.totals.map((t) => (
                <section key={t.currency} className={styles.section} aria-label={`Cartera en ${t.currency}`}>
                  <h3>
                    {t.currency}: {moneyIn(t.total, t.currency)} a cobrar, {moneyIn(t.total - t.current, t.currency)} vencido
                  </h3>
                  <div className={styles.chart}>
                    <Suspense fallback={<Spinner />}>
                      <PortfolioChart currency={t.currency} buckets={KEYS.map(([k, b]) => ({ key: b, amount: t[k] }))} />
                    </Suspense>
                  </div>
                </section>
              ))}
              <section className={styles.section}>
                <h3>Por tramo</h3>
                <AgingTable label="Totales por tramo" rows={p.totals.map((t) => ({ ...t, name: 'Total' }))} first="" />
              </section>
              <section className={styles.section}>
                <h3>Por asesor</h3>
                <AgingTable label="Cartera por asesor" rows={p.advisors} first="Asesor" />
              </section>
              <section className={styles.section}>
                <h3>Por cliente</h3>
                <AgingTable label="Cartera por cliente" rows={p.clients} first="Cliente" />
                {p.clientsCount > PORTFOLIO_PAGE ? (
                  <Pager
                    page={page}
                    pageSize={PORTFOLIO_PAGE}
                    shown={p.clients.length}
                    total={p.clientsCount}
                    hasNext={(page + 1) * PORTFOLIO_PAGE < p.clientsCount}
                    onPrevious={() => setPage((n) => Math.max(0, n - 1))}
                    onNext={() => setPage((n) => n + 1)}
                    noun="filas de clientes"
                  />
                ) : null}
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
