import { useId, type ReactNode } from 'react';
import { lateMilestones, paraguayToday, SHIPMENT_MODE_LABELS, SHIPMENT_MODES, type ShipmentFieldSpec, type ShipmentMode } from '@crm/domain';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { fieldClasses, FieldError } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { scalarFields, timelineOf } from './shipmentForm';
import type { ShipmentEdit } from './useShipmentEdit';
import { ContainersEditor } from './ContainersEditor';
import { LegsEditor } from './LegsEditor';
import { MilestoneTimeline } from './MilestoneTimeline';
import { SuggestField } from './SuggestField';
import { useShipmentParams, type ShipmentParamOptions } from './useShipmentParams';
import opStyles from './operation.module.css';
import styles from './shipment.module.css';

export const SHIPMENT_LOAD_FAILED = 'No se pudo cargar el embarque.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={opStyles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ScalarInput({
  spec,
  value,
  error,
  disabled,
  lists,
  onChange,
}: {
  spec: ShipmentFieldSpec;
  value: string;
  error?: string;
  disabled: boolean;
  lists: ShipmentParamOptions;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (spec.kind === 'date') return <DateField label={spec.label} className={opStyles.field} value={value} disabled={disabled} error={error} onChange={onChange} />;
  if (spec.list) return <SuggestField label={spec.label} value={value} options={lists[spec.list]} error={error} disabled={disabled} upper={!!spec.format} onChange={onChange} />;
  if (spec.kind === 'bool') {
    return (
      <div className={opStyles.field}>
        <label htmlFor={id}>{spec.label}</label>
        <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          <option value="si">Sí</option>
          <option value="no">No</option>
        </select>
      </div>
    );
  }
  return (
    <div className={opStyles.field}>
      <label htmlFor={id}>{spec.label}</label>
      <input
        id={id}
        value={value}
        disabled={disabled}
        inputMode={spec.kind === 'int' ? 'numeric' : spec.kind === 'number' ? 'decimal' : undefined}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={error ? fieldClasses.invalid : undefined}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** Late milestones of the operation (planned day passed without its actual one): shown above the tab's sections. */
export function LateAlert({ rows, today }: { rows: ReadonlyArray<{ label: string; planned: string }>; today: string }) {
  if (!rows.length) return null;
  return (
    <div className={styles.alerts} role="alert" data-testid="late-milestones">
      <h3>Hitos atrasados</h3>
      <ul>
        {rows.map((m) => (
          <li key={m.label}>
            {m.label}: previsto para el {formatDate(m.planned)}, sin fecha real al {formatDate(today)}.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The 'Embarque' tab: the per-mode details (the original client's mode document), containers or legs, and the milestones. */
export function ShipmentTab({ edit, canWrite }: { edit: ShipmentEdit; canWrite: boolean }) {
  const lists = useShipmentParams();
  const modeId = useId();
  const { form, errors } = edit;
  if (!form) return edit.error ? <ErrorText>{SHIPMENT_LOAD_FAILED}</ErrorText> : <Spinner />;
  const disabled = !canWrite;
  const today = paraguayToday(new Date());
  const timeline = timelineOf(form);
  const late = lateMilestones(
    timeline.map((m) => ({ code: m.code as never, planned: m.planned || null, actual: m.actual || null })),
    today,
  ).map((m) => ({ label: timeline.find((t) => t.code === m.code)!.label, planned: m.planned! }));
  const setField = (field: string, value: string) => edit.update((f) => ({ ...f, fields: { ...f.fields, [field]: value } }));
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <div className={opStyles.field}>
          <label htmlFor={modeId}>Modo de transporte</label>
          <select id={modeId} value={edit.mode} onChange={(e) => edit.pickMode(e.target.value as ShipmentMode)}>
            {SHIPMENT_MODES.map((m) => (
              <option key={m} value={m}>
                {SHIPMENT_MODE_LABELS[m]}
                {m === edit.ownMode ? ' (tipo de envío de la operación)' : ''}
              </option>
            ))}
          </select>
        </div>
        {canWrite && (
          <div className={styles.actions}>
            <Button onClick={edit.reset} disabled={!edit.dirty || edit.saving}>
              Descartar cambios
            </Button>
            <Button variant="primary" onClick={() => void edit.save()} disabled={!edit.dirty || edit.saving} aria-busy={edit.saving}>
              Guardar embarque
            </Button>
          </div>
        )}
      </div>
      {edit.status && (edit.status.ok ? <StatusText>{edit.status.text}</StatusText> : <ErrorText>{edit.status.text}</ErrorText>)}
      <LateAlert rows={late} today={today} />
      {!edit.ownMode && <p className={opStyles.hint}>La operación no tiene tipo de envío: elegilo en Detalle para ver sus hitos.</p>}

      <Section title={form.mode === 'multimodal' ? 'Detalles multimodales' : `Detalles (${SHIPMENT_MODE_LABELS[form.mode]})`}>
        <div className={opStyles.grid}>
          {scalarFields(form.mode).map((spec) => (
            <ScalarInput key={spec.field} spec={spec} value={form.fields[spec.field] ?? ''} error={errors[spec.field]} disabled={disabled} lists={lists} onChange={(v) => setField(spec.field, v)} />
          ))}
        </div>
      </Section>

      {form.mode === 'ocean' && (
        <Section title="Contenedores">
          <ContainersEditor rows={form.containers} errors={errors} disabled={disabled} onChange={(containers) => edit.update((f) => ({ ...f, containers }))} />
        </Section>
      )}
      {form.mode === 'multimodal' && (
        <Section title="Tramos">
          <LegsEditor rows={form.legs} errors={errors} disabled={disabled} onChange={(legs) => edit.update((f) => ({ ...f, legs }))} />
        </Section>
      )}
      {timeline.length > 0 && (
        <Section title="Hitos">
          <MilestoneTimeline
            rows={timeline}
            today={today}
            disabled={disabled}
            onChange={(code, key, value) => edit.update((f) => ({ ...f, milestones: f.milestones.map((m) => (m.code === code ? { ...m, [key]: value } : m)) }))}
          />
        </Section>
      )}
    </div>
  );
}

/** How many milestones of the operation are late (the tab's label says it without opening the tab). */
export function lateCount(edit: ShipmentEdit): number {
  if (!edit.shipment) return 0;
  const today = paraguayToday(new Date());
  return lateMilestones(
    edit.shipment.milestones.map((m) => ({ code: m.code as never, planned: m.planned ?? null, actual: m.actual ?? null })),
    today,
  ).length;
}
