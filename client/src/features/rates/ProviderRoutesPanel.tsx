import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { SHIPMENT_MODE_LABELS, SHIPMENT_MODES } from '@crm/domain';
import { AddProviderRouteDocument, DeleteProviderRouteDocument, ProviderRoutesDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import styles from './rates.module.css';

export interface ProviderRoutesPanelProps {
  orgId: number;
  canWrite: boolean;
}

const modeLabel = (m: string | null | undefined) => (m ? (SHIPMENT_MODE_LABELS[m as keyof typeof SHIPMENT_MODE_LABELS] ?? m) : 'Cualquiera');

/** 'Rutas de proveedor' of an organization: the routes it quotes, which 'Solicitar tarifa' matches providers by. */
export function ProviderRoutesPanel({ orgId, canWrite }: ProviderRoutesPanelProps) {
  const { data, error: loadError } = useQuery(ProviderRoutesDocument, { variables: { orgId }, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [{ query: ProviderRoutesDocument, variables: { orgId } }] };
  const [add, { loading }] = useMutation(AddProviderRouteDocument, refetch);
  const [remove] = useMutation(DeleteProviderRouteDocument, refetch);
  const [mode, setMode] = useState('');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [countries, setCountries] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const routes = data?.providerRoutes ?? [];

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!origin.trim()) errs.origin = 'Ingresá el origen.';
    if (!destination.trim()) errs.destination = 'Ingresá el destino.';
    setErrors(errs);
    if (Object.keys(errs).length || loading) return;
    setError(null);
    try {
      await add({ variables: { input: { orgId, mode: mode || null, origin, destination, countries: countries || null, notes: notes || null } } });
      setOrigin('');
      setDestination('');
      setCountries('');
      setNotes('');
    } catch (err) {
      setError(errorMessage(err, 'No se pudo agregar la ruta.'));
    }
  }

  return (
    <section aria-label="Rutas de proveedor">
      <p className={styles.muted}>Las rutas que este proveedor cotiza: «Solicitar tarifa» de una operación lo sugiere cuando el modo y el origen o el destino coinciden.</p>
      {loadError && <ErrorText>{errorMessage(loadError, 'No se pudieron cargar las rutas.')}</ErrorText>}
      <ErrorText>{error}</ErrorText>
      {canWrite && (
        <form onSubmit={onSubmit} noValidate aria-label="Nueva ruta" className={styles.routeForm}>
          <SelectField label="Modo" value={mode} onChange={(e) => setMode(e.target.value)} options={[{ value: '', label: 'Cualquiera' }, ...SHIPMENT_MODES.map((m) => ({ value: m, label: SHIPMENT_MODE_LABELS[m] }))]} />
          <Field label="Origen" value={origin} onChange={(e) => setOrigin(e.target.value)} maxLength={120} error={errors.origin} />
          <Field label="Destino" value={destination} onChange={(e) => setDestination(e.target.value)} maxLength={120} error={errors.destination} />
          <Field label="Países" value={countries} onChange={(e) => setCountries(e.target.value)} maxLength={200} hint="Separados por coma: PY, BR." />
          <Field label="Notas" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={500} />
          <Button type="submit" variant="primary" disabled={loading} aria-busy={loading}>
            Agregar ruta
          </Button>
        </form>
      )}
      {routes.length === 0 ? (
        <p className={styles.muted}>Sin rutas cargadas.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Modo</th>
              <th scope="col">Origen</th>
              <th scope="col">Destino</th>
              <th scope="col">Países</th>
              <th scope="col">Notas</th>
              {canWrite && <th scope="col">Acciones</th>}
            </tr>
          </thead>
          <tbody>
            {routes.map((r) => (
              <tr key={r.id}>
                <td>{modeLabel(r.mode)}</td>
                <td>{r.origin}</td>
                <td>{r.destination}</td>
                <td>{r.countries || '—'}</td>
                <td>{r.notes || '—'}</td>
                {canWrite && (
                  <td>
                    <Button
                      onClick={() =>
                        void remove({ variables: { id: r.id } }).catch((err: unknown) => setError(errorMessage(err, 'No se pudo quitar la ruta.')))
                      }
                      aria-label={`Quitar ruta ${r.origin} – ${r.destination}`}
                    >
                      Quitar
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
