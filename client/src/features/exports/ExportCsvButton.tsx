import { useState } from 'react';
import { Button } from '../../ui/Button';
import { notifyError } from '../../ui/toast';
import { downloadCsv, type ExportList } from './exportCsv';
import styles from './ExportCsv.module.css';

const ES_PY_KEY = 'csvExportEsPY';

/** es-PY unless this browser chose otherwise: a comma file opens as one column in a Paraguayan Excel. */
function storedEsPY(): boolean {
  try {
    return localStorage.getItem(ES_PY_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * 'Exportar CSV' of a list screen (CSV export): every row of the current filters and sort, all
 * pages, as the server streams them. 'Formato: es-PY' (ticked unless unticked in this browser) gives the
 * file Excel opens in a Spanish locale: semicolons, decimal comma, dd/mm/yyyy, BOM.
 */
export function ExportCsvButton({ list, query }: { list: ExportList; query: URLSearchParams }) {
  const [esPY, setEsPY] = useState(storedEsPY);
  const [busy, setBusy] = useState(false);

  function toggle(checked: boolean) {
    setEsPY(checked);
    try {
      localStorage.setItem(ES_PY_KEY, checked ? '1' : '0');
    } catch {
      /* private mode: the choice lasts for this screen */
    }
  }

  async function run() {
    setBusy(true);
    try {
      await downloadCsv(list, query, esPY);
    } catch (e) {
      notifyError(e instanceof Error ? e.message : 'No se pudo exportar el CSV.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.export} role="group" aria-label="Exportar">
      <label className={styles.format} title="Punto y coma, coma decimal y fechas dd/mm/aaaa: lo que Excel en español abre directo.">
        <input type="checkbox" checked={esPY} onChange={(e) => toggle(e.target.checked)} />
        <span>Formato: es-PY</span>
      </label>
      <Button onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? 'Exportando…' : 'Exportar CSV'}
      </Button>
    </div>
  );
}
