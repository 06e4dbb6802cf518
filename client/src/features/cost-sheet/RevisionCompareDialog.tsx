import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CompareCostSheetRevisionsDocument, type CompareCostSheetRevisionsQuery, type RevisionFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { cellText, fieldLabel, KIND_LABELS, moneyText, REVISION_TEXTS as T, revisionStatusLabel, tableLabel, totalLabel } from './revisionTexts';
import styles from './RevisionBar.module.css';

type Comparison = CompareCostSheetRevisionsQuery['compareCostSheetRevisions'];

/**
 * 'Comparar': two revisions of the operation side by side (named revisions). The rows added, removed and
 * changed are highlighted (changed cells show before → after), then the header fields that changed and each
 * total with its profit before → after and the difference, in es-PY numbers. Starts with the previous
 * revision against the current one.
 */
export function RevisionCompareDialog({ dealId, revisions, onClose }: { dealId: number; revisions: readonly RevisionFieldsFragment[]; onClose: () => void }) {
  const last = revisions[revisions.length - 1];
  const [before, setBefore] = useState(revisions[revisions.length - 2]?.id ?? last.id);
  const [after, setAfter] = useState(last.id);
  const same = before === after;
  const { data, error, loading } = useQuery(CompareCostSheetRevisionsDocument, { variables: { dealId, before, after }, skip: same, fetchPolicy: 'network-only' });
  const beforeId = useId();
  const afterId = useId();
  const pick = (id: string, label: string, value: number, set: (n: number) => void) => (
    <div className={styles.pick}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(Number(e.target.value))}>
        {revisions.map((r) => (
          <option key={r.id} value={r.id}>
            {`${r.label} · ${revisionStatusLabel(r.status)}`}
          </option>
        ))}
      </select>
    </div>
  );
  const c = !same && data ? data.compareCostSheetRevisions : null;

  return (
    <Modal title={T.compareTitle} size="wide" onClose={onClose} footer={<Button onClick={onClose}>{T.close}</Button>}>
      <div className={styles.picks}>
        {pick(beforeId, T.before, before, setBefore)}
        <span aria-hidden="true">→</span>
        {pick(afterId, T.after, after, setAfter)}
      </div>
      {same ? (
        <p className={styles.muted}>{T.sameRevision}</p>
      ) : error ? (
        <ErrorText>{failureText(error, T.compareFailed)}</ErrorText>
      ) : !c || loading ? (
        <Spinner label="Comparando…" />
      ) : (
        <ComparisonView c={c} />
      )}
    </Modal>
  );
}

function ComparisonView({ c }: { c: Comparison }) {
  const profit = c.totals.find((t) => t.key === 'profitGeneral');
  return (
    <div className={styles.compare}>
      {profit && (
        <p className={styles.profitLine} data-testid="compare-profit">
          {`Profit general: ${moneyText(profit.before)} → ${moneyText(profit.after)}`}
          {profit.delta !== null && profit.delta !== undefined && (
            <span className={profit.delta < 0 ? styles.down : profit.delta > 0 ? styles.up : undefined}>{` (${profit.delta > 0 ? '+' : ''}${moneyText(profit.delta)})`}</span>
          )}
        </p>
      )}
      <table className={styles.compareTable} aria-label="Totales antes y después">
        <thead>
          <tr>
            <th scope="col">Total (USD)</th>
            <th scope="col">{`${T.before} (${c.before.label})`}</th>
            <th scope="col">{`${T.after} (${c.after.label})`}</th>
            <th scope="col">Diferencia</th>
          </tr>
        </thead>
        <tbody>
          {c.totals.map((t) => (
            <tr key={t.key}>
              <th scope="row">{totalLabel(t.key)}</th>
              <td className={styles.num}>{moneyText(t.before)}</td>
              <td className={styles.num}>{moneyText(t.after)}</td>
              <td className={`${styles.num} ${t.delta && t.delta < 0 ? styles.down : t.delta && t.delta > 0 ? styles.up : ''}`}>{t.delta === null || t.delta === undefined ? '—' : `${t.delta > 0 ? '+' : ''}${moneyText(t.delta)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {c.header.length > 0 && (
        <table className={styles.compareTable} aria-label="Cabecera cambiada">
          <thead>
            <tr>
              <th scope="col">Cabecera</th>
              <th scope="col">{T.before}</th>
              <th scope="col">{T.after}</th>
            </tr>
          </thead>
          <tbody>
            {c.header.map((h) => (
              <tr key={h.field} className={styles.row_changed}>
                <th scope="row">{fieldLabel(h.field)}</th>
                <td>{cellText(h.field, h.before)}</td>
                <td>{cellText(h.field, h.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {c.rows.length === 0 ? (
        <p className={styles.muted}>{T.noRowChanges}</p>
      ) : (
        <table className={styles.compareTable} aria-label="Filas agregadas, quitadas y cambiadas">
          <thead>
            <tr>
              <th scope="col">Tabla</th>
              <th scope="col">Fila</th>
              <th scope="col">Cambio</th>
              <th scope="col">{T.before}</th>
              <th scope="col">{T.after}</th>
            </tr>
          </thead>
          <tbody>
            {c.rows.map((r) => (
              <tr key={`${r.table}:${r.rowId}:${r.kind}`} className={styles[`row_${r.kind}`]} data-kind={r.kind}>
                <td>{tableLabel(r.table)}</td>
                <td>{r.concepto || '—'}</td>
                <td>{KIND_LABELS[r.kind] ?? r.kind}</td>
                <td>{side(r, 'before')}</td>
                <td>{side(r, 'after')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** One side of a compared row: its values (added/removed) or the changed fields (changed), as 'Campo: valor'. */
function side(r: Comparison['rows'][number], which: 'before' | 'after'): string {
  if ((r.kind === 'added' && which === 'before') || (r.kind === 'removed' && which === 'after')) return '—';
  const shown = r.changes.filter((x) => x.field !== 'sourceId' && (r.kind === 'changed' || x[which] !== null));
  return shown.map((x) => `${fieldLabel(x.field)}: ${cellText(x.field, x[which])}`).join(' · ') || '—';
}
