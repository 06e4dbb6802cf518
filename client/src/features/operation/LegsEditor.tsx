import { SHIPMENT_MODE_LABELS } from '@crm/domain';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { FieldError } from '../../ui/Field';
import { EMPTY_LEG, type LegRow } from './shipmentForm';
import styles from './shipment.module.css';

const LEG_MODES = ['air', 'ocean', 'road'] as const;

/** The legs of a multimodal operation: each a mode with its carrier, places, reference and dates. */
export function LegsEditor({
  rows,
  errors,
  disabled,
  onChange,
}: {
  rows: readonly LegRow[];
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChange: (rows: LegRow[]) => void;
}) {
  const set = (i: number, key: keyof LegRow, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const text = (i: number, key: 'carrier' | 'from' | 'to' | 'reference', label: string) => (
    <td>
      <input aria-label={`${label} del tramo ${i + 1}`} value={rows[i][key]} disabled={disabled} onChange={(e) => set(i, key, e.target.value)} />
    </td>
  );
  return (
    <div>
      {rows.length > 0 ? (
        <table className={styles.rows} aria-label="Tramos">
          <thead>
            <tr>
              <th scope="col">Modo</th>
              <th scope="col">Transportista</th>
              <th scope="col">Origen</th>
              <th scope="col">Destino</th>
              <th scope="col">Vuelo, buque o chapa</th>
              <th scope="col">ETD</th>
              <th scope="col">ETA</th>
              <th scope="col">
                <span className="visually-hidden">Quitar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>
                  <select aria-label={`Modo del tramo ${i + 1}`} value={r.mode} disabled={disabled} onChange={(e) => set(i, 'mode', e.target.value)}>
                    <option value="">—</option>
                    {LEG_MODES.map((m) => (
                      <option key={m} value={m}>
                        {SHIPMENT_MODE_LABELS[m]}
                      </option>
                    ))}
                  </select>
                  {errors[`legs.${i}.mode`] && <FieldError>{errors[`legs.${i}.mode`]}</FieldError>}
                </td>
                {text(i, 'carrier', 'Transportista')}
                {text(i, 'from', 'Origen')}
                {text(i, 'to', 'Destino')}
                {text(i, 'reference', 'Referencia')}
                <td>
                  <DateField label={`ETD del tramo ${i + 1}`} hideLabel value={r.etd} disabled={disabled} error={errors[`legs.${i}.etd`]} onChange={(v) => set(i, 'etd', v)} />
                </td>
                <td>
                  <DateField label={`ETA del tramo ${i + 1}`} hideLabel value={r.eta} disabled={disabled} error={errors[`legs.${i}.eta`]} onChange={(v) => set(i, 'eta', v)} />
                </td>
                <td>
                  {!disabled && (
                    <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`Quitar el tramo ${i + 1}`}>
                      Quitar
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.pending}>Sin tramos.</p>
      )}
      {!disabled && (
        <Button size="sm" onClick={() => onChange([...rows, { ...EMPTY_LEG }])}>
          Agregar tramo
        </Button>
      )}
    </div>
  );
}
