import { CONTAINER_TYPES } from '@crm/domain';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { EMPTY_CONTAINER, type ContainerRow } from './shipmentForm';
import styles from './shipment.module.css';

const TYPE_LABELS: Record<string, string> = { "20'ST": "20' estándar", "40'ST": "40' estándar", "40'HC": "40' high cube", "20'RF": "20' reefer", "40'RF": "40' reefer" };

/** The ocean containers: type, number (ISO 6346, its check digit checked as typed) and seal. */
export function ContainersEditor({
  rows,
  errors,
  disabled,
  onChange,
}: {
  rows: readonly ContainerRow[];
  /** 'containers.<i>.number' → message. */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChange: (rows: ContainerRow[]) => void;
}) {
  const set = (i: number, key: keyof ContainerRow, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <div>
      {rows.length > 0 ? (
        <table className={styles.rows} aria-label="Contenedores">
          <thead>
            <tr>
              <th scope="col">Tipo</th>
              <th scope="col">Número</th>
              <th scope="col">Precinto</th>
              <th scope="col">
                <span className="visually-hidden">Quitar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const n = i + 1;
              const numberError = errors[`containers.${i}.number`];
              const typeError = errors[`containers.${i}.type`];
              return (
                <tr key={i}>
                  <td>
                    <select aria-label={`Tipo del contenedor ${n}`} value={r.type} disabled={disabled} onChange={(e) => set(i, 'type', e.target.value)}>
                      <option value="">—</option>
                      {[...CONTAINER_TYPES, ...(r.type && !(CONTAINER_TYPES as readonly string[]).includes(r.type) ? [r.type] : [])].map((t) => (
                        <option key={t} value={t}>
                          {TYPE_LABELS[t] ? `${t} (${TYPE_LABELS[t]})` : t}
                        </option>
                      ))}
                    </select>
                    {typeError && <FieldError>{typeError}</FieldError>}
                  </td>
                  <td>
                    <input
                      aria-label={`Número del contenedor ${n}`}
                      value={r.number}
                      disabled={disabled}
                      placeholder="MSKU1234565"
                      onChange={(e) => set(i, 'number', e.target.value.toUpperCase())}
                      aria-invalid={numberError ? true : undefined}
                      aria-describedby={numberError ? `container-${i}-number-error` : undefined}
                    />
                    {numberError && <FieldError id={`container-${i}-number-error`}>{numberError}</FieldError>}
                  </td>
                  <td>
                    <input aria-label={`Precinto del contenedor ${n}`} value={r.seal} disabled={disabled} onChange={(e) => set(i, 'seal', e.target.value)} />
                  </td>
                  <td>
                    {!disabled && (
                      <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`Quitar el contenedor ${n}`}>
                        Quitar
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className={styles.pending}>Sin contenedores.</p>
      )}
      {!disabled && (
        <Button size="sm" onClick={() => onChange([...rows, { ...EMPTY_CONTAINER }])}>
          Agregar contenedor
        </Button>
      )}
    </div>
  );
}
