import styles from './Spinner.module.css';

/** Loading indicator with visible text (spinners say what they do). */
export function Spinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.spinner}>
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
