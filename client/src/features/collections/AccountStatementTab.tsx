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
import { AccountStatementDocument, AccountStatementLedgerDocument, CreateCollectionLogDocument, CreatePaymentPromiseDocument, SetPaymentPromiseStatusDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { Pager } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { ExportCsvButton } from '../exports';
import { PdfPreview } from '../invoices';
import { moneyIn } from './money';
import styles from './collections.module.css';

/**
 * The rows of a page of the statement, asked to the server as `limit` (documents and ledger rows from one `offset`,
 * with the full counts beside them): the server reads only that page and sums the rest (STATEMENT_PAGED), so a
 * long account's first page is as quick as a short one's.
 */
export const STATEMENT_PAGE = 100;
export const STATEMENT_PAGES = { documents: STATEMENT_PAGE, ledger: STATEMENT_PAGE } as const;

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
  // Each list pages on its own: the ledger's page is asked apart only when it is not the one the documents' answer brought.
  const [pages, setPages] = useState({ documents: 0, ledger: 0 });
  const docOffset = pages.documents * STATEMENT_PAGES.documents;
  const ledgerOffset = pages.ledger * STATEMENT_PAGES.ledger;
  // The page shown stays while the next one loads (previousData): the pager and the lists do not jump.
  // The filter is the server's (matchesStatementFilter over the whole account, not over the page shown).
  const { data: current, previousData, loading, error, refetch } = useQuery(AccountStatementDocument, {
    variables: { orgId, asOf: asOf || null, offset: docOffset, limit: STATEMENT_PAGE, filter },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? previousData;
  const ledgerPage = useQuery(AccountStatementLedgerDocument, { variables: { orgId, asOf: asOf || null, offset: ledgerOffset, limit: STATEMENT_PAGE }, skip: ledgerOffset === docOffset, fetchPolicy: 'cache-and-network' });
  const changeAsOf = (v: string) => {
    setAsOf(v);
    setPages({ documents: 0, ledger: 0 });
  };
  const changeFilter = (v: StatementFilter) => {
    setFilter(v);
    setPages((p) => ({ ...p, documents: 0 }));
  };
  if (error) return <ErrorText>{failureText(error, 'No se pudo cargar la cuenta corriente.')}</ErrorText>;
  if (!data) return loading ? <Spinner /> : null;
  const s = data.accountStatement;
  const ledger = ledgerOffset === docOffset ? s.ledger : ledgerPage.data?.accountStatement.ledger;
  const ledgerCount = ledgerOffset === docOffset ? s.ledgerCount : (ledgerPage.data?.accountStatement.ledgerCount ?? s.ledgerCount);
  const turn = (list: 'documents' | 'ledger', by: 1 | -1) => setPages((p) => ({ ...p, [list]: Math.max(0, p[list] + by) }));
  const documents = s.documents;
  const query = new URLSearchParams({ org_id: String(orgId), as_of: s.asOf });

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <DateField label="Fecha de corte" value={asOf} onChange={changeAsOf} />
        <SelectField label="Mostrar" value={filter} onChange={(e) => changeFilter(e.target.value as StatementFilter)} options={STATEMENT_FILTERS.map((f) => ({ value: f, label: STATEMENT_FILTER_LABELS[f] }))} />
        <Button onClick={() => setShowPdf((v) => !v)}>{showPdf ? 'Ocultar estado de cuenta' : 'Imprimir estado de cuenta'}</Button>
        <ExportCsvButton list="statement" query={query} />
      </div>
      {showPdf && <PdfPreview url={`/api/organizations/${orgId}/statement/pdf?as_of=${s.asOf}`} version={`${s.asOf}-${s.ledgerCount}`} title={`Estado de cuenta al ${formatDate(s.asOf)}`} />}

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
        {s.documentsCount > STATEMENT_PAGES.documents ? (
          <Pager
            page={pages.documents}
            pageSize={STATEMENT_PAGES.documents}
            shown={s.documents.length}
            total={s.documentsCount}
            hasNext={docOffset + STATEMENT_PAGES.documents < s.documentsCount}
            onPrevious={() => turn('documents', -1)}
            onNext={() => turn('documents', 1)}
            noun="documentos"
          />
        ) : null}
      </section>

      <section className={styles.section} aria-label="Movimientos">
        <h3>Movimientos</h3>
        {!ledger ? (
          <Spinner />
        ) : ledger.length === 0 ? (
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
              {ledger.map((e) => (
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
        {ledgerPage.error ? <ErrorText>{failureText(ledgerPage.error, 'No se pudieron cargar los movimientos.')}</ErrorText> : null}
        {ledgerCount > STATEMENT_PAGES.ledger ? (
          <Pager
            page={pages.ledger}
            pageSize={STATEMENT_PAGES.ledger}
            shown={ledger?.length ?? 0}
            total={ledgerCount}
            hasNext={ledgerOffset + STATEMENT_PAGES.ledger < ledgerCount}
            onPrevious={() => turn('ledger', -1)}
            onNext={() => turn('ledger', 1)}
            noun="movimientos"
          />
        ) : null}
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
