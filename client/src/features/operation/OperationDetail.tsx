import { useId, type ReactNode } from 'react';
import { formatDecimal, formatMoney, MAIN_LEG_FIELD_KEY } from '@crm/domain';
import type { DealFileFieldsFragment, OperationParamsQuery } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { Fact, Facts } from '../../ui/Facts';
import { fieldClasses, FieldError } from '../../ui/Field';
import {
  CONDITION_FIELDS,
  DETAIL_FIELDS,
  generalData,
  showsMainLeg,
  volumetricSettingsOf,
  INSURANCE_CHOICES,
  measures,
  paramChoices,
  type FieldValues,
  type OperationDeal,
  type OperationFieldDef,
} from './operationForm';
import { ShipperField } from './ShipperField';
import styles from './operation.module.css';
import { DateField } from '../../ui/DateField';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function displayValue(def: OperationFieldDef, value: string): string {
  if (def.kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDate(value.slice(0, 10));
  return value;
}

function FieldInput({
  def,
  value,
  params,
  error,
  onChange,
}: {
  def: OperationFieldDef;
  value: string;
  params: OperationParamsQuery['params'] | undefined;
  error?: string;
  onChange: (key: string, value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  let control: ReactNode;
  if (def.kind === 'textarea') {
    control = <textarea id={id} rows={3} value={value} onChange={(e) => onChange(def.key, e.target.value)} />;
  } else if (def.kind === 'select') {
    const choices = def.param ? paramChoices(params, def.param, value) : [...INSURANCE_CHOICES, ...(value && value !== 'X' ? [value] : [])];
    control = (
      <select id={id} value={value} onChange={(e) => onChange(def.key, e.target.value)}>
        <option value="">—</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  } else if (def.kind === 'date') {
    // dd/mm/aaaa whatever the browser's language; the stored value stays YYYY-MM-DD.
    return <DateField label={def.label} className={styles.field} value={value.slice(0, 10)} onChange={(v) => onChange(def.key, v)} error={error} />;
  } else {
    const type = 'text';
    control = (
      <input
        id={id}
        type={type}
        inputMode={def.kind === 'number' ? 'numeric' : undefined}
        value={value}
        onChange={(e) => onChange(def.key, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={error ? fieldClasses.invalid : undefined}
      />
    );
  }
  return (
    <div className={def.kind === 'textarea' ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{def.label}</label>
      {control}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function FieldsGrid({
  defs,
  values,
  editing,
  params,
  errors,
  onChange,
}: {
  defs: readonly OperationFieldDef[];
  values: FieldValues;
  editing: boolean;
  params: OperationParamsQuery['params'] | undefined;
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}) {
  if (!editing) {
    return (
      <Facts className={styles.facts} itemClassName={styles.fact}>
        {defs.map((d) => (
          <Fact key={d.key} label={d.label}>
            {d.kind === 'textarea' ? <span className={styles.prewrap}>{values[d.key] ?? ''}</span> : displayValue(d, values[d.key] ?? '')}
          </Fact>
        ))}
      </Facts>
    );
  }
  return (
    <div className={styles.grid}>
      {defs.map((d) =>
        d.kind === 'shipper' ? (
          <ShipperField
            key={d.key}
            label={d.label}
            value={values.shipper ?? ''}
            onChange={(name, orgId) => {
              onChange('shipper', name);
              onChange('shipper_org_id', orgId ? String(orgId) : '');
            }}
          />
        ) : (
          <FieldInput key={d.key} def={d} value={values[d.key] ?? ''} params={params} error={errors[d.key]} onChange={onChange} />
        ),
      )}
    </div>
  );
}

/** The 'Detalle' tab (spec part 2 §2): general data, operation details with volume and weights, dates and conditions, documents. */
export function OperationDetail({
  deal,
  values,
  editing,
  params,
  valueText,
  valueError,
  errors,
  onValueText,
  onChange,
  files,
  documents,
}: {
  deal: OperationDeal;
  values: FieldValues;
  editing: boolean;
  params: OperationParamsQuery['params'] | undefined;
  valueText: string;
  valueError: string | null;
  /** Errors of the numeric custom fields, by key. */
  errors: Readonly<Record<string, string>>;
  onValueText: (text: string) => void;
  onChange: (key: string, value: string) => void;
  files: readonly DealFileFieldsFragment[];
  /** The 'Documentos' checklist (DocumentChecklist). */
  documents: ReactNode;
}) {
  const g = generalData(deal, values);
  const m = measures(values, volumetricSettingsOf(params));
  const valueId = useId();
  return (
    <div className={styles.detail}>
      <Section title="Datos generales">
        <Facts className={styles.facts} itemClassName={styles.fact}>
          <Fact label="Cliente">{g.client}</Fact>
          <Fact label="RUC">{g.ruc}</Fact>
          <Fact label="Dirección">{g.address}</Fact>
          <Fact label="Teléfono empresa">{g.companyPhone}</Fact>
          <Fact label="Email empresa">{g.companyEmail && <a href={`mailto:${g.companyEmail}`}>{g.companyEmail}</a>}</Fact>
          <Fact label="Contacto">{g.contactName}</Fact>
          <Fact label="Teléfono contacto">{g.contactPhone}</Fact>
          <Fact label="Email contacto">{g.contactEmail && <a href={`mailto:${g.contactEmail}`}>{g.contactEmail}</a>}</Fact>
          {!editing && <Fact label="Valor aproximado (USD)">{formatMoney(deal.value)}</Fact>}
        </Facts>
        {editing && (
          <div className={styles.field}>
            <label htmlFor={valueId}>Valor aproximado (USD)</label>
            <input
              id={valueId}
              inputMode="decimal"
              value={valueText}
              onChange={(e) => onValueText(e.target.value)}
              aria-invalid={valueError ? true : undefined}
              aria-describedby={valueError ? `${valueId}-error` : undefined}
              className={valueError ? fieldClasses.invalid : undefined}
            />
            {valueError && <FieldError id={`${valueId}-error`}>{valueError}</FieldError>}
          </div>
        )}
      </Section>

      <Section title="Detalles de la operación">
        <FieldsGrid
          defs={showsMainLeg(values) ? DETAIL_FIELDS : DETAIL_FIELDS.filter((d) => d.key !== MAIN_LEG_FIELD_KEY)}
          values={values}
          editing={editing}
          params={params}
          errors={errors}
          onChange={onChange}
        />
        <Facts className={styles.measures} itemClassName={styles.fact} aria-label="Volumen y pesos calculados">
          <Fact label="Volumen (m³)">{formatDecimal(m.volumeM3, 3)}</Fact>
          <Fact label="Peso volumétrico (kg)">{m.figures.volumetricKg}</Fact>
          <Fact label="Peso cobrable (kg)">{m.figures.chargeableKg}</Fact>
          <Fact label="Factor">{m.figures.factorLabel}</Fact>
        </Facts>
        {editing && m.skipped.length > 0 && (
          <p className={styles.hint}>Partes ignoradas de las dimensiones: {m.skipped.map((s) => `«${s}»`).join(', ')}</p>
        )}
      </Section>

      <Section title="Fechas y condiciones">
        <FieldsGrid defs={CONDITION_FIELDS} values={values} editing={editing} params={params} errors={errors} onChange={onChange} />
      </Section>

      <Section title="Documentos">
        {documents}
        {files.length === 0 && <p className={styles.muted}>Sin archivos todavía.</p>}
      </Section>
    </div>
  );
}
