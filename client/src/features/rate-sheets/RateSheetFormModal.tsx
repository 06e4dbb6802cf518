import { type FormEvent, useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CONTAINER_TYPES, RATE_BASIS_LABELS, RATE_CURRENCIES, RATE_MODE_LABELS, RATE_MODES, type RateBasis, type RateMode, WEIGHT_BREAKS, type WeightBreak } from '@crm/domain';
import { CreateRateSheetDocument, RateSheetAgentsDocument, type RateSheetFieldsFragment, UpdateRateSheetDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { Field, FieldError, SelectField } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { useDebounced } from '../../ui/useDebounced';
import { basesFor, blankCharge, type ChargeForm, formErrors, type SheetForm, toInput } from './rateSheetForm';
import styles from './rateSheets.module.css';

/** New or edited rate sheet: header, validity and its charges, with each problem next to its field. */
export function RateSheetFormModal({
  initial,
  editing,
  places,
  onClose,
  onSaved,
}: {
  initial: SheetForm;
  editing: RateSheetFieldsFragment | null;
  places: Record<'puerto' | 'aeropuerto', string[]>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<SheetForm>(initial);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateRateSheetDocument);
  const [update, { loading: updating }] = useMutation(UpdateRateSheetDocument);
  const [orgQuery, setOrgQuery] = useState('');
  const q = useDebounced(orgQuery, 250);
  const agents = useQuery(RateSheetAgentsDocument, { variables: { q: q.trim() || null } });
  const orgOptions = [
    ...(form.orgId && !agents.data?.organizations.edges.some((e) => e.node.id === form.orgId) ? [{ value: String(form.orgId), label: form.orgName }] : []),
    ...(agents.data?.organizations.edges ?? []).map((e) => ({ value: String(e.node.id), label: e.node.name ?? `#${e.node.id}` })),
  ];
  const errors = tried ? formErrors(form) : {};
  const listId = useId();
  const placeList = form.mode === 'air' ? places.aeropuerto : places.puerto;

  const set = <K extends keyof SheetForm>(key: K, value: SheetForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setCharge = (i: number, patch: Partial<ChargeForm>) => setForm((f) => ({ ...f, charges: f.charges.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));
  const setMode = (mode: RateMode) =>
    // A freight of another mode has no place on the sheet: it becomes this mode's freight.
    setForm((f) => ({ ...f, mode, charges: f.charges.map((c) => (basesFor(mode).includes(c.basis) ? c : { ...blankCharge(mode), concepto: c.concepto })) }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (Object.keys(formErrors(form)).length) return;
    try {
      if (editing) await update({ variables: { id: editing.id, version: editing.version, input: toInput(form) } });
      else await create({ variables: { input: toInput(form) } });
      onSaved();
    } catch (e) {
      setProblem(errorMessage(e, 'No se pudo guardar la tarifa.'));
    }
  }

  return (
    <ModalForm title={editing ? 'Editar tarifa' : 'Nueva tarifa'} size="wide" onClose={onClose} onSubmit={submit} submitLabel="Guardar tarifa" busy={creating || updating} error={problem}>
      <div className={styles.grid}>
        <Field label="Buscar organización" value={orgQuery} onChange={(e) => setOrgQuery(e.target.value)} placeholder="Nombre, RUC…" />
        <SelectField
          label="Agente, transportista o proveedor"
          value={form.orgId ? String(form.orgId) : ''}
          options={[{ value: '', label: 'Elegí…' }, ...orgOptions]}
          onChange={(e) => {
            const id = Number(e.target.value) || null;
            setForm((f) => ({ ...f, orgId: id, orgName: orgOptions.find((o) => o.value === e.target.value)?.label ?? '' }));
          }}
          error={errors.orgId}
        />
        <SelectField label="Modo" value={form.mode} options={RATE_MODES.map((m) => ({ value: m, label: RATE_MODE_LABELS[m] }))} onChange={(e) => setMode(e.target.value as RateMode)} error={errors.mode} />
        <SelectField label="Moneda" value={form.currency} options={RATE_CURRENCIES.map((c) => ({ value: c, label: c }))} onChange={(e) => set('currency', e.target.value as SheetForm['currency'])} error={errors.currency} />
        <Field label="Origen" value={form.origin} list={listId} autoComplete="off" onChange={(e) => set('origin', e.target.value)} error={errors.origin} />
        <Field label="Destino" value={form.destination} list={listId} autoComplete="off" onChange={(e) => set('destination', e.target.value)} error={errors.destination} />
        <datalist id={listId}>
          {placeList.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <DateField label="Vigente desde" value={form.validFrom} onChange={(v) => set('validFrom', v)} error={errors.validFrom} />
        <DateField label="Vigente hasta" value={form.validTo} onChange={(v) => set('validTo', v)} error={errors.validTo} />
      </div>
      <fieldset className={styles.charges}>
        <legend>Cargos</legend>
        {errors.charges && <FieldError>{errors.charges}</FieldError>}
        {form.charges.map((c, i) => (
          <ChargeRow key={i} index={i} charge={c} mode={form.mode} errors={errors} onChange={(patch) => setCharge(i, patch)} onRemove={form.charges.length > 1 ? () => set('charges', form.charges.filter((_, j) => j !== i)) : null} />
        ))}
        <Button size="sm" variant="ghost" onClick={() => set('charges', [...form.charges, { ...blankCharge(form.mode), concepto: '', basis: 'flat' }])}>
          + Agregar cargo
        </Button>
      </fieldset>
      <Field label="Notas" value={form.notes} onChange={(e) => set('notes', e.target.value)} error={errors.notes} />
    </ModalForm>
  );
}

function ChargeRow({ index, charge, mode, errors, onChange, onRemove }: { index: number; charge: ChargeForm; mode: RateMode; errors: Record<string, string>; onChange: (patch: Partial<ChargeForm>) => void; onRemove: (() => void) | null }) {
  const e = (field: string) => errors[`charges.${index}.${field}`];
  const n = index + 1;
  const rateLabel = charge.basis === 'percent' ? `Porcentaje (cargo ${n})` : `Tarifa (cargo ${n})`;
  return (
    <div className={styles.charge} role="group" aria-label={`Cargo ${n}`}>
      <Field label={`Concepto (cargo ${n})`} value={charge.concepto} onChange={(ev) => onChange({ concepto: ev.target.value })} error={e('concepto')} />
      <SelectField
        label={`Tipo (cargo ${n})`}
        value={charge.basis}
        options={basesFor(mode).map((b) => ({ value: b, label: RATE_BASIS_LABELS[b] }))}
        onChange={(ev) => onChange({ basis: ev.target.value as RateBasis, ...(ev.target.value === 'container' && !charge.equipo ? { equipo: CONTAINER_TYPES[2] } : {}) })}
        error={e('basis')}
      />
      {charge.basis === 'container' && (
        <SelectField label={`Contenedor (cargo ${n})`} value={charge.equipo} options={CONTAINER_TYPES.map((t) => ({ value: t, label: t }))} onChange={(ev) => onChange({ equipo: ev.target.value })} error={e('equipo')} />
      )}
      {charge.basis === 'weight_breaks' ? (
        <div className={styles.breaks} role="group" aria-label={`Escalas de peso (cargo ${n})`}>
          {WEIGHT_BREAKS.map((b) => (
            <Field
              key={b}
              label={`${b} kg`}
              inputMode="decimal"
              value={charge.breaks[b]}
              onChange={(ev) => onChange({ breaks: { ...charge.breaks, [b as WeightBreak]: ev.target.value } })}
              className={styles.breakField}
            />
          ))}
          {e('breaks') && <FieldError>{e('breaks')}</FieldError>}
        </div>
      ) : (
        <Field label={rateLabel} inputMode="decimal" value={charge.rate} onChange={(ev) => onChange({ rate: ev.target.value })} error={e('rate')} />
      )}
      <Field label={`Mínimo (cargo ${n})`} inputMode="decimal" value={charge.minimum} onChange={(ev) => onChange({ minimum: ev.target.value })} error={e('minimum')} />
      {onRemove && (
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Quitar cargo ${n}`}>
          Quitar
        </Button>
      )}
    </div>
  );
}
