import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { IVA_MODE_LABELS, IVA_MODES, RUBRO_LABELS, RUBROS, SUPPLIER_CURRENCIES, SUPPLIER_DOC_TYPE_LABELS, SUPPLIER_DOC_TYPES, paraguayDate, parseMoneyStrict } from '@crm/domain';
import { CreateSupplierInvoiceDocument, OperationFilesDocument, SuppliersDocument } from '../../gql/graphql';
import { formFailure } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Field, FieldError, SelectField } from '../../ui/Field';
import { DateField } from '../../ui/DateField';
import { ModalForm } from '../../ui/ModalForm';
import { notifySuccess } from '../../ui/toast';
import styles from './payables.module.css';

interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
  iva: string;
  rubro: string;
}

const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unitPrice: '', iva: '10', rubro: 'flete' });
const IVA_OPTIONS = [
  { value: '10', label: 'IVA 10 %' },
  { value: '5', label: 'IVA 5 %' },
  { value: 'exenta', label: 'Exenta' },
];
const today = () => paraguayDate(new Date());
const LINE_FIELDS = ['description', 'quantity', 'unitPrice', 'iva', 'rubro'] as const;
type LineField = (typeof LINE_FIELDS)[number];
/** The form's fields, by the input names the server blames (GraphQL extensions.field: 'number', 'lines.0.unitPrice'). */
const HEAD_FIELDS = ['supplierOrgId', 'docType', 'number', 'timbrado', 'issuedAt', 'condition', 'dueDate', 'currency', 'exchangeRate', 'ivaMode', 'lines', 'fileIds'] as const;
const formFields = (lineCount: number): string[] => [...HEAD_FIELDS, ...Array.from({ length: lineCount }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat()];
const lineKey = (i: number, f: LineField) => `lines.${i}.${f}`;

/** 'Registrar factura de proveedor': supplier, document, currency and IVA mode, lines with rubro, attachments. */
export function SupplierInvoiceDialog({ dealId, onClose, onSaved }: { dealId: number; onClose: () => void; onSaved: () => void }) {
  const [q, setQ] = useState('');
  const suppliers = useQuery(SuppliersDocument, { variables: { q: q || null } });
  const [supplierOrgId, setSupplier] = useState('');
  const [docType, setDocType] = useState('factura');
  const [number, setNumber] = useState('');
  const [timbrado, setTimbrado] = useState('');
  const [issuedAt, setIssuedAt] = useState(today());
  const [condition, setCondition] = useState('credito');
  const [dueDate, setDueDate] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [rate, setRate] = useState('');
  const [ivaMode, setIvaMode] = useState('mixta');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  // Attachments are files already on the operation (the files module): the scanned invoice, the dispatch papers.
  const files = useQuery(OperationFilesDocument, { variables: { dealId } });
  const [fileIds, setFileIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Reason by field name (HEAD_FIELDS and 'lines.N.field'): shown under its control, tied with aria-describedby.
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [create, { loading }] = useMutation(CreateSupplierInvoiceDocument);
  const errorId = (key: string) => `supplier-invoice-${key.replace(/\./g, '-')}-error`;
  const cellProps = (i: number, f: LineField) => {
    const e = errors[lineKey(i, f)];
    return e ? { 'aria-invalid': true, 'aria-describedby': errorId(lineKey(i, f)) } : {};
  };
  const cellError = (i: number, f: LineField) => {
    const e = errors[lineKey(i, f)];
    return e ? <FieldError id={errorId(lineKey(i, f))}>{e}</FieldError> : null;
  };
  const options = (suppliers.data?.suppliers ?? []).map((s) => ({ value: String(s.orgId), label: s.ruc ? `${s.name} (${s.ruc})` : s.name }));

  const setLine = (i: number, patch: Partial<LineDraft>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  async function submit() {
    setError(null);
    const parsed = lines.map((l) => ({ description: l.description.trim(), quantity: parseMoneyStrict(l.quantity), unitPrice: parseMoneyStrict(l.unitPrice), iva: l.iva, rubro: l.rubro }));
    const rateValue = currency === 'BRL' || currency === 'ARS' ? parseMoneyStrict(rate) : null;
    // The server's own rules, checked here so each mistake shows under its field and nothing is sent meanwhile.
    const found: Partial<Record<string, string>> = {};
    if (!supplierOrgId) found.supplierOrgId = 'Elegí el proveedor.';
    if (!number.trim()) found.number = 'Escribí el número del documento.';
    if (!issuedAt) found.issuedAt = 'Elegí la fecha de emisión.';
    if (condition === 'credito' && dueDate && issuedAt && dueDate < issuedAt) found.dueDate = 'El vencimiento no puede ser anterior a la fecha de emisión.';
    if ((currency === 'BRL' || currency === 'ARS') && !(rateValue !== null && rateValue > 0)) found.exchangeRate = 'Indicá el tipo de cambio (guaraníes por unidad de la moneda) de la factura.';
    parsed.forEach((l, i) => {
      if (!l.description) found[lineKey(i, 'description')] = 'Escribí la descripción.';
      if (l.quantity === null || l.quantity <= 0) found[lineKey(i, 'quantity')] = 'Escribí una cantidad mayor que cero.';
      if (l.unitPrice === null) found[lineKey(i, 'unitPrice')] = 'Escribí el precio.';
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create({
        variables: {
          dealId,
          input: {
            supplierOrgId: Number(supplierOrgId),
            docType,
            number: number.trim(),
            timbrado: timbrado.trim() || null,
            issuedAt,
            condition,
            dueDate: condition === 'credito' && dueDate ? dueDate : null,
            currency,
            exchangeRate: rateValue,
            ivaMode,
            lines: parsed.map((l) => ({ ...l, quantity: l.quantity ?? 0, unitPrice: l.unitPrice ?? 0 })),
            fileIds: fileIds.length ? fileIds : null,
          },
        },
      });
      notifySuccess('Factura de proveedor registrada.');
      onSaved();
    } catch (e) {
      const failure = formFailure(e, 'No se pudo registrar la factura del proveedor.', formFields(lines.length));
      setErrors(failure.fields);
      setError(Object.keys(failure.fields).length ? null : failure.form);
    }
  }

  return (
    <ModalForm title="Registrar factura de proveedor" size="wide" onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Registrar" busy={loading} error={error}>
      <div className={styles.grid}>
        <Field label="Buscar proveedor (nombre o RUC)" value={q} onChange={(e) => setQ(e.target.value)} />
        <SelectField label="Proveedor" value={supplierOrgId} onChange={(e) => setSupplier(e.target.value)} options={[{ value: '', label: 'Elegí…' }, ...options]} error={errors.supplierOrgId} />
        <SelectField label="Tipo de documento" value={docType} onChange={(e) => setDocType(e.target.value)} options={SUPPLIER_DOC_TYPES.map((d) => ({ value: d, label: SUPPLIER_DOC_TYPE_LABELS[d] }))} error={errors.docType} />
        <Field label="Número" value={number} onChange={(e) => setNumber(e.target.value)} error={errors.number} required />
        <Field label="Timbrado" value={timbrado} onChange={(e) => setTimbrado(e.target.value)} error={errors.timbrado} />
        <DateField label="Fecha de emisión" value={issuedAt} onChange={setIssuedAt} error={errors.issuedAt} required />
        <SelectField label="Condición" value={condition} onChange={(e) => setCondition(e.target.value)} options={[{ value: 'contado', label: 'Contado' }, { value: 'credito', label: 'Crédito' }]} error={errors.condition} />
        {condition === 'credito' && <DateField label="Vencimiento" value={dueDate} onChange={setDueDate} error={errors.dueDate} />}
        <SelectField label="Moneda" value={currency} onChange={(e) => setCurrency(e.target.value)} options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))} error={errors.currency} />
        {(currency === 'BRL' || currency === 'ARS') && <Field label="Tipo de cambio (Gs. por unidad)" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} error={errors.exchangeRate} />}
        <SelectField label="IVA" value={ivaMode} onChange={(e) => setIvaMode(e.target.value)} options={IVA_MODES.map((m) => ({ value: m, label: IVA_MODE_LABELS[m] }))} error={errors.ivaMode} />
      </div>
      <div className={styles.scroll}>
      <table className={[styles.table, styles.lines].join(' ')} aria-label="Líneas de la factura del proveedor">
        <thead>
          <tr>
            <th scope="col">Descripción</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio con IVA</th>
            <th scope="col">IVA</th>
            <th scope="col">Rubro</th>
            <th scope="col">
              <span className={styles.hidden}>Quitar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i}>
              <td>
                <input className={[styles.input, styles.description].join(' ')} aria-label={`Descripción de la línea ${i + 1}`} value={l.description} onChange={(e) => setLine(i, { description: e.target.value })} {...cellProps(i, 'description')} />
                {cellError(i, 'description')}
              </td>
              <td>
                <input className={[styles.input, styles.amountInput].join(' ')} aria-label={`Cantidad de la línea ${i + 1}`} inputMode="decimal" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} {...cellProps(i, 'quantity')} />
                {cellError(i, 'quantity')}
              </td>
              <td>
                <input className={[styles.input, styles.amountInput, styles.price].join(' ')} aria-label={`Precio de la línea ${i + 1}`} inputMode="decimal" value={l.unitPrice} onChange={(e) => setLine(i, { unitPrice: e.target.value })} {...cellProps(i, 'unitPrice')} />
                {cellError(i, 'unitPrice')}
              </td>
              <td>
                <select className={styles.input} aria-label={`IVA de la línea ${i + 1}`} value={l.iva} onChange={(e) => setLine(i, { iva: e.target.value })} {...cellProps(i, 'iva')}>
                  {IVA_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {cellError(i, 'iva')}
              </td>
              <td>
                <select className={styles.input} aria-label={`Rubro de la línea ${i + 1}`} value={l.rubro} onChange={(e) => setLine(i, { rubro: e.target.value })} {...cellProps(i, 'rubro')}>
                  {RUBROS.map((r) => (
                    <option key={r} value={r}>
                      {RUBRO_LABELS[r]}
                    </option>
                  ))}
                </select>
                {cellError(i, 'rubro')}
              </td>
              <td>
                {lines.length > 1 && (
                  <Button size="sm" variant="ghost" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>
                    Quitar
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {errors.lines && <FieldError>{errors.lines}</FieldError>}
      <div>
        <Button size="sm" onClick={() => setLines((ls) => [...ls, emptyLine()])}>
          Agregar línea
        </Button>
      </div>
      <fieldset className={styles.files}>
        <legend>Adjuntos</legend>
        {errors.fileIds && <FieldError>{errors.fileIds}</FieldError>}
        {(files.data?.dealFiles ?? []).length === 0 ? (
          <p className={styles.muted}>La operación no tiene archivos para adjuntar: subilos en sus documentos.</p>
        ) : (
          (files.data?.dealFiles ?? []).map((f) => (
            <label key={f.id} className={styles.file}>
              <input type="checkbox" checked={fileIds.includes(f.id)} onChange={(e) => setFileIds((ids) => (e.target.checked ? [...ids, f.id] : ids.filter((x) => x !== f.id)))} />
              {f.filename} <span className={styles.muted}>· {f.typeLabel}</span>
            </label>
          ))
        )}
      </fieldset>
    </ModalForm>
  );
}
