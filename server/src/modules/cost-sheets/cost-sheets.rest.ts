import { type CompareRow, documentRowIva, EQUIPMENT_LIMITS, type EquipmentCells, equipmentTotal, isEquipmentRow, parseLocalNumber, parseMoneyInput, readMoneyText, readWeightText, renderCostSheetDocument, type UnreadableCell } from '@crm/domain';
import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { bodyId, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { expectedVersion } from '../../core/rest/expected-version';
import type { OrganizationEntity } from '../organizations/organization.entity';
import type { BudgetResult } from './budget.service';
import type { RevisionData } from './cost-sheet-revisions.service';
import { BudgetDealArgs, NewRevisionInput, REVISION_MESSAGES } from './revisions.inputs';
import {
  ConfirmBudgetArgs,
  COST_SHEET_MESSAGES as M,
  CostRowInput,
  CostSheetHeaderInput,
  CostSheetInput,
  InsuranceRowInput,
  LocalCostRowInput,
} from './cost-sheets.inputs';
import type { CostSheetView } from './cost-sheets.types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Cells the server could not read while parsing one document (REST-CONTRACT "Cost sheet round trip"). */
class CellReader {
  readonly unreadable: UnreadableCell[] = [];

  /**
   * Amounts as the original client sends them: input text in the es-PY money format of spec part 2 §5
   * ('1.234,56'), or numbers; '' and null mean empty. Text that is no number is kept in the document,
   * counts as 0 and is reported. Other types reach validation (400).
   */
  amount(v: unknown, table: string, rowId: string | null, field: string, unreadableAs: 0 | null = 0): unknown {
    if (v === '' || v === null) return null;
    if (typeof v !== 'string') return v;
    const read = readMoneyText(v);
    if (read.readable) return read.value;
    this.unreadable.push({ table, rowId, field, text: v });
    return unreadableAs;
  }

  /** Quantities (containers, W/M) typed as es-PY text ('3,456'), up to three decimals; unreadable text leaves it empty. */
  quantity(v: unknown, table: string, rowId: string | null, field: string): unknown {
    if (v === '' || v === null) return null;
    if (typeof v !== 'string') return v;
    const n = parseLocalNumber(v, EQUIPMENT_LIMITS.quantityDecimals);
    if (n === null) this.unreadable.push({ table, rowId, field, text: v });
    return n;
  }

  /** Weights typed in kg ('1.250,5' or '1250.5'); unreadable text leaves the weight empty and is reported. */
  weight(v: unknown, field: string): unknown {
    if (v === '' || v === null) return null;
    if (typeof v !== 'string') return v;
    const read = readWeightText(v);
    if (!read.readable) this.unreadable.push({ table: 'header', rowId: null, field, text: v });
    return read.value;
  }
}

/** Row ids of the original client may be numbers (Date.now()). */
function rowId(v: unknown): unknown {
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
}

const optionalText = (v: unknown) => (v === undefined ? undefined : v);

/** Each row as an instance of its input class, so the shared validation runs on it. Non-objects stay as they are (400). */
function rows<T extends object>(cls: new () => T, list: unknown, map: (r: Record<string, unknown>) => Partial<Record<keyof T, unknown>>): unknown {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return list;
  return list.map((r) => (isObject(r) ? Object.assign(new cls(), stripUndefined(map(r))) : r));
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The document a PUT stores: the payload, unwrapped when a caller sends { data: {...} } (the shape GET answers), without `version`. */
function documentOf(b: Record<string, unknown>): Record<string, unknown> {
  if (isObject(b.data) && b.header === undefined && b.compraRows === undefined) return b.data;
  const { version: _version, ...doc } = b;
  return doc;
}

/**
 * The document of spec part 2 §3 (camelCase, as the original client sends it) → the input class GraphQL
 * uses, and the cells that could not be read.
 */
export async function costSheetBody(b: Record<string, unknown>): Promise<{ input: CostSheetInput; document: Record<string, unknown>; unreadable: UnreadableCell[] }> {
  const p = documentOf(b);
  const cells = new CellReader();
  const amount = (v: unknown, table: string, r: Record<string, unknown>, field: string) =>
    cells.amount(v, table, r.id === undefined || r.id === null ? null : String(r.id), field);
  const h = p.header === undefined || p.header === null ? {} : p.header;
  const header = isObject(h)
    ? Object.assign(
        new CostSheetHeaderInput(),
        stripUndefined({
          modo: optionalText(h.modo),
          clase: optionalText(h.clase),
          pesoKg: cells.weight(h.pesoKg, 'pesoKg'),
          awb: optionalText(h.awb),
          hbl: optionalText(h.hbl),
          mercaderia: optionalText(h.mercaderia),
          gsRate: cells.amount(h.gsRate, 'header', null, 'gsRate', null), // unreadable → the default rate
          // 'All in' is the header's, where the original client keeps it (a top-level key is just kept in the document).
          allInEnabled: h.allInEnabled === undefined || h.allInEnabled === null || h.allInEnabled === '' ? undefined : bodyBool(h.allInEnabled),
          allInServiceName: optionalText(h.allInServiceName),
        }),
      )
    : h;
  const costRow = (table: string) => (r: Record<string, unknown>) => {
    const row = {
      id: rowId(r.id),
      concepto: r.concepto === undefined || r.concepto === null ? '' : r.concepto,
      usdXKg: amount(r.usdXKg, table, r, 'usdXKg'),
      total: amount(r.total, table, r, 'total'),
      lockPerKg: r.lockPerKg === undefined || r.lockPerKg === null ? undefined : bodyBool(r.lockPerKg),
      sourceId: r.sourceId === '' ? null : rowId(r.sourceId),
      // Equipment keys are ours (the original client keeps them untouched); '' is no equipment.
      equipo: r.equipo === '' ? null : r.equipo,
      cantidad: cells.quantity(r.cantidad, table, r.id === undefined || r.id === null ? null : String(r.id), 'cantidad'),
      usdXUnidad: amount(r.usdXUnidad, table, r, 'usdXUnidad'),
    };
    // We write an equipment row's amount as its typed total; a different total is an edit of the original client's
    // (the only amount it changes), and it wins over the equipment it does not show.
    const eq = { equipo: row.equipo, cantidad: row.cantidad, usdXUnidad: row.usdXUnidad } as EquipmentCells;
    if (isEquipmentRow(eq) && typeof row.total === 'number' && row.total !== equipmentTotal(eq)) return { ...row, equipo: null, cantidad: null, usdXUnidad: null };
    return row;
  };
  // Sale rows: the IVA rate (tax_rate of the original client, else our iva; an unknown value reaches validation) and,
  // on the freight sale, the internal sale an all-in sheet counts (unreadable text counts 0, as the client reads it).
  const rateOf = (r: Record<string, unknown>) => {
    const read = documentRowIva(r);
    return read.rate ?? (read.invalid === undefined ? undefined : String(read.invalid));
  };
  const saleRow = (table: string) => (r: Record<string, unknown>) => ({ ...costRow(table)(r), ventaInt: amount(r.ventaInt, table, r, 'ventaInt'), iva: rateOf(r) });
  const localSaleRow = (table: string) => (r: Record<string, unknown>) => ({ ...localRow(table)(r), iva: rateOf(r) });
  const insuranceSaleRow = (table: string) => (r: Record<string, unknown>) => ({ ...insuranceRow(table)(r), iva: rateOf(r) });
  const localRow = (table: string) => (r: Record<string, unknown>) => ({
    id: rowId(r.id),
    concepto: r.concepto === undefined || r.concepto === null ? '' : r.concepto,
    gs: amount(r.gs, table, r, 'gs'),
    sourceId: r.sourceId === '' ? null : rowId(r.sourceId),
  });
  const insuranceRow = (table: string) => (r: Record<string, unknown>) => ({
    id: rowId(r.id),
    concepto: r.concepto === undefined || r.concepto === null ? '' : r.concepto,
    usd: amount(r.usd, table, r, 'usd'),
    sourceId: r.sourceId === '' ? null : rowId(r.sourceId),
  });
  const input = await validateInput(CostSheetInput, {
    header,
    compraRows: rows(CostRowInput, p.compraRows, costRow('compraRows')),
    ventaRows: rows(CostRowInput, p.ventaRows, saleRow('ventaRows')),
    locRows: rows(LocalCostRowInput, p.locRows, localRow('locRows')),
    locCliRows: rows(LocalCostRowInput, p.locCliRows, localSaleRow('locCliRows')),
    segCostoRows: rows(InsuranceRowInput, p.segCostoRows, insuranceRow('segCostoRows')),
    segVentaRows: rows(InsuranceRowInput, p.segVentaRows, insuranceSaleRow('segVentaRows')),
  } as Partial<Record<keyof CostSheetInput, unknown>>);
  return { input, document: p, unreadable: cells.unreadable };
}

/**
 * GET answer: { data, version, updated_at, updated_by, updated_by_name } (REST-CONTRACT "Cost sheet"). `data`
 * is the stored document deep-equal to what PUT sent ("Cost sheet round trip"); the server's totals and
 * the cells it could not read come beside it, never inside it.
 */
function costSheetResponse(view: CostSheetView, document: Record<string, unknown> | null, updatedBy: number | null) {
  return {
    data: view.saved ? document : null,
    version: view.version,
    updated_at: restDateTime(view.updatedAt),
    updated_by: updatedBy,
    updated_by_name: view.updatedByName,
    budget_status: view.budgetStatus,
    org_id: view.orgId,
    totals: view.saved ? view.totals : null,
    unreadable_cells: view.unreadableCells.map((c) => ({ table: c.table, row_id: c.rowId, field: c.field, text: c.text })),
    // Dated exchange rates (additive): the rate the sheet uses (the dated rate a new sheet takes), its date, whether the
    // confirmed budget froze it, and the operation's chargeable weight with the factor used.
    gs_rate: view.header.gsRate,
    gs_rate_date: view.header.gsRateDate,
    gs_rate_frozen: view.gsRateFrozen,
    chargeable_weight_kg: view.chargeableWeightKg,
    volumetric_factor_label: view.volumetricFactorLabel,
  };
}

const budgetRow = (o: OrganizationEntity) => ({ id: o.id, budget_status: o.budgetStatus, budget_profit_value: o.budgetProfitValue });
/**
 * A budget action's answer (spec shape): the status of the operation it acted on (without deal_id, the
 * organization's most recently saved sheet, so the organization's own status) and the organization's profit.
 */
const budgetResult = (r: BudgetResult) => ({ ok: true, budget_status: r.status, budget_profit_value: r.org.budgetProfitValue });

/** A revision row of the REST lists (snake_case, dates as the contract renders them). */
export function revisionRow(r: RevisionData) {
  return {
    id: r.id,
    deal_id: r.dealId,
    number: r.number,
    name: r.name,
    label: r.label,
    reason: r.reason,
    status: r.status,
    current: r.current,
    budget_locked: r.budgetLocked,
    totals: r.totals,
    confirmed_profit: r.confirmedProfit,
    created_by: r.createdByUserId,
    created_by_name: r.createdByName,
    created_at: restDateTime(r.createdAt),
    updated_at: restDateTime(r.updatedAt),
    confirmed_at: restDateTime(r.confirmedAt),
    confirmed_by_name: r.confirmedByName,
    locked_at: restDateTime(r.lockedAt),
    replaced_at: restDateTime(r.replacedAt),
  };
}

/** deal_id of a budget action: optional (the original client never sends it). */
async function budgetDeal(b: Record<string, unknown>): Promise<number | null> {
  const input = await validateInput(BudgetDealArgs, { dealId: bodyId(b.deal_id) });
  return input.dealId ?? null;
}

/** profit_value: a number, numeric text ('1234.5'), or es-PY money text ('1.234,50'); anything else → 400. */
function profitBody(v: unknown): unknown {
  if (v === '') return null;
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  if (/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(s) || /^-?\d+,\d+$/.test(s)) return parseMoneyInput(s);
  throw new AppError('VALIDATION', M.profit);
}

/** A revision id in the path; anything else is no revision (404). */
function revisionParam(v: unknown): number {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : 0;
  if (!n) throw new AppError('NOT_FOUND', REVISION_MESSAGES.notFound);
  return n;
}

const compareRow = (r: CompareRow) => ({ table: r.table, row_id: r.rowId, concepto: r.concepto, changes: r.changes });

export function costSheetsRoutes(services: Services): Router {
  const r = Router();

  r.get('/deals/:id/cost-sheet', async (req, res) => {
    const { view, document, updatedByUserId } = await services.costSheets.getStored(signedIn(res), idParam(req));
    res.json(costSheetResponse(view, document, updatedByUserId));
  });

  r.put('/deals/:id/cost-sheet', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const version = await expectedVersion(req, b);
    const { input, document, unreadable } = await costSheetBody(b);
    const saved = await services.costSheets.save(actor, idParam(req), input, version, { document, unreadable });
    res.json({ ok: true, version: saved.version });
  });

  r.get('/organizations/:id/budget', async (req, res) => {
    res.json(budgetRow(await services.budget.get(signedIn(res), idParam(req))));
  });

  r.post('/organizations/:id/budget/lock', async (req, res) => {
    const actor = signedIn(res);
    res.json(budgetResult(await services.budget.lock(actor, idParam(req), await budgetDeal(restBody(req)))));
  });

  r.post('/organizations/:id/budget/confirm', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(ConfirmBudgetArgs, { dealId: bodyId(b.deal_id), profitValue: profitBody(b.profit_value) });
    res.json(budgetResult(await services.budget.confirm(actor, idParam(req), input)));
  });

  r.post('/organizations/:id/budget/reopen', async (req, res) => {
    const actor = signedIn(res);
    res.json(budgetResult(await services.budget.reopen(actor, idParam(req), await budgetDeal(restBody(req)))));
  });

  // Named revisions (REST for scripts; GraphQL has the same).
  r.get('/deals/:id/cost-sheet/revisions', async (req, res) => {
    res.json((await services.costSheetRevisions.list(signedIn(res), idParam(req))).map(revisionRow));
  });

  r.post('/deals/:id/cost-sheet/revisions', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(NewRevisionInput, { name: b.name === undefined ? undefined : b.name, reason: b.reason === undefined ? undefined : b.reason });
    res.status(201).json((await services.costSheetRevisions.create(actor, idParam(req), input)).map(revisionRow));
  });

  r.get('/deals/:id/cost-sheet/revisions/:a/compare/:b', async (req, res) => {
    const actor = signedIn(res);
    const { before, after, comparison } = await services.costSheetRevisions.compare(actor, idParam(req), revisionParam(req.params.a), revisionParam(req.params.b));
    res.json({
      before: revisionRow(before),
      after: revisionRow(after),
      added: comparison.rows.filter((x) => x.kind === 'added').map(compareRow),
      removed: comparison.rows.filter((x) => x.kind === 'removed').map(compareRow),
      changed: comparison.rows.filter((x) => x.kind === 'changed').map(compareRow),
      header: comparison.header,
      totals: comparison.totals,
    });
  });

  r.get('/deals/:id/cost-sheet/revisions/:rid', async (req, res) => {
    const { revision, document, payload, totals } = await services.costSheetRevisions.get(signedIn(res), idParam(req), revisionParam(req.params.rid));
    let data: unknown;
    try {
      data = document ? JSON.parse(document) : renderCostSheetDocument(payload);
    } catch {
      data = renderCostSheetDocument(payload);
    }
    res.json({ ...revisionRow(revision), data, totals: totals ?? revision.totals });
  });

  return r;
}
