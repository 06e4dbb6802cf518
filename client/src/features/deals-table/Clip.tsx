import styles from './DealsTable.module.css';

/** One line of text cut with an ellipsis; the full text stays in the tooltip. '—' when empty. */
export function Clip({ text, wide = false }: { text: string | null | undefined; wide?: boolean }) {
  if (!text) return <span className={styles.muted}>—</span>;
  return (
    <span className={wide ? styles.description : styles.clip} title={text}>
      {text}
    </span>
  );
}
