import { useId, type ReactNode } from 'react';
import { costRowTotal, EQUIPMENT_BASES, formatMoney, isEquipmentRow, IVA_RATES, type IvaRate, saleRowAmount, WM_BASIS } from '@crm/domain';
import { CatalogInput, type CatalogItem, type PickedCatalogItem } from '../catalog';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { amountValue, cellError, type EditCostRow, quantityError, quantityValue } from './sheetState';
import styles from './CostSheet.module.css';

/**
 * An input's lock: disabled, with the reason as its tooltip — a locked sheet's fields name the sheet's
 * '🚫 Presupuesto bloqueado' tooltip (aria-describedby), a reader's carry the plain reason as their title.
 */
export interface Lock {
  disabled: boolean;
  title?: string;
  'aria-describedby'?: string;
}

/** A field disabled for its own reason (no equipment picked, computed automatically) unless the sheet's lock already says why. */
function lockedFor(lock: Lock, reason: string): Lock {
  return lock.disabled ? lock : { disabled: true, title: reason };
}

/** What a table takes from the sheet being edited: its rows, and their edits. */
export interface TableBinding<R> {
  rows: R[];
  /** What the concept picker offers (the catalogue's active items for the operation's mode, presets among them). */
  catalog: readonly CatalogItem[];
  lock: Lock;
  onChange: (id: string, patch: Partial<R>) => void;
  /** A catalogue item picked in a row's concept: the sheet fills the row (pickedRowPatch). */
  onPick: (id: string, item: PickedCatalogItem) => void;
  onAdd: (() => void) | null;
  onRemove: ((id: string) => void) | null;
}
type TableProps<R> = TableBinding<R> & { caption: string };

/** A row's concept: free text, or an item of the catalogue (the presets are items) that fills the row when picked. */
function ConceptInput({ value, items, lock, onChange, onPick }: { value: string; items: readonly CatalogItem[]; lock: Lock; onChange: (v: string) => void; onPick: (item: PickedCatalogItem) => void }) {
  return <CatalogInput ariaLabel="Concepto" value={value} items={items} onChange={onChange} onPick={onPick} className={styles.concept} {...lock} />;
}

/** An amount cell: letters, '1e50' or an out-of-range number show an error under it, never 0. */
function AmountInput({ label, value, onChange, lock, placeholder }: { label: string; value: string; onChange: (v: string) => void; lock: Lock; placeholder?: string }) {
  const id = useId();
  const error = lock.disabled ? null : cellError(value);
  return (
    <>
      <input
        aria-label={label}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={styles.amount}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        {...lock}
      />
      {error && <FieldError id={id}>{error}</FieldError>}
    </>
  );
}

/** How the IVA select names each rate. */
export const IVA_OPTION_LABELS: Readonly<Record<IvaRate, string>> = { exenta: 'Exenta', '5': '5 %', '10': '10 %' };

/** A sale row's IVA rate (IVA per line): the row's own, or its table's default until the user picks one. */
function IvaSelect({ value, onChange, lock }: { value: IvaRate; onChange: (v: IvaRate) => void; lock: Lock }) {
  return (
    <select aria-label="IVA" value={value} onChange={(e) => onChange(e.target.value as IvaRate)} className={styles.iva} {...lock}>
      {IVA_RATES.map((r) => (
        <option key={r} value={r}>
          {IVA_OPTION_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

/** The IVA column of a sale table: the effective rate of each row and its edit. */
export interface IvaColumn<R> {
  rateOf: (row: R) => IvaRate;
}

function TableShell({ caption, head, children, foot, onAdd, lock, wide }: { caption: string; head: ReactNode; children: ReactNode; foot: ReactNode; onAdd: (() => void) | null; lock: Lock; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.tableBox} ${styles.wideTable}` : styles.tableBox}>
      <table className={styles.table} aria-label={caption}>
        <caption>{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        <tfoot>{foot}</tfoot>
      </table>
      {onAdd && (
        <Button size="sm" variant="ghost" onClick={onAdd} {...lock} aria-label={`Agregar fila a ${caption}`}>
          + Agregar fila
        </Button>
      )}
    </div>
  );
}

/** A row of a table: its concept first and its remove button last, the table's own cells between. */
function EditRow<R extends { id: string; concepto: string }>({ row, table, children }: { row: R; table: TableBinding<R>; children: ReactNode }) {
  return (
    <tr>
      <td>
        <ConceptInput
          value={row.concepto}
          items={table.catalog}
          lock={table.lock}
          onChange={(v) => table.onChange(row.id, { concepto: v } as Partial<R>)}
          onPick={(item) => table.onPick(row.id, item)}
        />
      </td>
      {children}
      <td>
        {table.onRemove && <RemoveButton onClick={() => table.onRemove?.(row.id)} lock={table.lock} />}
      </td>
    </tr>
  );
}

function RemoveButton({ onClick, lock }: { onClick: () => void; lock: Lock }) {
  return (
    <button type="button" className={styles.remove} onClick={onClick} aria-label="Quitar fila" {...lock} title={lock.disabled ? lock.title : 'Quitar fila'}>
      ✕
    </button>
  );
}

/**
 * A row's equipment (FCL per container, LCL by W/M): the basis, its quantity (with its error next to it) and the rate
 * per unit. Picking W/M with no quantity yet proposes the operation's revenue tons (`revenueTons`).
 */
function EquipmentCells({ row, lock, onChange, revenueTons }: { row: EditCostRow; lock: Lock; onChange: (patch: Partial<EditCostRow>) => void; revenueTons: string }) {
  const id = useId();
  const error = lock.disabled ? null : quantityError(row);
  return (
    <>
      <td>
        <select
          aria-label="Equipo"
          value={row.equipo ?? ''}
          onChange={(e) => {
            const equipo = e.target.value;
            const fill = equipo === WM_BASIS && !(row.cantidad ?? '').trim() && revenueTons ? { cantidad: revenueTons } : {};
            onChange({ equipo, ...fill });
          }}
          className={styles.iva}
          {...lock}
        >
          <option value="">Por kg / total</option>
          {EQUIPMENT_BASES.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          aria-label="Cantidad"
          inputMode="decimal"
          value={row.cantidad ?? ''}
          onChange={(e) => onChange({ cantidad: e.target.value })}
          className={styles.qty}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id : undefined}
          {...(row.equipo ? lock : lockedFor(lock, 'Elegí un equipo'))}
        />
        {error && <FieldError id={id}>{error}</FieldError>}
      </td>
      <td>
        <AmountInput label="USD x unidad" value={row.usdXUnidad ?? ''} onChange={(v) => onChange({ usdXUnidad: v })} lock={row.equipo ? lock : lockedFor(lock, 'Elegí un equipo')} />
      </td>
    </>
  );
}

/** The freight tables (purchase and sale): USD per kg, a typed total or equipment per row, and the sale row's profit. */
export function CostTable(
  table: TableProps<EditCostRow> & {
    weightKg: number;
    subtotal: number;
    profitOf?: (r: EditCostRow) => number;
    iva?: IvaColumn<EditCostRow>;
    allIn?: boolean;
    /** Show the equipment columns (an ocean sheet, or one that already has equipment); W/M proposes `revenueTons`. */
    equipment?: { revenueTons: string } | null;
  },
) {
  const { caption, rows, weightKg, lock, onChange, onAdd, subtotal, profitOf, iva, allIn = false, equipment = null } = table;
  // Footer label spans the input columns (concept, USD x kg, Auto, total, and the internal sale / IVA / equipment when shown).
  const labelSpan = 4 + (allIn ? 1 : 0) + (iva ? 1 : 0) + (equipment ? 3 : 0);
  return (
    <TableShell
      caption={caption}
      lock={lock}
      onAdd={onAdd}
      wide
      head={
        <>
          <th>Concepto</th>
          {equipment && (
            <>
              <th>Equipo</th>
              <th>Cant.</th>
              <th>USD x unidad</th>
            </>
          )}
          <th>USD x kg</th>
          <th>Auto</th>
          <th>Total tipeado</th>
          {allIn && <th>Venta interna</th>}
          {iva && <th>IVA</th>}
          <th>Importe USD</th>
          {profitOf && <th>Profit</th>}
          <th aria-label="Acciones" />
        </>
      }
      foot={
        <tr>
          <th colSpan={labelSpan}>Subtotal</th>
          <td className={styles.num}>{formatMoney(subtotal)}</td>
          {profitOf && <td />}
          <td />
        </tr>
      }
    >
      {rows.map((r) => {
        const qty = quantityValue(r.cantidad);
        const parsed = {
          usdXKg: amountValue(r.usdXKg),
          total: amountValue(r.total),
          lockPerKg: r.lockPerKg,
          ventaInt: amountValue(r.ventaInt ?? ''),
          equipo: r.equipo || null,
          cantidad: qty !== null && !Number.isNaN(qty) ? qty : null,
          usdXUnidad: amountValue(r.usdXUnidad ?? ''),
        };
        // ALL_IN_SALE: on an all-in sheet the sale row counts its internal sale.
        const amount = allIn ? saleRowAmount(parsed, weightKg, true) : costRowTotal(parsed, weightKg);
        // An equipment row's amount is quantity × rate per unit: the per-kg cells do not count.
        const byEquipment = isEquipmentRow(parsed);
        return (
          <EditRow key={r.id} row={r} table={table}>
            {equipment && <EquipmentCells row={r} lock={lock} onChange={(patch) => onChange(r.id, patch)} revenueTons={equipment.revenueTons} />}
            <td>
              <AmountInput label="USD x kg" value={r.usdXKg} onChange={(v) => onChange(r.id, { usdXKg: v })} lock={lock} />
            </td>
            <td className={styles.center}>
              <input type="checkbox" aria-label="Auto" checked={r.lockPerKg} onChange={(e) => onChange(r.id, { lockPerKg: e.target.checked })} {...lock} />
            </td>
            <td>
              <AmountInput
                label="Total"
                value={r.lockPerKg || byEquipment ? '' : r.total}
                onChange={(v) => onChange(r.id, { total: v })}
                lock={byEquipment ? lockedFor(lock, 'Cantidad × USD x unidad') : r.lockPerKg ? lockedFor(lock, 'Auto: USD x kg × peso a usar') : lock}
                placeholder={byEquipment ? 'Equipo' : r.lockPerKg ? 'Auto' : ''}
              />
            </td>
            {allIn && (
              <td>
                <AmountInput label="Venta interna" value={r.ventaInt ?? ''} onChange={(v) => onChange(r.id, { ventaInt: v })} lock={lock} />
              </td>
            )}
            {iva && (
              <td>
                <IvaSelect value={iva.rateOf(r)} onChange={(v) => onChange(r.id, { iva: v })} lock={lock} />
              </td>
            )}
            <td className={styles.num} data-label="Importe USD">
              {formatMoney(amount)}
            </td>
            {profitOf && (
              <td className={styles.num} data-label="Profit">
                {formatMoney(profitOf(r))}
              </td>
            )}
          </EditRow>
        );
      })}
    </TableShell>
  );
}

/**
 * One column of an AmountTable: either the row's typed amount (`field`) or a figure computed from the
 * row (`shows`), and the column's subtotal in the footer.
 */
export type AmountColumn<R> = { label: string; total: number; formatTotal?: (n: number) => string } & ({ field: keyof R & string } | { shows: (row: R) => number });

/** A table of concept and amounts (local charges in Gs with their USD, insurance in USD), driven by its columns. */
export function AmountTable<R extends { id: string; concepto: string; iva?: IvaRate | null }>(table: TableProps<R> & { columns: ReadonlyArray<AmountColumn<R>>; iva?: IvaColumn<R> }) {
  const { caption, rows, columns, lock, onChange, onAdd, iva } = table;
  return (
    <TableShell
      caption={caption}
      lock={lock}
      onAdd={onAdd}
      head={
        <>
          <th>Concepto</th>
          {columns.map((c) => (
            <th key={c.label}>{c.label}</th>
          ))}
          {iva && <th>IVA</th>}
          <th aria-label="Acciones" />
        </>
      }
      foot={
        <tr>
          <th>Subtotal</th>
          {columns.map((c) => (
            <td key={c.label} className={styles.num}>
              {(c.formatTotal ?? formatMoney)(c.total)}
            </td>
          ))}
          {iva && <td />}
          <td />
        </tr>
      }
    >
      {rows.map((r) => (
        <EditRow key={r.id} row={r} table={table}>
          {columns.map((c) => {
            if ('shows' in c)
              return (
                <td key={c.label} className={styles.num}>
                  {formatMoney(c.shows(r))}
                </td>
              );
            const field = c.field;
            return (
              <td key={c.label}>
                <AmountInput label={c.label} value={String(r[field])} onChange={(v) => onChange(r.id, { [field]: v } as Partial<R>)} lock={lock} />
              </td>
            );
          })}
          {iva && (
            <td>
              <IvaSelect value={iva.rateOf(r)} onChange={(v) => onChange(r.id, { iva: v } as Partial<R>)} lock={lock} />
            </td>
          )}
        </EditRow>
      ))}
    </TableShell>
  );
}
