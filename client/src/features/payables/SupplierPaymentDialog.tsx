import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDecimal, paraguayDate, parseMoneyStrict, PAYMENT_METHODS, paymentProblem, SUPPLIER_MINOR_DIGITS, type SupplierCurrency, type SupplierInvoiceStatus } from '@crm/domain';
import { AddSupplierPaymentDocument, CancelSupplierInvoiceDocument, OperationFilesDocument, type SupplierInvoiceFieldsFragment } from '../../gql/graphql';
import { failureText, formFailure } from '../../lib/errors';
import { Field, SelectField } from '../../ui/Field';
import { DateField } from '../../ui/DateField';
import { ModalForm } from '../../ui/ModalForm';
import { notifySuccess } from '../../ui/toast';
import { CompanyAccountField } from './CompanyAccountField';
import { PAYMENT_METHOD_LABELS, supplierMoney } from './payablesFormat';

/** The payment fields the server may blame (GraphQL extensions.field of SupplierPaymentInput). */
const PAYMENT_FIELDS = ['amount', 'paidAt', 'method', 'account', 'reference', 'proofFileId'] as const;
type PaymentField = (typeof PAYMENT_FIELDS)[number];

/**
 * The proof of a supplier payment: one of the operation's files (the server refuses a file of another operation),
 * chosen like the supplier invoice's 'Adjuntos'; none is allowed.
 */
export function ProofFileField({ dealId, value, onChange, error }: { dealId: number; value: string; onChange: (v: string) => void; error?: string }) {
  const files = useQuery(OperationFilesDocument, { variables: { dealId } });
  const list = files.data?.dealFiles ?? [];
  return (
    <SelectField
      label="Comprobante"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[{ value: '', label: list.length ? 'Sin comprobante' : 'La operación no tiene archivos: subilos en sus documentos' }, ...list.map((f) => ({ value: String(f.id), label: `${f.filename} · ${f.typeLabel}` }))]}
      error={error}
    />
  );
}

/** 'Registrar pago' of one supplier invoice (admin and finanzas): in its currency, up to its balance. */
export function SupplierPaymentDialog({ invoice, onClose, onSaved }: { invoice: SupplierInvoiceFieldsFragment; onClose: () => void; onSaved: () => void }) {
  const digits = SUPPLIER_MINOR_DIGITS[invoice.currency as SupplierCurrency] ?? 2;
  const [amount, setAmount] = useState(formatDecimal(invoice.balance, digits));
  const [paidAt, setPaidAt] = useState(() => paraguayDate(new Date()));
  const [method, setMethod] = useState('transferencia');
  const [account, setAccount] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pay, { loading }] = useMutation(AddSupplierPaymentDocument);

  async function submit() {
    setFormError(null);
    const value = parseMoneyStrict(amount);
    // The same rule the server applies (paymentProblem): an overpayment is refused before anything is sent.
    const problem = value === null ? 'Escribí el importe del pago.' : paymentProblem(value, invoice.balance, invoice.status as SupplierInvoiceStatus);
    const found: Partial<Record<PaymentField, string>> = {};
    if (problem) found.amount = problem;
    if (!paidAt) found.paidAt = 'Elegí la fecha del pago.';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await pay({
        variables: {
          id: invoice.id,
          input: { amount: value!, paidAt, method, account: account.trim() || null, reference: reference.trim() || null, proofFileId: proof ? Number(proof) : null },
        },
      });
      notifySuccess(`Pago de la factura ${invoice.number} registrado.`);
      onSaved();
    } catch (e) {
      const failure = formFailure(e, 'No se pudo registrar el pago.', PAYMENT_FIELDS);
      setErrors(failure.fields);
      setFormError(Object.keys(failure.fields).length ? null : failure.form);
    }
  }

  return (
    <ModalForm title={`Registrar pago de ${invoice.number}`} onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Registrar pago" busy={loading} error={formError}>
      <p>
        {invoice.supplierName} · Saldo: {supplierMoney(invoice.balance, invoice.currency)}
      </p>
      <Field label={`Importe (${invoice.currency})`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} required />
      <DateField label="Fecha del pago" value={paidAt} onChange={setPaidAt} error={errors.paidAt} required />
      <SelectField label="Medio" value={method} onChange={(e) => setMethod(e.target.value)} options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))} error={errors.method} />
      <CompanyAccountField label="Cuenta de la empresa" value={account} onChange={setAccount} error={errors.account} />
      <Field label="Referencia" value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} error={errors.reference} />
      <ProofFileField dealId={invoice.dealId} value={proof} onChange={setProof} error={errors.proofFileId} />
    </ModalForm>
  );
}

/** 'Anular' a supplier invoice (admin and finanzas), with the reason; the server refuses one with payments or in an open order. */
export function CancelSupplierInvoiceDialog({ invoice, onClose, onSaved }: { invoice: SupplierInvoiceFieldsFragment; onClose: () => void; onSaved: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelSupplierInvoiceDocument);
  async function submit() {
    setFormError(null);
    setReasonError(null);
    if (!reason.trim()) return setReasonError('Escribí el motivo de la anulación.');
    try {
      await cancel({ variables: { id: invoice.id, input: { reason: reason.trim() } } });
      notifySuccess(`Factura ${invoice.number} anulada.`);
      onSaved();
    } catch (e) {
      const failure = formFailure(e, 'No se pudo anular la factura del proveedor.', ['reason']);
      if (failure.fields.reason) setReasonError(failure.fields.reason);
      else setFormError(failureText(e, 'No se pudo anular la factura del proveedor.'));
    }
  }
  return (
    <ModalForm title={`Anular ${invoice.number}`} onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Anular" busy={loading} error={formError}>
      <p>
        {invoice.supplierName} · {supplierMoney(invoice.total, invoice.currency)}
      </p>
      <Field label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} error={reasonError} required />
    </ModalForm>
  );
}
