import {
  type DocumentLetterhead,
  formatMoney,
  hasOwnLetterhead,
  letterheadLines,
  letterheadLogo,
  formatQuantity,
  longDate,
  type Quote,
  QUOTE_LUGAR,
  QUOTE_IVA_SPLIT_ROWS,
  quoteItemAmount,
  quoteIvaSplit,
  quoteSpecRows,
  quoteTermRows,
  quoteTotalUsd,
} from '@crm/domain';
import { QUOTE_HEADER_URL } from './quotePdf';
import styles from './QuotePreview.module.css';

const dash = (v: string) => (v.trim() ? v : '—');

/**
 * The printable preview (spec part 2 §2 "Right"): the same blocks and helper functions as the PDF's
 * document definition (domain quote-document.ts), so what is seen is what is downloaded.
 */
export function QuotePreview({ quote, letterhead = null }: { quote: Quote; letterhead?: DocumentLetterhead | null }) {
  const split = quoteIvaSplit(quote.items);
  const logo = letterheadLogo(letterhead);
  return (
    <article className={styles.sheet} aria-label="Vista previa del presupuesto">
      {hasOwnLetterhead(letterhead) ? (
        // The unit's own letterhead, as letterheadBlock draws it in the PDF.
        <header className={styles.letterhead} aria-label="Membrete">
          {logo ? <img src={logo} alt={`Logo de ${letterhead.issuerName ?? 'la unidad'}`} className={styles.letterheadLogo} /> : <span />}
          <div className={styles.letterheadIssuer}>
            {letterhead.issuerName && <strong>{letterhead.issuerName}</strong>}
            {letterheadLines(letterhead).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>
        </header>
      ) : (
        <img src={QUOTE_HEADER_URL} alt="Encabezado del presupuesto" className={styles.headerImage} />
      )}
      <div className={styles.top}>
        <div>
          <div className={styles.muted}>Señores:</div>
          <strong>{dash(quote.cliente)}</strong>
          <div>Atención: {dash(quote.contacto)}</div>
        </div>
        <div className={styles.right}>
          <div>
            {QUOTE_LUGAR}, {longDate(quote.fecha)}
          </div>
          <strong>Ref.: {dash(quote.referencia)}</strong>
        </div>
      </div>

      <h2 className={styles.title}>Cotización de Flete</h2>
      <table className={styles.spec}>
        <tbody>
          {quoteSpecRows(quote).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className={styles.section}>Detalle de Costos</h3>
      <table className={styles.items}>
        <thead>
          <tr>
            <th>Cant.</th>
            <th>Servicio</th>
            <th>Observación</th>
            <th>Moneda</th>
            <th className={styles.num}>Precio</th>
            <th>Impuesto</th>
            <th className={styles.num}>Total</th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((it, i) => (
            <tr key={i}>
              <td className={styles.num} data-label="Cant.">
                {formatQuantity(it.cantidad)}
              </td>
              <td data-label="Servicio">{it.servicio}</td>
              <td data-label="Observación">{it.observacion}</td>
              <td data-label="Moneda">{it.moneda}</td>
              <td className={styles.num} data-label="Precio">
                {formatMoney(it.precio)}
              </td>
              <td data-label="Impuesto">{it.impuesto}</td>
              <td className={styles.num} data-label="Total">
                {formatMoney(quoteItemAmount(it))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6} className={styles.num}>
              TOTAL USD
            </th>
            <td className={styles.num} data-testid="preview-total">
              <strong>{formatMoney(quoteTotalUsd(quote.items))}</strong>
            </td>
          </tr>
          {/* The same split the PDF prints under the total (IVA_PER_LINE). */}
          {QUOTE_IVA_SPLIT_ROWS.map(([label, key]) => (
            <tr key={key}>
              <th colSpan={6} className={styles.num} scope="row">
                {label}
              </th>
              <td className={styles.num}>{formatMoney(split[key])}</td>
            </tr>
          ))}
        </tfoot>
      </table>

      <div className={styles.lists}>
        <div>
          <h3 className={styles.section}>Qué incluye</h3>
          {quote.queIncluye.length ? (
            <ul>
              {quote.queIncluye.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
        </div>
        <div>
          <h3 className={styles.section}>Qué no incluye</h3>
          {quote.queNoIncluye.length ? (
            <ul>
              {quote.queNoIncluye.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
        </div>
      </div>

      <h3 className={styles.section}>Observaciones</h3>
      <p className={styles.pre}>{dash(quote.observaciones)}</p>

      <h3 className={styles.section}>Términos y condiciones</h3>
      <dl className={styles.terms}>
        {quoteTermRows(quote).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section className={styles.accept}>
        <h3 className={styles.section}>Aceptación del presupuesto</h3>
        <p>Aceptamos la presente cotización en los términos y condiciones indicados.</p>
        {['Documento N°:', 'Nombre y apellido:', 'Fecha:', 'Firma y sello:'].map((l) => (
          <div key={l} className={styles.blank}>
            <span>{l}</span>
            <span className={styles.line} />
          </div>
        ))}
      </section>
    </article>
  );
}
