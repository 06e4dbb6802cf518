import { filePreviewKind, formatFileSize } from '@crm/domain';
import type { DealFileFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import styles from './operation.module.css';

/**
 * One file's tab (spec part 2 §2 "File preview"): PDFs in a frame, images inline (SVG only ever as
 * an <img>, never as a document), other types open or download in a new tab. Delete only in edit mode.
 */
export function FilePreview({
  file,
  editing,
  deleting,
  onDelete,
}: {
  file: DealFileFieldsFragment;
  editing: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const kind = filePreviewKind(file.filename);
  return (
    <div className={styles.filePane}>
      <div className={styles.fileHead}>
        <div>
          <strong className={styles.fileName}>{file.filename}</strong>
          <p className={styles.fileMeta}>
            {file.typeLabel} · {formatFileSize(file.sizeBytes)} · {formatDateTime(file.createdAt)}
            {file.uploadedByName ? ` · ${file.uploadedByName}` : ''}
          </p>
        </div>
        <div className={styles.fileActions}>
          <a className={styles.buttonLink} href={file.url} target="_blank" rel="noopener noreferrer">
            Abrir en pestaña nueva
          </a>
          {editing && (
            <Button variant="danger" onClick={onDelete} disabled={deleting} aria-busy={deleting}>
              Eliminar archivo
            </Button>
          )}
        </div>
      </div>
      {kind === 'pdf' && <iframe className={styles.pdfFrame} src={file.url} title={`Vista previa de ${file.filename}`} />}
      {kind === 'image' && (
        <div className={styles.imageBox}>
          <img className={styles.image} src={file.url} alt={`Vista previa de ${file.filename}`} />
        </div>
      )}
      {kind === 'other' && (
        <p className={styles.noPreview}>
          Este tipo de archivo no tiene vista previa.{' '}
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            Abrir o descargar
          </a>
        </p>
      )}
    </div>
  );
}
