import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  NO_PERMISSION_MESSAGE,
  isAdmin,
  moveStage,
  neighbourStageId,
  sortStages,
  stageChanges,
  STUCK_DAYS_MAX,
  withStageAppended,
  withoutStage,
  SHARED_MESSAGES,
} from '@crm/domain';
import { StageEditorPipelinesDocument, type EditorStageFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { safeNextPath } from '../../session/safeNext';
import { errorCode, errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { useStageMutations } from './useStageMutations';
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './StageEditorPage.module.css';

const TITLE = 'Editar pipeline';

type EditorStage = Pick<EditorStageFieldsFragment, 'id' | 'name' | 'orderIndex' | 'stuckDays'>;

interface EditorState {
  pipelineId: number;
  /** The stages as the server has them. */
  saved: EditorStage[];
  /** The stages as shown: renames and moves stay here until 'Guardar cambios'. */
  rows: EditorStage[];
}

const pick = (s: EditorStage): EditorStage => ({ id: s.id, name: s.name, orderIndex: s.orderIndex, stuckDays: s.stuckDays ?? null });

/**
 * 'Editar pipeline' (spec part 2 §2, §4, §5): add and delete go to the server at once; rename and
 * reorder are local until saved, and the save sends only the stages that changed. Order numbers are
 * renumbered 10, 20, 30… after every move, add or delete.
 */
export function StageEditorPage() {
  usePageTitle(TITLE);
  const { user } = useSession();
  const [search] = useSearchParams();
  const backTo = safeNextPath(search.get('back')) ?? '/';
  const admin = isAdmin(user?.role);

  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        {admin ? (
          <StageEditor backTo={backTo} />
        ) : (
          <>
            <EditorHeader backTo={backTo} dirty={false} />
            <ErrorText>{NO_PERMISSION_MESSAGE}</ErrorText>
          </>
        )}
      </div>
    </div>
  );
}

function EditorHeader({ backTo, dirty }: { backTo: string; dirty: boolean }) {
  return (
    <div className={styles.header}>
      {/* With unsaved changes, leaving asks through the app's one guard (useUnsavedChanges below). */}
      <Link to={backTo} className={styles.back}>
        ← Volver
      </Link>
      <h1>{TITLE}</h1>
      {dirty && (
        <span className={styles.dirty} role="status">
          Cambios sin guardar
        </span>
      )}
    </div>
  );
}

function StageEditor({ backTo }: { backTo: string }) {
  const { pipelineId: pipelineParam } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selectId = useId();
  const { data, error } = useQuery(StageEditorPipelinesDocument, { fetchPolicy: 'network-only' });
  const { createStage, updateStage, deleteStage, afterSave } = useStageMutations();

  const [editor, setEditor] = useState<EditorState | null>(null);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const pipelines = data?.pipelines ?? [];
  const requestedId = pipelineParam !== undefined ? Number(pipelineParam) : null;
  const pipeline = requestedId === null ? (pipelines[0] ?? null) : (pipelines.find((p) => p.id === requestedId) ?? null);

  // The editor starts from the server's stages once per pipeline; later refetches never overwrite local edits.
  useEffect(() => {
    if (!pipeline || editor?.pipelineId === pipeline.id) return;
    const stages = sortStages(pipeline.stages).map(pick);
    setEditor({ pipelineId: pipeline.id, saved: stages, rows: stages });
    setMessage(null);
    setNotice(null);
    setNewName('');
  }, [pipeline, editor?.pipelineId]);

  const current = editor && pipeline && editor.pipelineId === pipeline.id ? editor : null;
  const changes = current ? stageChanges(current.saved, current.rows) : [];
  const dirty = changes.length > 0;

  // Leaving (a link, back, reload, closing the tab) with unsaved renames or moves asks first: the app's one guard.
  const discardUnsaved = useUnsavedChanges(dirty);

  function update(fn: (s: EditorState) => EditorState) {
    setEditor((s) => (s ? fn(s) : s));
  }

  function choosePipeline(id: string) {
    if (!confirmDiscard(dirty)) return;
    discardUnsaved();
    const back = search.get('back');
    navigate(`/pipelines/${id}/edit${back !== null ? `?back=${encodeURIComponent(back)}` : ''}`);
  }

  /** Idle days typed in the column: '' = no limit; kept local until 'Guardar cambios' like a rename. */
  function setIdleDays(id: number, text: string) {
    const n = text.trim() === '' ? null : Math.trunc(Number(text));
    if (n !== null && (!Number.isFinite(n) || n < 0 || n > STUCK_DAYS_MAX)) return;
    update((s) => ({ ...s, rows: s.rows.map((r) => (r.id === id ? { ...r, stuckDays: n || null } : r)) }));
  }

  function rename(id: number, name: string) {
    setNotice(null);
    update((s) => ({ ...s, rows: s.rows.map((r) => (r.id === id ? { ...r, name } : r)) }));
  }

  function move(index: number, delta: -1 | 1) {
    setNotice(null);
    update((s) => ({ ...s, rows: moveStage(s.rows, index, delta) }));
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!current || !name || busy) return;
    setBusy(true);
    setMessage(null);
    setNotice(null);
    try {
      const stage = pick(await createStage(current.pipelineId, name));
      update((s) => ({ ...s, saved: [...s.saved, stage], rows: withStageAppended(s.rows, stage) }));
      setNewName('');
    } catch (e) {
      setMessage(errorMessage(e, 'No se pudo agregar la etapa.'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(stage: EditorStage) {
    if (!current || busy) return;
    if (!window.confirm(`Eliminar etapa "${stage.name}"? Los deals se moverán a la etapa vecina.`)) return;
    const target = neighbourStageId(current.rows, stage.id);
    setBusy(true);
    setMessage(null);
    setNotice(null);
    try {
      const result = await deleteStage(stage.id, target);
      const remaining = new Map(result.stages.map((s) => [s.id, pick(s)]));
      update((s) => ({
        ...s,
        saved: s.saved.filter((x) => x.id !== stage.id).map((x) => remaining.get(x.id) ?? x),
        rows: withoutStage(s.rows, stage.id),
      }));
      if (result.movedDealCount > 0) {
        const to = current.rows.find((r) => r.id === target)?.name ?? 'la etapa vecina';
        setNotice(
          result.movedDealCount === 1
            ? `Se movió 1 operación a "${to}".`
            : `Se movieron ${result.movedDealCount} operaciones a "${to}".`,
        );
      }
    } catch (e) {
      setMessage(
        target === null && errorCode(e) === 'CONFLICT'
          ? `No se puede eliminar "${stage.name}": tiene operaciones y no hay una etapa vecina a la que moverlas.`
          : errorMessage(e, 'No se pudo eliminar la etapa.'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!current || busy || !dirty) return;
    if (current.rows.some((r) => !r.name.trim())) {
      setMessage(SHARED_MESSAGES.stageNameRequired);
      return;
    }
    setBusy(true);
    setMessage(null);
    setNotice(null);
    try {
      for (const change of changes) {
        const stage = pick(await updateStage(change.id, change.input));
        update((s) => ({ ...s, saved: s.saved.map((x) => (x.id === stage.id ? stage : x)) }));
      }
      update((s) => ({ ...s, rows: s.rows.map((r) => ({ ...r, name: r.name.trim() })) }));
      afterSave();
      setNotice('Cambios guardados.');
    } catch (e) {
      setMessage(errorMessage(e, 'No se pudieron guardar los cambios.'));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (!data) {
    body = error ? <ErrorText>{errorMessage(error, 'No se pudieron cargar los pipelines.')}</ErrorText> : <Spinner />;
  } else if (!pipeline) {
    body = <ErrorText>{pipelines.length ? SHARED_MESSAGES.pipelineNotFound : 'No hay pipelines.'}</ErrorText>;
  } else if (!current) {
    body = <Spinner />;
  } else {
    const last = current.rows.length - 1;
    body = (
      <>
        <table className={styles.table} aria-label={`Etapas de ${pipeline.name}`}>
          <thead>
            <tr>
              <th scope="col" className={styles.numberCol}>
                #
              </th>
              <th scope="col">Nombre</th>
              <th scope="col" className={styles.idleCol} title="Una operación abierta sin movimiento más días que estos se marca en rojo en el kanban.">
                Días sin movimiento
              </th>
              <th scope="col" className={styles.actionsCol}>
                <span className="visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {current.rows.length === 0 && (
              <tr>
                <td colSpan={4} className={styles.empty}>
                  Este pipeline no tiene etapas.
                </td>
              </tr>
            )}
            {current.rows.map((stage, index) => {
              const label = stage.name.trim() || `etapa ${index + 1}`;
              return (
                <tr key={stage.id}>
                  <td className={styles.number}>{index + 1}</td>
                  <td>
                    <input
                      className={styles.nameInput}
                      aria-label={`Nombre de la etapa ${index + 1}`}
                      value={stage.name}
                      maxLength={120}
                      onChange={(e) => rename(stage.id, e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      className={styles.idleInput}
                      type="number"
                      min={0}
                      max={STUCK_DAYS_MAX}
                      step={1}
                      placeholder="Sin límite"
                      aria-label={`Días sin movimiento de ${label}`}
                      value={stage.stuckDays ?? ''}
                      onChange={(e) => setIdleDays(stage.id, e.target.value)}
                    />
                  </td>
                  <td>
                    <div className={styles.actions}>
                    <Button size="sm" aria-label={`Subir ${label}`} title="Subir" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                      ↑
                    </Button>
                    <Button size="sm" aria-label={`Bajar ${label}`} title="Bajar" disabled={busy || index === last} onClick={() => move(index, 1)}>
                      ↓
                    </Button>
                    <Button size="sm" variant="danger" aria-label={`Eliminar ${label}`} disabled={busy} onClick={() => void remove(stage)}>
                      Eliminar
                    </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <form className={styles.addRow} onSubmit={(e) => void add(e)}>
          <input
            className={styles.nameInput}
            aria-label="Nueva etapa"
            placeholder="Nueva etapa…"
            value={newName}
            maxLength={120}
            onChange={(e) => setNewName(e.target.value)}
          />
          <Button type="submit" disabled={busy || !newName.trim()}>
            Agregar
          </Button>
        </form>
        <div className={styles.saveRow}>
          <Button variant="primary" disabled={busy || !dirty} aria-busy={busy} onClick={() => void save()}>
            Guardar cambios
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <EditorHeader backTo={backTo} dirty={dirty} />
      {pipelines.length > 0 && (
        <div className={styles.selector}>
          <label htmlFor={selectId}>Pipeline</label>
          <select id={selectId} value={pipeline ? String(pipeline.id) : ''} disabled={busy} onChange={(e) => choosePipeline(e.target.value)}>
            {!pipeline && <option value="">—</option>}
            {pipelines.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.messages}>
        <ErrorText>{message}</ErrorText>
        <StatusText>{notice}</StatusText>
      </div>
      {body}
    </>
  );
}
