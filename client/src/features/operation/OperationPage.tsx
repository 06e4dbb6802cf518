import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { checkNumberInput, DEAL_FILE_TYPES, FILE_NAME_TAB_MAX, formatMoney, NUMBER_RULES, shortenFileName } from '@crm/domain';
import {
  DeleteDealFileDocument,
  OperationFilesDocument,
  OperationParamsDocument,
  OperationViewDocument,
  SaveOperationDealDocument,
  SaveOperationFieldDocument,
  UnverifyDealDocumentDocument,
  VerifyDealDocumentDocument,
  type DealFileFieldsFragment,
} from '../../gql/graphql';
import { ClosedBanner, CloseDealDialog } from './CloseDeal';
import { DocumentChecklist } from './DocumentChecklist';
import { usePermissions } from '../../app/auth/usePermissions';
import { errorCode, failureText } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { notifyError, notifyUndoable } from '../../ui/toast';
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { CostSheetPanel } from './CostSheetPanel';
import { FilePreview } from './FilePreview';
import { OperationDetail } from './OperationDetail';
import { OperationNotes } from './OperationNotes';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { HistoryTab } from '../history/HistoryTab';
import { changedKeys, computedChanges, fieldDef, fieldValues, mailtoHref, numericFieldErrors, volumetricSettingsOf, type FieldValues, type OperationDeal } from './operationForm';
import { useDealFileUpload } from './useDealFileUpload';
import { hasStaleLink, useFreshFileLinks } from './useFreshFileLinks';
import styles from './operation.module.css';
import { PresenceLine } from '../../app/live/PresenceLine';

export const OPERATION_NOT_FOUND = 'Operación no encontrada.';
export const OPERATION_LOAD_FAILED = 'No se pudo cargar la operación.';
export const SAVED = 'Cambios guardados.';
export const SAVE_FAILED = 'No se pudo guardar.';
export const DELETE_FAILED = 'No se pudo eliminar el archivo.';
export const DELETE_CONFIRM = 'Eliminar archivo?';
export const FIX_FIELDS = 'Corregí los campos marcados antes de guardar.';
export const fileDeletedText = (name: string) => `Archivo ${name} eliminado.`;

function routeId(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** /operations/{id}: 'Vista de operación' (spec part 2 §2, §4). */
export function OperationPage() {
  const id = routeId(useParams().id);
  const { data, error } = useQuery(OperationViewDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const deal = data?.deal;
  usePageTitle(deal ? `${deal.reference} · Vista de operación` : 'Vista de operación');

  let content: ReactNode;
  if (id === null || (error && errorCode(error) === 'NOT_FOUND')) content = <ErrorText>{OPERATION_NOT_FOUND}</ErrorText>;
  else if (deal) content = <OperationView key={deal.id} deal={deal} />;
  else if (error) content = <ErrorText>{OPERATION_LOAD_FAILED}</ErrorText>;
  else content = <Spinner />;

  return (
    <section className={styles.page}>
      <Link to="/" className={styles.back}>
        ← Pipeline
      </Link>
      <h1 className={styles.pageTitle}>Vista de operación</h1>
      {deal && <PresenceLine dealId={deal.id} className={styles.presence} />}
      {content}
    </section>
  );
}

function OperationView({ deal }: { deal: OperationDeal }) {
  const writer = usePermissions().write;
  const client = useApolloClient();
  const { data: paramsData } = useQuery(OperationParamsDocument);
  const loaded = useMemo(() => fieldValues(deal), [deal]);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<FieldValues>(loaded);
  const [description, setDescription] = useState(deal.description ?? '');
  const [valueText, setValueText] = useState(formatMoney(deal.value));
  const [saving, runSave] = useSingleFlight();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [tab, setTab] = useState('detail');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Files deleted whose 'Deshacer' window is still open (see onDelete), and how to send each delete.
  const [pendingDeletes, setPendingDeletes] = useState<ReadonlySet<number>>(new Set());
  const commits = useRef(new Map<number, () => void>());

  const { upload, progress, error: uploadError } = useDealFileUpload(deal.id);
  const [saveDeal] = useMutation(SaveOperationDealDocument);
  const [saveField] = useMutation(SaveOperationFieldDocument);
  const [deleteFile] = useMutation(DeleteDealFileDocument);
  const [verifyDoc] = useMutation(VerifyDealDocumentDocument);
  const [unverifyDoc] = useMutation(UnverifyDealDocumentDocument);
  const [verifying, setVerifying] = useState<{ docType: string; verified: boolean } | null>(null);
  const [closing, setClosing] = useState<'won' | 'lost' | null>(null);

  /** Ticks or unticks a document; the checklist is read again (who and when come from the server). */
  async function onVerify(docType: string, verified: boolean) {
    setVerifying({ docType, verified });
    setStatus(null);
    try {
      await (verified ? verifyDoc : unverifyDoc)({ variables: { dealId: deal.id, docType }, refetchQueries: [OperationViewDocument], awaitRefetchQueries: true });
    } catch (err) {
      setStatus({ ok: false, text: failureText(err, SAVE_FAILED) });
    } finally {
      setVerifying(null);
    }
  }

  // Outside edit mode the form follows the server (after a save or a refetch).
  useEffect(() => {
    if (!editing) {
      setValues(loaded);
      setDescription(deal.description ?? '');
      setValueText(formatMoney(deal.value));
    }
  }, [editing, loaded, deal.description, deal.value]);

  const files = deal.files.filter((f) => !pendingDeletes.has(f.id));
  // Signed file links expire: the list is fetched again before they do (and a stale one is never previewed).
  const refreshFiles = () => void client.query({ query: OperationFilesDocument, variables: { dealId: deal.id }, fetchPolicy: 'network-only' }).catch(() => {});
  useFreshFileLinks(
    files.map((f) => f.url),
    refreshFiles,
  );
  const estado = loaded.estado?.trim();

  // Typed numbers are checked as they change (issue 18 item 3): an error blocks saving, never a silent 0.
  const valueCheck = checkNumberInput(valueText, { ...NUMBER_RULES.dealValue, required: true });
  const fieldErrors = editing ? numericFieldErrors(loaded, values) : {};
  const invalid = editing && (valueCheck.error !== null || Object.keys(fieldErrors).length > 0);
  const dirty =
    editing &&
    (changedKeys(loaded, values).length > 0 ||
      description.trim() !== (deal.description ?? '').trim() ||
      valueCheck.value === null ||
      Math.abs(valueCheck.value - deal.value) >= 0.005);
  useUnsavedChanges(dirty);

  // Escape leaves the edit mode, asking first when something was changed.
  const escapeRef = useRef(() => {});
  escapeRef.current = () => {
    if (editing && !saving && confirmDiscard(dirty)) cancelEdit();
  };
  useEffect(() => {
    if (!editing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      // Escape in a combobox (global search, shipper autocomplete) only closes its list.
      if (event.target instanceof Element && event.target.closest('[role="combobox"]')) return;
      escapeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editing]);

  function startEdit() {
    setStatus(null);
    setEditing(true);
  }

  function cancelEdit() {
    setEditing(false);
    setValues(loaded);
    setDescription(deal.description ?? '');
    setValueText(formatMoney(deal.value));
    setStatus(null);
  }

  const save = () => runSave(saveChanges);

  async function saveChanges() {
    if (invalid) {
      setStatus({ ok: false, text: FIX_FIELDS });
      return;
    }
    setStatus(null);
    try {
      const next = { ...values, ...computedChanges(loaded, values, volumetricSettingsOf(paramsData?.params)) };
      const keys = changedKeys(loaded, next);
      const dealInput: { description?: string | null; value?: number } = {};
      if (description.trim() !== (deal.description ?? '').trim()) dealInput.description = description.trim() || null;
      const value = valueCheck.value ?? deal.value;
      if (Math.abs(value - deal.value) >= 0.005) dealInput.value = value;
      if (Object.keys(dealInput).length) await saveDeal({ variables: { id: deal.id, input: dealInput } });
      await Promise.all(
        keys.map((key) => {
          const def = fieldDef(key);
          const text = (next[key] ?? '').trim();
          return saveField({
            variables: { dealId: deal.id, input: { key, label: def?.label ?? key, type: def?.type ?? 'text', value: text === '' ? null : text } },
          });
        }),
      );
      if (keys.length) await client.refetchQueries({ include: [OperationViewDocument] });
      setEditing(false);
      setStatus({ ok: true, text: SAVED });
    } catch (err) {
      setStatus({ ok: false, text: failureText(err, SAVE_FAILED) });
    }
  }

  async function onUpload(type: string, typeLabel: string, file: File) {
    setTab('uploading');
    const created = await upload(type, typeLabel, file);
    setTab(created ? `file-${created.id}` : 'detail');
  }

  /**
   * Issue 18 item 4: a deleted file disappears at once and the delete is sent when the 'Deshacer'
   * window closes (or when the user leaves the operation), so undoing needs nothing from the server.
   */
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const pending = commits.current;
    return () => {
      mounted.current = false;
      for (const commit of pending.values()) commit();
    };
  }, []);

  function onDelete(file: DealFileFieldsFragment) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setDeleteError(null);
    setPendingDeletes((s) => new Set(s).add(file.id));
    setTab('detail');
    const forget = () => {
      commits.current.delete(file.id);
      setPendingDeletes((s) => {
        const next = new Set(s);
        next.delete(file.id);
        return next;
      });
    };
    const commit = () => {
      commits.current.delete(file.id);
      setDeletingId(file.id);
      deleteFile({
        variables: { id: file.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'DealFile', id: file.id }) });
          cache.gc();
        },
      })
        .catch((err: unknown) => {
          forget();
          // On the screen when still there, else as a toast.
          if (mounted.current) setDeleteError(failureText(err, DELETE_FAILED));
          else notifyError(failureText(err, DELETE_FAILED));
        })
        .finally(() => setDeletingId(null));
    };
    commits.current.set(file.id, commit);
    notifyUndoable(fileDeletedText(file.filename), forget, () => commits.current.get(file.id)?.());
  }

  function selectTab(id: string) {
    setTab(id);
    if (id.startsWith('file-') && hasStaleLink(files.map((f) => f.url))) refreshFiles();
  }

  const tabs: TabItem[] = [
    {
      id: 'detail',
      label: 'Detalle',
      content: (
        <>
          <OperationDetail
            deal={deal}
            values={values}
            editing={editing}
            params={paramsData?.params}
            valueText={valueText}
            valueError={editing ? valueCheck.error : null}
            errors={fieldErrors}
            onValueText={setValueText}
            onChange={(key, v) => setValues((prev) => ({ ...prev, [key]: v }))}
            files={files}
            documents={
              <DocumentChecklist
                checklist={deal.checklist}
                files={files}
                canVerify={writer}
                pending={verifying}
                onVerify={(docType, verified) => void onVerify(docType, verified)}
                onOpenFile={(fileId) => selectTab(`file-${fileId}`)}
              />
            }
          />
          <OperationNotes dealId={deal.id} canWrite={writer} />
        </>
      ),
    },
    { id: 'costs', label: 'Planilla de costos (DET COS)', content: <CostSheetPanel dealId={deal.id} /> },
    { id: 'history', label: 'Historial', content: <HistoryTab record="deal" id={deal.id} /> },
    ...files.map((f) => ({
      id: `file-${f.id}`,
      label: shortenFileName(f.filename, FILE_NAME_TAB_MAX),
      title: `${f.typeLabel}: ${f.filename}`,
      content: <FilePreview file={f} editing={editing} deleting={deletingId === f.id} onDelete={() => onDelete(f)} />,
    })),
  ];
  if (progress) {
    const pct = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
    tabs.push({
      id: 'uploading',
      label: `Subiendo… ${pct}%`,
      content: (
        <div className={styles.uploading}>
          <p>
            Subiendo <strong>{progress.filename}</strong> ({progress.typeLabel})
          </p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={`Subiendo ${progress.filename}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
          >
            <div className={styles.progressBar} style={{ width: `${pct}%` }} />
          </div>
          <p className={styles.muted}>{pct}%</p>
        </div>
      ),
    });
  }

  return (
    <>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Operación</p>
          <h2 className={styles.reference}>{deal.reference}</h2>
          <p className={styles.meta}>
            <span>
              Estado: <strong>{estado || 'Sin estado'}</strong>
            </span>
            <span>
              Cliente: <strong>{deal.orgId ? <Link to={`/organizations/${deal.orgId}`}>{deal.orgName}</Link> : deal.orgName || '—'}</strong>
            </span>
            <span>
              Contacto: <strong>{deal.contactId ? <Link to={`/contacts/${deal.contactId}`}>{deal.contactName}</Link> : deal.contactName || '—'}</strong>
            </span>
          </p>
        </div>
        {writer && (
          <div className={styles.actions}>
            {deal.status === 'open' && !editing && (
              <>
                <Button onClick={() => setClosing('won')}>Marcar ganada</Button>
                <Button onClick={() => setClosing('lost')}>Marcar perdida</Button>
              </>
            )}
            {editing ? (
              <>
                <Button onClick={cancelEdit} disabled={saving}>
                  Cancelar
                </Button>
                <Button variant="primary" onClick={() => void save()} disabled={saving} aria-busy={saving}>
                  Guardar cambios
                </Button>
              </>
            ) : (
              <Button variant="primary" onClick={startEdit}>
                Modificar
              </Button>
            )}
          </div>
        )}
      </header>
      <ClosedBanner deal={deal} canWrite={writer} />
      {closing && <CloseDealDialog dealId={deal.id} outcome={closing} onClose={() => setClosing(null)} />}
      {status && (status.ok ? <StatusText>{status.text}</StatusText> : <ErrorText>{status.text}</ErrorText>)}
      <ErrorText>{uploadError}</ErrorText>
      <ErrorText>{deleteError}</ErrorText>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Tabs label="Secciones de la operación" tabs={tabs} selected={tab} onSelect={selectTab} wrap panelClassName={styles.tabPanel} />
        </div>
        <aside className={styles.side} aria-label="Resumen y acciones">
          <section className={styles.section}>
            <h2>Resumen</h2>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>Referencia</dt>
                <dd>{deal.reference}</dd>
              </div>
              <div className={styles.fact}>
                <dt>Descripción</dt>
                <dd>
                  {editing ? (
                    <textarea aria-label="Descripción" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
                  ) : (
                    <span className={styles.prewrap}>{deal.description || deal.title}</span>
                  )}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>Valor aproximado</dt>
                <dd>USD {formatMoney(deal.value)}</dd>
              </div>
              {deal.stageName && (
                <div className={styles.fact}>
                  <dt>Etapa</dt>
                  <dd>{deal.stageName}</dd>
                </div>
              )}
            </dl>
          </section>
          <section className={styles.section}>
            <h2>Acciones</h2>
            {writer && (
              <div className={styles.uploadButtons} role="group" aria-label="Subir documentos">
                {[...DEAL_FILE_TYPES, ...(deal.checklist?.items ?? []).filter((i) => !DEAL_FILE_TYPES.some((t) => t.key === i.docType)).map((i) => ({ key: i.docType, label: i.label }))].map((t) => (
                  <label key={t.key} className={progress ? `${styles.uploadButton} ${styles.disabled}` : styles.uploadButton}>
                    Subir {t.label}
                    <input
                      type="file"
                      className={styles.visuallyHidden}
                      aria-label={`Subir ${t.label}`}
                      disabled={!!progress}
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        e.target.value = '';
                        if (file) void onUpload(t.key, t.label, file);
                      }}
                    />
                  </label>
                ))}
              </div>
            )}
            <div className={styles.sideLinks}>
              <button type="button" className={styles.linkButton} onClick={() => selectTab('costs')}>
                Planilla de costos
              </button>
              <Link to={`/operations/${deal.id}/quote`}>Presupuesto (nuevo)</Link>
              <a href={mailtoHref(deal)}>Enviar email{deal.contactEmail ? ` a ${deal.contactEmail}` : ''}</a>
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
