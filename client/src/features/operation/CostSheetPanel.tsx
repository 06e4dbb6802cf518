import { Link } from 'react-router';
import styles from './operation.module.css';

/**
 * The 'Planilla de costos (DET COS)' tab. The cost sheet itself is its own screen
 * (/operations/{id}/costs); this panel links to it until it is embedded here.
 */
export function CostSheetPanel({ dealId }: { dealId: number }) {
  return (
    <div className={styles.costSheet}>
      <p>La planilla de costos de la operación (compra, venta y profit) se edita en su propia pantalla.</p>
      <Link className={styles.buttonLink} to={`/operations/${dealId}/costs`}>
        Abrir planilla de costos
      </Link>
    </div>
  );
}
