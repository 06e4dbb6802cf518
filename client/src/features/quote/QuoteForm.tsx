import type { ReactNode } from 'react';
import { NUMBER_RULES, type Quote } from '@crm/domain';
import { Field } from '../../ui/Field';
import { LocalNumberInput } from './LocalNumberInput';
import { ParamTextField } from './ParamTextField';
import { QuoteItemsTable } from './QuoteItemsTable';
import { TagInput } from './TagInput';
import type { QuoteParamLists } from './useQuoteParams';
import styles from './QuotePage.module.css';
import { DateField } from '../../ui/DateField';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

type TextKey = {
  [K in keyof Quote]: Quote[K] extends string ? K : never;
}[keyof Quote];

/**
 * The editable forms of spec part 2 §2 "Quote generator" (left side). `onTouch` names each field the
 * user edits: saving writes only those to the operation (changed or confirmed, never a default).
 */
export function QuoteForm({
  quote,
  onChange,
  onTouch,
  params,
  gsRate,
}: {
  quote: Quote;
  onChange: (q: Quote) => void;
  onTouch?: (field: keyof Quote) => void;
  params: QuoteParamLists;
  /** Gs per USD (the operation's cost sheet rate), for a catalogue price in guaraníes picked into a USD line. */
  gsRate: number;
}) {
  const set = <K extends keyof Quote>(key: K, value: Quote[K]) => {
    onTouch?.(key);
    onChange({ ...quote, [key]: value });
  };
  const text = (key: TextKey, label: string, type = 'text') => (
    <Field label={label} type={type} value={quote[key]} onChange={(e) => set(key, e.target.value)} />
  );
  return (
    <div className={styles.forms}>
      <Section title="Encabezado">
        <div className={styles.grid}>
          {text('cliente', 'Cliente')}
          {text('contacto', 'Contacto')}
          <DateField label="Fecha" value={quote.fecha} onChange={(v) => set('fecha', v)} />
          {text('referencia', 'Referencia')}
          {text('incoterms', 'Incoterms')}
        </div>
      </Section>
      <Section title="Operación">
        <div className={styles.grid}>
          {text('tipoOperacion', 'Tipo de operación')}
          {text('tipoTransporte', 'Tipo de transporte')}
          {text('tipoEnvio', 'Tipo de envío')}
          {text('paisOrigen', 'País de origen')}
          {text('paisDestino', 'País de destino')}
          {text('ciudadOrigen', 'Ciudad de origen')}
          {text('ciudadDestino', 'Ciudad de destino')}
          {text('aeropuertoOrigen', 'Aeropuerto de origen')}
          {text('aeropuertoDestino', 'Aeropuerto de destino')}
        </div>
      </Section>
      <Section title="Medidas y mercadería">
        <div className={styles.grid}>
          <LocalNumberInput label="Volumen (m³)" value={quote.volumenM3} decimals={3} rule={NUMBER_RULES.volumeM3} onChange={(v) => set('volumenM3', v)} />
          <LocalNumberInput label="Peso bruto (kg)" value={quote.pesoBrutoKg} decimals={2} rule={NUMBER_RULES.quoteWeightKg} onChange={(v) => set('pesoBrutoKg', v)} />
          {text('mercaderia', 'Mercadería')}
        </div>
      </Section>
      <Section title="Seguro">
        <div className={styles.grid}>
          {text('seguroTipo', 'Tipo de seguro')}
          <LocalNumberInput label="Monto asegurado (USD)" value={quote.seguroMontoUsd} decimals={2} fixed rule={NUMBER_RULES.price} onChange={(v) => set('seguroMontoUsd', v)} />
          {text('aseguradora', 'Aseguradora')}
        </div>
      </Section>
      <Section title="Ítems del presupuesto">
        <QuoteItemsTable items={quote.items} onChange={(items) => set('items', items)} mode={quote.tipoTransporte} gsRate={gsRate} />
      </Section>
      <Section title="Observaciones y términos">
        <div className={styles.field}>
          <label htmlFor="quote-observaciones" className={styles.fieldLabel}>
            Observaciones
          </label>
          <textarea id="quote-observaciones" rows={3} className={styles.textarea} value={quote.observaciones} onChange={(e) => set('observaciones', e.target.value)} />
        </div>
        <div className={styles.terms}>
          <ParamTextField label="Validez de la oferta" value={quote.validezOferta} onChange={(v) => set('validezOferta', v)} options={params.validezOferta} />
          <ParamTextField label="Condición de venta" value={quote.condicionVenta} onChange={(v) => set('condicionVenta', v)} options={params.condicionVenta} />
          <ParamTextField label="Plazo de crédito" value={quote.plazoCredito} onChange={(v) => set('plazoCredito', v)} options={params.plazoCredito} />
          <ParamTextField label="Forma de pago" value={quote.formaPago} onChange={(v) => set('formaPago', v)} options={params.formaPago} />
        </div>
      </Section>
      <Section title="Alcance">
        <TagInput label="Qué incluye" tags={quote.queIncluye} onChange={(v) => set('queIncluye', v)} suggestions={params.queIncluye} />
        <TagInput label="Qué no incluye" tags={quote.queNoIncluye} onChange={(v) => set('queNoIncluye', v)} suggestions={params.queNoIncluye} />
      </Section>
    </div>
  );
}
