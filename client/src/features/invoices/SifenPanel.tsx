import { useState } from 'react';
import { formatCdc, SIFEN_STATUS_LABELS, type SifenStatus } from '@crm/domain';
import { readStoredToken } from '../../session/session';
import { notifySessionExpired } from '../../session/sessionEvents';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import styles from './invoices.module.css';

/** What differs between an invoice's DE (tipo 1) and a credit note's (tipo 5) on screen: the words and the API path. */
const KINDS = {
  factura: { heading: 'Factura electrónica (SIFEN)', back: 'Ver la factura', api: 'invoices', file: 'de', testId: 'sifen-cdc' },
  nota_credito: { heading: 'Nota de crédito electrónica (SIFEN)', back: 'Ver la nota de crédito', api: 'credit-notes', file: 'de-nc', testId: 'sifen-nc-cdc' },
} as const;

/**
 * The electronic document (SIFEN) of an invoice or of a credit note: its CDC, SIFEN's state and message, the KuDE
 * (shown in the PDF frame by the page) and the signed XML to download. The download is fetched with the session's token.
 */
export function SifenPanel({
  inv,
  kind = 'factura',
  showingKude,
  onToggleKude,
}: {
  inv: { id: number; cdc?: string | null; sifenStatus?: string | null; sifenMessage?: string | null };
  kind?: keyof typeof KINDS;
  showingKude: boolean;
  onToggleKude: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  if (!inv.cdc) return null;
  const k = KINDS[kind];
  const status = (inv.sifenStatus ?? 'pendiente') as SifenStatus;
  const tone = status === 'rechazado' ? 'warning' : undefined;
  const headingId = `${kind}-sifen-${inv.id}`;
  const downloadXml = async () => {
    setError(null);
    const token = readStoredToken();
    const res = await fetch(`/api/${k.api}/${inv.id}/xml`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
    if (res?.status === 401) return notifySessionExpired();
    if (!res?.ok) return setError('No se pudo descargar el XML del documento electrónico.');
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `${k.file}-${inv.cdc}.xml`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{k.heading}</h2>
      <dl className={styles.facts}>
        <dt>CDC</dt>
        <dd data-testid={k.testId}>{formatCdc(inv.cdc)}</dd>
        <dt>Estado en SIFEN</dt>
        <dd>
          <StatusText tone={tone}>{SIFEN_STATUS_LABELS[status] ?? status}</StatusText>
        </dd>
        {inv.sifenMessage && (
          <>
            <dt>Respuesta de SIFEN</dt>
            <dd>{inv.sifenMessage}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onToggleKude}>
          {showingKude ? k.back : 'Ver KuDE'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void downloadXml()}>
          Descargar XML
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </section>
  );
}
