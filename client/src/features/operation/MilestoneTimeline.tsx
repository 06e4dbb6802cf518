import { paraguayToday, MILESTONE_PLANNED_FIELD, milestoneState, type MilestoneState } from '@crm/domain';
import { formatDate } from '../../lib/format';
import { DateField } from '../../ui/DateField';
import type { MilestoneRow } from './shipmentForm';
import styles from './shipment.module.css';

export const MILESTONE_STATE_TEXT: Record<MilestoneState, string> = { done: 'Cumplido', late: 'Atrasado', pending: 'Pendiente' };

/**
 * The operation's milestones in order (spec: reserva confirmada … entrega) with planned and actual days;
 * a planned day that passed without its actual one is late, in red. Departure and arrival planned are the
 * ETD and ETA of the details above (one store), so they are edited there.
 */
export function MilestoneTimeline({
  rows,
  today = paraguayToday(new Date()),
  disabled,
  onChange,
}: {
  rows: readonly MilestoneRow[];
  today?: string;
  disabled?: boolean;
  onChange: (code: string, key: 'planned' | 'actual', value: string) => void;
}) {
  return (
    <table className={styles.rows} aria-label="Hitos">
      <thead>
        <tr>
          <th scope="col">Hito</th>
          <th scope="col">Fecha prevista</th>
          <th scope="col">Fecha real</th>
          <th scope="col">Estado</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => {
          const state = milestoneState({ planned: m.planned || null, actual: m.actual || null }, today);
          const docField = MILESTONE_PLANNED_FIELD[m.code as keyof typeof MILESTONE_PLANNED_FIELD];
          return (
            <tr key={m.code} className={state === 'late' ? styles.lateRow : undefined} data-testid={`milestone-${m.code}`}>
              <th scope="row">{m.label}</th>
              <td>
                {docField ? (
                  <span title={`Es el ${docField.toUpperCase()} de los detalles`}>
                    {m.planned ? formatDate(m.planned) : '—'} <small className={styles.pending}>({docField.toUpperCase()})</small>
                  </span>
                ) : (
                  <DateField label={`${m.label}: fecha prevista`} hideLabel value={m.planned} disabled={disabled} onChange={(v) => onChange(m.code, 'planned', v)} />
                )}
              </td>
              <td>
                <DateField label={`${m.label}: fecha real`} hideLabel value={m.actual} disabled={disabled} onChange={(v) => onChange(m.code, 'actual', v)} />
              </td>
              <td className={styles[state]}>{MILESTONE_STATE_TEXT[state]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
