import { formatMoney } from '@crm/domain';
import type { OperationDeal } from './operationForm';
import styles from './operation.module.css';

/** The side 'Resumen' of the operation view: its reference, description (typed in edit mode), value and stage. */
export function OperationSummary({
  deal,
  editing,
  description,
  onDescription,
}: {
  deal: Pick<OperationDeal, 'reference' | 'description' | 'title' | 'value' | 'stageName'>;
  editing: boolean;
  description: string;
  onDescription: (text: string) => void;
}) {
  return (
    <section className={styles.section}>
      <h2>Resumen</h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Referencia</dt>
          <dd>{deal.reference}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Descripción</dt>
          <dd>
            {editing ? (
              <textarea aria-label="Descripción" rows={3} value={description} onChange={(e) => onDescription(e.target.value)} />
            ) : (
              <span className={styles.prewrap}>{deal.description || deal.title}</span>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Valor aproximado</dt>
          <dd>USD {formatMoney(deal.value)}</dd>
        </div>
        {deal.stageName && (
          <div className={styles.fact}>
            <dt>Etapa</dt>
            <dd>{deal.stageName}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
