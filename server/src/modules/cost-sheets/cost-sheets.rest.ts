import { parseMoneyInput, parseMoneyStrict, parseWeightInput } from '@crm/domain';
import { type Request, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { bodyId, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime } from '../../core/rest/format';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/validation';
import type { OrganizationEntity } from '../organizations/organization.entity';
import {
  ConfirmBudgetInput,
  COST_SHEET_MESSAGES as M,
  CostRowInput,
  CostSheetHeaderInput,
  CostSheetInput,
  CostSheetVersionInput,
  InsuranceRowInput,
  LocalCostRowInput,
} from './cost-sheets.inputs';
import type { CostSheetView } from './cost-sheets.types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Amounts as the original client may send them: numbers, or input text in the es-PY money format of
 * spec part 2 §5 ('1.234,56'); '' and null mean empty. Text that is not an amount ('abc', '1e50') and
 * other types reach validation (400), never a silent 0 (issue 18 item 7).
 */
function amount(v: unknown): unknown {
  if (v === '' || v === null) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : (parseMoneyStrict(v) ?? v);
  return v;
}

/** Weights typed in kg ('1.250,5' or '1250.5'); invalid text is a 400. */
function weight(v: unknown): unknown {
  if (v === '' || v === null) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : (parseWeightInput(v) ?? v);
  return v;
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

/** The payload of spec part 2 §3 (camelCase, as the original client sends it) → the input class GraphQL uses. */
export function costSheetBody(b: Record<string, unknown>): Promise<CostSheetInput> {
  // Some callers wrap the payload as { data: {...} }, the shape GET answers.
  const p = isObject(b.data) && b.header === undefined && b.compraRows === undefined ? b.data : b;
  const h = p.header === undefined || p.header === null ? {} : p.header;
  const header = isObject(h)
    ? Object.assign(
        new CostSheetHeaderInput(),
        stripUndefined({
          modo: optionalText(h.modo),
          clase: optionalText(h.clase),
          pesoKg: weight(h.pesoKg),
          awb: optionalText(h.awb),
          hbl: optionalText(h.hbl),
          mercaderia: optionalText(h.mercaderia),
          gsRate: amount(h.gsRate),
        }),
      )
    : h;
  const costRow = (r: Record<string, unknown>) => ({
    id: rowId(r.id),
    concepto: r.concepto === undefined || r.concepto === null ? '' : r.concepto,
    usdXKg: amount(r.usdXKg),
    total: amount(r.total),
    lockPerKg: r.lockPerKg === undefined || r.lockPerKg === null ? undefined : bodyBool(r.lockPerKg),
    sourceId: r.sourceId === '' ? null : rowId(r.sourceId),
  });
  const localRow = (r: Record<string, unknown>) => ({
    id: rowId(r.id),
    concepto: r.concepto === undefined || r.concepto === null ? '' : r.concepto,
    gs: amount(r.gs),
    sourceId: r.sourceId === '' ? null : rowId(r.sourceId),
  });
  const insuranceRow = (r: Record<string, unknown>) => ({
    id: rowId(r.id),
    concepto: r.concepto === undefined || r.concepto === null ? '' : r.concepto,
    usd: amount(r.usd),
    sourceId: r.sourceId === '' ? null : rowId(r.sourceId),
  });
  return validateInput(CostSheetInput, {
    header,
    compraRows: rows(CostRowInput, p.compraRows, costRow),
    ventaRows: rows(CostRowInput, p.ventaRows, costRow),
    locRows: rows(LocalCostRowInput, p.locRows, localRow),
    locCliRows: rows(LocalCostRowInput, p.locCliRows, localRow),
    segCostoRows: rows(InsuranceRowInput, p.segCostoRows, insuranceRow),
    segVentaRows: rows(InsuranceRowInput, p.segVentaRows, insuranceRow),
  } as Partial<Record<keyof CostSheetInput, unknown>>);
}

/** `version` in the body, else an If-Match header ('3', '"3"' or W/"3"); neither → null (unconditional save). */
async function expectedVersion(req: Request, b: Record<string, unknown>): Promise<number | null> {
  let raw: unknown = b.version;
  if (raw === undefined || raw === null || raw === '') {
    const header = req.get('If-Match');
    if (!header || header.trim() === '*') return null;
    raw = header.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  }
  if (typeof raw === 'string' && /^\s*\d{1,12}\s*$/.test(raw)) raw = Number(raw);
  return (await validateInput(CostSheetVersionInput, { version: raw })).version;
}

/** GET answer: { data, version, updated_at, updated_by, updated_by_name } (REST-CONTRACT "Cost sheet"). */
function costSheetResponse(view: CostSheetView, updatedBy: number | null) {
  return {
    data: view.saved
      ? {
          header: view.header,
          compraRows: view.compraRows,
          ventaRows: view.ventaRows,
          locRows: view.locRows,
          locCliRows: view.locCliRows,
          segCostoRows: view.segCostoRows,
          segVentaRows: view.segVentaRows,
          totals: view.totals,
        }
      : null,
    version: view.version,
    updated_at: restDateTime(view.updatedAt),
    updated_by: updatedBy,
    updated_by_name: view.updatedByName,
    budget_status: view.budgetStatus,
    org_id: view.orgId,
  };
}

const budgetRow = (o: OrganizationEntity) => ({ id: o.id, budget_status: o.budgetStatus, budget_profit_value: o.budgetProfitValue });
const budgetResult = (o: OrganizationEntity) => ({ ok: true, budget_status: o.budgetStatus, budget_profit_value: o.budgetProfitValue });

/** profit_value: a number, numeric text ('1234.5'), or es-PY money text ('1.234,50'); anything else → 400. */
function profitBody(v: unknown): unknown {
  if (v === '') return null;
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  if (/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(s) || /^-?\d+,\d+$/.test(s)) return parseMoneyInput(s);
  throw new AppError('VALIDATION', M.profit);
}

export function costSheetsRoutes(services: Services): Router {
  const r = Router();

  r.get('/deals/:id/cost-sheet', async (req, res) => {
    const { view, updatedByUserId } = await services.costSheets.getStored(signedIn(res), idParam(req));
    res.json(costSheetResponse(view, updatedByUserId));
  });

  r.put('/deals/:id/cost-sheet', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const version = await expectedVersion(req, b);
    const input = await costSheetBody(b);
    const saved = await services.costSheets.save(actor, idParam(req), input, version);
    res.json({ ok: true, version: saved.version });
  });

  r.get('/organizations/:id/budget', async (req, res) => {
    res.json(budgetRow(await services.budget.get(signedIn(res), idParam(req))));
  });

  r.post('/organizations/:id/budget/lock', async (req, res) => {
    res.json(budgetResult(await services.budget.lock(signedIn(res), idParam(req))));
  });

  r.post('/organizations/:id/budget/confirm', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(ConfirmBudgetInput, { dealId: bodyId(b.deal_id), profitValue: profitBody(b.profit_value) });
    res.json(budgetResult(await services.budget.confirm(actor, idParam(req), input)));
  });

  r.post('/organizations/:id/budget/reopen', async (req, res) => {
    res.json(budgetResult(await services.budget.reopen(signedIn(res), idParam(req))));
  });

  return r;
}
