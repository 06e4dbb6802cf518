import type { ReactNode } from 'react';
import { Button } from './Button';
import { notifySuccess } from './toast';
import styles from './SecretShownOnce.module.css';

/**
 * A secret the server sends only once (API keys, webhook secrets): shown with 'Copiar' until 'Listo'.
 * It lives only in the caller's state: never stored, gone on reload.
 */
export function SecretShownOnce({ label, children, secret, testId, copied, onDone }: { label: string; children: ReactNode; secret: string; testId: string; copied: string; onDone: () => void }) {
  return (
    <section className={styles.secret} aria-label={label}>
      <p>{children}</p>
      <code className={styles.secretValue} data-testid={testId}>
        {secret}
      </code>
      <div className={styles.secretActions}>
        <Button size="sm" onClick={() => void navigator.clipboard?.writeText(secret).then(() => notifySuccess(copied))}>
          Copiar
        </Button>
        <Button size="sm" variant="primary" onClick={onDone}>
          Listo
        </Button>
      </div>
    </section>
  );
}
