import { downloadPdf } from '../shipments';
import { notifyError } from '../../ui/toast';

/** Downloads a bearer-protected file (PDF, CSV or ZIP); a failure is told in a toast with the server's message. */
export async function downloadWithToken(path: string, fallback: string): Promise<void> {
  try {
    await downloadPdf(path, fallback);
  } catch (e) {
    notifyError(e instanceof Error ? e.message : 'No se pudo descargar el archivo.');
  }
}
