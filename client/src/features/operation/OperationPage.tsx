import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { DEAL_FILE_TYPES, FILE_NAME_TAB_MAX, shortenFileName, SHARED_MESSAGES } from '@crm/domain';
import {
  OperationFilesDocument,
  OperationParamsDocument,
  OperationViewDocument,
  type DealFileFieldsFragment,
} from '../../gql/graphql';
import { ClosedBanner, CloseDealDialog } from './CloseDeal';
import { DocumentChecklist } from './DocumentChecklist';
import { usePermissions } from '../../session/usePermissions';
import { errorCode } from '../../lib/errors';
import { routeId } from '../../lib/routeParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/ConfirmDialog';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { CostSheetPanel } from './CostSheetPanel';
import { FilePreview } from './FilePreview';
import { OperationDetail } from './OperationDetail';
import { OperationNotes } from './OperationNotes';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { HistoryTab } from '../history';
import { OperationInvoicesTab } from '../invoices';
import { OperationPayablesPanel } from '../payables';
import { type EditConflict, mailtoHref, type OperationDeal } from './operationForm';
import { useDealFileUpload } from './useDealFileUpload';
import { useFileDelete } from './useFileDelete';
import { hasStaleLink, useFreshFileLinks } from './useFreshFileLinks';
import styles from './operation.module.css';
import { PresenceLine } from '../../session/live/PresenceLine';
import { MailComposer } from '../mail';
import { StatusReportDialog } from '../shipments';
import { RateRequestDialog } from '../rates';
import { QuoteStatusBlock } from '../quote';
import { OperationSummary } from './OperationSummary';
import { NextStep } from '../agenda';
import { useDocumentVerify } from './useDocumentVerify';
import { useOperationEdit } from './useOperationEdit';
import { notifySuccess } from '../../ui/toast';

// The call dialog is the follow-up feature's, loaded when opened (its own chunk).
const LogCallDialog = lazy(() => import('../followup').then((m) => ({ default: m.LogCallDialog })));
import { useShipmentEdit } from './useShipmentEdit';
import { lateCount, ShipmentTab } from './ShipmentTab';

export const OPERATION_NOT_FOUND = SHARED_MESSAGES.dealNotFound;
export const OPERATION_LOAD_FAILED = 'No se pudo cargar la operación.';
export { FIX_FIELDS, SAVE_CONFLICT, SAVE_FAILED, SAVED } from './useOperationEdit';
export const DELETE_CONFIRM = 'Eliminar archivo?';
export const CONFLICT_NO_OVERLAP = 'Tus cambios siguen en el formulario y los de la otra persona ya están incluidos: guardá de nuevo para aplicarlos.';
export const CONFLICT_OVERLAP = 'Guardar cambios reemplaza esos valores por los tuyos; Cancelar descarta tus cambios.';

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
  // 'Enviar correo' (spec part 2 §2 "Operation view": the side panel's send-email button) opens the composer.
  // The template the composer starts with ('status_report' when it comes from the report's preview).
  const [composing, setComposing] = useState<false | { template?: string }>(false);
  const [calling, setCalling] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [requestingRates, setRequestingRates] = useState(false);
  const client = useApolloClient();
  const { data: paramsData } = useQuery(OperationParamsDocument);
  const edit = useOperationEdit(deal, paramsData?.params);
  const { editing } = edit;
  const docVerify = useDocumentVerify(deal.id, edit.setStatus);
  // Held here, not in the tab: what was typed in 'Embarque' survives switching tabs.
  const shipment = useShipmentEdit(deal.id);
  const late = lateCount(shipment);
  const [tab, setTab] = useState('detail');
  const { hidden: deletingFiles, deletingId, deleteError, remove: removeFile } = useFileDelete();
  const confirmDelete = useConfirm();

  const { upload, progress, error: uploadError } = useDealFileUpload(deal.id);
  const [closing, setClosing] = useState<'won' | 'lost' | null>(null);

  const files = deal.files.filter((f) => !deletingFiles.has(f.id));
  // Signed file links expire: the list is fetched again before they do (and a stale one is never previewed).
  const refreshFiles = () => void client.query({ query: OperationFilesDocument, variables: { dealId: deal.id }, fetchPolicy: 'network-only' }).catch(() => {});
  useFreshFileLinks(
    files.map((f) => f.url),
    refreshFiles,
  );
  const estado = edit.loaded.estado?.trim();

  async function onUpload(type: string, typeLabel: string, file: File) {
    setTab('uploading');
    const created = await upload(type, typeLabel, file);
    setTab(created ? `file-${created.id}` : 'detail');
  }

  function onDelete(file: DealFileFieldsFragment) {
    confirmDelete.ask({
      title: DELETE_CONFIRM,
      detail: <p>{file.filename}</p>,
      confirmLabel: 'Eliminar',
      onConfirm: () => {
        setTab('detail');
        void removeFile(file);
      },
    });
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
            values={edit.values}
            editing={editing}
            params={paramsData?.params}
            valueText={edit.valueText}
            valueError={edit.valueError}
            errors={edit.fieldErrors}
            onValueText={edit.setValueText}
            onChange={edit.setField}
            files={files}
            documents={
              <DocumentChecklist
                checklist={deal.checklist}
                files={files}
                canVerify={writer}
                pending={docVerify.pending}
                onVerify={(docType, verified) => void docVerify.verify(docType, verified)}
                onOpenFile={(fileId) => selectTab(`file-${fileId}`)}
              />
            }
          />
          <OperationNotes dealId={deal.id} canWrite={writer} />
        </>
      ),
    },
    { id: 'shipment', label: late ? `Embarque (${late} ${late === 1 ? 'hito atrasado' : 'hitos atrasados'})` : 'Embarque', content: <ShipmentTab edit={shipment} canWrite={writer} /> },
    { id: 'costs', label: 'Planilla de costos (DET COS)', content: <CostSheetPanel dealId={deal.id} /> },
    {
      id: 'billing',
      label: 'Administración',
      content: (
        <>
          <OperationInvoicesTab dealId={deal.id} />
          <OperationPayablesPanel dealId={deal.id} />
        </>
      ),
    },
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
                <Button onClick={() => setCalling(true)}>Registrar llamada</Button>
                <Button onClick={() => setClosing('won')}>Marcar ganada</Button>
                <Button onClick={() => setClosing('lost')}>Marcar perdida</Button>
              </>
            )}
            {editing ? (
              <>
                <Button onClick={edit.cancelEdit} disabled={edit.saving}>
                  Cancelar
                </Button>
                <Button variant="primary" onClick={() => void edit.save()} disabled={edit.saving} aria-busy={edit.saving}>
                  Guardar cambios
                </Button>
              </>
            ) : (
              <Button variant="primary" onClick={edit.startEdit}>
                Modificar
              </Button>
            )}
          </div>
        )}
      </header>
      <ClosedBanner deal={deal} canWrite={writer} />
      {closing && <CloseDealDialog dealId={deal.id} outcome={closing} onClose={() => setClosing(null)} />}
      {calling && (
        <Suspense fallback={null}>
          <LogCallDialog
            links={{ dealId: deal.id, orgId: deal.orgId ?? null, contactId: deal.contactId ?? null }}
            about={`${deal.reference ?? `#${deal.id}`} — ${deal.title}`}
            onClose={() => setCalling(false)}
            onLogged={() => {
              notifySuccess('Llamada registrada.');
              // Its next step shows at once in the side panel.
              void client.refetchQueries({ include: ['DealNextStep'] });
            }}
          />
        </Suspense>
      )}
      {edit.status && (edit.status.ok ? <StatusText>{edit.status.text}</StatusText> : <ErrorText>{edit.status.text}</ErrorText>)}
      {editing && edit.conflict && <ConflictDetails conflicts={edit.conflict} />}
      <ErrorText>{uploadError}</ErrorText>
      <ErrorText>{deleteError}</ErrorText>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Tabs label="Secciones de la operación" tabs={tabs} selected={tab} onSelect={selectTab} wrap panelClassName={styles.tabPanel} />
        </div>
        <aside className={styles.side} aria-label="Resumen y acciones">
          <NextStep dealId={deal.id} />
          <OperationSummary deal={deal} editing={editing} description={edit.description} onDescription={edit.setDescription} />
          <section className={styles.section}>
            <QuoteStatusBlock dealId={deal.id} canWrite={writer} />
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
              <button type="button" className={styles.linkButton} onClick={() => setReporting(true)}>
                Reporte de estado
              </button>
              {writer && (
                <button type="button" className={styles.linkButton} onClick={() => setRequestingRates(true)}>
                  Solicitar tarifa
                </button>
              )}
              {writer ? (
                <button type="button" className={styles.linkButton} onClick={() => setComposing({})}>
                  Enviar correo
                </button>
              ) : (
                <a href={mailtoHref(deal)}>Enviar email{deal.contactEmail ? ` a ${deal.contactEmail}` : ''}</a>
              )}
            </div>
          </section>
        </aside>
      </div>
      {composing && <MailComposer dealId={deal.id} template={composing.template} onClose={() => setComposing(false)} />}
      {requestingRates && <RateRequestDialog dealId={deal.id} onClose={() => setRequestingRates(false)} />}
      {reporting && (
        <StatusReportDialog
          dealId={deal.id}
          onClose={() => setReporting(false)}
          onSend={
            writer
              ? () => {
                  setReporting(false);
                  setComposing({ template: 'status_report' });
                }
              : undefined
          }
        />
      )}
      {confirmDelete.dialog}
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
