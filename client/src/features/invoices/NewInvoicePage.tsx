import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { FISCAL_CURRENCIES, type FiscalCurrency, formatPercent, FULL_BP, INVOICE_CONDITION_LABELS, INVOICE_CONDITIONS, type InvoiceCondition, type InvoiceSource, type IvaRate, minorToNumber, paraguayDate } from '@crm/domain';
import { CreateInvoiceDocument, NewInvoiceDealDocument, InvoiceQuoteBillingDocument, InvoiceRateOnDocument, OperationBillingDocument, UpdateInvoiceDocument, type InvoiceFieldsFragment } from '../../gql/graphql';
import { errorCode, formFailure } from '../../lib/errors';
import { formatDate, formatNumber } from '../../lib/format';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePermissions } from '../../session/usePermissions';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText } from '../../ui/ErrorText';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { TextAreaField } from '../../ui/FormFields';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import { IvaSettlement, InvoiceLinesTable, type FigureTotals } from './InvoiceFigures';
import {
  type Billing,
  billedBpOf,
  dueDateOf,
  EMPTY_LINE,
  type FreeLine,
  initialValues,
  IVA_OPTIONS,
  type InvoiceFormValues,
  money,
  needsRate,
  PLAN_OPTIONS,
  type PlanChoice,
  previewOf,
  proposedPercent,
  quoteOf,
  type QuoteVersions,
  SOURCE_OPTIONS,
  toInput,
  toUpdateInput,
  validate,
  valuesOfInvoice,
} from './invoiceForm';
import styles from './invoices.module.css';

export const CREATE_FAILED = 'No se pudo crear la factura.';
export const SAVE_FAILED = 'No se pudo guardar el borrador.';
export const NOT_ALLOWED = 'Solo administración y finanzas crean facturas.';
const FORM_FIELDS = ['percentage', 'exchangeRate', 'paymentTermDays', 'date', 'dueDate', 'customerName', 'customerRuc', 'customerEmail', 'customerAddress', 'notes', 'currency', 'condition'];

/** /operations/{id}/invoices/new: 'Nueva factura' of an operation, with its live preview. */
export function NewInvoicePage() {
  const dealId = routeId(useParams().id);
  usePageTitle('Nueva factura');
  const finance = usePermissions().finance;
  const deal = useQuery(NewInvoiceDealDocument, { variables: { dealId: dealId ?? 0 }, skip: dealId === null || !finance });
  const billing = useQuery(OperationBillingDocument, { variables: { dealId: dealId ?? 0 }, skip: dealId === null || !finance, fetchPolicy: 'network-only' });
  const quotes = useQuery(InvoiceQuoteBillingDocument, { variables: { dealId: dealId ?? 0 }, skip: dealId === null || !finance, fetchPolicy: 'network-only' });

  let content: ReactNode;
  if (!finance) content = <ErrorText>{NOT_ALLOWED}</ErrorText>;
  else if (dealId === null || errorCode(deal.error) === 'NOT_FOUND') content = <ErrorText>No se encontró la operación.</ErrorText>;
  else if (deal.error || billing.error || quotes.error) content = <ErrorText>No se pudo cargar la operación.</ErrorText>;
  else if (!deal.data || !billing.data || !quotes.data) content = <Spinner />;
  else content = <InvoiceDraftForm dealId={dealId} reference={deal.data.deal.reference} org={deal.data.deal.organization ?? null} billing={billing.data.invoiceBilling} quotes={quotes.data.invoiceQuoteBilling} />;

  return (
    <Page>
      {dealId !== null && (
        <Link to={`/operations/${dealId}`} className={styles.muted}>
          ← Volver a la operación
        </Link>
      )}
      <PageHeader title="Nueva factura" subtitle={deal.data ? `Operación ${deal.data.deal.reference} · ${deal.data.deal.title}` : null} />
      {content}
    </Page>
  );
}

type Org = Parameters<typeof initialValues>[0]['org'];

/**
 * 'Nueva factura', and the same form editing a saved draft (`draft`: its values, saved with its version; the
 * billing and quote versions then leave the draft's own lines out of what is billed).
 */
export function InvoiceDraftForm({ dealId, reference, org, billing, quotes, draft = null }: { dealId: number; reference: string; org: Org; billing: Billing; quotes: QuoteVersions; draft?: InvoiceFieldsFragment | null }) {
  const navigate = useNavigate();
  const [today] = useState(() => paraguayDate(new Date()));
  const initial = useMemo(() => (draft ? valuesOfInvoice(draft) : initialValues({ today, billing, org })), [draft, today, billing, org]);
  const [values, setValues] = useState<InvoiceFormValues>(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<{ form: string; fields: Partial<Record<string, string>> } | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const discard = useUnsavedChanges(dirty);
  const [create, creating] = useMutation(CreateInvoiceDocument, { refetchQueries: ['OperationBilling', 'InvoiceList'] });
  const [update, updating] = useMutation(UpdateInvoiceDocument, { refetchQueries: ['OperationBilling', 'InvoiceList'] });
  const loading = creating.loading || updating.loading;
  const rate = useQuery(InvoiceRateOnDocument, { variables: { date: values.date }, skip: !/^\d{4}-\d{2}-\d{2}$/.test(values.date) });
  const dayRate = rate.data?.exchangeRateOn?.rate ?? null;

  const quote = values.source === 'quote' ? quoteOf(values, quotes) : null;
  const billedBp = quote ? billedBpOf(quote) : billedBpOf(billing);
  const errors = touched ? validate(values) : {};
  const shownError = (field: string) => errors[field] ?? failure?.fields[field] ?? null;
  const preview = previewOf(values, billing, quotes);
  const due = dueDateOf(values);

  function set<K extends keyof InvoiceFormValues>(key: K, value: InvoiceFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setFailure(null);
  }

  // Billed in guaraníes from a USD source: the dated rate of the invoice's day, until the person types another.
  useEffect(() => {
    if (dayRate && needsRate(values) && !values.exchangeRate) setValues((v) => ({ ...v, exchangeRate: formatNumber(dayRate, 2).replace(/,00$/, '') }));
  }, [dayRate, values]);

  function setPlan(plan: PlanChoice) {
    setValues((v) => ({ ...v, plan, percentage: plan === 'custom' ? v.percentage : proposedPercent(plan, billedBp) }));
    setFailure(null);
  }

  function setLine(i: number, patch: Partial<FreeLine>) {
    setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
    setFailure(null);
  }

  function toggleKey(key: string, on: boolean) {
    setValues((v) => ({ ...v, lineKeys: on ? [...v.lineKeys, key] : v.lineKeys.filter((k) => k !== key) }));
    setFailure(null);
  }

  async function save() {
    setTouched(true);
    if (Object.keys(validate(values)).length) return;
    try {
      if (draft) {
        await update({ variables: { id: draft.id, version: draft.version, input: toUpdateInput(values) } });
        discard();
        void navigate(`/invoices/${draft.id}`);
        return;
      }
      const { data } = await create({ variables: { dealId, input: toInput(values) } });
      discard();
      if (data) void navigate(`/invoices/${data.createInvoice.id}`);
    } catch (e) {
      setFailure(formFailure(e, draft ? SAVE_FAILED : CREATE_FAILED, FORM_FIELDS));
    }
  }

  function leave() {
    if (!confirmDiscard(dirty)) return;
    discard();
    void navigate(draft ? `/invoices/${draft.id}` : `/operations/${dealId}`);
  }

  function setSource(source: InvoiceSource) {
    // The lines chosen belong to one source (and one quote version).
    setValues((v) => ({ ...v, source, lineKeys: [] }));
    setFailure(null);
  }

  function setQuoteVersion(id: string) {
    setValues((v) => ({ ...v, quoteVersionId: id, lineKeys: [] }));
    setFailure(null);
  }

  const sourceLines = quote ? quote.lines : billing.lines;
  const sourceLabel = quote ? `la cotización v${quote.versionNo}` : (billing.revisionLabel ?? 'la revisión confirmada');
  const checks = (
    <fieldset className={styles.checks}>
      <legend>Líneas de {sourceLabel} (sin marcar: todas las pendientes)</legend>
      {sourceLines.map((l) => {
        const done = Math.round(l.billedPercentage * 100) >= FULL_BP;
        return (
          <CheckboxField
            key={l.key}
            label={`${l.description} · ${money(l.amount, 'USD')} · IVA ${l.iva === 'exenta' ? 'exenta' : `${l.iva} %`} · facturado ${formatPercent(Math.round(l.billedPercentage * 100))}${done ? ' (ya facturada)' : ''}`}
            checked={values.lineKeys.includes(l.key)}
            disabled={done}
            onChange={(e) => toggleKey(l.key, e.target.checked)}
          />
        );
      })}
    </fieldset>
  );

  const currency = values.currency;
  const previewTotals: FigureTotals | null = preview.ok
    ? Object.fromEntries(Object.entries(preview.totals).map(([k, n]) => [k, minorToNumber(n, currency)])) as unknown as FigureTotals
    : null;

  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={draft ? 'Editar borrador de factura' : 'Nueva factura'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className={styles.column}>
        <section className={styles.section} aria-labelledby="inv-source">
          <h2 id="inv-source">Origen y cuota</h2>
          <div className={styles.grid}>
            <SelectField label="Origen" value={values.source} options={SOURCE_OPTIONS} disabled={!!draft} onChange={(e) => setSource(e.target.value as InvoiceSource)} />
            {values.source === 'quote' && quotes.length > 0 && (
              <SelectField
                label="Versión de la cotización"
                value={quote ? String(quote.quoteVersionId) : ''}
                options={quotes.map((q) => ({ value: String(q.quoteVersionId), label: `v${q.versionNo} · ${formatDate(q.createdAt)} · facturado ${formatPercent(Math.round(q.billedPercentage * 100))}` }))}
                onChange={(e) => setQuoteVersion(e.target.value)}
              />
            )}
            {values.source !== 'lines' && (
              <>
                <SelectField label="Plan de cuotas" value={values.plan} options={PLAN_OPTIONS} onChange={(e) => setPlan(e.target.value as PlanChoice)} />
                <Field
                  label="Porcentaje a facturar"
                  inputMode="decimal"
                  value={values.percentage}
                  onChange={(e) => set('percentage', e.target.value)}
                  error={shownError('percentage')}
                  hint={`Facturado hasta ahora: ${formatPercent(billedBp)}`}
                />
              </>
            )}
          </div>
          {values.source === 'cost_sheet' && (billing.revisionId ? checks : <ErrorText>La operación no tiene una revisión confirmada de la planilla de costos: elegí otro origen.</ErrorText>)}
          {values.source === 'quote' && (quote ? checks : <ErrorText>La operación no tiene una cotización guardada: guardá una versión o elegí otro origen.</ErrorText>)}
          {values.source === 'lines' && (
            <div className={styles.section} role="group" aria-label="Líneas de la factura">
              {values.lines.map((l, i) => (
                <div key={i} className={styles.lineRow} role="group" aria-label={`Línea ${i + 1}`}>
                  <Field label="Descripción" value={l.description} onChange={(e) => setLine(i, { description: e.target.value })} error={shownError(`lines.${i}.description`)} />
                  <Field label="Cantidad" inputMode="decimal" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} error={shownError(`lines.${i}.quantity`)} />
                  <Field label="Precio unitario (IVA incl.)" inputMode="decimal" value={l.unitPrice} onChange={(e) => setLine(i, { unitPrice: e.target.value })} error={shownError(`lines.${i}.unitPrice`)} />
                  <SelectField label="IVA" value={l.iva} options={IVA_OPTIONS} onChange={(e) => setLine(i, { iva: e.target.value as IvaRate })} />
                  <Button size="sm" variant="ghost" aria-label={`Quitar la línea ${i + 1}`} disabled={values.lines.length === 1} onClick={() => set('lines', values.lines.filter((_, j) => j !== i))}>
                    Quitar
                  </Button>
                </div>
              ))}
              <div>
                <Button size="sm" onClick={() => set('lines', [...values.lines, { ...EMPTY_LINE }])}>
                  Agregar línea
                </Button>
              </div>
            </div>
          )}
        </section>

        <section className={styles.section} aria-labelledby="inv-header">
          <h2 id="inv-header">Encabezado</h2>
          <div className={styles.grid}>
            <SelectField
              label="Condición"
              value={values.condition}
              options={INVOICE_CONDITIONS.map((c) => ({ value: c, label: INVOICE_CONDITION_LABELS[c] }))}
              onChange={(e) => set('condition', e.target.value as InvoiceCondition)}
            />
            {values.condition === 'credito' && <Field label="Plazo (días)" inputMode="numeric" value={values.paymentTermDays} onChange={(e) => set('paymentTermDays', e.target.value)} error={shownError('paymentTermDays')} />}
            <DateField label="Fecha" value={values.date} onChange={(d) => set('date', d)} error={shownError('date')} />
            <DateField label="Vencimiento" value={values.dueDate} onChange={(d) => set('dueDate', d)} error={shownError('dueDate')} hint={!values.dueDate && due ? `Sin indicar: ${formatDate(due)}` : undefined} />
            <SelectField label="Moneda" value={values.currency} options={FISCAL_CURRENCIES.map((c) => ({ value: c, label: c === 'PYG' ? 'Guaraníes (PYG)' : 'Dólares (USD)' }))} onChange={(e) => set('currency', e.target.value as FiscalCurrency)} />
            <Field
              label="Tipo de cambio (Gs por USD)"
              inputMode="decimal"
              value={values.exchangeRate}
              onChange={(e) => set('exchangeRate', e.target.value)}
              error={shownError('exchangeRate')}
              hint={dayRate ? `Vigente al ${formatDate(values.date)}: ${formatNumber(dayRate, 2)}` : 'Sin tipo de cambio cargado para esa fecha.'}
            />
          </div>
          <div className={styles.grid}>
            <Field label="RUC o CI del cliente" value={values.customerRuc} onChange={(e) => set('customerRuc', e.target.value)} error={shownError('customerRuc')} />
            <Field label="Nombre o razón social" value={values.customerName} onChange={(e) => set('customerName', e.target.value)} error={shownError('customerName')} />
            <Field label="Dirección" value={values.customerAddress} onChange={(e) => set('customerAddress', e.target.value)} error={shownError('customerAddress')} />
            <Field label="Correo" type="email" value={values.customerEmail} onChange={(e) => set('customerEmail', e.target.value)} error={shownError('customerEmail')} />
          </div>
          <p className={styles.muted}>Referencia: operación {reference}</p>
          <TextAreaField label="Notas" value={values.notes} maxLength={2000} onChange={(e) => set('notes', e.target.value)} />
        </section>
      </div>

      <section className={styles.section} aria-labelledby="inv-preview" aria-live="polite">
        <h2 id="inv-preview">Vista previa</h2>
        {preview.ok && previewTotals ? (
          <>
            <InvoiceLinesTable
              label="Vista previa de las líneas"
              currency={currency}
              totals={previewTotals}
              lines={preview.lines.map((l) => ({
                key: l.key,
                description: l.description,
                quantity: l.quantity,
                iva: l.iva,
                unitPrice: minorToNumber(l.unitPrice, currency),
                exenta: minorToNumber(l.exenta, currency),
                gravada5: minorToNumber(l.gravada5, currency),
                gravada10: minorToNumber(l.gravada10, currency),
              }))}
            />
            <h3>Liquidación del IVA</h3>
            <IvaSettlement totals={previewTotals} currency={currency} />
            <p className={styles.muted}>
              {INVOICE_CONDITION_LABELS[values.condition]}
              {due ? ` · vence el ${formatDate(due)}` : ''}
            </p>
          </>
        ) : (
          <p className={styles.muted} role="status">
            {preview.ok ? '' : preview.reason}
          </p>
        )}
        <ErrorText>{failure?.form}</ErrorText>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={loading}>
            {loading ? 'Guardando…' : draft ? 'Guardar cambios' : 'Guardar borrador'}
          </Button>
          <Button onClick={leave}>Cancelar</Button>
        </div>
        <p className={styles.muted}>El borrador no tiene número ni efecto fiscal: lo emitís desde la pantalla de la factura.</p>
      </section>
    </form>
  );
}
