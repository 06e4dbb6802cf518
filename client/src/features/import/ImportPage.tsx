import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import {
  IMPORT_ACTION_LABELS,
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importField,
  isRequiredImportField,
  mappingProblem,
  type ImportAction,
  type ImportKind,
} from '@crm/domain';
import { DryRunImportDocument, ImportErrorsCsvDocument, ImportJobDocument, RunImportDocument, StartImportDocument, type ImportJobQuery } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { CheckboxField, fieldClasses, SelectField } from '../../ui/Field';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './ImportPage.module.css';

type Job = ImportJobQuery['importJob'];
type Step = 'archivo' | 'mapeo' | 'vista previa' | 'importar' | 'resumen';
const STEPS: Step[] = ['archivo', 'mapeo', 'vista previa', 'importar', 'resumen'];
const STEP_LABELS: Record<Step, string> = { archivo: '1. Archivo', mapeo: '2. Mapeo', 'vista previa': '3. Vista previa', importar: '4. Importar', resumen: '5. Resumen' };
/** Result rows shown in the preview table. */
const PREVIEW_ROWS = 500;
const POLL_MS = 400;
/** The server resumes a run without progress for 2 minutes (IMPORT_STALE_MS). */
const STALE_MS = 2 * 60 * 1000;

function stepOf(job: Job | null | undefined): Step {
  if (!job) return 'archivo';
  if (job.status === 'uploaded') return 'mapeo';
  if (job.status === 'checking' || job.status === 'checked') return 'vista previa';
  if (job.status === 'running') return 'importar';
  if (job.status === 'done') return 'resumen';
  return job.processedRows > 0 && job.mapping ? 'vista previa' : 'mapeo';
}

function ProgressBar({ label, done, total }: { label: string; done: number; total: number }) {
  const pct = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div>
      <div className={styles.progress} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <div className={styles.progressBar} style={{ width: `${pct}%` }} />
      </div>
      <p className={styles.muted}>
        {formatNumber(done)} de {formatNumber(total)} filas ({pct}%)
      </p>
    </div>
  );
}

function Counts({ job, future }: { job: Job; future: boolean }) {
  return (
    <ul className={styles.counts} aria-label="Resultado">
      <li className={`${styles.count} ${styles.create}`}>
        <strong>{formatNumber(job.createdCount)}</strong> {future ? 'a crear' : 'creados'}
      </li>
      <li className={`${styles.count} ${styles.update}`}>
        <strong>{formatNumber(job.updatedCount)}</strong> {future ? 'a actualizar' : 'actualizados'}
      </li>
      <li className={`${styles.count} ${styles.error}`}>
        <strong>{formatNumber(job.errorCount)}</strong> con error
      </li>
    </ul>
  );
}

/**
 * /admin/import (CSV import): CSV import of organizations, contacts or operations in five steps.
 * The job lives on the server (its id in the URL), so a reload or another tab finds the same step and progress.
 */
export function ImportPage() {
  usePageTitle('Importar');
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('id')) || null;
  // '?kind=catalog' (the catalogue's 'Importar CSV') starts on that kind.
  const [kind, setKind] = useState<ImportKind>(() => {
    const asked = params.get('kind');
    return (IMPORT_KINDS as readonly string[]).includes(asked ?? '') ? (asked as ImportKind) : 'contact';
  });
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<(string | null)[] | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Back from the preview to the mapping step (the job stays 'checked' until the next dry run). */
  const [remap, setRemap] = useState(false);

  const { data, loading, error, startPolling, stopPolling } = useQuery(ImportJobDocument, {
    variables: { id: jobId ?? 0, onlyErrors, first: PREVIEW_ROWS },
    skip: !jobId,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = jobId ? data?.importJob : null;
  const step = remap && job?.status === 'checked' ? 'mapeo' : stepOf(job);
  const working = job?.status === 'checking' || job?.status === 'running';

  useEffect(() => {
    if (working) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [working, startPolling, stopPolling]);

  // Work in progress asks before the screen is left: a file chosen, or an import not finished.
  useUnsavedChanges(Boolean(file && !jobId) || Boolean(job && job.status !== 'done'));

  const [start, { loading: uploading }] = useMutation(StartImportDocument);
  const [dryRun, { loading: checking }] = useMutation(DryRunImportDocument);
  const [run, { loading: launching }] = useMutation(RunImportDocument);

  const jobKind = (job?.kind ?? kind) as ImportKind;
  const chosen = mapping ?? job?.mapping ?? job?.suggestedMapping ?? [];
  const problem = job ? mappingProblem(jobKind, chosen) : null;
  const fieldOptions = useMemo(
    () => [{ value: '', label: '— No importar —' }, ...IMPORT_FIELDS[jobKind].map((f) => ({ value: f.key, label: isRequiredImportField(jobKind, f.key) ? `${f.label} *` : f.label }))],
    [jobKind],
  );

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0] ?? null;
    setFailure(f && f.size > IMPORT_MAX_BYTES ? IMPORT_MESSAGES.tooLarge : null);
    setFile(f);
  }

  async function onUpload(e: FormEvent) {
    e.preventDefault();
    if (!file) return setFailure(IMPORT_MESSAGES.fileRequired);
    if (file.size > IMPORT_MAX_BYTES) return setFailure(IMPORT_MESSAGES.tooLarge);
    setFailure(null);
    try {
      const res = await start({ variables: { kind, file } });
      if (res.data) {
        setMapping(null);
        setFile(null);
        setParams({ id: String(res.data.startImport.id) });
      }
    } catch (err) {
      setFailure(failureText(err, 'No se pudo leer el archivo'));
    }
  }

  async function onDryRun() {
    if (!job || problem) return;
    setFailure(null);
    try {
      await dryRun({ variables: { id: job.id, mapping: chosen } });
      setMapping(null);
      setRemap(false);
      startPolling(POLL_MS);
    } catch (err) {
      setFailure(failureText(err, 'No se pudo preparar la vista previa'));
    }
  }

  async function onRun() {
    if (!job) return;
    setFailure(null);
    try {
      await run({ variables: { id: job.id } });
      startPolling(POLL_MS);
    } catch (err) {
      setFailure(failureText(err, 'No se pudo iniciar la importación'));
    }
  }

  async function onDownloadErrors() {
    if (!job) return;
    try {
      const res = await client.query({ query: ImportErrorsCsvDocument, variables: { id: job.id }, fetchPolicy: 'network-only' });
      const csv = res.data?.importJob.errorsCsv ?? '';
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${job.filename.replace(/\.[^.]*$/, '')}-errores.csv`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setFailure(failureText(err, 'No se pudo descargar el archivo de errores'));
    }
  }

  function onRestart() {
    setMapping(null);
    setFile(null);
    setOnlyErrors(false);
    setFailure(null);
    setRemap(false);
    setParams({});
  }

  const resultColumns: Column<Job['rows'][number]>[] = [
    { key: 'line', header: 'Fila', align: 'right', render: (r) => r.line },
    { key: 'action', header: 'Resultado', render: (r) => <span className={styles[r.action as ImportAction]}>{IMPORT_ACTION_LABELS[r.action as ImportAction]}</span> },
    { key: 'label', header: 'Registro', render: (r) => r.label ?? '—' },
    { key: 'field', header: 'Campo', render: (r) => (r.field ? (importField(jobKind, r.field)?.label ?? r.field) : '') },
    { key: 'message', header: 'Motivo', render: (r) => r.message ?? '' },
  ];

  let body;
  if (jobId && !job && loading) body = <Spinner />;
  else if (jobId && !job && error) body = <ErrorText>{failureText(error, 'No se pudo cargar la importación')}</ErrorText>;
  else if (step === 'archivo') {
    body = (
      <form className={styles.panel} onSubmit={(e) => void onUpload(e)} aria-label="Archivo a importar">
        <div className={styles.row}>
          <SelectField label="Qué importar" value={kind} onChange={(e) => setKind(e.target.value as ImportKind)} options={IMPORT_KINDS.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] }))} />
          <label>
            <span className={styles.muted}>Archivo CSV</span>
            <br />
            <input type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" aria-label="Archivo CSV" onChange={onFile} />
          </label>
          <Button type="submit" variant="primary" disabled={!file || uploading}>
            {uploading ? 'Subiendo…' : 'Subir y continuar'}
          </Button>
        </div>
        <p className={styles.muted}>
          CSV de Excel o de otro CRM: separador coma, punto y coma o tabulación; UTF-8 (con o sin BOM) o Latin-1; números como 1.234,56. Máximo 10 MB. Las
          organizaciones se reconocen por RUC (sin importar puntos o guiones) y luego por razón social; los contactos por email y luego por teléfono; las
          operaciones por referencia (OP-000123).
        </p>
      </form>
    );
  } else if (job && step === 'mapeo') {
    const mapColumns: Column<number>[] = [
      { key: 'column', header: 'Columna del archivo', render: (i) => job.headers[i] || `(columna ${i + 1})` },
      { key: 'sample', header: 'Ejemplo', render: (i) => <span className={styles.sample}>{job.sample.map((r) => r[i]).filter(Boolean).slice(0, 2).join(' · ')}</span> },
      {
        key: 'field',
        header: 'Campo',
        render: (i) => (
          <select
            className={`${fieldClasses.control} ${styles.fieldSelect}`}
            aria-label={`Campo para ${job.headers[i] || `columna ${i + 1}`}`}
            value={chosen[i] ?? ''}
            onChange={(e) => setMapping(chosen.map((v, j) => (j === i ? e.target.value || null : v)))}
          >
            {fieldOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ),
      },
    ];
    body = (
      <section className={styles.panel} aria-label="Mapeo de columnas">
        <p>
          <strong>{job.filename}</strong> · {IMPORT_KIND_LABELS[jobKind]} · {formatNumber(job.totalRows)} filas · {job.encoding.toUpperCase()} · separador «{job.delimiter === '\t' ? 'tab' : job.delimiter}»
        </p>
        <p className={styles.muted}>
          Elegí qué campo recibe cada columna (sugerido según el encabezado). <span className={styles.required}>*</span> obligatorio: al menos uno de cada grupo.
        </p>
        <DataTable label="Columnas" columns={mapColumns} rows={job.headers.map((_, i) => i)} rowKey={(i) => i} />
        {problem && <ErrorText>{problem}</ErrorText>}
        <div className={styles.actions}>
          <Button onClick={onRestart}>Elegir otro archivo</Button>
          <Button variant="primary" disabled={Boolean(problem) || checking} onClick={() => void onDryRun()}>
            Vista previa
          </Button>
        </div>
      </section>
    );
  } else if (job && step === 'vista previa') {
    body = (
      <section className={styles.panel} aria-label="Vista previa">
        {job.status === 'checking' ? (
          <>
            <p>Revisando las filas (no se guarda nada)…</p>
            <ProgressBar label="Vista previa" done={job.processedRows} total={job.totalRows} />
          </>
        ) : (
          <>
            {job.failure && <ErrorText>{job.failure}</ErrorText>}
            <p>Así quedaría la importación. Todavía no se guardó nada.</p>
            <Counts job={job} future />
            <CheckboxField label="Solo errores" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
            <DataTable label="Resultado por fila" columns={resultColumns} rows={job.rows} rowKey={(r) => r.line} empty={onlyErrors ? 'Ninguna fila con error' : 'Sin filas'} />
            {job.rowCount > job.rows.length && <p className={styles.muted}>Se muestran {formatNumber(job.rows.length)} de {formatNumber(job.rowCount)} filas.</p>}
            <div className={styles.actions}>
              <Button onClick={() => setRemap(true)}>Volver al mapeo</Button>
              <Button variant="primary" disabled={launching || job.createdCount + job.updatedCount === 0} onClick={() => void onRun()}>
                Importar {formatNumber(job.createdCount + job.updatedCount)} filas
              </Button>
            </div>
          </>
        )}
      </section>
    );
  } else if (job && step === 'importar') {
    body = (
      <section className={styles.panel} aria-label="Importando">
        <p>Importando {IMPORT_KIND_LABELS[jobKind].toLowerCase()}… Podés recargar la página: la importación sigue en el servidor.</p>
        <ProgressBar label="Importación" done={job.processedRows} total={job.totalRows} />
        <Counts job={job} future={false} />
        {Date.now() - new Date(job.updatedAt as string).getTime() > STALE_MS && (
          <>
            <ErrorText>La importación dejó de avanzar (el servidor se reinició). Lo ya importado quedó guardado.</ErrorText>
            <div className={styles.actions}>
              <Button variant="primary" disabled={launching} onClick={() => void onRun()}>
                Continuar la importación
              </Button>
            </div>
          </>
        )}
      </section>
    );
  } else if (job) {
    body = (
      <section className={styles.panel} aria-label="Resumen">
        <p>
          Importación terminada: <strong>{job.filename}</strong>
        </p>
        <Counts job={job} future={false} />
        {job.errorCount > 0 && (
          <>
            <DataTable label="Filas con error" columns={resultColumns} rows={job.rows.filter((r) => r.action === 'error')} rowKey={(r) => r.line} />
            <p className={styles.muted}>Descargá las filas con error, corregilas en la planilla y volvé a importarlas.</p>
          </>
        )}
        <div className={styles.actions}>
          {job.errorCount > 0 && <Button onClick={() => void onDownloadErrors()}>Descargar filas con error (CSV)</Button>}
          <Button variant="primary" onClick={onRestart}>
            Nueva importación
          </Button>
        </div>
      </section>
    );
  }

  return (
    <Page>
      <PageHeader title="Importar" subtitle="Organizaciones, contactos u operaciones desde un archivo CSV, con vista previa antes de guardar." />
      <ol className={styles.steps} aria-label="Pasos">
        {STEPS.map((s, i) => (
          <li key={s} className={[styles.step, s === step ? styles.stepCurrent : i < STEPS.indexOf(step) ? styles.stepDone : ''].filter(Boolean).join(' ')} aria-current={s === step ? 'step' : undefined}>
            {STEP_LABELS[s]}
          </li>
        ))}
      </ol>
      <ErrorText>{failure}</ErrorText>
      {body}
    </Page>
  );
}
