import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { SHIPMENT_MODE_LABELS, SHIPMENT_MODES } from '@crm/domain';
import {
  AnswerRateRequestDocument,
  ApplyRateRequestDocument,
  RateRequestDraftDocument,
  type RateRequestDraftQuery,
  type RateRequestFieldsFragment,
  RateRequestsDocument,
  SendRateRequestsDocument,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { FieldRow, TextAreaField } from '../../ui/FormFields';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import styles from './rates.module.css';

type Draft = RateRequestDraftQuery['rateRequestDraft'];

export interface RateRequestDialogProps {
  dealId: number;
  onClose: () => void;
}

const number = (s: string): number | null => {
  const t = s.trim().replace(/\./g, '').replace(',', '.');
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : NaN;
};
const shown = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toLocaleString('es-PY', { maximumFractionDigits: 3 }));

/**
 * 'Solicitar tarifa' of an operation: its values pre-filled (editable), the providers whose route sheets match
 * (ticked), one e-mail per provider; below, the requests sent with their answers, which the user records and can
 * pass to the cost sheet as a purchase row.
 */
export function RateRequestDialog({ dealId, onClose }: RateRequestDialogProps) {
  const { data, loading, error } = useQuery(RateRequestDraftDocument, { variables: { dealId }, fetchPolicy: 'network-only' });
  const draft = data?.rateRequestDraft ?? null;
  return (
    <Modal title="Solicitar tarifa" onClose={onClose} size="wide">
      {loading && !draft ? <Spinner label="Cargando…" /> : null}
      {error && !draft ? <ErrorText>{errorMessage(error, 'No se pudo preparar la solicitud.')}</ErrorText> : null}
      {draft ? <RequestForm draft={draft} onClose={onClose} /> : null}
      <RequestList dealId={dealId} />
    </Modal>
  );
}

function RequestForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const p = draft.prefill;
  const [mode, setMode] = useState(p.mode ?? '');
  const [operationType, setOperationType] = useState(p.operationType);
  const [origin, setOrigin] = useState(p.origin);
  const [destination, setDestination] = useState(p.destination);
  const [incoterm, setIncoterm] = useState(p.incoterm);
  const [goods, setGoods] = useState(p.goods);
  const [packages, setPackages] = useState(p.packages);
  const [weight, setWeight] = useState(shown(p.weightKg));
  const [volume, setVolume] = useState(shown(p.volumeM3));
  const [notes, setNotes] = useState('');
  const withEmail = draft.suggestions.filter((s) => s.email);
  const [chosen, setChosen] = useState<number[]>(withEmail.map((s) => s.orgId));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendRateRequestsDocument, { refetchQueries: [{ query: RateRequestsDocument, variables: { dealId: draft.dealId } }] });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const weightKg = number(weight);
    const volumeM3 = number(volume);
    const errs: Record<string, string> = {};
    if (Number.isNaN(weightKg) || (weightKg ?? 0) < 0) errs.weight = 'Ingresá el peso en kg, por ejemplo 1.250,5.';
    if (Number.isNaN(volumeM3) || (volumeM3 ?? 0) < 0) errs.volume = 'Ingresá el volumen en m³, por ejemplo 2,5.';
    if (!chosen.length) errs.providers = 'Elegí al menos un proveedor.';
    setFieldErrors(errs);
    if (Object.keys(errs).length || loading) return;
    setError(null);
    try {
      const res = await send({
        variables: { input: { dealId: draft.dealId, providerOrgIds: chosen, mode: mode || null, operationType, origin, destination, incoterm, goods, packages, weightKg, volumeM3, notes: notes || null } },
      });
      const n = res.data?.sendRateRequests.length ?? 0;
      notifySuccess(n === 1 ? 'Solicitud en cola: sale en unos segundos.' : `${n} solicitudes en cola, una por proveedor.`);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'No se pudo enviar la solicitud.'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Solicitud de tarifa">
      {!draft.smtpConfigured && <StatusText tone="warning">No hay un servidor de correo configurado: la solicitud no se puede enviar desde el sistema.</StatusText>}
      <ErrorText>{error}</ErrorText>
      <FieldRow>
        <SelectField label="Modo" value={mode} onChange={(e) => setMode(e.target.value)} options={[{ value: '', label: 'Cualquiera' }, ...SHIPMENT_MODES.map((m) => ({ value: m, label: SHIPMENT_MODE_LABELS[m] }))]} />
        <Field label="Tipo de operación" value={operationType} onChange={(e) => setOperationType(e.target.value)} maxLength={200} />
        <Field label="Incoterm" value={incoterm} onChange={(e) => setIncoterm(e.target.value)} maxLength={200} />
      </FieldRow>
      <FieldRow>
        <Field label="Origen" value={origin} onChange={(e) => setOrigin(e.target.value)} maxLength={200} />
        <Field label="Destino" value={destination} onChange={(e) => setDestination(e.target.value)} maxLength={200} />
      </FieldRow>
      <FieldRow>
        <Field label="Mercadería" value={goods} onChange={(e) => setGoods(e.target.value)} maxLength={200} />
        <Field label="Bultos" value={packages} onChange={(e) => setPackages(e.target.value)} maxLength={200} />
        <Field label="Peso bruto (kg)" value={weight} onChange={(e) => setWeight(e.target.value)} inputMode="decimal" error={fieldErrors.weight} />
        <Field label="Volumen (m³)" value={volume} onChange={(e) => setVolume(e.target.value)} inputMode="decimal" error={fieldErrors.volume} />
      </FieldRow>
      <TextAreaField label="Notas para los proveedores" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} />
      <fieldset className={styles.providers}>
        <legend>Proveedores con rutas que coinciden</legend>
        {draft.suggestions.length === 0 && <p className={styles.muted}>Ningún proveedor tiene rutas que coincidan. Cargalas en la ficha de la organización, pestaña «Rutas de proveedor».</p>}
        {draft.suggestions.map((s) => (
          <div key={s.orgId}>
            <CheckboxField
              label={`${s.name}${s.email ? ` — ${s.email}` : ' (sin email)'}`}
              disabled={!s.email}
              checked={chosen.includes(s.orgId)}
              onChange={(e) => setChosen((list) => (e.target.checked ? [...new Set([...list, s.orgId])] : list.filter((x) => x !== s.orgId)))}
            />
            <span className={styles.routes}>{s.routes.map((r) => `${r.origin} – ${r.destination}${r.mode ? ` (${SHIPMENT_MODE_LABELS[r.mode as keyof typeof SHIPMENT_MODE_LABELS] ?? r.mode})` : ''}`).join(' · ')}</span>
          </div>
        ))}
        {fieldErrors.providers && <p className={styles.error}>{fieldErrors.providers}</p>}
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="primary" disabled={loading || !draft.smtpConfigured} aria-busy={loading}>
          Enviar {chosen.length === 1 ? '1 solicitud' : `${chosen.length} solicitudes`}
        </Button>
      </div>
    </form>
  );
}

function RequestList({ dealId }: { dealId: number }) {
  const { data } = useQuery(RateRequestsDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  const rows = data?.rateRequests ?? [];
  if (!rows.length) return null;
  return (
    <section className={styles.list} aria-label="Solicitudes enviadas">
      <h3>Solicitudes enviadas</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Proveedor</th>
            <th scope="col">Correo</th>
            <th scope="col">Respuesta</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <RequestRow key={r.id} row={r} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RequestRow({ row }: { row: RateRequestFieldsFragment }) {
  const [answering, setAnswering] = useState(false);
  const [rate, setRate] = useState(row.rate === null || row.rate === undefined ? '' : shown(row.rate));
  const [currency, setCurrency] = useState(row.currency);
  const [days, setDays] = useState(row.transitDays === null || row.transitDays === undefined ? '' : String(row.transitDays));
  const [validUntil, setValidUntil] = useState(row.validUntil ?? '');
  const [error, setError] = useState<string | null>(null);
  const [answer, { loading: saving }] = useMutation(AnswerRateRequestDocument);
  const [apply, { loading: applying }] = useMutation(ApplyRateRequestDocument);

  async function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = number(rate);
    if (value === null || Number.isNaN(value) || value < 0) {
      setError('Ingresá la tarifa, por ejemplo 1.250,00.');
      return;
    }
    const transitDays = days.trim() ? Number(days) : null;
    if (transitDays !== null && (!Number.isInteger(transitDays) || transitDays < 0)) {
      setError('El tránsito son días enteros.');
      return;
    }
    setError(null);
    try {
      await answer({ variables: { input: { id: row.id, rate: value, currency, transitDays, validUntil: validUntil || null } } });
      setAnswering(false);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo guardar la respuesta.'));
    }
  }

  async function onApply() {
    setError(null);
    try {
      await apply({ variables: { id: row.id } });
      notifySuccess(`Tarifa de ${row.providerName} agregada a la planilla de costos.`);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo pasar a la planilla.'));
    }
  }

  return (
    <tr>
      <td>
        {row.providerName}
        <div className={styles.muted}>{row.sentTo}</div>
      </td>
      <td>{row.mailStatus ?? '—'}</td>
      <td>
        {answering ? (
          <form onSubmit={onSave} noValidate aria-label={`Respuesta de ${row.providerName}`} className={styles.answer}>
            <Field label="Tarifa" value={rate} onChange={(e) => setRate(e.target.value)} inputMode="decimal" />
            <SelectField label="Moneda" value={currency} onChange={(e) => setCurrency(e.target.value)} options={[{ value: 'USD', label: 'USD' }, { value: 'PYG', label: 'PYG' }]} />
            <Field label="Tránsito (días)" value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" />
            <Field label="Válida hasta" type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
            <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
              Guardar respuesta
            </Button>
          </form>
        ) : (
          row.summary
        )}
        {error && <p className={styles.error}>{error}</p>}
      </td>
      <td className={styles.rowActions}>
        {!answering && <Button onClick={() => setAnswering(true)}>{row.answeredAt ? 'Editar respuesta' : 'Registrar respuesta'}</Button>}
        {row.answeredAt && !row.appliedAt && (
          <Button
            onClick={() => void onApply()}
            disabled={applying}
            aria-busy={applying}
            title={row.currency === 'PYG' ? 'Se pasa en USD al tipo de cambio de la planilla.' : undefined}
          >
            Pasar a la planilla
          </Button>
        )}
        {row.appliedAt && <span className={styles.muted}>En la planilla</span>}
      </td>
    </tr>
  );
}
