import { useState, type FormEvent } from 'react';
import { nextParamOrd } from '@crm/domain';
import type { ParamValueFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { notifySuccess } from '../../ui/toast';
import type { useParamMutations } from './useParamMutations';
import { ListSection } from './ListSection';
import styles from './ParamsPage.module.css';

type Mutations = ReturnType<typeof useParamMutations>;

const ORD_MAX = 1_000_000;

/** '' → null; otherwise an integer 0…1.000.000 or NaN. */
function parseOrd(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return /^\d+$/.test(t) && Number(t) <= ORD_MAX ? Number(t) : Number.NaN;
}

const ORD_INVALID = 'El orden debe ser un número entero mayor o igual a 0.';
const VALUE_REQUIRED = 'El valor es obligatorio.';

/** One pick-list: its values (value, order, active, Guardar, Eliminar) and an add row (spec part 2 §2, §5). */
const PARAM_COLUMNS = [{ label: 'Valor' }, { label: 'Orden', className: styles.ordCol }, { label: 'Activo', className: styles.activeCol }];

export function ParamSection({
  paramKey,
  title,
  hint,
  values,
  mutations,
}: {
  paramKey: string;
  title: string;
  hint?: string;
  values: readonly ParamValueFieldsFragment[];
  mutations: Mutations;
}) {
  const [error, setError] = useState<string | null>(null);
  const [newValue, setNewValue] = useState('');
  const [newOrd, setNewOrd] = useState('');
  const [newActive, setNewActive] = useState(true);
  const [adding, setAdding] = useState(false);
  const sorted = [...values].sort((a, b) => a.ord - b.ord || a.id - b.id);
  const suggestedOrd = nextParamOrd(sorted.map((v) => v.ord));

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = newValue.trim();
    if (!value || adding) return;
    const typed = parseOrd(newOrd);
    if (Number.isNaN(typed)) {
      setError(ORD_INVALID);
      return;
    }
    setAdding(true);
    setError(null);
    try {
      await mutations.createValue(paramKey, value, typed ?? suggestedOrd, newActive);
      setNewValue('');
      setNewOrd('');
      setNewActive(true);
    } catch (e) {
      setError(failureText(e, 'No se pudo agregar el valor.'));
    } finally {
      setAdding(false);
    }
  }

  return (
    <ListSection
      title={title}
      badge={<code className={styles.key}>{paramKey}</code>}
      hint={hint}
      error={error}
      tableLabel={`Valores de ${title}`}
      columns={PARAM_COLUMNS}
      empty="Sin valores."
      rowCount={sorted.length}
      rows={sorted.map((row) => (
        <ParamRow key={row.id} row={row} mutations={mutations} onError={setError} />
      ))}
      addForm={
          <form className={styles.addRow} onSubmit={(e) => void add(e)} aria-label={`Agregar valor a ${title}`}>
            <input
              className={styles.input}
              aria-label="Nuevo valor"
              placeholder="Nuevo valor…"
              value={newValue}
              maxLength={1000}
              onChange={(e) => setNewValue(e.target.value)}
            />
            <input
              className={`${styles.input} ${styles.ordInput}`}
              aria-label="Orden del nuevo valor"
              inputMode="numeric"
              placeholder={String(suggestedOrd)}
              value={newOrd}
              onChange={(e) => setNewOrd(e.target.value)}
            />
            <label className={styles.check}>
              <input type="checkbox" checked={newActive} onChange={(e) => setNewActive(e.target.checked)} />
              <span>Activo</span>
            </label>
            <Button type="submit" disabled={adding || !newValue.trim()} aria-busy={adding}>
              Agregar
            </Button>
          </form>
      }
    />
  );
}

function ParamRow({
  row,
  mutations,
  onError,
}: {
  row: ParamValueFieldsFragment;
  mutations: Mutations;
  onError: (message: string | null) => void;
}) {
  const [value, setValue] = useState(row.value);
  const [ord, setOrd] = useState(String(row.ord));
  const [active, setActive] = useState(row.active);
  const [busy, setBusy] = useState(false);
  const changed = value.trim() !== row.value || ord.trim() !== String(row.ord) || active !== row.active;

  async function save() {
    const v = value.trim();
    if (!v) return onError(VALUE_REQUIRED);
    const o = parseOrd(ord);
    if (o === null || Number.isNaN(o)) return onError(ORD_INVALID);
    setBusy(true);
    onError(null);
    try {
      const saved = await mutations.updateValue(row, { value: v, ord: o, active });
      setValue(saved.value);
      setOrd(String(saved.ord));
      setActive(saved.active);
      notifySuccess(`Valor ${saved.value} guardado.`);
    } catch (e) {
      onError(failureText(e, 'No se pudo guardar el valor.'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm('¿Eliminar este valor?')) return;
    setBusy(true);
    onError(null);
    try {
      await mutations.deleteValue(row);
    } catch (e) {
      onError(failureText(e, 'No se pudo eliminar el valor.'));
      setBusy(false);
    }
  }

  return (
    <tr aria-label={row.value} className={row.active ? undefined : styles.inactive}>
      <td>
        <input className={styles.input} aria-label="Valor" value={value} maxLength={1000} onChange={(e) => setValue(e.target.value)} />
      </td>
      <td>
        <input
          className={`${styles.input} ${styles.ordInput}`}
          aria-label="Orden"
          inputMode="numeric"
          value={ord}
          onChange={(e) => setOrd(e.target.value)}
        />
      </td>
      <td className={styles.center}>
        <input type="checkbox" className={styles.checkbox} aria-label="Activo" checked={active} onChange={(e) => setActive(e.target.checked)} />
      </td>
      <td>
        <div className={styles.actions}>
          <Button size="sm" variant={changed ? 'primary' : 'secondary'} disabled={busy || !changed} onClick={() => void save()}>
            Guardar
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove()}>
            Eliminar
          </Button>
        </div>
      </td>
    </tr>
  );
}
