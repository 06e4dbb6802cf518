import { usePageTitle } from '../../lib/usePageTitle';
import styles from './PlaceholderPage.module.css';

/** Stand-in for a screen that is not built yet: its Spanish title and "En construcción". */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.note}>En construcción</p>
    </section>
  );
}
