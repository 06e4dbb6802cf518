import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../../lib/errors';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import styles from '../../ui/record.module.css';

/**
 * The frame of a contact or organization detail page (the owned-record kit): the way back to its list, then
 * the record, or 'not found' (a bad id, a record that does not exist or that the user may not see: the
 * server answers NOT_FOUND for both), a load error, or a spinner.
 */
export function RecordDetailFrame<T>({
  back,
  backLabel,
  validId,
  record,
  error,
  notFoundText,
  loadFailedText,
  notice,
  children,
}: {
  back: string;
  backLabel: string;
  validId: boolean;
  record: T | null | undefined;
  error: unknown;
  notFoundText: string;
  loadFailedText: string;
  /** Shown above the record once it is loaded. */
  notice?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  let content: ReactNode;
  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) content = <ErrorText>{notFoundText}</ErrorText>;
  else if (record) content = children(record);
  else if (error) content = <ErrorText>{loadFailedText}</ErrorText>;
  else content = <Spinner />;
  return (
    <section className={styles.page}>
      <Link to={back} className={styles.back}>
        {backLabel}
      </Link>
      {record && notice}
      {content}
    </section>
  );
}

/** The heading of a record page: its kind, its name, a line of facts and the actions on the right. */
export function RecordHeader({ kind, title, meta, actions }: { kind: string; title: string; meta?: ReactNode; actions: ReactNode }) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.eyebrow}>{kind}</p>
        <h1>{title}</h1>
        {meta && <p className={styles.meta}>{meta}</p>}
      </div>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
