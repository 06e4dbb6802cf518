import { useEffect, useState } from 'react';
import { readStoredToken } from '../../session/session';
import { notifySessionExpired } from '../../session/sessionEvents';
import { ErrorText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import styles from './invoices.module.css';

/**
 * A server PDF shown in a frame. The frame cannot send the session's token, so the PDF is fetched with it and
 * shown from a blob; `version` changes (status, number) fetch it again.
 */
export function PdfPreview({ url, version, title }: { url: string; version: string; title: string }) {
  const [state, setState] = useState<{ src?: string; error?: string }>({});
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    setState({});
    const token = readStoredToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (res) => {
        if (res.status === 401) {
          notifySessionExpired();
          throw new Error('La sesión venció: volvé a entrar.');
        }
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
          throw new Error(typeof body?.error === 'string' ? body.error : 'No se pudo generar el PDF.');
        }
        const blob = await res.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl });
      })
      .catch((e: unknown) => {
        if (live) setState({ error: e instanceof Error ? e.message : 'No se pudo generar el PDF.' });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, version]);

  if (state.error) return <ErrorText>{state.error}</ErrorText>;
  if (!state.src) return <Spinner />;
  return (
    <>
      {/* The whole page in the frame's width, without the viewer's thumbnails pane. */}
      <iframe className={styles.pdf} src={`${state.src}#navpanes=0&view=FitH`} title={title} />
      <a href={state.src} download={`${title}.pdf`} className={styles.muted}>
        Descargar PDF
      </a>
    </>
  );
}
