import {
  catalogPriceIn,
  emptyQuoteItem,
  isCatalogCurrency,
  isIvaRate,
  formatMoney,
  NUMBER_RULES,
  QUOTE_CURRENCIES,
  QUOTE_IVA_SPLIT_ROWS,
  QUOTE_TAX_LABELS,
  QUOTE_TAXES,
  type QuoteItem,
  quoteItemAmount,
  quoteIvaSplit,
  quoteTaxOf,
  quoteTotalUsd,
} from '@crm/domain';
import { CatalogInput, type PickedCatalogItem, useCatalogOffer } from '../catalog';
import { Button } from '../../ui/Button';
import { fieldClasses } from '../../ui/Field';
import { LocalNumberInput } from './LocalNumberInput';
import styles from './QuotePage.module.css';

/**
 * What picking a catalogue item in a line's service writes: the service name, the tax choice of its IVA rate
 * (exenta → EXENTA, 5 → 5%, 10 → 10%) and its price in the line's currency: as is when the same, else converted at
 * `gsRate` (catalogPriceIn: HALF_UP to cents). An item without a price (0, the presets) leaves the price alone.
 */
export function pickedQuotePatch(item: PickedCatalogItem, line: Pick<QuoteItem, 'moneda'>, gsRate: number): Partial<QuoteItem> {
  const patch: Partial<QuoteItem> = { servicio: item.name };
  if (isIvaRate(item.taxRate)) patch.impuesto = quoteTaxOf(item.taxRate);
  const price = isCatalogCurrency(item.currency) ? catalogPriceIn(item.price, item.currency, line.moneda, gsRate) : null;
  if (price !== null) patch.precio = price;
  return patch;
}

/**
 * Budget items (spec part 2 §2): quantity (0 or empty counts as 1), service, observation, USD, price, tax, remove.
 * The service offers the catalogue's items for the quote's transport mode (`mode`).
 */
export function QuoteItemsTable({ items, onChange, mode, gsRate }: { items: QuoteItem[]; onChange: (items: QuoteItem[]) => void; mode: string; gsRate: number }) {
  const set = (i: number, patch: Partial<QuoteItem>) => onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const catalog = useCatalogOffer(mode);
  const split = quoteIvaSplit(items);
  return (
    <div className={styles.itemsWrap}>
      <table className={styles.itemsTable}>
        <colgroup>
          <col className={styles.colQty} />
          <col />
          <col className={styles.colCurrency} />
          <col className={styles.colPrice} />
          <col className={styles.colTax} />
          <col className={styles.colTotal} />
          <col className={styles.colRemove} />
        </colgroup>
        <thead>
          <tr>
            <th>Cant.</th>
            <th>Servicio / Observación</th>
            <th>Moneda</th>
            <th>Precio</th>
            <th>Impuesto</th>
            <th className={styles.num}>Total</th>
            <th>
              <span className={styles.srOnly}>Acciones</span>
            </th>
          </tr>
        </thead>
        {items.map((it, i) => {
          const n = i + 1;
          // Two lines per item: the observation gets the width of the line below the service.
          return (
            <tbody key={i} className={styles.itemRows}>
              <tr>
                <td className={styles.cellQty} data-label="Cant.">
                  <LocalNumberInput ariaLabel={`Cantidad ítem ${n}`} value={it.cantidad} decimals={3} rule={NUMBER_RULES.quantity} onChange={(v) => set(i, { cantidad: v })} />
                </td>
                <td className={styles.cellService} data-label="Servicio">
                  <CatalogInput
                    ariaLabel={`Servicio ítem ${n}`}
                    placeholder="Servicio"
                    className={fieldClasses.control}
                    value={it.servicio}
                    items={catalog}
                    onChange={(text) => set(i, { servicio: text })}
                    onPick={(item) => set(i, pickedQuotePatch(item, it, gsRate))}
                  />
                </td>
                <td className={styles.cellCurrency} data-label="Moneda">
                  <select aria-label={`Moneda ítem ${n}`} className={fieldClasses.control} value={it.moneda} onChange={(e) => set(i, { moneda: e.target.value as QuoteItem['moneda'] })}>
                    {QUOTE_CURRENCIES.map((c) => (
                      <option key={c}>{c}</option>
                    ))}
                  </select>
                </td>
                <td className={styles.cellPrice} data-label="Precio">
                  <LocalNumberInput ariaLabel={`Precio ítem ${n}`} value={it.precio} fixed zeroAsEmpty rule={NUMBER_RULES.price} onChange={(v) => set(i, { precio: v ?? 0 })} />
                </td>
                <td className={styles.cellTax} data-label="Impuesto">
                  <select aria-label={`Impuesto ítem ${n}`} className={fieldClasses.control} value={it.impuesto} onChange={(e) => set(i, { impuesto: e.target.value as QuoteItem['impuesto'] })}>
                    {QUOTE_TAXES.map((t) => (
                      <option key={t} value={t}>
                        {QUOTE_TAX_LABELS[t]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className={`${styles.num} ${styles.cellTotal}`} data-label="Total">
                  {formatMoney(quoteItemAmount(it))}
                </td>
                <td className={styles.cellRemove}>
                  <Button size="sm" variant="ghost" aria-label={`Quitar ítem ${n}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
                    ✕
                  </Button>
                </td>
              </tr>
              <tr className={styles.observationRow}>
                <td />
                <td colSpan={4}>
                  <input aria-label={`Observación ítem ${n}`} placeholder="Observación" className={fieldClasses.control} value={it.observacion} onChange={(e) => set(i, { observacion: e.target.value })} />
                </td>
                <td colSpan={2} />
              </tr>
            </tbody>
          );
        })}
        {items.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={7} className={styles.empty}>
                Sin ítems.
              </td>
            </tr>
          </tbody>
        )}
        <tfoot>
          <tr className={styles.itemsFoot}>
            <td colSpan={2}>
              <Button size="sm" onClick={() => onChange([...items, emptyQuoteItem()])}>
                + Agregar ítem
              </Button>
            </td>
            <th colSpan={3} className={styles.num}>
              Total USD
            </th>
            <td className={styles.num} data-testid="items-total">
              <strong>{formatMoney(quoteTotalUsd(items))}</strong>
            </td>
            <td />
          </tr>
          {/* IVA per line: the split beside the total, prices IVA included (IVA_PER_LINE). */}
          {QUOTE_IVA_SPLIT_ROWS.map(([label, key]) => (
            <tr key={key} className={styles.splitRow}>
              <td colSpan={2} />
              <th colSpan={3} className={styles.num} scope="row">
                {label}
              </th>
              <td className={styles.num} data-testid={`items-split-${key}`}>
                {formatMoney(split[key])}
              </td>
              <td />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
