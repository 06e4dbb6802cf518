import type { ReactNode } from 'react';
import styles from './ErrorText.module.css';
import { SpecText } from './SpecText';

/** A plain message goes through SpecText, so a spec symbol in it ('Guardado ✓') is drawn as an icon. */
const shown = (children: ReactNode) => (typeof children === 'string' ? <SpecText>{children}</SpecText> : children);

/** An error message announced to assistive technology (role="alert"); renders nothing when empty. */
export function ErrorText({ children, className }: { children?: ReactNode; className?: string }) {
  if (children == null || children === false || children === '') return null;
  return (
    <p role="alert" className={[styles.message, styles.error, className].filter(Boolean).join(' ')}>
      {shown(children)}
    </p>
  );
}

/** A confirmation or hint (role="status", polite); renders nothing when empty. */
export function StatusText({
  children,
  tone = 'success',
  className,
}: {
  children?: ReactNode;
  tone?: 'success' | 'warning';
  className?: string;
}) {
  if (children == null || children === false || children === '') return null;
  return (
    <p role="status" className={[styles.message, styles[tone], className].filter(Boolean).join(' ')}>
      {shown(children)}
    </p>
  );
}
