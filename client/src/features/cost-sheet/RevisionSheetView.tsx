import { useQuery } from '@apollo/client/react';
import { equipmentLabel, formatDecimal, formatMoney } from '@crm/domain';
import { CostSheetRevisionSheetDocument, type CostSheetFieldsFragment } from '../../gql/graphql';
import { errorCode } from '../../lib/errors';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import styles from './RevisionBar.module.css';

type Col<R> = { label: string; value: (r: R) => string; num?: boolean };
const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : formatMoney(n));

/**
 * An older revision of the operation's sheet, read-only (named revisions): its header, its six tables and
 * its totals as they were saved. Nothing here is editable; the bar's 'Volver a la revisión actual' returns
 * to the editor.
 */
export function RevisionSheetView({ dealId, revisionId }: { dealId: number; revisionId: number }) {
  const { data, error } = useQuery(CostSheetRevisionSheetDocument, { variables: { dealId, revisionId }, fetchPolicy: 'cache-first' });
  if (error) return <ErrorText>{errorCode(error) === 'NOT_FOUND' ? 'Revisión no encontrada.' : 'No se pudo cargar la revisión.'}</ErrorText>;
  if (!data) return <Spinner label="Cargando revisión…" />;
  const s: CostSheetFieldsFragment = data.costSheetRevisionSheet;
  const h = s.header;
  const cost: Array<Col<CostSheetFieldsFragment['compraRows'][number]>> = [
    { label: 'Concepto', value: (r) => r.concepto },
    { label: 'USD x kg', value: (r) => money(r.usdXKg), num: true },
    // An equipment row reads "2 × 40'HC × 1.850,00".
    { label: 'Equipo', value: (r) => (r.equipo ? `${equipmentLabel(r)} × ${money(r.usdXUnidad)}` : '') },
    { label: 'Total', value: (r) => (r.lockPerKg ? 'Auto' : money(r.total)), num: true },
  ];
  const local: Array<Col<CostSheetFieldsFragment['locRows'][number]>> = [
    { label: 'Concepto', value: (r) => r.concepto },
    { label: 'Gs', value: (r) => money(r.gs), num: true },
  ];
  const insurance: Array<Col<CostSheetFieldsFragment['segCostoRows'][number]>> = [
    { label: 'Concepto', value: (r) => r.concepto },
    { label: 'USD', value: (r) => money(r.usd), num: true },
  ];
  return (
    <section className={styles.sheetView} aria-label="Revisión de solo lectura">
      <dl className={styles.headerFacts}>
        {(
          [
            ['Modo de carga', h.modo],
            ['Clase de carga', h.clase],
            ['Peso a usar (kg)', h.pesoKg === null || h.pesoKg === undefined ? null : formatDecimal(h.pesoKg, 2)],
            ['Mercadería', h.mercaderia],
            ['AWB master', h.awb],
            ['B/L house', h.hbl],
            ['Tipo de cambio Gs/USD', h.gsRate === null || h.gsRate === undefined ? null : formatMoney(h.gsRate)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.sheetTotals} aria-label="Totales de la revisión" role="group">
        <span>Compra: {formatMoney(s.totals.totalCostos)}</span>
        <span>Venta: {formatMoney(s.totals.totalVentas)}</span>
        <strong>Profit general: {formatMoney(s.totals.profitGeneral)}</strong>
      </div>
      <ReadTable caption="Compra al agente (USD)" rows={s.compraRows} cols={cost} />
      <ReadTable caption="Venta al cliente (USD)" rows={s.ventaRows} cols={cost} />
      <ReadTable caption="Costos locales (Gs)" rows={s.locRows} cols={local} />
      <ReadTable caption="Cargos locales al cliente (Gs)" rows={s.locCliRows} cols={local} />
      <ReadTable caption="Seguro de carga — costo (USD)" rows={s.segCostoRows} cols={insurance} />
      <ReadTable caption="Seguro de carga — venta (USD)" rows={s.segVentaRows} cols={insurance} />
    </section>
  );
}

function ReadTable<R extends { id: string }>({ caption, rows, cols }: { caption: string; rows: readonly R[]; cols: Array<Col<R>> }) {
  return (
    <table className={styles.compareTable}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {cols.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={cols.length} className={styles.muted}>
              Sin filas.
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id}>
              {cols.map((c) => (
                <td key={c.label} className={c.num ? styles.num : undefined}>
                  {c.value(r)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
