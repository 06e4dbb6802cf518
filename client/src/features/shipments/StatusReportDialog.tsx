import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { StatusReportDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { downloadPdf } from './downloadPdf';
import styles from './statusReport.module.css';

export interface StatusReportDialogProps {
  dealId: number;
  /** Writers: 'Enviar por correo' opens the operation's composer with the report attached. */
  onSend?: () => void;
  onClose: () => void;
}

/**
 * 'Reporte de estado' of an operation: the "STATUS DE EMBARQUE" as the client receives it (the same rows the
 * server prints in the PDF), with the PDF download and, for writers, the way to e-mail it.
 */
export function StatusReportDialog({ dealId, onSend, onClose }: StatusReportDialogProps) {
  const { data, loading, error } = useQuery(StatusReportDocument, { variables: { dealIds: [dealId] }, fetchPolicy: 'network-only' });
  const [downloading, setDownloading] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const report = data?.statusReport ?? null;

  async function onDownload() {
    if (!report || downloading) return;
    setDownloading(true);
    setFailure(null);
    try {
      setStatus(`Descargado ${await downloadPdf(report.pdfUrl, report.fileName)}.`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'No se pudo descargar el PDF.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Modal title="Reporte de estado del embarque" onClose={onClose} size="wide">
      {loading && !report ? <Spinner label="Cargando…" /> : null}
      {error && !report ? <ErrorText>{errorMessage(error, 'No se pudo armar el reporte.')}</ErrorText> : null}
      <ErrorText>{failure}</ErrorText>
      <StatusText>{status}</StatusText>
      {report && (
        <article className={styles.report} aria-label="Vista previa del reporte">
          <header className={styles.head}>
            <h3>STATUS DE EMBARQUE</h3>
            <p>Cliente: {report.client}</p>
          </header>
          {report.operations.map((op) => (
            <section key={op.dealId} aria-label={op.reference}>
              <h4>
                {op.reference} — {op.title}
              </h4>
              <dl className={styles.rows}>
                {op.rows.map((r) => (
                  <div key={r.label}>
                    <dt>{r.label}</dt>
                    <dd>{r.value}</dd>
                  </div>
                ))}
              </dl>
              {op.containers.length > 0 && (
                <table className={styles.table}>
                  <caption>Contenedores</caption>
                  <thead>
                    <tr>
                      <th scope="col">Tipo</th>
                      <th scope="col">Número</th>
                      <th scope="col">Precinto</th>
                    </tr>
                  </thead>
                  <tbody>
                    {op.containers.map((c, i) => (
                      <tr key={i}>
                        <td>{c.type ?? '—'}</td>
                        <td>{c.number ?? '—'}</td>
                        <td>{c.seal ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {op.legs.length > 0 && (
                <table className={styles.table}>
                  <caption>Tramos</caption>
                  <thead>
                    <tr>
                      <th scope="col">Modo</th>
                      <th scope="col">Transportista</th>
                      <th scope="col">Desde</th>
                      <th scope="col">Hasta</th>
                      <th scope="col">ETD</th>
                      <th scope="col">ETA</th>
                    </tr>
                  </thead>
                  <tbody>
                    {op.legs.map((l, i) => (
                      <tr key={i}>
                        <td>{l.mode ?? '—'}</td>
                        <td>{l.carrier ?? '—'}</td>
                        <td>{l.from ?? '—'}</td>
                        <td>{l.to ?? '—'}</td>
                        <td>{l.etd ?? '—'}</td>
                        <td>{l.eta ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {op.milestones.length > 0 && (
                <table className={styles.table}>
                  <caption>Hitos</caption>
                  <thead>
                    <tr>
                      <th scope="col">Hito</th>
                      <th scope="col">Previsto</th>
                      <th scope="col">Real</th>
                      <th scope="col">Estado</th>
                    </tr>
                  </thead>
                  <tbody>
                    {op.milestones.map((m) => (
                      <tr key={m.label}>
                        <td>{m.label}</td>
                        <td>{m.planned ? m.planned.split('-').reverse().join('/') : '—'}</td>
                        <td>{m.actual ? m.actual.split('-').reverse().join('/') : '—'}</td>
                        <td className={m.state === 'Demorado' ? styles.late : undefined}>{m.state}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
        </article>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>Cerrar</Button>
        <Button onClick={() => void onDownload()} disabled={!report || downloading} aria-busy={downloading}>
          Descargar PDF
        </Button>
        {onSend && (
          <Button variant="primary" onClick={onSend} disabled={!report}>
            Enviar por correo
          </Button>
        )}
      </div>
    </Modal>
  );
}
