import { CHECKLIST_STATUS_LABELS, checklistStatus, isChecklistOverdue, paraguayToday, shortenFileName } from '@crm/domain';
import type { DealChecklistFieldsFragment, DealFileFieldsFragment } from '../../gql/graphql';
import styles from './operation.module.css';

const dayFormat = new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const stampFormat = new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const formatDay = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/**
 * 'Documentos' (document checklists): the operation's checklist from the template of its mode × type. Each
 * document is pendiente, recibido (a file of its type is there: counted from the files on screen, so an
 * upload or a delete shows at once) or verificado (someone ticked it); a pending one past its due day is red.
 */
export function DocumentChecklist({
  checklist,
  files,
  canVerify,
  pending,
  onVerify,
  onOpenFile,
}: {
  checklist: DealChecklistFieldsFragment | null | undefined;
  files: readonly DealFileFieldsFragment[];
  canVerify: boolean;
  /** A tick being saved: shown at once, disabled until the server answers. */
  pending: { docType: string; verified: boolean } | null;
  onVerify: (docType: string, verified: boolean) => void;
  onOpenFile: (id: number) => void;
}) {
  if (!checklist) return null;
  const today = paraguayToday(new Date());
  const rows = checklist.items.map((item) => {
    const ofType = files.filter((f) => f.type === item.docType);
    const verified = item.status === 'verificado';
    const status = checklistStatus(ofType.length, verified);
    return { item, ofType, status, overdue: isChecklistOverdue(status, item.dueDate ?? null, today) };
  });
  const done = rows.filter((r) => r.status !== 'pendiente').length;
  return (
    <>
      <p className={styles.muted} data-testid="checklist-summary">
        {done} de {rows.length} documentos recibidos
        {checklist.isDefault ? ' · lista por defecto' : ` · plantilla ${checklist.mode ?? ''} ${checklist.operationType ?? ''}`}
        {rows.some((r) => r.item.dueDate) && ` · vencimientos desde el ${formatDay(checklist.startDate)}`}
      </p>
      <ul className={styles.checklist} aria-label="Documentos de la operación">
        {rows.map(({ item, ofType, status, overdue }) => (
          <li key={item.docType} className={`${styles.checkItem} ${overdue ? styles.checkOverdue : ''}`} data-testid={`checklist-${item.docType}`} data-status={status}>
            <span className={status === 'pendiente' ? styles.checkTodo : styles.checkDone} aria-hidden="true">
              {status === 'verificado' ? '✓✓' : status === 'recibido' ? '✓' : '○'}
            </span>
            <span className={styles.checkLabel}>
              {item.label}
              {item.required && (
                <abbr title="Obligatorio" className={styles.requiredMark}>
                  *
                </abbr>
              )}
            </span>
            <span className={styles.checkFiles}>
              <span className={`${styles.statusTag} ${styles[`status_${status}`] ?? ''}`}>{CHECKLIST_STATUS_LABELS[status]}</span>
              {item.dueDate && <span className={overdue ? styles.overdueText : styles.muted}>{overdue ? `Vencido el ${formatDay(item.dueDate)}` : `Vence el ${formatDay(item.dueDate)}`}</span>}
              {ofType.map((f) => (
                <span key={f.id} className={styles.checkFile}>
                  <button type="button" className={styles.linkButton} title={f.filename} onClick={() => onOpenFile(f.id)}>
                    {shortenFileName(f.filename)}
                  </button>
                  <a href={f.url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${f.filename} en una pestaña nueva`} title="Abrir en pestaña nueva">
                    ↗
                  </a>
                </span>
              ))}
              {status === 'verificado' && item.verifiedByName && (
                <span className={styles.muted}>
                  por {item.verifiedByName}
                  {item.verifiedAt ? ` el ${stampFormat.format(new Date(item.verifiedAt))}` : ''}
                </span>
              )}
              {canVerify && (
                <label className={styles.verifyBox}>
                  <input
                    type="checkbox"
                    checked={pending?.docType === item.docType ? pending.verified : status === 'verificado'}
                    disabled={pending?.docType === item.docType}
                    onChange={(e) => onVerify(item.docType, e.target.checked)}
                    aria-label={`Verificado: ${item.label}`}
                  />
                  Verificado
                </label>
              )}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
