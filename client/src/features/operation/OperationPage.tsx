import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { checkNumberInput, DEAL_FILE_TYPES, FILE_NAME_TAB_MAX, formatMoney, NUMBER_RULES, shortenFileName } from '@crm/domain';
import {
  OperationFilesDocument,
  OperationParamsDocument,
  OperationViewDocument,
  SaveOperationDocument,
  type SaveOperationInput,
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
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { CostSheetPanel } from './CostSheetPanel';
import { FilePreview } from './FilePreview';
import { OperationDetail } from './OperationDetail';
import { OperationNotes } from './OperationNotes';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { HistoryTab } from '../history/HistoryTab';
import {
  changedKeys,
  computedChanges,
  DESCRIPTION_KEY,
  type EditConflict,
  fieldDef,
  fieldValues,
  mailtoHref,
  numericFieldErrors,
  rebaseEdits,
  VALUE_KEY,
  volumetricSettingsOf,
  type FieldValues,
  type OperationDeal,
} from './operationForm';
import { useDealFileUpload } from './useDealFileUpload';
import { useFileDelete } from './useFileDelete';
import { hasStaleLink, useFreshFileLinks } from './useFreshFileLinks';
import styles from './operation.module.css';
import { PresenceLine } from '../../app/live/PresenceLine';

export const OPERATION_NOT_FOUND = 'Operación no encontrada.';
export const OPERATION_LOAD_FAILED = 'No se pudo cargar la operación.';
export const SAVED = 'Cambios guardados.';
export const SAVE_FAILED = 'No se pudo guardar.';
export const DELETE_CONFIRM = 'Eliminar archivo?';
export const FIX_FIELDS = 'Corregí los campos marcados antes de guardar.';
/** The server's CONFLICT message of a stale save (DEAL_MESSAGES.conflict). */
export const SAVE_CONFLICT = 'La operación fue modificada por otro usuario mientras la editabas. No se guardó nada: revisá los valores y guardá de nuevo.';
export const CONFLICT_NO_OVERLAP = 'Tus cambios siguen en el formulario y los de la otra persona ya están incluidos: guardá de nuevo para aplicarlos.';
export const CONFLICT_OVERLAP = 'Guardar cambios reemplaza esos valores por los tuyos; Cancelar descarta tus cambios.';

/** What the form was loaded with when editing started: what a save compares against, and the version it carries. */
interface EditBase {
  values: FieldValues;
  description: string;
  value: number;
  version: number;
}

const baseOf = (deal: Pick<OperationDeal, 'customFields' | 'description' | 'value' | 'version'>): EditBase => ({
  values: fieldValues(deal),
  description: deal.description ?? '',
  value: deal.value,
  version: deal.version,
});

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
  const [base, setBase] = useState<EditBase>(() => baseOf(deal));
  // Fields both this user and someone else changed, after a refused save (null: no conflict shown).
  const [conflict, setConflict] = useState<EditConflict[] | null>(null);
  const [description, setDescription] = useState(deal.description ?? '');
  const [valueText, setValueText] = useState(formatMoney(deal.value));
  const [saving, runSave] = useSingleFlight();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [tab, setTab] = useState('detail');
  const { hidden: deletingFiles, deletingId, deleteError, remove: removeFile } = useFileDelete();

  const { upload, progress, error: uploadError } = useDealFileUpload(deal.id);
  const [saveOperation] = useMutation(SaveOperationDocument);
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

  const files = deal.files.filter((f) => !deletingFiles.has(f.id));
  // Signed file links expire: the list is fetched again before they do (and a stale one is never previewed).
  const refreshFiles = () => void client.query({ query: OperationFilesDocument, variables: { dealId: deal.id }, fetchPolicy: 'network-only' }).catch(() => {});
  useFreshFileLinks(
    files.map((f) => f.url),
    refreshFiles,
  );
  const estado = loaded.estado?.trim();

  // Typed numbers are checked as they change (nothing lost silently): an error blocks saving, never a silent 0.
  const valueCheck = checkNumberInput(valueText, { ...NUMBER_RULES.dealValue, required: true });
  const fieldErrors = editing ? numericFieldErrors(base.values, values) : {};
  const invalid = editing && (valueCheck.error !== null || Object.keys(fieldErrors).length > 0);
  const dirty =
    editing &&
    (changedKeys(base.values, values).length > 0 ||
      description.trim() !== base.description.trim() ||
      valueCheck.value === null ||
      Math.abs(valueCheck.value - base.value) >= 0.005);
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
    setConflict(null);
    // The form starts from what is shown now, and a save carries this version (optimistic concurrency).
    setBase(baseOf(deal));
    setValues(loaded);
    setDescription(deal.description ?? '');
    setValueText(formatMoney(deal.value));
    setEditing(true);
  }

  function cancelEdit() {
    setEditing(false);
    setValues(loaded);
    setDescription(deal.description ?? '');
    setValueText(formatMoney(deal.value));
    setStatus(null);
    setConflict(null);
  }

  const save = () => runSave(saveChanges);

  /**
   * One saveOperation: the description, the value and the changed custom fields in one transaction, based on
   * the version the form started from. Someone else saved meanwhile → CONFLICT, nothing written (onConflict).
   */
  async function saveChanges() {
    if (invalid) {
      setStatus({ ok: false, text: FIX_FIELDS });
      return;
    }
    setStatus(null);
    try {
      const next = { ...values, ...computedChanges(base.values, values, volumetricSettingsOf(paramsData?.params)) };
      const keys = changedKeys(base.values, next);
      const input: SaveOperationInput = {};
      if (description.trim() !== base.description.trim()) input.description = description.trim() || null;
      const value = valueCheck.value ?? base.value;
      if (Math.abs(value - base.value) >= 0.005) input.value = value;
      if (keys.length) {
        input.fields = keys.map((key) => {
          const def = fieldDef(key);
          const text = (next[key] ?? '').trim();
          return { key, label: def?.label ?? key, type: def?.type ?? 'text', value: text === '' ? null : text };
        });
      }
      if (Object.keys(input).length) {
        await saveOperation({ variables: { id: deal.id, version: base.version, input } });
        // The checklist follows the mode and type fields: read the operation again.
        if (keys.length) await client.refetchQueries({ include: [OperationViewDocument] });
      }
      setEditing(false);
      setConflict(null);
      setStatus({ ok: true, text: SAVED });
    } catch (err) {
      if (errorCode(err) === 'CONFLICT') await onConflict();
      else setStatus({ ok: false, text: failureText(err, SAVE_FAILED) });
    }
  }

  /**
   * A refused save: read what the other person saved, keep every value this user changed, take theirs
   * for the rest (rebaseEdits) and show the fields both changed with both values. The form stays in edit
   * mode, now based on the new version: saving again is the user's choice, made with both values in view.
   */
  async function onConflict() {
    setStatus({ ok: false, text: SAVE_CONFLICT });
    try {
      const { data } = await client.query({ query: OperationViewDocument, variables: { id: deal.id }, fetchPolicy: 'network-only' });
      const fresh = data?.deal;
      if (!fresh) return;
      const own = (v: FieldValues, desc: string, valueText: string): FieldValues => ({ ...v, [DESCRIPTION_KEY]: desc, [VALUE_KEY]: valueText });
      const typedValue = valueCheck.value === null ? valueText : formatMoney(valueCheck.value);
      const { values: merged, conflicts } = rebaseEdits(
        own(base.values, base.description, formatMoney(base.value)),
        own(values, description, typedValue),
        own(fieldValues(fresh), fresh.description ?? '', formatMoney(fresh.value)),
      );
      const { [DESCRIPTION_KEY]: mergedDescription, [VALUE_KEY]: mergedValue, ...mergedFields } = merged;
      setBase(baseOf(fresh));
      setValues(mergedFields);
      setDescription(mergedDescription ?? '');
      setValueText(mergedValue ?? '');
      setConflict(conflicts);
    } catch {
      // The message stays; the user's edits are untouched.
    }
  }

  async function onUpload(type: string, typeLabel: string, file: File) {
    setTab('uploading');
    const created = await upload(type, typeLabel, file);
    setTab(created ? `file-${created.id}` : 'detail');
  }

  function onDelete(file: DealFileFieldsFragment) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setTab('detail');
    void removeFile(file);
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
      {editing && conflict && <ConflictDetails conflicts={conflict} />}
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

/** After a refused save: each field both people changed, with this user's value and the saved one. */
function ConflictDetails({ conflicts }: { conflicts: EditConflict[] }) {
  const shown = (v: string) => v || '(vacío)';
  return (
    <section className={styles.conflict} aria-label="Cambios de otra persona">
      {conflicts.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Tu valor</th>
              <th scope="col">Valor guardado por la otra persona</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((c) => (
              <tr key={c.key}>
                <th scope="row">{c.label}</th>
                <td className={styles.prewrap}>{shown(c.mine)}</td>
                <td className={styles.prewrap}>{shown(c.theirs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>{conflicts.length > 0 ? CONFLICT_OVERLAP : CONFLICT_NO_OVERLAP}</p>
    </section>
  );
}
