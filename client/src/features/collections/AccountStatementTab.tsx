import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AGING_BUCKET_LABELS,
  COLLECTION_LOG_KIND_LABELS,
  COLLECTION_LOG_KINDS,
  type CollectionLogKind,
  LEDGER_KIND_LABELS,
  type LedgerKind,
  PROMISE_STATUS_LABELS,
  type PromiseStatus,
  STATEMENT_FILTER_LABELS,
  STATEMENT_FILTERS,
  type StatementFilter,
} from '@crm/domain';
import { AccountStatementDocument, CreateCollectionLogDocument, CreatePaymentPromiseDocument, SetPaymentPromiseStatusDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate, formatNumber } from '../../lib/format';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { ExportCsvButton } from '../exports';
import { PdfPreview } from '../invoices';
import { moneyIn } from './money';
import styles from './collections.module.css';

const todayText = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Asuncion' });
const BUCKET_KEYS = [
  ['current', 'current'],
  ['d1To30', 'd1_30'],
  ['d31To60', 'd31_60'],
  ['d61To90', 'd61_90'],
  ['over90', 'over_90'],
] as const;

/** 'Cuenta corriente' of a client (organization screen): balances, aging, documents, ledger, promises and the collection log. */
export function AccountStatementTab({ orgId }: { orgId: number }) {
  const can = usePermissions();
  const [asOf, setAsOf] = useState(todayText);
  const [filter, setFilter] = useState<StatementFilter>('todos');
  const [showPdf, setShowPdf] = useState(false);
  const { data, loading, error, refetch } = useQuery(AccountStatementDocument, { variables: { orgId, asOf: asOf || null }, fetchPolicy: 'cache-and-network' });
  if (error) return <ErrorText>{failureText(error, 'No se pudo cargar la cuenta corriente.')}</ErrorText>;
  if (!data) return loading ? <Spinner /> : null;
  const s = data.accountStatement;
  const in7 = new Date(`${s.asOf}T00:00:00Z`);
  in7.setUTCDate(in7.getUTCDate() + 7);
  const limit7 = in7.toISOString().slice(0, 10);
  // The same rule as matchesStatementFilter (domain/collections.ts), on the figures the server computed.
  const documents = s.documents.filter((d) => {
    const owed = d.status !== 'anulada' && d.open > 0;
    if (filter === 'a_cobrar') return owed;
    if (filter === 'vence_7') return owed && !!d.dueDate && d.dueDate >= s.asOf && d.dueDate <= limit7;
    return true;
  });
  const query = new URLSearchParams({ org_id: String(orgId), as_of: s.asOf });

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <DateField label="Fecha de corte" value={asOf} onChange={setAsOf} />
        <SelectField label="Mostrar" value={filter} onChange={(e) => setFilter(e.target.value as StatementFilter)} options={STATEMENT_FILTERS.map((f) => ({ value: f, label: STATEMENT_FILTER_LABELS[f] }))} />
        <Button onClick={() => setShowPdf((v) => !v)}>{showPdf ? 'Ocultar estado de cuenta' : 'Imprimir estado de cuenta'}</Button>
        <ExportCsvButton list="statement" query={query} />
      </div>
      {showPdf && <PdfPreview url={`/api/organizations/${orgId}/statement/pdf?as_of=${s.asOf}`} version={`${s.asOf}-${s.ledger.length}`} title={`Estado de cuenta al ${formatDate(s.asOf)}`} />}

      <section className={styles.section} aria-label="Saldos">
        <h3>Saldos y antigüedad al {formatDate(s.asOf)}</h3>
        {s.aging.length === 0 && s.balances.every((b) => b.balance === 0) ? (
          <p className={styles.muted}>Sin saldo pendiente.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Moneda</th>
                {BUCKET_KEYS.map(([, b]) => (
                  <th key={b} className={styles.num}>
                    {AGING_BUCKET_LABELS[b]}
                  </th>
                ))}
                <th className={styles.num}>Saldo</th>
              </tr>
            </thead>
            <tbody>
              {s.balances.map((b) => {
                const a = s.aging.find((x) => x.currency === b.currency);
                return (
                  <tr key={b.currency}>
                    <td>{b.currency}</td>
                    {BUCKET_KEYS.map(([k]) => (
                      <td key={k} className={styles.num}>
                        {moneyIn(a ? a[k] : 0, b.currency)}
                      </td>
                    ))}
                    <td className={styles.num}>
                      <strong>{moneyIn(b.balance, b.currency)}</strong>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.section} aria-label="Documentos">
        <h3>Documentos</h3>
        {s.documentsCount > s.documents.length || s.ledgerCount > s.ledger.length ? (
          <p className={styles.muted} role="note">
            La cuenta es muy larga: se muestran {formatNumber(s.documents.length)} de {formatNumber(s.documentsCount)} documentos y {formatNumber(s.ledger.length)} de {formatNumber(s.ledgerCount)} movimientos. El PDF y la exportación CSV traen todos.
          </p>
        ) : null}
        {documents.length === 0 ? (
          <p className={styles.muted}>No hay documentos para mostrar.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Factura</th>
                <th>Operación</th>
                <th>Emisión</th>
                <th>Vencimiento</th>
                <th className={styles.num}>Total</th>
                <th className={styles.num}>Saldo</th>
                <th>Estado</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.invoiceId} className={d.status === 'vencida' ? styles.overdue : undefined}>
                  <td>
                    <a href={`/invoices/${d.invoiceId}`}>{d.number ?? '—'}</a>
                  </td>
                  <td>{d.operationReference ?? '—'}</td>
                  <td>{formatDate(d.date)}</td>
                  <td>{formatDate(d.dueDate)}</td>
                  <td className={styles.num}>{moneyIn(d.total, d.currency)}</td>
                  <td className={styles.num}>{moneyIn(d.open, d.currency)}</td>
                  <td>{d.statusText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.section} aria-label="Movimientos">
        <h3>Movimientos</h3>
        {s.ledger.length === 0 ? (
          <p className={styles.muted}>Sin movimientos.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Fecha</th>
                <th>Tipo</th>
                <th>Número</th>
                <th className={styles.num}>Débito</th>
                <th className={styles.num}>Crédito</th>
                <th className={styles.num}>Saldo</th>
              </tr>
            </thead>
            <tbody>
              {s.ledger.map((e) => (
                <tr key={`${e.kind}-${e.documentId}`}>
                  <td>{formatDate(e.date)}</td>
                  <td>{LEDGER_KIND_LABELS[e.kind as LedgerKind] ?? e.kind}</td>
                  <td>{e.number ?? '—'}</td>
                  <td className={styles.num}>{e.debit ? moneyIn(e.debit, e.currency) : ''}</td>
                  <td className={styles.num}>{e.credit ? moneyIn(e.credit, e.currency) : ''}</td>
                  <td className={styles.num}>{moneyIn(e.balance, e.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <PromisesSection orgId={orgId} promises={data.paymentPromises} canWrite={can.finance} onChanged={() => void refetch()} />
      <CollectionLogSection orgId={orgId} logs={data.collectionLogs} canWrite={can.finance} onChanged={() => void refetch()} />
    </div>
  );
}

type Promise_ = { id: number; promisedDate: string; amount: number; currency: string; covered: number; status: string; notes?: string | null };

function PromisesSection({ orgId, promises, canWrite, onChanged }: { orgId: number; promises: readonly Promise_[]; canWrite: boolean; onChanged: () => void }) {
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePaymentPromiseDocument);
  const [setStatus] = useMutation(SetPaymentPromiseStatusDocument);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    try {
      await create({ variables: { orgId, input: { promisedDate: date, amount: Number(amount.replace(/\./g, '').replace(',', '.')), currency } } });
      setDate('');
      setAmount('');
      notifySuccess('Promesa de pago registrada.');
      onChanged();
    } catch (err) {
      setFailure(failureText(err, 'No se pudo registrar la promesa.'));
    }
  }

  async function mark(id: number, status: 'cumplida' | 'anulada') {
    try {
      await setStatus({ variables: { id, input: { status } } });
      onChanged();
    } catch (err) {
      setFailure(failureText(err, 'No se pudo actualizar la promesa.'));
    }
  }

  return (
    <section className={styles.section} aria-label="Promesas de pago">
      <h3>Promesas de pago</h3>
      {promises.length === 0 ? (
        <p className={styles.muted}>Sin promesas de pago.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Fecha</th>
              <th className={styles.num}>Monto</th>
              <th className={styles.num}>Cobrado</th>
              <th>Estado</th>
              {canWrite && <th />}
            </tr>
          </thead>
          <tbody>
            {promises.map((p) => (
              <tr key={p.id}>
                <td>{formatDate(p.promisedDate)}</td>
                <td className={styles.num}>{moneyIn(p.amount, p.currency)}</td>
                <td className={styles.num}>{moneyIn(p.covered, p.currency)}</td>
                <td>{PROMISE_STATUS_LABELS[p.status as PromiseStatus] ?? p.status}</td>
                {canWrite && (
                  <td>
                    {p.status === 'pendiente' && (
                      <>
                        <Button size="sm" onClick={() => void mark(p.id, 'cumplida')}>
                          Cumplida
                        </Button>{' '}
                        <Button size="sm" onClick={() => void mark(p.id, 'anulada')}>
                          Anular
                        </Button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite && (
        <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Nueva promesa de pago">
          <DateField label="Fecha prometida" value={date} onChange={setDate} required />
          <Field label="Monto" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" required />
          <SelectField label="Moneda" value={currency} onChange={(e) => setCurrency(e.target.value)} options={[{ value: 'USD', label: 'USD' }, { value: 'PYG', label: 'Gs.' }]} />
          <Button type="submit" variant="primary" disabled={loading || !date || !amount}>
            Registrar promesa
          </Button>
        </form>
      )}
      {failure && <ErrorText>{failure}</ErrorText>}
    </section>
  );
}

type Log = { id: number; kind: string; subject: string; notes?: string | null; nextActionDate?: string | null; createdAt: unknown };

function CollectionLogSection({ orgId, logs, canWrite, onChanged }: { orgId: number; logs: readonly Log[]; canWrite: boolean; onChanged: () => void }) {
  const [kind, setKind] = useState<CollectionLogKind>('llamada');
  const [subject, setSubject] = useState('');
  const [next, setNext] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCollectionLogDocument);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    try {
      await create({ variables: { orgId, input: { kind, subject, nextActionDate: next || null } } });
      setSubject('');
      setNext('');
      notifySuccess('Gestión registrada.');
      onChanged();
    } catch (err) {
      setFailure(failureText(err, 'No se pudo registrar la gestión.'));
    }
  }

  return (
    <section className={styles.section} aria-label="Gestiones de cobranza">
      <h3>Gestiones de cobranza</h3>
      {logs.length === 0 ? (
        <p className={styles.muted}>Sin gestiones.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Fecha</th>
              <th>Tipo</th>
              <th>Asunto</th>
              <th>Próxima acción</th>
            </tr>
          </thead>
          <tbody>
            {logs.map((l) => (
              <tr key={l.id}>
                <td>{formatDate(l.createdAt as string)}</td>
                <td>{COLLECTION_LOG_KIND_LABELS[l.kind as CollectionLogKind] ?? l.kind}</td>
                <td>{l.subject}</td>
                <td>{l.nextActionDate ? formatDate(l.nextActionDate) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite && (
        <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Nueva gestión de cobranza">
          <SelectField label="Tipo" value={kind} onChange={(e) => setKind(e.target.value as CollectionLogKind)} options={COLLECTION_LOG_KINDS.map((k) => ({ value: k, label: COLLECTION_LOG_KIND_LABELS[k] }))} />
          <Field label="Asunto" value={subject} onChange={(e) => setSubject(e.target.value)} required />
          <DateField label="Próxima acción" value={next} onChange={setNext} />
          <Button type="submit" variant="primary" disabled={loading || !subject.trim()}>
            Registrar gestión
          </Button>
        </form>
      )}
      {failure && <ErrorText>{failure}</ErrorText>}
    </section>
  );
}
