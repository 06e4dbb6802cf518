import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <section className={styles.page}>
      <h1>Página no encontrada.</h1>
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </section>
  );
}
