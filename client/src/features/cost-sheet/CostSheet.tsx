import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  availableBudgetActions,
  BUDGET_ACTION_LABELS,
  BUDGET_LOCKED_TOOLTIP,
  budgetStatusOf,
  type BudgetAction,
  type BudgetStatus,
  canEditCostSheet,
  costRowProfit,
  costRowTotal,
  costSheetBreakdown,
  DEFAULT_GS_RATE,
  formatDecimal,
  formatMoney,
  formatWeightKg,
  gsToUsd,
  isSheetLockedFor,
  measureFigures,
  parseWeightInput,
  PRESET_COST_CONCEPTS,
} from '@crm/domain';
import { formatDate } from '../../lib/format';
import {
  BudgetChangedDocument,
  ConfirmBudgetDocument,
  CostSheetChangedDocument,
  CostSheetDocument,
  type CostSheetFieldsFragment,
  type CostSheetQuery,
  CostSheetStatusDocument,
  LockBudgetDocument,
  ReopenBudgetDocument,
  SaveCostSheetDocument,
} from '../../gql/graphql';
import { useSession } from '../../app/auth/SessionProvider';
import { useLiveSocketUp } from '../../app/live/liveSocket';
import { PresenceLine } from '../../app/live/PresenceLine';
import { errorCode, failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { FieldError } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import { useSingleFlight } from '../../ui/useSingleFlight';
import {
  amountValue,
  applyMirrors,
  blankRow,
  cellError,
  type EditCostRow,
  type EditHeader,
  type EditInsuranceRow,
  type EditLocalRow,
  type EditSheet,
  fromServer,
  HEADER_RULES,
  initialRemoved,
  SALE_OF,
  sheetErrorCount,
  type TableKey,
  toInput,
  toPayload,
} from './sheetState';
import { BudgetConfirmDialog } from './BudgetConfirmDialog';
import styles from './CostSheet.module.css';

export const COST_SHEET_MESSAGES = {
  notFound: 'Operación no encontrada.',
  loadFailed: 'No se pudo cargar la planilla de costos.',
  saved: 'Guardado ✓',
  saveFailed: 'No se pudo guardar la planilla.',
  conflict: 'La planilla fue modificada por otro usuario. Recargá para ver los cambios.',
  budgetFailed: 'No se pudo cambiar el estado del presupuesto.',
  noOrganization: 'La operación no tiene organización: el presupuesto no se puede bloquear ni confirmar.',
  readOnly: 'Solo lectura',
  fixCells: 'Corregí los valores marcados antes de guardar.',
} as const;

/** Budget status poll (spec part 2 §4 and §9: every 10 seconds, the screen follows the changes). */
export const STATUS_POLL_MS = 10_000;

const STATUS_TEXT: Record<BudgetStatus, string> = { borrador: 'Borrador', bloqueado: 'Bloqueado', confirmado: 'Confirmado' };

type Deal = CostSheetQuery['deal'];

/** The 'Planilla de costos (DET COS)' of an operation (spec part 2 §2), as a tab (`embedded`) or a page. */
export function CostSheet({ dealId, embedded = false }: { dealId: number; embedded?: boolean }) {
  const { data, error, refetch } = useQuery(CostSheetDocument, { variables: { dealId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  if (error && errorCode(error) === 'NOT_FOUND') return <ErrorText>{COST_SHEET_MESSAGES.notFound}</ErrorText>;
  if (!data) return error ? <ErrorText>{COST_SHEET_MESSAGES.loadFailed}</ErrorText> : <Spinner label="Cargando planilla…" />;
  return <CostSheetEditor key={dealId} sheet={data.costSheet} deal={data.deal} embedded={embedded} reload={() => refetch()} />;
}

/** The sheet as a tab of the operation view (the operation view embeds this). */
export function CostSheetTab({ dealId }: { dealId: number }) {
  return <CostSheet dealId={dealId} embedded />;
}

function fieldOf(deal: Deal, key: string): string | null {
  return deal.customFields.find((f) => f.key === key)?.value ?? null;
}

function CostSheetEditor({ sheet, deal, embedded, reload }: { sheet: CostSheetFieldsFragment; deal: Deal; embedded: boolean; reload: () => Promise<unknown> }) {
  const { user } = useSession();
  const role = user?.role ?? null;
  const conceptListId = useId();

  const [edit, setEdit] = useState<EditSheet>(() => fromServer(sheet));
  const [removed, setRemoved] = useState<Set<string>>(() => initialRemoved(fromServer(sheet)));
  const [version, setVersion] = useState(sheet.version);
  const [dirty, setDirty] = useState(false);
  const [savedNote, setSavedNote] = useState(false);
  const [problem, setProblem] = useState<{ message: string; reload: boolean } | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [asking, setAsking] = useState<BudgetAction | null>(null);
  const [status, setStatus] = useState<BudgetStatus>(budgetStatusOf(sheet.budgetStatus));
  const [meta, setMeta] = useState({ updatedAt: sheet.updatedAt as string | null, updatedByName: sheet.updatedByName ?? null });
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // A newer copy from the server (reload after a conflict, or someone else's save while we had no changes).
  const lastSheet = useRef(sheet);
  useEffect(() => {
    if (lastSheet.current === sheet) return;
    lastSheet.current = sheet;
    const next = fromServer(sheet);
    setEdit(next);
    setRemoved(initialRemoved(next));
    setVersion(sheet.version);
    setStatus(budgetStatusOf(sheet.budgetStatus));
    setMeta({ updatedAt: sheet.updatedAt ?? null, updatedByName: sheet.updatedByName ?? null });
    setDirty(false);
    setProblem(null);
  }, [sheet]);

  // Live: saves and budget transitions arrive over the subscriptions socket; the 10-second
  // poll runs only while that socket is down.
  const socketUp = useLiveSocketUp();
  const { data: polled, refetch: refetchStatus } = useQuery(CostSheetStatusDocument, {
    variables: { dealId: sheet.dealId },
    pollInterval: socketUp ? 0 : STATUS_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  /** Someone else's save that reached us over the socket, and the version it made. */
  const [savedBy, setSavedBy] = useState<{ name: string; version: number } | null>(null);
  const { data: sheetLive } = useSubscription(CostSheetChangedDocument, {
    variables: { dealId: sheet.dealId },
    onData: ({ data: live }) => {
      const change = live.data?.costSheetChanged;
      if (change && change.byUserId !== user?.id) setSavedBy({ name: change.byUserName, version: change.version });
    },
  });
  const orgId = polled?.costSheetStatus.orgId ?? sheet.orgId ?? null;
  useSubscription(BudgetChangedDocument, {
    variables: { orgId: orgId ?? 0 },
    skip: orgId === null,
    onData: ({ data: live }) => {
      const change = live.data?.budgetChanged;
      if (change) setStatus(budgetStatusOf(change.budgetStatus));
    },
  });
  const polledStatus = sheetLive?.costSheetChanged.status ?? polled?.costSheetStatus;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const followedVersion = useRef(sheet.version);
  useEffect(() => {
    if (!polledStatus) return;
    setStatus(budgetStatusOf(polledStatus.budgetStatus));
    // Someone else saved: follow their copy unless we have changes (then offer to reload).
    if (polledStatus.version > version && polledStatus.version > followedVersion.current) {
      followedVersion.current = polledStatus.version;
      if (dirtyRef.current) setProblem({ message: COST_SHEET_MESSAGES.conflict, reload: true });
      else void reloadRef.current();
    }
  }, [polledStatus, version]);

  const [saveSheet, saveState] = useMutation(SaveCostSheetDocument);
  const [lockBudget, lockState] = useMutation(LockBudgetDocument);
  const [confirmBudget, confirmState] = useMutation(ConfirmBudgetDocument);
  const [reopenBudget, reopenState] = useMutation(ReopenBudgetDocument);
  const [saving, runSave] = useSingleFlight();
  const busy = saving || saveState.loading || lockState.loading || confirmState.loading || reopenState.loading;

  const editable = canEditCostSheet(role, status);
  const errorCount = useMemo(() => sheetErrorCount(edit), [edit]);
  // Leaving with unsaved edits asks first (nothing lost silently); a read-only sheet has nothing to lose.
  useUnsavedChanges(dirty && editable);
  const locked = isSheetLockedFor(role, status);
  const lockTitle = locked ? BUDGET_LOCKED_TOOLTIP : editable ? undefined : COST_SHEET_MESSAGES.readOnly;
  const inputLock = { disabled: !editable, title: lockTitle };
  const readOnlyRole = !editable && !locked;

  const grossKg = parseWeightInput(fieldOf(deal, 'peso_bruto'));
  // The chargeable weight per the operation's mode (chargeable weight per mode), computed by the server from its current fields.
  const chargeableKg = deal.measures.chargeableKg;
  // The volumetric weight shown beside it is the same factor's (domain measureFigures), never a second rule.
  const figures = measureFigures({ ...deal.measures, label: deal.measures.factorLabel });
  const payload = useMemo(() => toPayload(edit), [edit]);
  const b = useMemo(() => costSheetBreakdown(payload, chargeableKg), [payload, chargeableKg]);

  const change = useCallback(
    (fn: (e: EditSheet) => EditSheet, removedNext: Set<string> = removed) => {
      setEdit((e) => applyMirrors(fn(e), removedNext, e));
      setDirty(true);
      setSavedNote(false);
    },
    [removed],
  );

  const setHeader = (key: Exclude<keyof EditHeader, 'gsRateDate'>, value: string) =>
    // Typing a rate makes it the sheet's own: it no longer follows the dated rates.
    change((e) => ({ ...e, header: { ...e.header, [key]: value, ...(key === 'gsRate' ? { gsRateDate: null } : {}) } }));
  const setRow = <T extends TableKey>(table: T, id: string, patch: Partial<EditSheet[T][number]>) =>
    change((e) => ({ ...e, [table]: (e[table] as Array<{ id: string }>).map((r) => (r.id === id ? { ...r, ...patch } : r)) }));
  const addRow = (table: TableKey) => change((e) => ({ ...e, [table]: [...(e[table] as object[]), blankRow(table)] }));
  const removeRow = (table: TableKey, id: string) => {
    const row = (edit[table] as Array<{ id: string; sourceId: string | null }>).find((r) => r.id === id);
    // A removed mirror stays removed (spec part 2 §9).
    const nextRemoved = row?.sourceId && !SALE_OF[table] ? new Set([...removed, row.sourceId]) : removed;
    if (nextRemoved !== removed) setRemoved(nextRemoved);
    change((e) => ({ ...e, [table]: (e[table] as Array<{ id: string }>).filter((r) => r.id !== id) }), nextRemoved);
  };
  /** What each table takes from the sheet being edited: its rows, and their edits. */
  const tableOf = <T extends TableKey>(table: T): TableBinding<EditSheet[T][number]> => ({
    rows: edit[table] as Array<EditSheet[T][number]>,
    listId: conceptListId,
    lock: inputLock,
    onChange: (id, patch) => setRow(table, id, patch),
    // A reader (viewer) gets no row buttons at all; a locked sheet shows them disabled with the tooltip (spec part 2 §4).
    onAdd: readOnlyRole ? null : () => addRow(table),
    onRemove: readOnlyRole ? null : (id) => removeRow(table, id),
  });

  async function save(): Promise<number | null> {
    if (errorCount > 0) {
      setProblem({ message: COST_SHEET_MESSAGES.fixCells, reload: false });
      return null;
    }
    setProblem(null);
    try {
      const res = await saveSheet({ variables: { dealId: sheet.dealId, version, input: toInput(edit) } });
      const saved = res.data?.saveCostSheet;
      if (!saved) throw new Error('sin datos');
      setVersion(saved.version);
      setStatus(budgetStatusOf(saved.budgetStatus));
      setMeta({ updatedAt: saved.updatedAt ?? null, updatedByName: saved.updatedByName ?? null });
      setDirty(false);
      setSavedNote(true);
      setSavedBy(null);
      return saved.version;
    } catch (err) {
      const code = errorCode(err);
      if (code === 'CONFLICT') setProblem({ message: COST_SHEET_MESSAGES.conflict, reload: true });
      else setProblem({ message: failureText(err, COST_SHEET_MESSAGES.saveFailed), reload: false });
      if (code === 'FORBIDDEN') void refetchStatus();
      return null;
    }
  }

  async function budget(action: BudgetAction) {
    if (!sheet.orgId) return;
    setProblem(null);
    try {
      if (action === 'confirm') {
        // The server stores the profit of the saved sheet: save pending changes first.
        if ((dirty || version === 0) && (await save()) === null) return;
        const res = await confirmBudget({ variables: { orgId: sheet.orgId, dealId: sheet.dealId } });
        if (res.data) setStatus(budgetStatusOf(res.data.confirmBudget.budgetStatus));
      } else if (action === 'lock') {
        const res = await lockBudget({ variables: { orgId: sheet.orgId } });
        if (res.data) setStatus(budgetStatusOf(res.data.lockBudget.budgetStatus));
      } else {
        const res = await reopenBudget({ variables: { orgId: sheet.orgId } });
        if (res.data) setStatus(budgetStatusOf(res.data.reopenBudget.budgetStatus));
      }
    } catch (err) {
      setProblem({ message: failureText(err, COST_SHEET_MESSAGES.budgetFailed), reload: false });
      void refetchStatus();
    }
  }

  async function reloadSheet() {
    setProblem(null);
    setDirty(false);
    dirtyRef.current = false;
    await reload();
    await refetchStatus();
  }

  // 'Juan guardó cambios — Recargar' while this copy is older than their save (we had changes, so it did
  // not follow); once it follows, the line stays as a note without the button. It stands in for the
  // conflict message, which would offer a second Recargar.
  const offerReload = savedBy !== null && savedBy.version > version;

  const actions = sheet.orgId ? availableBudgetActions(role, status) : [];
  const ventaProfit = (r: EditCostRow) =>
    costRowProfit({ id: r.id, concepto: r.concepto, usdXKg: amountValue(r.usdXKg), total: amountValue(r.total), lockPerKg: r.lockPerKg, sourceId: r.sourceId }, payload.compraRows, b.weightKg);

  return (
    <section className={[styles.sheet, fullScreen ? styles.fullScreen : '', embedded ? styles.embedded : ''].filter(Boolean).join(' ')} aria-label="Planilla de costos">
      <div className={styles.topBar}>
        <h2 className={styles.title}>Planilla de costos (DET COS) — {deal.reference}</h2>
        <span className={`${styles.chip} ${styles[`chip_${status}`]}`} role="status" aria-label={`Estado del presupuesto: ${STATUS_TEXT[status]}`}>
          {STATUS_TEXT[status]}
        </span>
        <Button size="sm" variant="ghost" onClick={() => setFullScreen((f) => !f)} aria-pressed={fullScreen}>
          {fullScreen ? 'Salir de pantalla completa' : 'Pantalla completa'}
        </Button>
      </div>
      {!embedded && <PresenceLine dealId={sheet.dealId} className={styles.presence} />}
      {locked && <p className={styles.lockNote}>{BUDGET_LOCKED_TOOLTIP}: solo un administrador puede modificar la planilla.</p>}

      <datalist id={conceptListId}>
        {PRESET_COST_CONCEPTS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>

      <div className={styles.blocks}>
        <section className={styles.block} aria-label="Cabecera">
          <dl className={styles.facts}>
            <Fact label="Referencia">{deal.reference}</Fact>
            <Fact label="Moneda">USD</Fact>
            <Fact label="Cliente">{deal.orgName}</Fact>
            <Fact label="Contacto">{deal.contactName}</Fact>
            <Fact label="Teléfono">{deal.contactPhone ?? fieldOf(deal, 'telefono') ?? deal.orgPhone}</Fact>
            <Fact label="Peso bruto (kg)">{grossKg !== null ? formatDecimal(grossKg, 2) : null}</Fact>
            <Fact label="Peso volumétrico (kg)">{deal.measures.volumetricKg > 0 ? figures.volumetricKg : null}</Fact>
            <Fact label="Peso cobrable (kg)">
              {figures.chargeableKg} <span data-testid="factor-label">({figures.factorLabel})</span>
            </Fact>
            <Fact label="Bultos">{fieldOf(deal, 'cant_bultos')}</Fact>
            <Fact label="Origen">{fieldOf(deal, 'origen_pto')}</Fact>
            <Fact label="Destino">{fieldOf(deal, 'destino_pto')}</Fact>
          </dl>
          <div className={styles.headerInputs}>
            <HeaderInput label="Modo de carga" value={edit.header.modo} onChange={(v) => setHeader('modo', v)} lock={inputLock} />
            <HeaderInput label="Clase de carga" value={edit.header.clase} onChange={(v) => setHeader('clase', v)} lock={inputLock} />
            <HeaderInput
              label="Peso a usar (kg)"
              value={edit.header.pesoKg}
              onChange={(v) => setHeader('pesoKg', v)}
              lock={inputLock}
              placeholder={formatWeightKg(chargeableKg)}
              inputMode="decimal"
              error={cellError(edit.header.pesoKg, HEADER_RULES.pesoKg)}
            />
            <HeaderInput label="Mercadería" value={edit.header.mercaderia} onChange={(v) => setHeader('mercaderia', v)} lock={inputLock} />
            <HeaderInput label="AWB master" value={edit.header.awb} onChange={(v) => setHeader('awb', v)} lock={inputLock} />
            <HeaderInput label="B/L house" value={edit.header.hbl} onChange={(v) => setHeader('hbl', v)} lock={inputLock} />
            <HeaderInput
              label="Tipo de cambio Gs/USD"
              value={edit.header.gsRate}
              onChange={(v) => setHeader('gsRate', v)}
              lock={inputLock}
              placeholder="5.860"
              inputMode="decimal"
              error={cellError(edit.header.gsRate, HEADER_RULES.gsRate)}
            />
          </div>
        </section>

        <section className={styles.summary} aria-label="Resumen">
          <SummaryItem label="Compra" value={b.totalCostos} />
          <SummaryItem label="Venta" value={b.totalVentas} />
          <SummaryItem label="Profit general" value={b.profitGeneral} strong />
          <p className={styles.muted}>
            Peso a usar: {formatDecimal(b.weightKg, 2)} kg · Tipo de cambio: {formatMoney(b.gsRate)} Gs/USD
          </p>
          <p className={styles.muted} data-testid="rate-origin">
            {rateOrigin(edit.header.gsRateDate, edit.header.gsRate, sheet.gsRateFrozen && status === 'confirmado')}
          </p>
        </section>
      </div>

      <div className={styles.tables}>
        <CostTable
          caption="Compra al agente (USD)"
          {...tableOf('compraRows')}
          weightKg={b.weightKg}
          subtotal={b.fleteCompra}
        />
        <CostTable
          caption="Venta al cliente (USD)"
          {...tableOf('ventaRows')}
          weightKg={b.weightKg}
          subtotal={b.fleteVenta}
          profitOf={ventaProfit}
        />
        <LocalTable
          caption="Costos locales (Gs)"
          {...tableOf('locRows')}
          gsRate={b.gsRate}
          totalGs={b.localCostosGs}
          totalUsd={b.localCostosUsd}
        />
        <LocalTable
          caption="Cargos locales al cliente (Gs)"
          {...tableOf('locCliRows')}
          gsRate={b.gsRate}
          totalGs={b.localVentasGs}
          totalUsd={b.localVentasUsd}
        />
        <InsuranceTable
          caption="Seguro de carga — costo (USD)"
          {...tableOf('segCostoRows')}
          subtotal={b.seguroCosto}
        />
        <InsuranceTable
          caption="Seguro de carga — venta (USD)"
          {...tableOf('segVentaRows')}
          subtotal={b.seguroVenta}
        />
      </div>

      <div className={styles.footer}>
        {editable && (
          <Button variant="primary" onClick={() => void runSave(save)} disabled={busy}>
            Guardar planilla
          </Button>
        )}
        {actions.map((a) => (
          <Button key={a} variant={a === 'reopen' ? 'secondary' : a === 'confirm' ? 'primary' : 'secondary'} onClick={() => setAsking(a)} disabled={busy}>
            {BUDGET_ACTION_LABELS[a]}
          </Button>
        ))}
        {!sheet.orgId && <span className={styles.muted}>{COST_SHEET_MESSAGES.noOrganization}</span>}
        {savedNote && !dirty && <StatusText>{COST_SHEET_MESSAGES.saved}</StatusText>}
        {dirty && editable && <span className={styles.muted}>Cambios sin guardar</span>}
        {meta.updatedAt && (
          <span className={styles.muted}>
            Versión {version}
            {meta.updatedByName ? ` · guardada por ${meta.updatedByName}` : ''}
          </span>
        )}
      </div>
      {asking && (
        <BudgetConfirmDialog
          action={asking}
          orgName={deal.orgName ?? ''}
          amount={b.profitGeneral}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void budget(asking);
          }}
        />
      )}
      {savedBy && (
        <div className={styles.problem}>
          <StatusText tone="warning">{`${savedBy.name} guardó cambios`}</StatusText>
          {offerReload && (
            <Button
              size="sm"
              onClick={() => {
                setSavedBy(null);
                void reloadSheet();
              }}
            >
              Recargar
            </Button>
          )}
        </div>
      )}
      {problem && !(problem.reload && offerReload) && (
        <div className={styles.problem}>
          <ErrorText>{problem.message}</ErrorText>
          {problem.reload && (
            <Button size="sm" onClick={() => void reloadSheet()}>
              Recargar
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

interface Lock {
  disabled: boolean;
  title: string | undefined;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

/** Where the sheet's rate comes from (dated exchange rates): a dated rate, typed by hand, or the default. */
function rateOrigin(date: string | null, typed: string, frozen: boolean): string {
  const source = date ? `Tipo de cambio del ${formatDate(date)}` : typed.trim() && amountValue(typed) !== DEFAULT_GS_RATE ? 'Tipo de cambio tipeado en esta planilla' : 'Tipo de cambio por defecto (5.860): no hay uno cargado para la fecha';
  return frozen ? `${source} · fijado al confirmar el presupuesto` : source;
}

function HeaderInput({
  label,
  value,
  onChange,
  lock,
  placeholder,
  inputMode,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  lock: Lock;
  placeholder?: string;
  inputMode?: 'decimal';
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className={styles.headerField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...lock}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

function SummaryItem({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={styles.summaryItem}>
      <span>{label}</span>
      <output aria-label={label} className={[strong ? styles.strong : '', value < 0 ? styles.negative : ''].filter(Boolean).join(' ')}>
        {formatMoney(value)}
      </output>
    </div>
  );
}

interface TableBinding<R> {
  rows: R[];
  listId: string;
  lock: Lock;
  onChange: (id: string, patch: Partial<R>) => void;
  onAdd: (() => void) | null;
  onRemove: ((id: string) => void) | null;
}
type TableProps<R> = TableBinding<R> & { caption: string };

function ConceptInput({ value, listId, lock, onChange }: { value: string; listId: string; lock: Lock; onChange: (v: string) => void }) {
  return <input aria-label="Concepto" list={listId} value={value} onChange={(e) => onChange(e.target.value)} className={styles.concept} {...lock} />;
}

/** An amount cell: letters, '1e50' or an out-of-range number show an error under it (cost sheet rows), never 0. */
function AmountInput({ label, value, onChange, lock, placeholder }: { label: string; value: string; onChange: (v: string) => void; lock: Lock; placeholder?: string }) {
  const id = useId();
  const error = lock.disabled ? null : cellError(value);
  return (
    <>
      <input
        aria-label={label}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={styles.amount}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        {...lock}
      />
      {error && <FieldError id={id}>{error}</FieldError>}
    </>
  );
}

function TableShell({ caption, head, children, foot, onAdd, lock, wide }: { caption: string; head: ReactNode; children: ReactNode; foot: ReactNode; onAdd: (() => void) | null; lock: Lock; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.tableBox} ${styles.wideTable}` : styles.tableBox}>
      <table className={styles.table} aria-label={caption}>
        <caption>{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        <tfoot>{foot}</tfoot>
      </table>
      {onAdd && (
        <Button size="sm" variant="ghost" onClick={onAdd} {...lock} aria-label={`Agregar fila a ${caption}`}>
          + Agregar fila
        </Button>
      )}
    </div>
  );
}

/** A row of a table: its concept first and its remove button last, the table's own cells between. */
function EditRow<R extends { id: string; concepto: string }>({ row, table, children }: { row: R; table: TableBinding<R>; children: ReactNode }) {
  return (
    <tr>
      <td>
        <ConceptInput value={row.concepto} listId={table.listId} lock={table.lock} onChange={(v) => table.onChange(row.id, { concepto: v } as Partial<R>)} />
      </td>
      {children}
      <td>
        {table.onRemove && <RemoveButton onClick={() => table.onRemove?.(row.id)} lock={table.lock} />}
      </td>
    </tr>
  );
}

function RemoveButton({ onClick, lock }: { onClick: () => void; lock: Lock }) {
  return (
    <button type="button" className={styles.remove} onClick={onClick} aria-label="Quitar fila" {...lock} title={lock.title ?? 'Quitar fila'}>
      ✕
    </button>
  );
}

function CostTable(table: TableProps<EditCostRow> & { weightKg: number; subtotal: number; profitOf?: (r: EditCostRow) => number }) {
  const { caption, rows, weightKg, lock, onChange, onAdd, subtotal, profitOf } = table;
  return (
    <TableShell
      caption={caption}
      lock={lock}
      onAdd={onAdd}
      wide
      head={
        <>
          <th>Concepto</th>
          <th>USD x kg</th>
          <th>Auto</th>
          <th>Total tipeado</th>
          <th>Importe USD</th>
          {profitOf && <th>Profit</th>}
          <th aria-label="Acciones" />
        </>
      }
      foot={
        <tr>
          <th colSpan={4}>Subtotal</th>
          <td className={styles.num}>{formatMoney(subtotal)}</td>
          {profitOf && <td />}
          <td />
        </tr>
      }
    >
      {rows.map((r) => {
        const amount = costRowTotal({ usdXKg: amountValue(r.usdXKg), total: amountValue(r.total), lockPerKg: r.lockPerKg }, weightKg);
        return (
          <EditRow key={r.id} row={r} table={table}>
            <td>
              <AmountInput label="USD x kg" value={r.usdXKg} onChange={(v) => onChange(r.id, { usdXKg: v })} lock={lock} />
            </td>
            <td className={styles.center}>
              <input type="checkbox" aria-label="Auto" checked={r.lockPerKg} onChange={(e) => onChange(r.id, { lockPerKg: e.target.checked })} {...lock} />
            </td>
            <td>
              <AmountInput label="Total" value={r.lockPerKg ? '' : r.total} onChange={(v) => onChange(r.id, { total: v })} lock={r.lockPerKg ? { disabled: true, title: lock.title ?? 'Auto: USD x kg × peso a usar' } : lock} placeholder={r.lockPerKg ? 'Auto' : ''} />
            </td>
            <td className={styles.num} data-label="Importe USD">
              {formatMoney(amount)}
            </td>
            {profitOf && (
              <td className={styles.num} data-label="Profit">
                {formatMoney(profitOf(r))}
              </td>
            )}
          </EditRow>
        );
      })}
    </TableShell>
  );
}

function LocalTable(table: TableProps<EditLocalRow> & { gsRate: number; totalGs: number; totalUsd: number }) {
  const { caption, rows, gsRate, lock, onChange, onAdd, totalGs, totalUsd } = table;
  return (
    <TableShell
      caption={caption}
      lock={lock}
      onAdd={onAdd}
      head={
        <>
          <th>Concepto</th>
          <th>Gs</th>
          <th>USD</th>
          <th aria-label="Acciones" />
        </>
      }
      foot={
        <tr>
          <th>Subtotal</th>
          <td className={styles.num}>{formatMoney(totalGs)}</td>
          <td className={styles.num}>{formatMoney(totalUsd)}</td>
          <td />
        </tr>
      }
    >
      {rows.map((r) => (
        <EditRow key={r.id} row={r} table={table}>
          <td>
            <AmountInput label="Gs" value={r.gs} onChange={(v) => onChange(r.id, { gs: v })} lock={lock} />
          </td>
          <td className={styles.num}>{formatMoney(gsToUsd(amountValue(r.gs), gsRate))}</td>
        </EditRow>
      ))}
    </TableShell>
  );
}

function InsuranceTable(table: TableProps<EditInsuranceRow> & { subtotal: number }) {
  const { caption, rows, lock, onChange, onAdd, subtotal } = table;
  return (
    <TableShell
      caption={caption}
      lock={lock}
      onAdd={onAdd}
      head={
        <>
          <th>Concepto</th>
          <th>USD</th>
          <th aria-label="Acciones" />
        </>
      }
      foot={
        <tr>
          <th>Subtotal</th>
          <td className={styles.num}>{formatMoney(subtotal)}</td>
          <td />
        </tr>
      }
    >
      {rows.map((r) => (
        <EditRow key={r.id} row={r} table={table}>
          <td>
            <AmountInput label="USD" value={r.usd} onChange={(v) => onChange(r.id, { usd: v })} lock={lock} />
          </td>
        </EditRow>
      ))}
    </TableShell>
  );
}
