import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** A screen: its header and sections stacked in a column. */
export function Page({ children }: { children?: ReactNode }) {
  return <section className={styles.page}>{children}</section>;
}

const alignClass = { center: undefined, start: styles.alignStart, end: styles.alignEnd } as const;

/**
 * The screen's title (h1) with an optional subtitle under it; `children` (actions, links) sit on the
 * other side of the row. The subtitle is rendered unless it is null, undefined or false.
 */
export function PageHeader({
  title,
  subtitle,
  align = 'center',
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  align?: keyof typeof alignClass;
  children?: ReactNode;
}) {
  return (
    <div className={[styles.header, alignClass[align]].filter(Boolean).join(' ')}>
      <div>
        <h1>{title}</h1>
        {subtitle != null && subtitle !== false && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}
