import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { IVA_MODE_LABELS, IVA_MODES, RUBRO_LABELS, RUBROS, SUPPLIER_CURRENCIES, SUPPLIER_DOC_TYPE_LABELS, SUPPLIER_DOC_TYPES, paraguayDate, parseMoneyStrict } from '@crm/domain';
import { CreateSupplierInvoiceDocument, SuppliersDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Field, SelectField } from '../../ui/Field';
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

/** 'Registrar factura de proveedor': supplier, document, currency and IVA mode, lines with rubro. */
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
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateSupplierInvoiceDocument);
  const options = (suppliers.data?.suppliers ?? []).map((s) => ({ value: String(s.orgId), label: s.ruc ? `${s.name} (${s.ruc})` : s.name }));

  const setLine = (i: number, patch: Partial<LineDraft>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  async function submit() {
    setError(null);
    const parsed = lines.map((l) => ({ description: l.description.trim(), quantity: parseMoneyStrict(l.quantity), unitPrice: parseMoneyStrict(l.unitPrice), iva: l.iva, rubro: l.rubro }));
    if (!supplierOrgId) return setError('Elegí el proveedor.');
    const bad = parsed.findIndex((l) => !l.description || l.quantity === null || l.unitPrice === null);
    if (bad >= 0) return setError(`Completá la descripción, la cantidad y el precio de la línea ${bad + 1}.`);
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
            exchangeRate: currency === 'BRL' || currency === 'ARS' ? parseMoneyStrict(rate) : null,
            ivaMode,
            lines: parsed.map((l) => ({ ...l, quantity: l.quantity ?? 0, unitPrice: l.unitPrice ?? 0 })),
          },
        },
      });
      notifySuccess('Factura de proveedor registrada.');
      onSaved();
    } catch (e) {
      setError(errorMessage(e, 'No se pudo registrar la factura del proveedor.'));
    }
  }

  return (
    <ModalForm title="Registrar factura de proveedor" size="wide" onClose={onClose} onSubmit={(e) => { e.preventDefault(); return submit(); }} submitLabel="Registrar" busy={loading} error={error}>
      <div className={styles.grid}>
        <Field label="Buscar proveedor (nombre o RUC)" value={q} onChange={(e) => setQ(e.target.value)} />
        <SelectField label="Proveedor" value={supplierOrgId} onChange={(e) => setSupplier(e.target.value)} options={[{ value: '', label: 'Elegí…' }, ...options]} />
        <SelectField label="Tipo de documento" value={docType} onChange={(e) => setDocType(e.target.value)} options={SUPPLIER_DOC_TYPES.map((d) => ({ value: d, label: SUPPLIER_DOC_TYPE_LABELS[d] }))} />
        <Field label="Número" value={number} onChange={(e) => setNumber(e.target.value)} required />
        <Field label="Timbrado" value={timbrado} onChange={(e) => setTimbrado(e.target.value)} />
        <DateField label="Fecha de emisión" value={issuedAt} onChange={setIssuedAt} required />
        <SelectField label="Condición" value={condition} onChange={(e) => setCondition(e.target.value)} options={[{ value: 'contado', label: 'Contado' }, { value: 'credito', label: 'Crédito' }]} />
        {condition === 'credito' && <DateField label="Vencimiento" value={dueDate} onChange={setDueDate} />}
        <SelectField label="Moneda" value={currency} onChange={(e) => setCurrency(e.target.value)} options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        {(currency === 'BRL' || currency === 'ARS') && <Field label="Tipo de cambio (Gs. por unidad)" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />}
        <SelectField label="IVA" value={ivaMode} onChange={(e) => setIvaMode(e.target.value)} options={IVA_MODES.map((m) => ({ value: m, label: IVA_MODE_LABELS[m] }))} />
      </div>
      <div className={styles.scroll}>
      <table className={[styles.table, styles.lines].join(' ')} aria-label="Líneas de la factura del proveedor">
        <thead>
          <tr>
            <th scope="col">Descripción</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio unitario (con IVA)</th>
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
                <input className={styles.input} aria-label={`Descripción de la línea ${i + 1}`} value={l.description} onChange={(e) => setLine(i, { description: e.target.value })} />
              </td>
              <td>
                <input className={styles.input} aria-label={`Cantidad de la línea ${i + 1}`} inputMode="decimal" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} />
              </td>
              <td>
                <input className={styles.input} aria-label={`Precio de la línea ${i + 1}`} inputMode="decimal" value={l.unitPrice} onChange={(e) => setLine(i, { unitPrice: e.target.value })} />
              </td>
              <td>
                <select className={styles.input} aria-label={`IVA de la línea ${i + 1}`} value={l.iva} onChange={(e) => setLine(i, { iva: e.target.value })}>
                  {IVA_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select className={styles.input} aria-label={`Rubro de la línea ${i + 1}`} value={l.rubro} onChange={(e) => setLine(i, { rubro: e.target.value })}>
                  {RUBROS.map((r) => (
                    <option key={r} value={r}>
                      {RUBRO_LABELS[r]}
                    </option>
                  ))}
                </select>
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
      <div>
        <Button size="sm" onClick={() => setLines((ls) => [...ls, emptyLine()])}>
          Agregar línea
        </Button>
      </div>
    </ModalForm>
  );
}
