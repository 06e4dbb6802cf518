import { useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  availableBudgetActions,
  BUDGET_ACTION_LABELS,
  BUDGET_LOCKED_TOOLTIP,
  type BudgetAction,
  type BudgetStatus,
  canEditCostSheet,
  CONTACT_PHONE_FIELD_KEY,
  costRowProfit,
  costSheetBreakdown,
  costSheetIvaSplit,
  DEFAULT_GS_RATE,
  formatDecimal,
  formatMoney,
  formatWeightKg,
  gsToUsd,
  isSheetLockedFor,
  measureFigures,
  operationMeasures,
  parseWeightInput,
  revenueTons,
  rowIvaRate,
  shipmentModeOf,
} from '@crm/domain';
import { amountText, formatDate } from '../../lib/format';
import { CostSheetDocument, type CostSheetFieldsFragment, type CostSheetQuery } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { PresenceLine } from '../../session/live/PresenceLine';
import { errorCode } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Fact, Facts } from '../../ui/Facts';
import { FieldError } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { SpecText } from '../../ui/SpecText';
import { Tooltip } from '../../ui/Tooltip';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import { useCatalogOffer } from '../catalog';
import { LoadRateSheetDialog, type PricedRates } from './LoadRateSheetDialog';
import { amountValue, cellError, ivaDefaultsOf, pickedRowPatch, pricedEditRow, type EditCostRow, type EditInsuranceRow, type EditLocalRow, type EditSheet, HEADER_RULES, sheetErrorCount, type TableKey, toPayload } from './sheetState';
import { BudgetConfirmDialog } from './BudgetConfirmDialog';
import { AmountTable, CostTable, type Lock, type TableBinding } from './CostSheetTables';
import { AllInSwitch, IvaSplitBlock } from './CostSheetIva';
import { COST_SHEET_MESSAGES } from './messages';
import { useSheetActions } from './useSheetActions';
import { useSheetEdit } from './useSheetEdit';
import { useSheetSync } from './useSheetSync';
import styles from './CostSheet.module.css';

export { COST_SHEET_MESSAGES } from './messages';
export { STATUS_POLL_MS } from './useSheetSync';

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
  const [fullScreen, setFullScreen] = useState(false);
  const [asking, setAsking] = useState<BudgetAction | null>(null);

  const sync = useSheetSync({ sheet, reload, userId: user?.id ?? null });
  const { version, status, meta, dirty, savedNote, problem, savedBy, offerReload } = sync;
  const { edit, setHeader, setRow, addRow, appendRows, removeRow } = useSheetEdit(sheet, sync.edited);
  const [loadingRates, setLoadingRates] = useState(false);
  const [ratesNote, setRatesNote] = useState<string | null>(null);
  const errorCount = useMemo(() => sheetErrorCount(edit), [edit]);
  const { busy, save, budget } = useSheetActions({ sheet, sync, edit, errorCount });

  const editable = canEditCostSheet(role, status);
  // Leaving with unsaved edits asks first; a read-only sheet has nothing to lose.
  useUnsavedChanges(dirty && editable);
  const locked = isSheetLockedFor(role, status);
  // A locked sheet's fields name the '🚫 Presupuesto bloqueado' tooltip (drawn with its icon, a native title cannot);
  // a reader's fields keep the plain-text reason as their title.
  const lockTipId = useId();
  const inputLock: Lock = locked
    ? { disabled: true, 'aria-describedby': lockTipId }
    : { disabled: !editable, title: editable ? undefined : COST_SHEET_MESSAGES.readOnly };
  const readOnlyRole = !editable && !locked;

  const grossKg = parseWeightInput(fieldOf(deal, 'peso_bruto'));
  // The chargeable weight per the operation's mode, computed by the server from its current fields.
  const chargeableKg = deal.measures.chargeableKg;
  // The volumetric weight shown beside it is the same factor's (domain measureFigures), never a second rule.
  const figures = measureFigures({ ...deal.measures, label: deal.measures.factorLabel });
  const payload = useMemo(() => toPayload(edit), [edit]);
  const b = useMemo(() => costSheetBreakdown(payload, chargeableKg), [payload, chargeableKg]);
  // IVA per line: rows without a rate show (and split at) their table's default from the parameters.
  const ivaDefaults = useMemo(() => ivaDefaultsOf(sheet), [sheet]);
  const split = useMemo(() => costSheetIvaSplit(payload, ivaDefaults, chargeableKg), [payload, ivaDefaults, chargeableKg]);
  const allIn = edit.header.allInEnabled;
  // Equipment columns (FCL per container, LCL by W/M) on an ocean sheet, or on any sheet that already has equipment.
  const measures = operationMeasures({ peso_bruto: fieldOf(deal, 'peso_bruto'), dimensiones: fieldOf(deal, 'dimensiones'), vol_m3: fieldOf(deal, 'vol_m3') });
  const rt = revenueTons(measures.volumeM3, measures.grossKg);
  const showEquipment =
    shipmentModeOf(edit.header.modo.trim() || fieldOf(deal, 'modalidad_carga')) === 'ocean' || [...edit.compraRows, ...edit.ventaRows].some((r) => Boolean(r.equipo));
  const equipment = showEquipment ? { revenueTons: rt > 0 ? formatDecimal(rt, 3).replace(/\./g, '') : '' } : null;
  // The concept picker offers the catalogue (the 16 presets are items) for the sheet's mode, loaded once for every row.
  const catalog = useCatalogOffer(edit.header.modo.trim() || fieldOf(deal, 'modalidad_carga'));

  /** What each table takes from the sheet being edited: its rows, and their edits. */
  const tableOf = <T extends TableKey>(table: T): TableBinding<EditSheet[T][number]> => ({
    rows: edit[table] as Array<EditSheet[T][number]>,
    catalog,
    lock: inputLock,
    onChange: (id, patch) => setRow(table, id, patch),
    // Converted at the sheet's rate as shown (b.gsRate) when the item is priced in the other currency.
    onPick: (id, item) => setRow(table, id, pickedRowPatch(table, item, b.gsRate) as Partial<EditSheet[T][number]>),
    // A reader (viewer) gets no row buttons at all; a locked sheet shows them disabled with the tooltip.
    onAdd: readOnlyRole ? null : () => addRow(table),
    onRemove: readOnlyRole ? null : (id) => removeRow(table, id),
  });
  const reloadSheet = sync.reloadSheet;
  const loadRates = (priced: PricedRates, orgName: string) => {
    appendRows('compraRows', priced.rows.map(pricedEditRow));
    setLoadingRates(false);
    const skipped = priced.skipped.map((x) => `${x.concepto} (${x.reason})`).join(', ');
    setRatesNote(`Se cargaron ${priced.rows.length} filas de compra de la tarifa de ${orgName}.${skipped ? ` Sin cargar: ${skipped}.` : ''} Revisalas y guardá la planilla.`);
  };

  const actions = sheet.orgId ? availableBudgetActions(role, status) : [];
  const ventaProfit = (r: EditCostRow) =>
    costRowProfit(
      payload.ventaRows.find((v) => v.id === r.id) ?? { id: r.id, concepto: r.concepto },
      payload.compraRows,
      b.weightKg,
      allIn,
    );
  const localColumns = (totalGs: number, totalUsd: number) => [
    // Guaraníes have no decimals: the subtotal reads '1.500.000', as the cells are typed (',00' only dropped when whole).
    { label: 'Gs', field: 'gs' as const, total: totalGs, formatTotal: amountText },
    { label: 'USD', shows: (r: EditLocalRow) => gsToUsd(amountValue(r.gs), b.gsRate), total: totalUsd },
  ];
  const insuranceColumns = (subtotal: number) => [{ label: 'USD', field: 'usd' as const, total: subtotal }];

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
      {locked && <Tooltip id={lockTipId} text={BUDGET_LOCKED_TOOLTIP} />}
      {locked && (
        <p className={styles.lockNote}>
          <SpecText>{`${BUDGET_LOCKED_TOOLTIP}: solo un administrador puede modificar la planilla.`}</SpecText>
        </p>
      )}

      <div className={styles.blocks}>
        <section className={styles.block} aria-label="Cabecera">
          <Facts className={styles.facts} itemClassName={styles.fact}>
            <Fact label="Referencia">{deal.reference}</Fact>
            <Fact label="Moneda">USD</Fact>
            <Fact label="Cliente">{deal.orgName}</Fact>
            <Fact label="Contacto">{deal.contactName}</Fact>
            <Fact label="Teléfono">{deal.contactPhone ?? fieldOf(deal, CONTACT_PHONE_FIELD_KEY) ?? deal.orgPhone}</Fact>
            <Fact label="Peso bruto (kg)">{grossKg !== null ? formatDecimal(grossKg, 2) : null}</Fact>
            <Fact label="Peso volumétrico (kg)">{deal.measures.volumetricKg > 0 ? figures.volumetricKg : null}</Fact>
            <Fact label="Peso cobrable (kg)">
              {figures.chargeableKg} <span data-testid="factor-label">({figures.factorLabel})</span>
            </Fact>
            <Fact label="Bultos">{fieldOf(deal, 'cant_bultos')}</Fact>
            <Fact label="Origen">{fieldOf(deal, 'origen_pto')}</Fact>
            <Fact label="Destino">{fieldOf(deal, 'destino_pto')}</Fact>
          </Facts>
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
          <IvaSplitBlock split={split} />
          <AllInSwitch
            enabled={allIn}
            serviceName={edit.header.allInServiceName}
            lock={inputLock}
            onToggle={(on) => setHeader('allInEnabled', on)}
            onName={(name) => setHeader('allInServiceName', name)}
          />
          <p className={styles.muted}>
            Peso a usar: {formatDecimal(b.weightKg, 2)} kg · Tipo de cambio: {formatMoney(b.gsRate)} Gs/USD
          </p>
          <p className={styles.muted} data-testid="rate-origin">
            {rateOrigin(edit.header.gsRateDate, edit.header.gsRate, sheet.gsRateFrozen && status === 'confirmado')}
          </p>
        </section>
      </div>

      {editable && (
        <div className={styles.rateBar}>
          <Button size="sm" onClick={() => setLoadingRates(true)}>
            Cargar tarifa
          </Button>
          {ratesNote && <StatusText>{ratesNote}</StatusText>}
        </div>
      )}
      {loadingRates && <LoadRateSheetDialog dealId={sheet.dealId} onLoad={loadRates} onClose={() => setLoadingRates(false)} />}

      <div className={styles.tables}>
        <CostTable
          caption="Compra al agente (USD)"
          {...tableOf('compraRows')}
          weightKg={b.weightKg}
          subtotal={b.fleteCompra}
          equipment={equipment}
        />
        <CostTable
          caption="Venta al cliente (USD)"
          {...tableOf('ventaRows')}
          weightKg={b.weightKg}
          subtotal={b.fleteVenta}
          profitOf={ventaProfit}
          iva={{ rateOf: (r) => rowIvaRate(r, ivaDefaults, 'freight') }}
          allIn={allIn}
          equipment={equipment}
        />
        <AmountTable<EditLocalRow> caption="Costos locales (Gs)" {...tableOf('locRows')} columns={localColumns(b.localCostosGs, b.localCostosUsd)} />
        <AmountTable<EditLocalRow>
          caption="Cargos locales al cliente (Gs)"
          {...tableOf('locCliRows')}
          columns={localColumns(b.localVentasGs, b.localVentasUsd)}
          iva={{ rateOf: (r) => rowIvaRate(r, ivaDefaults, 'local') }}
        />
        <AmountTable<EditInsuranceRow> caption="Seguro de carga — costo (USD)" {...tableOf('segCostoRows')} columns={insuranceColumns(b.seguroCosto)} />
        <AmountTable<EditInsuranceRow>
          caption="Seguro de carga — venta (USD)"
          {...tableOf('segVentaRows')}
          columns={insuranceColumns(b.seguroVenta)}
          iva={{ rateOf: (r) => rowIvaRate(r, ivaDefaults, 'insurance') }}
        />
      </div>

      <div className={styles.footer}>
        {editable && (
          <Button variant="primary" onClick={() => void save()} disabled={busy}>
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
                sync.dismissSavedBy();
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
