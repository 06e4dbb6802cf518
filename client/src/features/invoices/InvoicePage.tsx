import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { INVOICE_CONDITION_LABELS, INVOICE_STATUS_LABELS, type InvoiceCondition, type InvoiceStatus, isInvoiceEditable, isInvoiceIssued, canCreditNote, SIFEN_STATUS_LABELS, type SifenStatus } from '@crm/domain';
import { CancelInvoiceDocument, DeleteCreditNoteDocument, DeleteInvoiceDocument, InvoiceViewDocument, IssueCreditNoteDocument, IssueInvoiceDocument, type InvoiceFieldsFragment } from '../../gql/graphql';
import { errorCode, failureText } from '../../lib/errors';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/ConfirmDialog';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { TextAreaField } from '../../ui/FormFields';
import { Modal } from '../../ui/Modal';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { CreditNoteDialog } from './CreditNoteDialog';
import { InvoiceReceipts } from './InvoiceReceipts';
import { RegisterReceiptDialog } from './RegisterReceiptDialog';
import { InvoiceLinesTable, InvoiceStatusBadge, IvaSettlement } from './InvoiceFigures';
import { money } from './invoiceForm';
import { PdfPreview } from './PdfPreview';
import { SifenPanel } from './SifenPanel';
import styles from './invoices.module.css';

export const INVOICE_NOT_FOUND = 'No se encontró la factura.';
const statusLabel = (s: string) => INVOICE_STATUS_LABELS[s as InvoiceStatus | 'vencida'] ?? s;

/** /invoices/{id}: the invoice, its status actions, its credit notes and the PDF preview. */
export function InvoicePage() {
  const id = routeId(useParams().id);
  const { data, error } = useQuery(InvoiceViewDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const inv = data?.invoice;
  usePageTitle(inv ? `Factura ${inv.number ?? 'borrador'}` : 'Factura');

  let content: ReactNode;
  if (id === null || (error && errorCode(error) === 'NOT_FOUND')) content = <ErrorText>{INVOICE_NOT_FOUND}</ErrorText>;
  else if (inv) content = <InvoiceView inv={inv} />;
  else if (error) content = <ErrorText>No se pudo cargar la factura.</ErrorText>;
  else content = <Spinner />;
  return (
    <Page>
      <Link to="/invoices" className={styles.muted}>
        ← Facturas
      </Link>
      {content}
    </Page>
  );
}

function InvoiceView({ inv }: { inv: InvoiceFieldsFragment }) {
  const finance = usePermissions().finance;
  const navigate = useNavigate();
  // Asked inside the page: Chromium answers an open confirm() with "no" when the PDF frame beside it loads.
  const confirm = useConfirm();
  const [message, setMessage] = useState<{ ok?: string; error?: string } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [paying, setPaying] = useState(false);
  // The frame shows the invoice's PDF, or one of its credit notes' when asked.
  const [notePdf, setNotePdf] = useState<{ id: number; number: string } | null>(null);
  const [kude, setKude] = useState(false);
  // An electronic credit note shown: its DE (CDC, SIFEN's verdict, XML) above the frame, which shows its KuDE when asked.
  const [noteKude, setNoteKude] = useState(false);
  const shownNote = notePdf ? inv.creditNotes.find((n) => n.id === notePdf.id) : undefined;
  const openNote = (n: { id: number; number?: string | null }) => {
    setNoteKude(false);
    setNotePdf({ id: n.id, number: n.number ?? 'borrador' });
  };
  const refetch = { refetchQueries: ['InvoiceList', 'OperationBilling', 'InvoiceView'] };
  const [issue, issuing] = useMutation(IssueInvoiceDocument, refetch);
  const [remove] = useMutation(DeleteInvoiceDocument, refetch);
  const [issueNote] = useMutation(IssueCreditNoteDocument, refetch);
  const [removeNote] = useMutation(DeleteCreditNoteDocument, refetch);
  const status = inv.status as InvoiceStatus;
  const cur = inv.currency;
  // A paid amount means a live receipt (every receipt item pays more than 0): no credit note then.
  const credit = canCreditNote({ status }, { liveReceipts: inv.paid > 0 ? 1 : 0 });

  function askIssue() {
    confirm.ask({
      title: '¿Emitir la factura?',
      detail: <p>Toma el próximo número del punto de expedición y el timbrado vigente. Después ya no se puede modificar.</p>,
      confirmLabel: 'Emitir',
      onConfirm: () => {
        setMessage(null);
        issue({ variables: { id: inv.id } })
          .then((r) => setMessage({ ok: `Factura emitida: ${r.data?.issueInvoice.number ?? ''}` }))
          .catch((e: unknown) => setMessage({ error: failureText(e, 'No se pudo emitir la factura.') }));
      },
    });
  }

  function askDelete() {
    confirm.ask({
      title: '¿Eliminar el borrador?',
      confirmLabel: 'Eliminar',
      onConfirm: () => {
        remove({ variables: { id: inv.id } })
          .then(() => void navigate(inv.dealId ? `/operations/${inv.dealId}` : '/invoices'))
          .catch((e: unknown) => setMessage({ error: failureText(e, 'No se pudo eliminar el borrador.') }));
      },
    });
  }

  function askDeleteNote(noteId: number) {
    confirm.ask({
      title: '¿Eliminar la nota de crédito en borrador?',
      confirmLabel: 'Eliminar',
      onConfirm: () => {
        setMessage(null);
        removeNote({ variables: { id: noteId } })
          .then(() => setMessage({ ok: 'Nota de crédito en borrador eliminada.' }))
          .catch((e: unknown) => setMessage({ error: failureText(e, 'No se pudo eliminar la nota de crédito.') }));
      },
    });
  }

  function askIssueNote(noteId: number) {
    confirm.ask({
      title: '¿Emitir la nota de crédito?',
      detail: <p>Toma el próximo número de notas de crédito y descuenta el importe del saldo de la factura.</p>,
      confirmLabel: 'Emitir',
      onConfirm: () => {
        setMessage(null);
        issueNote({ variables: { id: noteId } })
          .then((r) => setMessage({ ok: `Nota de crédito emitida: ${r.data?.issueCreditNote.number ?? ''}` }))
          .catch((e: unknown) => setMessage({ error: failureText(e, 'No se pudo emitir la nota de crédito.') }));
      },
    });
  }

  return (
    <>
      <PageHeader
        title={inv.number ? `Factura ${inv.number}` : 'Factura (borrador)'}
        subtitle={
          <>
            <InvoiceStatusBadge status={inv.displayStatus} label={statusLabel(inv.displayStatus)} /> {inv.customerName}
            {inv.operationReference && inv.dealId ? (
              <>
                {' · '}
                <Link to={`/operations/${inv.dealId}`}>Operación {inv.operationReference}</Link>
              </>
            ) : null}
          </>
        }
      >
        {finance && (
          <div className={styles.actions}>
            {isInvoiceEditable(status) && (
              <>
                <Button variant="primary" onClick={askIssue} disabled={issuing.loading}>
                  {issuing.loading ? 'Emitiendo…' : 'Emitir'}
                </Button>
                <Button onClick={() => void navigate(`/invoices/${inv.id}/edit`)}>Editar borrador</Button>
                <Button variant="danger" onClick={askDelete}>
                  Eliminar borrador
                </Button>
              </>
            )}
            {isInvoiceIssued(status) && inv.balance > 0 && (
              <Button variant="primary" onClick={() => setPaying(true)}>
                Registrar cobro
              </Button>
            )}
            {isInvoiceIssued(status) && (
              <>
                <Button onClick={() => setCrediting(true)} disabled={!credit.ok} title={credit.ok ? undefined : credit.reason}>
                  Nota de crédito
                </Button>
                <Button variant="danger" onClick={() => setCancelling(true)}>
                  Anular
                </Button>
              </>
            )}
          </div>
        )}
      </PageHeader>
      <StatusText>{message?.ok}</StatusText>
      <ErrorText>{message?.error}</ErrorText>
      {status === 'anulada' && <StatusText tone="warning">{`Anulada${inv.cancelledAt ? ` el ${formatDateTime(inv.cancelledAt)}` : ''}: ${inv.cancelReason ?? ''}`}</StatusText>}
      <SifenPanel inv={inv} showingKude={kude && !notePdf} onToggleKude={() => { setNotePdf(null); setKude((k) => !k); }} />

      <div className={styles.layout}>
        <div className={styles.section} style={{ gap: '1rem' }}>
          <dl className={styles.facts}>
            <dt>Fecha</dt>
            <dd>{formatDate(inv.date)}{inv.issuedAt ? ` · emitida ${formatDateTime(inv.issuedAt)}` : ''}</dd>
            <dt>Condición</dt>
            <dd>
              {INVOICE_CONDITION_LABELS[inv.condition as InvoiceCondition] ?? inv.condition}
              {inv.condition === 'credito' ? ` · ${inv.paymentTermDays} días` : ''}
            </dd>
            <dt>Vencimiento</dt>
            <dd>{inv.dueDate ? formatDate(inv.dueDate) : '—'}</dd>
            <dt>Moneda</dt>
            <dd>
              {inv.currency}
              {inv.exchangeRate ? ` · tipo de cambio ${formatNumber(inv.exchangeRate, 2)}` : ''}
            </dd>
            <dt>Cuota</dt>
            <dd>{formatNumber(inv.percentage, inv.percentage % 1 ? 2 : 0)} %</dd>
            <dt>Cliente</dt>
            <dd>
              {inv.customerName}
              {inv.customerRuc ? ` · RUC ${inv.customerRuc}` : ''}
              {inv.customerAddress ? ` · ${inv.customerAddress}` : ''}
              {inv.customerEmail ? ` · ${inv.customerEmail}` : ''}
            </dd>
            {inv.timbrado && (
              <>
                <dt>Timbrado</dt>
                <dd>
                  {inv.timbrado}
                  {inv.timbradoFrom && inv.timbradoTo ? ` · vigencia ${formatDate(inv.timbradoFrom)} al ${formatDate(inv.timbradoTo)}` : ''}
                </dd>
              </>
            )}
            {inv.notes && (
              <>
                <dt>Notas</dt>
                <dd>{inv.notes}</dd>
              </>
            )}
          </dl>
          <InvoiceLinesTable label="Líneas de la factura" lines={inv.lines.map((l) => ({ ...l, key: l.id }))} totals={inv} currency={cur} />
          <p className={styles.words}>Total: {inv.totalInWords}</p>
          <h2>Liquidación del IVA</h2>
          <IvaSettlement totals={inv} currency={cur} />
          <dl className={styles.facts} aria-label="Saldo">
            <dt>Notas de crédito</dt>
            <dd>{money(inv.credited, cur)}</dd>
            <dt>Cobrado</dt>
            <dd>{money(inv.paid, cur)}</dd>
            <dt>Saldo</dt>
            <dd data-testid="invoice-balance">{money(inv.balance, cur)}</dd>
          </dl>
          {isInvoiceIssued(status) && <InvoiceReceipts invoiceId={inv.id} />}
          <section aria-labelledby="inv-notes" className={styles.section}>
            <h2 id="inv-notes">Notas de crédito</h2>
            {inv.creditNotes.length === 0 ? (
              <p className={styles.muted}>Sin notas de crédito.</p>
            ) : (
              <div className={styles.scroll}>
                <table className={styles.table} aria-label="Notas de crédito">
                  <thead>
                    <tr>
                      <th scope="col">Número</th>
                      <th scope="col">Fecha</th>
                      <th scope="col">Estado</th>
                      <th scope="col">Motivo</th>
                      <th scope="col" className={styles.num}>
                        Total
                      </th>
                      <th scope="col">
                        <span className={styles.muted}>Acciones</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {inv.creditNotes.map((n) => (
                      <tr key={n.id}>
                        <td>{n.number ?? 'Borrador'}</td>
                        <td>{formatDate(n.date)}</td>
                        <td>
                          {n.status === 'emitida' ? 'Emitida' : 'Borrador'}
                          {n.cdc ? ` · SIFEN: ${SIFEN_STATUS_LABELS[(n.sifenStatus ?? 'pendiente') as SifenStatus] ?? n.sifenStatus}` : ''}
                        </td>
                        <td>{n.reason ?? ''}</td>
                        <td className={styles.num}>{money(n.total, n.currency)}</td>
                        <td>
                          <div className={styles.actions}>
                            {finance && n.status === 'borrador' && (
                              <>
                                <Button size="sm" variant="primary" onClick={() => askIssueNote(n.id)}>
                                  Emitir nota
                                </Button>
                                <Button size="sm" variant="danger" onClick={() => askDeleteNote(n.id)} aria-label="Eliminar la nota de crédito en borrador">
                                  Eliminar
                                </Button>
                              </>
                            )}
                            <Button size="sm" onClick={() => openNote(n)} aria-label={`Ver el PDF de la nota ${n.number ?? 'borrador'}`}>
                              Ver PDF
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
        <section className={styles.section} aria-labelledby="inv-pdf">
          <div className={styles.actions}>
            <h2 id="inv-pdf">{notePdf ? `${noteKude && shownNote?.cdc ? 'KuDE' : 'PDF'} de la nota de crédito ${notePdf.number}` : 'PDF'}</h2>
            {notePdf && (
              <Button size="sm" variant="ghost" onClick={() => setNotePdf(null)}>
                Volver al PDF de la factura
              </Button>
            )}
          </div>
          {shownNote && <SifenPanel inv={shownNote} kind="nota_credito" showingKude={noteKude} onToggleKude={() => setNoteKude((k) => !k)} />}
          {notePdf && noteKude && shownNote?.cdc ? (
            <PdfPreview url={`/api/credit-notes/${notePdf.id}/kude`} version={`${shownNote.cdc}-${shownNote.sifenStatus ?? ''}`} title={`KuDE de la nota de crédito ${notePdf.number}`} />
          ) : notePdf ? (
            <PdfPreview url={`/api/credit-notes/${notePdf.id}/pdf`} version={`${notePdf.number}`} title={`PDF de la nota de crédito ${notePdf.number}`} />
          ) : kude && inv.cdc ? (
            <PdfPreview url={`/api/invoices/${inv.id}/kude`} version={`${inv.cdc}-${inv.sifenStatus ?? ''}`} title={`KuDE de la factura ${inv.number ?? ''}`} />
          ) : (
            <PdfPreview url={`/api/invoices/${inv.id}/pdf`} version={`${inv.status}-${inv.number ?? ''}-${inv.credited}`} title={`PDF de la factura ${inv.number ?? 'borrador'}`} />
          )}
        </section>
      </div>
      {cancelling && <CancelDialog invoiceId={inv.id} onClose={() => setCancelling(false)} onDone={() => setMessage({ ok: 'Factura anulada.' })} />}
      {paying && <RegisterReceiptDialog inv={inv} onClose={() => setPaying(false)} />}
      {crediting && <CreditNoteDialog inv={inv} onClose={() => setCrediting(false)} onDone={() => setMessage({ ok: 'Nota de crédito guardada en borrador: emitila para que cuente.' })} />}
      {confirm.dialog}
    </>
  );
}

function CancelDialog({ invoiceId, onClose, onDone }: { invoiceId: number; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelInvoiceDocument, { refetchQueries: ['InvoiceList', 'OperationBilling'] });
  const reasonError = touched && !reason.trim() ? 'Indicá el motivo de la anulación.' : null;
  async function submit() {
    setTouched(true);
    if (!reason.trim()) return;
    try {
      await cancel({ variables: { id: invoiceId, input: { reason: reason.trim() } } });
      onDone();
      onClose();
    } catch (e) {
      setError(failureText(e, 'No se pudo anular la factura.'));
    }
  }
  return (
    <Modal
      title="Anular factura"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button variant="danger" onClick={() => void submit()} disabled={loading}>
            Anular factura
          </Button>
        </>
      }
    >
      <p>La factura queda anulada con su número; lo facturado vuelve a quedar pendiente.</p>
      <TextAreaField label="Motivo" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} aria-invalid={reasonError ? true : undefined} />
      <ErrorText>{reasonError ?? error}</ErrorText>
    </Modal>
  );
}
