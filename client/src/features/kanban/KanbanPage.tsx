import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  BoardColumnCardsDocument,
  BoardChangedDocument,
  DealBoardDocument,
  KanbanWorkspacesDocument,
  type DealBoardQuery,
  type DealBoardQueryVariables,
  type KanbanWorkspacesQuery,
} from '../../gql/graphql';
import { usePermissions } from '../../session/usePermissions';
import { notifySuccess, notifyUndoable } from '../../ui/toast';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { useFirstFrameViewport } from '../../lib/firstFrameViewport';
import { Button } from '../../ui/Button';
import buttonStyles from '../../ui/Button.module.css';
import { ErrorText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { ClosedDealsList, type ClosedView } from './ClosedDealsList';
import { appendColumnPage, applyBoardChange, cardAbove, CARDS_PAGE_SIZE, findCard, type BoardColumn, type DealCardData } from './boardData';
import { DealCardView } from './DealCard';
import { KanbanColumn } from './KanbanColumn';
import { MilestoneChipsProvider } from './MilestoneChip';
import { MousePointerSensor } from './MousePointerSensor';
import { columnKeyboardCoordinates } from './keyboardCoordinates';
import { useMoveDeal } from './useMoveDeal';
import { boardVariables, dropPreloadedBoard, readPreloadedBoard } from './boardPreload';
import { FIRST_FRAME_CARDS, firstFrameShape } from './boardVariables';
import styles from './KanbanPage.module.css';

export type Workspace = KanbanWorkspacesQuery['businessUnits'][number];

export const MOVE_FAILED = 'No se pudo mover la operación. Se restauró su posición.';
export const UNDO_FAILED = 'No se pudo deshacer el movimiento.';
export const movedText = (name: string, stage: string) => `Operación ${name} movida a ${stage}.`;
export const movedBackText = (name: string, stage: string) => `Operación ${name} devuelta a ${stage}.`;

const linkButton = buttonStyles.button;

/**
 * The new-operation form loads when it is opened: its code (the deals feature's form, modal and documents) is
 * not part of the bytes for sign-in + kanban (budget: 200 kB compressed) nor of the board's first frame.
 */
const NewOperationModal = lazy(() => import('../deals').then((m) => ({ default: m.NewOperationModal })));

/** Placeholder columns while the board loads: the default pipeline's seven stages (spec part 1 §9). */
const SKELETON_COLUMNS = 7;
export { FIRST_FRAME_CARDS, firstFrameShape };

/** With a pointer, the column under the pointer (outside every column → no target); by keyboard, the rectangles. */
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/** Kanban at `/` and `/workspace/{slug}` (spec part 1 §2, the kanban, drag and drop and the kanban buttons). */
export function KanbanPage() {
  const { slug } = useParams();
  usePageTitle('Pipeline');
  return slug ? <WorkspaceKanban key={slug} slug={slug} /> : <Kanban workspace={null} />;
}

function WorkspaceKanban({ slug }: { slug: string }) {
  const { data, loading } = useQuery(KanbanWorkspacesDocument);
  const unit = data?.businessUnits.find((u) => u.keySlug === slug);
  if (unit) return <Kanban workspace={unit} />;
  return (
    <Page>
      <PageHeader title="Pipeline" subtitle={'\u00a0'} />
      {loading && !data ? <BoardSkeleton /> : <ErrorText>Workspace no encontrado.</ErrorText>}
    </Page>
  );
}

function Kanban({ workspace }: { workspace: Workspace | null }) {
  const can = usePermissions();
  const location = useLocation();
  const variables = useMemo<DealBoardQueryVariables>(() => boardVariables(workspace?.id ?? null), [workspace]);
  // The board fetched at start-up (boardPreload.ts) is shown without a second request; any other showing
  // shows the cached board at once and refreshes it.
  const [preloaded] = useState(() => readPreloadedBoard(variables));
  useEffect(() => {
    if (preloaded) dropPreloadedBoard(preloaded);
  }, [preloaded]);
  // First usable board: a start-up answer not yet in Apollo's cache is drawn as it came, and written into the
  // cache once that first frame is painted; the query (BoardQuery) then reads it from there (live changes, moves,
  // pages). No Apollo query is set up in React's first render of the board: it would only make that render longer.
  const [inCache, setInCache] = useState(() => !preloaded || preloaded.cached);
  const painted = useAfterFirstPaint();
  const client = useApolloClient();
  useEffect(() => {
    if (inCache || !preloaded || !painted) return;
    client.writeQuery({ query: DealBoardDocument, variables, data: preloaded.data });
    setInCache(true);
  }, [client, inCache, preloaded, variables, painted]);
  const [query, setQuery] = useState<BoardQueryState | null>(null);
  const data = query?.data;
  // Until BoardQuery has said, its query is starting (or waiting for the cache's write).
  const loading = query?.loading ?? true;
  const board = data?.board ?? (preloaded && (!inCache || loading) ? preloaded.data.board : null);
  // The undo runs seconds later, against the board as it is then.
  const boardRef = useRef(board);
  useEffect(() => {
    boardRef.current = board;
  }, [board]);
  const moveDeal = useMoveDeal(variables);
  const [now] = useState(() => new Date());
  const [active, setActive] = useState<DealCardData | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const [loadingStages, setLoadingStages] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<'open' | ClosedView>('open');
  // First card on screen: the board's first frame has the cards that can be on screen (firstFrameShape); the rest
  // of each column's page follows right after that frame is painted.
  const [allCards, setAllCards] = useState(false);
  const viewport = useFirstFrameViewport();
  const [firstFrame] = useState(() => firstFrameShape(viewport));
  useEffect(() => {
    if (!board || allCards) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAllCards(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [board, allCards]);

  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      // Enter stays free to open the operation.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const labelOf = useCallback(
    (id: unknown) => board?.columns.find((c) => `stage-${c.stageId}` === id)?.label ?? '',
    [board],
  );
  const cardName = useCallback(
    (dealId: unknown) => {
      const found = board && typeof dealId === 'number' ? findCard(board, dealId) : null;
      return found ? found.card.reference || found.card.title : '';
    },
    [board],
  );
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Tomaste la operación ${cardName(a.data.current?.dealId)}.`,
    onDragOver: ({ over }) => (over ? `Sobre la columna ${labelOf(over.id)}.` : 'Fuera de las columnas.'),
    onDragEnd: ({ over }) => (over ? `Operación soltada en ${labelOf(over.id)}.` : 'Operación soltada fuera de las columnas.'),
    onDragCancel: () => 'Movimiento cancelado.',
  };

  function onDragStart(event: DragStartEvent) {
    const dealId = event.active.data.current?.dealId as number | undefined;
    setActive(board && dealId ? (findCard(board, dealId)?.card ?? null) : null);
  }

  function onDragEnd(event: DragEndEvent) {
    setActive(null);
    const dealId = event.active.data.current?.dealId as number | undefined;
    const from = event.active.data.current?.stageId as number | undefined;
    const to = event.over?.data.current?.stageId as number | undefined;
    // Dropped outside a column or in its own column: nothing happens (spec part 1 §4).
    if (!board || !dealId || from === undefined || to === undefined || to === from) return;
    const found = findCard(board, dealId);
    if (!found) return;
    // Remembered before the move: the undo puts the card back under the same neighbour.
    const back = { afterDealId: cardAbove(board, dealId), position: found.card.position };
    const name = found.card.reference || found.card.title;
    const fromLabel = found.column.label;
    const toLabel = board.columns.find((c) => c.stageId === to)?.label ?? '';
    setMoveError(null);
    moveDeal(board, dealId, to)
      .then(() =>
        notifyUndoable(movedText(name, toLabel), () => {
          const current = boardRef.current;
          if (!current) return;
          moveDeal(current, dealId, from, back)
            .then(() => notifySuccess(movedBackText(name, fromLabel)))
            .catch(() => setMoveError(UNDO_FAILED));
        }),
      )
      .catch(() => setMoveError(MOVE_FAILED));
  }

  const loadMore = useCallback(
    (column: BoardColumn) => {
      if (!board || loadingStages.has(column.stageId) || !column.cards.pageInfo.hasNextPage) return;
      const stageId = column.stageId;
      if (!query) return;
      setLoadingStages((s) => new Set(s).add(stageId));
      query.fetchMore({
        query: BoardColumnCardsDocument,
        variables: {
          pipelineId: board.pipelineId,
          stageId,
          ...(workspace ? { businessUnitId: workspace.id } : {}),
          first: CARDS_PAGE_SIZE,
          after: column.cards.pageInfo.endCursor,
        },
        updateQuery: (previous, { fetchMoreResult }) =>
          ({ board: appendColumnPage(previous.board, stageId, fetchMoreResult.boardColumn) }),
      })
        .catch(() => {
          /* silent fallback (spec part 1 §8): the button stays to try again */
        })
        .finally(() =>
          setLoadingStages((s) => {
            const next = new Set(s);
            next.delete(stageId);
            return next;
          }),
        );
    },
    [board, query, loadingStages, workspace],
  );

  const back = `${location.pathname}${location.search}`;
  // The chips of every loaded card come from one query (MilestoneChipsProvider), never one per card.
  const cardIds = useMemo(() => board?.columns.flatMap((c) => c.cards.edges.map((e) => e.node.id)) ?? [], [board]);

  return (
    <Page>
      {inCache && <BoardQuery variables={variables} workspace={workspace} preloaded={Boolean(preloaded)} onChange={setQuery} />}
      <PageHeader
        title="Pipeline"
        subtitle={
          // The line is there from the first frame: the header keeps its height when the board arrives.
          board ? (
            <>
              {board.pipelineName}
              {workspace && ` · ${workspace.name}`}
            </>
          ) : (
            '\u00a0'
          )
        }
      >
        <div className={styles.actions}>
          <label className={styles.closedFilter}>
            Mostrar
            <select value={view} onChange={(e) => setView(e.target.value as 'open' | ClosedView)} aria-label="Mostrar operaciones">
              <option value="open">Abiertas (kanban)</option>
              <option value="won">Ganadas</option>
              <option value="lost">Perdidas</option>
            </select>
          </label>
          {board && can.editPipelines && (
            <Link className={linkButton} to={`/pipelines/${board.pipelineId}/edit?back=${encodeURIComponent(back)}`}>
              Editar pipeline
            </Link>
          )}
          {workspace && (
            <Link className={linkButton} to={`/workspace/${workspace.keySlug}/table`}>
              Ver como tabla
            </Link>
          )}
          {can.write && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              Nueva operación
            </Button>
          )}
        </div>
      </PageHeader>
      <ErrorText>{moveError}</ErrorText>
      {view !== 'open' ? (
        <ClosedDealsList status={view} pipelineId={board?.pipelineId ?? null} businessUnitId={workspace?.id ?? null} />
      ) : !board && loading ? (
        <BoardSkeleton />
      ) : board && board.columns.length > 0 ? (
        <MilestoneChipsProvider dealIds={cardIds}>
          <DndContext
            // A fixed id: dnd-kit would number its instructions' element from a counter of its own, which on the
            // server goes on across requests; the server-drawn first frame and the browser's must agree on it.
            id="kanban"
            sensors={sensors}
            collisionDetection={collisionDetection}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setActive(null)}
            accessibility={{
              announcements,
              screenReaderInstructions: {
                draggable:
                  'Para mover una operación, presioná espacio; con las flechas la llevás a otra columna, espacio la suelta y Escape cancela. Enter o doble clic abre la operación.',
              },
            }}
          >
            {/* Busy while the first frame shows only the cards that fit the window (the rest of each page follows). */}
            <div className={styles.board} data-testid="kanban-board" aria-busy={allCards ? undefined : true}>
              {board.columns.map((column, i) => (
                <KanbanColumn
                  key={column.stageId}
                  column={column}
                  now={now}
                  loadingMore={loadingStages.has(column.stageId)}
                  canDrag={can.write}
                  onLoadMore={loadMore}
                  shownCards={allCards ? undefined : i < firstFrame.columns ? firstFrame.cards : 0}
                />
              ))}
            </div>
            <DragOverlay dropAnimation={null}>{active ? <DealCardView card={active} now={now} overlay /> : null}</DragOverlay>
          </DndContext>
        </MilestoneChipsProvider>
      ) : (
        <p className={styles.muted}>No hay etapas para mostrar.</p>
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewOperationModal
            pipelineId={board?.pipelineId ?? null}
            businessUnit={workspace}
            onClose={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              void query?.refetch();
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}

/** What the kanban reads from Apollo's DealBoard query (BoardQuery). */
interface BoardQueryState {
  data: DealBoardQuery | undefined;
  loading: boolean;
  fetchMore: useQuery.Result<DealBoardQuery, DealBoardQueryVariables>['fetchMore'];
  refetch: useQuery.Result<DealBoardQuery, DealBoardQueryVariables>['refetch'];
}

/**
 * The board's query and its live changes, mounted once the board is in Apollo's cache (right away unless the
 * board came from start-up: then after its first frame); what it reads goes up to the kanban before the browser
 * paints (a layout effect). A failed load leaves the board empty without a message (spec part 1 §8).
 */
function BoardQuery({
  variables,
  workspace,
  preloaded,
  onChange,
}: {
  variables: DealBoardQueryVariables;
  workspace: Workspace | null;
  preloaded: boolean;
  onChange: (state: BoardQueryState) => void;
}) {
  // The board fetched at start-up is shown without a second request; any other showing shows the cached board at
  // once and refreshes it.
  const { data, loading, fetchMore, refetch } = useQuery(DealBoardDocument, { variables, fetchPolicy: preloaded ? 'cache-first' : 'cache-and-network' });
  // Every open kanban follows the others' changes (live collaboration), from whichever server process they reach.
  useSubscription(BoardChangedDocument, {
    variables: { pipelineId: data?.board.pipelineId ?? 0, businessUnitId: workspace?.id ?? null },
    skip: !data?.board,
    onData: ({ client, data: live }) => {
      const change = live.data?.boardChanged;
      if (!change) return;
      client.cache.updateQuery({ query: DealBoardDocument, variables }, (current) => (current ? { board: applyBoardChange(current.board, change) } : current));
    },
  });
  useLayoutEffect(() => {
    onChange({ data, loading, fetchMore, refetch });
  }, [onChange, data, loading, fetchMore, refetch]);
  return null;
}

/**
 * While the board loads: empty columns where the columns will be (first card on screen), so nothing on the
 * page moves when they arrive; it says what it does, like the spinner it replaces.
 */
function BoardSkeleton() {
  return (
    <div className={styles.board} role="status" aria-live="polite" data-testid="kanban-skeleton">
      {Array.from({ length: SKELETON_COLUMNS }, (_, i) => (
        <div key={i} className={`${styles.column} ${styles.skeletonColumn}`}>
          <div className={styles.columnHeader}>
            <span className={styles.columnTitle}>{i === 0 ? 'Cargando…' : '\u00a0'}</span>
            <span className={styles.sum}>{'\u00a0'}</span>
          </div>
          <div className={styles.cards} />
        </div>
      ))}
    </div>
  );
}
