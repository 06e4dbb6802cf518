import { SHARED_MESSAGES } from '@crm/domain';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateLabelDocument,
  DeleteLabelDocument,
  LabelsAdminDocument,
  UpdateLabelDocument,
  type LabelFieldsFragment,
  type LabelScope,
} from '../../gql/graphql';
import { errorMessage, failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { ListSection } from './ListSection';
import { useRowAction } from './useRowAction';
import styles from './ParamsPage.module.css';

export const SCOPE_LABELS: Record<LabelScope, string> = { person: 'Personas', organization: 'Organizaciones' };
const DEFAULT_COLOR = '#64748b';
const LABEL_COLUMNS = [{ label: 'Nombre' }, { label: 'Alcance', className: styles.scopeCol }, { label: 'Color', className: styles.activeCol }];
const byName = (a: LabelFieldsFragment, b: LabelFieldsFragment) => a.name.localeCompare(b.name, 'es');

/** Labels of contacts (person) and organizations: name, scope and colour. */
export function LabelsSection() {
  const { data, error: loadError } = useQuery(LabelsAdminDocument, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateLabelDocument);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<LabelScope>('person');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [adding, setAdding] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    const n = name.trim();
    if (!n || adding) return;
    setAdding(true);
    setError(null);
    try {
      await create({
        variables: { input: { name: n, scope, color } },
        update(cache, { data: created }) {
          const label = created?.createLabel;
          if (!label) return;
          cache.updateQuery({ query: LabelsAdminDocument }, (prev) =>
            prev ? { ...prev, labels: [...prev.labels.filter((l) => l.id !== label.id), label].sort(byName) } : prev,
          );
        },
      });
      setName('');
      setColor(DEFAULT_COLOR);
    } catch (e) {
      setError(failureText(e, 'No se pudo crear la etiqueta.'));
    } finally {
      setAdding(false);
    }
  }

  const labels = data ? [...data.labels].sort((a, b) => a.scope.localeCompare(b.scope) || byName(a, b)) : [];
  return (
    <ListSection
      title="Etiquetas"
      hint="Etiquetas de contactos y organizaciones. Renombrar una etiqueta también cambia quienes la usan."
      error={error}
      tableLabel="Etiquetas"
      columns={LABEL_COLUMNS}
      empty="Sin etiquetas."
      rowCount={labels.length}
      rows={labels.map((label) => (
        <LabelRow key={label.id} label={label} onError={setError} />
      ))}
      pending={
        data ? undefined : loadError ? <ErrorText>{errorMessage(loadError, 'No se pudieron cargar las etiquetas.')}</ErrorText> : <Spinner />
      }
      addForm={
          <form className={styles.addRow} onSubmit={(e) => void add(e)} aria-label="Agregar etiqueta">
            <input
              className={styles.input}
              aria-label="Nueva etiqueta"
              placeholder="Nueva etiqueta…"
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
            />
            <select className={styles.input} aria-label="Alcance de la nueva etiqueta" value={scope} onChange={(e) => setScope(e.target.value as LabelScope)}>
              <option value="person">{SCOPE_LABELS.person}</option>
              <option value="organization">{SCOPE_LABELS.organization}</option>
            </select>
            <input type="color" className={styles.color} aria-label="Color de la nueva etiqueta" value={color} onChange={(e) => setColor(e.target.value)} />
            <Button type="submit" disabled={adding || !name.trim()} aria-busy={adding}>
              Agregar
            </Button>
          </form>
      }
    />
  );
}

function LabelRow({ label, onError }: { label: LabelFieldsFragment; onError: (message: string | null) => void }) {
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState(label.color);
  const [update] = useMutation(UpdateLabelDocument);
  const [remove] = useMutation(DeleteLabelDocument);
  const changed = name.trim() !== label.name || color.toLowerCase() !== label.color.toLowerCase();
  const { busy, run } = useRowAction(onError, changed);

  async function save() {
    const n = name.trim();
    if (!n) return onError(SHARED_MESSAGES.labelNameRequired);
    await run(async () => {
      const res = await update({ variables: { id: label.id, input: { name: n, color } } });
      if (res.data) {
        setName(res.data.updateLabel.name);
        setColor(res.data.updateLabel.color);
      }
    }, 'No se pudo guardar la etiqueta.');
  }

  async function doRemove() {
    if (!window.confirm('¿Eliminar este valor?')) return;
    await run(
      () =>
        remove({
          variables: { id: label.id },
          update(cache) {
            cache.updateQuery({ query: LabelsAdminDocument }, (prev) =>
              prev ? { ...prev, labels: prev.labels.filter((l) => l.id !== label.id) } : prev,
            );
            cache.evict({ id: cache.identify({ __typename: 'Label', id: label.id }) });
          },
        }),
      'No se pudo eliminar la etiqueta.',
      { busyAfter: true },
    );
  }

  return (
    <tr aria-label={label.name}>
      <td>
        <input className={styles.input} aria-label="Nombre" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </td>
      <td>{SCOPE_LABELS[label.scope]}</td>
      <td className={styles.center}>
        <input type="color" className={styles.color} aria-label="Color" value={color} onChange={(e) => setColor(e.target.value)} />
      </td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant={changed ? 'primary' : 'secondary'} disabled={busy || !changed} onClick={() => void save()}>
            Guardar
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void doRemove()}>
            Eliminar
          </Button>
        </div>
      </td>
    </tr>
  );
}
