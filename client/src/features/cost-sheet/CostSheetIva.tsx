import { useId } from 'react';
import { type CostSheetIvaSplit, formatMoney } from '@crm/domain';
import type { Lock } from './CostSheetTables';
import styles from './CostSheet.module.css';

/** The split beside the totals (IVA per line): exentas, gravadas 5 % and 10 %, and the IVA they contain (USD, IVA included). */
export function IvaSplitBlock({ split }: { split: CostSheetIvaSplit }) {
  const items: Array<[string, number]> = [
    ['Exentas', split.exentas],
    ['Gravadas 5 %', split.gravadas5],
    ['Gravadas 10 %', split.gravadas10],
    ['IVA 5 %', split.iva5],
    ['IVA 10 %', split.iva10],
    ['Total IVA', split.iva],
  ];
  return (
    <section className={styles.ivaSplit} aria-label="IVA de la venta">
      <h3>IVA de la venta (incluido en los precios)</h3>
      {items.map(([label, value]) => (
        <div key={label} className={styles.summaryItem}>
          <span>{label}</span>
          <output aria-label={label}>{formatMoney(value)}</output>
        </div>
      ))}
    </section>
  );
}

/**
 * The 'All in' switch (ALL_IN_SALE): the freight sale becomes the sum of each sale row's internal sale, billed as one
 * service with the name given here.
 */
export function AllInSwitch({ enabled, serviceName, lock, onToggle, onName }: { enabled: boolean; serviceName: string; lock: Lock; onToggle: (on: boolean) => void; onName: (name: string) => void }) {
  const nameId = useId();
  return (
    <div className={styles.allIn}>
      <label>
        <input type="checkbox" role="switch" aria-checked={enabled} checked={enabled} onChange={(e) => onToggle(e.target.checked)} {...lock} />
        All in
      </label>
      {enabled && (
        <>
          <label htmlFor={nameId}>Servicio a facturar</label>
          <input id={nameId} value={serviceName} onChange={(e) => onName(e.target.value)} placeholder="ALL IN" {...lock} />
        </>
      )}
    </div>
  );
}
