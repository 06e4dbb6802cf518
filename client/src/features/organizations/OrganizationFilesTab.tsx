import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { DEAL_FILE_TYPES, formatFileSize } from '@crm/domain';
import { OrganizationFilesDocument, type DealFileFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { ErrorText } from '../../ui/ErrorText';
import { useFreshFileLinks } from '../operation';
import styles from '../../ui/record.module.css';

export const NO_FILES = 'Sin archivos todavía.';

function FileItem({ f, showType }: { f: DealFileFieldsFragment; showType: boolean }) {
  return (
    <li>
      <span className={styles.listMain}>
        <a href={f.url} target="_blank" rel="noopener noreferrer">
          {f.filename}
        </a>
        <span className={styles.small}>
          {showType ? `${f.typeLabel} · ` : ''}
          <Link to={`/operations/${f.dealId}`}>{f.dealReference}</Link> · {formatDateTime(f.createdAt)} · {formatFileSize(f.sizeBytes)}
        </span>
      </span>
    </li>
  );
}

/**
 * The organization's 'Archivos' (every file of its operations, newest first) and 'Documentos'
 * (the same files grouped by document type) tabs: read-only; files are managed in each operation.
 */
export function OrganizationFilesTab({ orgId, grouped }: { orgId: number; grouped: boolean }) {
  const { data, error, refetch } = useQuery(OrganizationFilesDocument, { variables: { id: orgId }, fetchPolicy: 'cache-and-network' });
  useFreshFileLinks(data?.organization.files.map((f) => f.url) ?? [], () => void refetch().catch(() => {}));
  if (!data) {
    if (error) return <ErrorText>No se pudieron cargar los archivos.</ErrorText>;
    return <p className={styles.empty}>Cargando…</p>;
  }
  const files = data.organization.files;
  if (files.length === 0) return <p className={styles.empty}>{NO_FILES}</p>;
  if (!grouped) {
    return (
      <ul className={styles.list} aria-label="Archivos de las operaciones">
        {files.map((f) => (
          <FileItem key={f.id} f={f} showType />
        ))}
      </ul>
    );
  }
  return (
    <div>
      {DEAL_FILE_TYPES.map((t) => {
        const ofType = files.filter((f) => f.type === t.key);
        if (!ofType.length) return null;
        return (
          <section key={t.key} aria-label={t.label}>
            <h3 className={styles.groupTitle}>
              {t.label} ({ofType.length})
            </h3>
            <ul className={styles.list}>
              {ofType.map((f) => (
                <FileItem key={f.id} f={f} showType={false} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
