import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { canWrite, formatMoney, normalizeQuote, paraguayToday, prefillQuote, quoteTotalUsd, type Quote, QUOTE_OPERATION_FIELDS, type QuotePrefillCostSheet, SHARED_MESSAGES } from '@crm/domain';
import { QuoteScreenDocument, SaveDealQuoteDocument, type QuoteScreenQuery } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { errorCode } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { InvalidInputsContext } from './invalidInputs';
import { routeId } from '../../lib/routeParams';
import { QuoteForm } from './QuoteForm';
import { useLetterhead } from '../fiscal';
import { QuotePreview } from './QuotePreview';
import { downloadQuotePdf, PDF_FAILED } from './quotePdf';
import { useQuoteCostSheet } from './useQuoteCostSheet';
import { useQuoteParams } from './useQuoteParams';
import styles from './QuotePage.module.css';

/** Asked before downloading a quote whose items add up to nothing. */
export const ZERO_TOTAL_PROMPT = 'El presupuesto suma TOTAL USD 0,00: ningún ítem tiene importe. ¿Descargar el PDF igual?';

export const QUOTE_MESSAGES = {
  notFound: SHARED_MESSAGES.dealNotFound,
  loadFailed: 'No se pudo cargar la operación.',
  saved: 'Datos guardados en la operación ✔',
  saveFailed: 'No se pudo guardar. Revisá la consola para más detalles.',
  pdfFailed: PDF_FAILED,
  fixFields: 'Corregí los números marcados antes de guardar.',
} as const;

const same = (a: Quote, b: Quote) =>
  JSON.stringify(normalizeQuote(a as unknown as Partial<Record<keyof Quote, unknown>>)) ===
  JSON.stringify(normalizeQuote(b as unknown as Partial<Record<keyof Quote, unknown>>));

type Deal = QuoteScreenQuery['deal'];
type Version = QuoteScreenQuery['dealQuotes'][number];


const fromVersion = (v: Version): Quote => normalizeQuote(v.quote as unknown as Partial<Record<keyof Quote, unknown>>);

const fromOperation = (deal: Deal, costSheet: QuotePrefillCostSheet | null): Quote =>
  prefillQuote({
    deal: { reference: deal.reference, orgName: deal.orgName, contactName: deal.contactName },
    customFields: deal.customFields,
    costSheet,
    // The quote's default date is the office's day, whatever the browser's zone.
    today: paraguayToday(new Date()),
  });

/** /operations/{id}/quote: 'Generar Presupuesto — REF {reference}' (spec part 2 §2). */
export function QuotePage() {
  const id = routeId(useParams().id);
  const { data, error } = useQuery(QuoteScreenDocument, { variables: { dealId: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const sheet = useQuoteCostSheet(id);
  usePageTitle(data?.deal ? `Generar Presupuesto — REF ${data.deal.reference}` : 'Generar Presupuesto');

  let content: ReactNode;
  const editor = !!data?.deal && !sheet.loading;
  if (id === null || (error && errorCode(error) === 'NOT_FOUND')) content = <ErrorText>{QUOTE_MESSAGES.notFound}</ErrorText>;
  else if (editor && data?.deal) content = <QuoteEditor key={data.deal.id} deal={data.deal} versions={data.dealQuotes} costSheet={sheet.costSheet} gsRate={sheet.gsRate} />;
  else if (error) content = <ErrorText>{QUOTE_MESSAGES.loadFailed}</ErrorText>;
  else content = <Spinner />;

  return (
    <section className={styles.page}>
      {id !== null && (
        <Link to={`/operations/${id}`} className={styles.back}>
          ← Volver a la operación
        </Link>
      )}
      {!editor && <h1 className={styles.title}>Generar Presupuesto</h1>}
      {content}
    </section>
  );
}

function QuoteEditor({ deal, versions, costSheet, gsRate }: { deal: Deal; versions: Version[]; costSheet: QuotePrefillCostSheet | null; gsRate: number }) {
  const { user } = useSession();
  const writer = !!user && canWrite(user.role);
  const params = useQuoteParams();
  const letterhead = useLetterhead(deal.businessUnitId);
  // The last saved version is the user's latest work; without one, a fresh prefill from the operation.
  const [opened, setOpened] = useState<number | null>(versions[0]?.versionNo ?? null);
  const [quote, setQuote] = useState<Quote>(() => (versions[0] ? fromVersion(versions[0]) : fromOperation(deal, costSheet)));
  // What the form was last loaded from or saved as: typed work beyond it is unsaved (nothing lost silently).
  const [baseline, setBaseline] = useState<Quote>(quote);
  // The fields the user edited since the form was loaded or saved: the only ones written to the
  // operation, so a default (insurance type, IMPORTACION shown for IMPORT) never overwrites it.
  const [touched, setTouched] = useState<ReadonlySet<keyof Quote>>(() => new Set());
  const touch = useCallback((field: keyof Quote) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))), []);
  const [invalidIds, setInvalidIds] = useState<ReadonlySet<string>>(new Set());
  const reportInvalid = useCallback(
    (id: string, invalid: boolean) =>
      setInvalidIds((prev) => {
        if (prev.has(id) === invalid) return prev;
        const next = new Set(prev);
        if (invalid) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const dirty = useMemo(() => invalidIds.size > 0 || !same(quote, baseline), [invalidIds, quote, baseline]);
  useUnsavedChanges(writer && dirty);
  const [saveBusy, runSave] = useSingleFlight();
  // Loading another quote into the form starts its inputs afresh (no typed draft left behind).
  const [formKey, setFormKey] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [save, { loading: mutating }] = useMutation(SaveDealQuoteDocument, { refetchQueries: ['QuoteScreen'] });
  const saving = saveBusy || mutating;

  const onSave = () => runSave(saveQuote);

  const saveQuote = async () => {
    setStatus(null);
    setSaveError(null);
    if (invalidIds.size > 0) {
      setSaveError(QUOTE_MESSAGES.fixFields);
      return;
    }
    try {
      const saved = quote;
      const savedFields = touched;
      const operationFields = QUOTE_OPERATION_FIELDS.filter((f) => savedFields.has(f));
      const input = { ...normalizeQuote(saved as unknown as Partial<Record<keyof Quote, unknown>>), operationFields };
      const res = await save({ variables: { dealId: deal.id, input } });
      setOpened(res.data?.saveDealQuote.versionNo ?? null);
      setBaseline(saved);
      // Edits made while the save was in flight stay pending for the next one.
      setTouched((prev) => (prev === savedFields ? new Set() : new Set([...prev].filter((f) => !savedFields.has(f)))));
      setStatus(QUOTE_MESSAGES.saved);
    } catch (e) {
      console.error('Guardar presupuesto', e);
      setSaveError(QUOTE_MESSAGES.saveFailed);
    }
  };

  const onPdf = async () => {
    // A quote for nothing is almost always a mistake: it is said before the client gets it.
    if (quoteTotalUsd(quote.items) <= 0 && !window.confirm(ZERO_TOTAL_PROMPT)) return;
    setPdfError(null);
    setPdfBusy(true);
    try {
      await downloadQuotePdf(quote, letterhead);
    } catch (e) {
      // Also when the lazy pdfmake chunk fails to load (offline, new deployment).
      console.error('Generar PDF', e);
      setPdfError(QUOTE_MESSAGES.pdfFailed);
    } finally {
      setPdfBusy(false);
    }
  };

  // Opening a version or reloading from the operation replaces the form: typed work is never replaced silently.
  const open = (v: Version) => {
    if (!confirmDiscard(writer && dirty)) return;
    const q = fromVersion(v);
    setQuote(q);
    setBaseline(q);
    setTouched(new Set());
    setFormKey((k) => k + 1);
    setOpened(v.versionNo);
    setSaveError(null);
    setStatus(`Versión ${v.versionNo} abierta.`);
  };

  const reload = () => {
    if (!confirmDiscard(writer && dirty)) return;
    const q = fromOperation(deal, costSheet);
    setQuote(q);
    setBaseline(q);
    setTouched(new Set());
    setFormKey((k) => k + 1);
    setOpened(null);
    setSaveError(null);
    setStatus('Datos cargados desde la operación.');
  };

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>Generar Presupuesto — REF {deal.reference}</h1>
          <p className={styles.subtitle}>
            {deal.title}
            {opened !== null ? ` · editando a partir de la versión ${opened}` : ' · nuevo presupuesto'}
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={reload}>
            Cargar datos de la operación
          </Button>
          <Button onClick={onPdf} disabled={pdfBusy}>
            {pdfBusy ? 'Generando PDF…' : 'Descargar PDF'}
          </Button>
          {writer && (
            <Button variant="primary" onClick={onSave} disabled={saving}>
              {saving ? 'Guardando…' : 'Guardar en Operación'}
            </Button>
          )}
        </div>
      </div>
      <StatusText>{status}</StatusText>
      <ErrorText>{saveError}</ErrorText>
      <ErrorText>{pdfError}</ErrorText>

      <div className={styles.columns}>
        <div className={styles.left}>
          <InvalidInputsContext value={reportInvalid}>
            <QuoteForm key={formKey} quote={quote} onChange={setQuote} onTouch={touch} params={params} gsRate={gsRate} />
          </InvalidInputsContext>
          <VersionsPanel versions={versions} opened={opened} onOpen={open} />
        </div>
        <div className={styles.previewColumn}>
          <QuotePreview quote={quote} letterhead={letterhead} />
        </div>
      </div>
    </>
  );
}

function VersionsPanel({ versions, opened, onOpen }: { versions: Version[]; opened: number | null; onOpen: (v: Version) => void }) {
  return (
    <fieldset className={styles.section}>
      <legend>Versiones guardadas</legend>
      {versions.length === 0 ? (
        <p className={styles.empty}>Todavía no hay versiones guardadas.</p>
      ) : (
        <table className={styles.versions} aria-label="Versiones guardadas">
          <thead>
            <tr>
              <th>Versión</th>
              <th>Fecha</th>
              <th>Autor</th>
              <th className={styles.num}>Total USD</th>
              <th>
                <span className={styles.srOnly}>Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.id} aria-current={v.versionNo === opened ? 'true' : undefined}>
                <td>v{v.versionNo}</td>
                <td>{formatDateTime(v.createdAt)}</td>
                <td>{v.createdByName ?? '—'}</td>
                <td className={styles.num}>{formatMoney(v.totalUsd)}</td>
                <td>
                  <Button size="sm" onClick={() => onOpen(v)}>
                    Abrir versión {v.versionNo}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
