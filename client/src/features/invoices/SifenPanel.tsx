import { useState } from 'react';
import { formatCdc, SIFEN_STATUS_LABELS, type SifenStatus } from '@crm/domain';
import { readStoredToken } from '../../session/session';
import { notifySessionExpired } from '../../session/sessionEvents';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import styles from './invoices.module.css';

/**
 * The electronic document (SIFEN) of an invoice: its CDC, SIFEN's state and message, the KuDE (shown in the PDF
 * frame by the page) and the signed XML to download. The download is fetched with the session's token.
 */
export function SifenPanel({ inv, showingKude, onToggleKude }: { inv: { id: number; cdc?: string | null; sifenStatus?: string | null; sifenMessage?: string | null }; showingKude: boolean; onToggleKude: () => void }) {
  const [error, setError] = useState<string | null>(null);
  if (!inv.cdc) return null;
  const status = (inv.sifenStatus ?? 'pendiente') as SifenStatus;
  const tone = status === 'rechazado' ? 'warning' : undefined;
  const downloadXml = async () => {
    setError(null);
    const token = readStoredToken();
    const res = await fetch(`/api/invoices/${inv.id}/xml`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
    if (res?.status === 401) return notifySessionExpired();
    if (!res?.ok) return setError('No se pudo descargar el XML del documento electrónico.');
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `de-${inv.cdc}.xml`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <section className={styles.section} aria-labelledby="inv-sifen">
      <h2 id="inv-sifen">Factura electrónica (SIFEN)</h2>
      <dl className={styles.facts}>
        <dt>CDC</dt>
        <dd data-testid="sifen-cdc">{formatCdc(inv.cdc)}</dd>
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
          {showingKude ? 'Ver la factura' : 'Ver KuDE'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void downloadXml()}>
          Descargar XML
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </section>
  );
}
