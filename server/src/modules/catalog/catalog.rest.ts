import { catalogTypeOf, isCatalogCurrency, ivaRateOf, readCatalogPrice } from '@crm/domain';
import { type Request, type Response, Router } from 'express';
import { bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CatalogItemFilter, CreateCatalogItemInput, UpdateCatalogItemInput } from './catalog.inputs';
import type { CatalogItemView } from './catalog.types';

/**
 * The row the original client's catalogue screen and cost sheet read: `{ id, type: 'PRODUCTO'|'SERVICIO', sku,
 * name, unit, currency, price, tax_rate, active }`, plus `modes` and the times. `tax_rate` answers the string form
 * ('exenta' | '5' | '10'); `price` is a JSON number (REST-CONTRACT "General": money is a number).
 */
export const catalogItemRow = (c: CatalogItemView) => ({
  id: c.id,
  type: c.type,
  sku: c.sku,
  name: c.name,
  unit: c.unit,
  currency: c.currency,
  price: c.price,
  tax_rate: c.taxRate,
  modes: c.modes,
  active: c.active,
  created_at: restDateTime(c.createdAt),
  updated_at: restDateTime(c.updatedAt),
});

/** Absent, null and '' mean "not given" (create: the default; update: unchanged). */
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A text kept as sent but trimmed: '' stays '' so a required name or code sent empty is refused, not ignored. */
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** 'producto' or 'Servicio' as the enum; anything else as sent, for validation to refuse in Spanish. */
const typeOf = (v: unknown) => (given(v) ? (catalogTypeOf(v) ?? v) : undefined);

/** 'exenta' | '5' | '10', the numbers 0 / 5 / 10 (the original client may send numbers), '10 %'. */
const taxOf = (v: unknown) => (given(v) ? (ivaRateOf(v) ?? v) : undefined);

const currencyOf = (v: unknown) => {
  const t = bodyText(v);
  return typeof t === 'string' ? t.toUpperCase() : (t ?? undefined);
};

/** A number, or a price as text ('1250.50', '1.250,50', '586.000' in PYG); other values pass to be refused. */
function priceOf(v: unknown, currency: unknown): unknown {
  if (!given(v)) return undefined;
  if (typeof v !== 'string') return v;
  const t = readCatalogPrice(v, isCatalogCurrency(currency) ? currency : 'USD');
  return t !== null && /^\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

/** ['AEREO', 'terrestre'] or 'AEREO,TERRESTRE'; [] or '' = every mode. */
function modesOf(v: unknown): unknown {
  if (v === undefined || v === null) return undefined;
  const list = typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : v;
  return Array.isArray(list) ? list.map((m) => (typeof m === 'string' ? m.trim().toUpperCase() : m)) : list;
}

/** true / false, 1 / 0 and their text ('1', 'true'): the original client may send either. */
function activeOf(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
}

function fields(b: Record<string, unknown>, currentCurrency?: unknown) {
  const currency = currencyOf(b.currency);
  return {
    type: typeOf(b.type),
    sku: trimmed(b.sku) ?? undefined,
    name: trimmed(b.name) ?? undefined,
    unit: bodyText(b.unit),
    currency,
    price: priceOf(b.price, currency ?? currentCurrency),
    taxRate: taxOf(b.tax_rate),
    modes: modesOf(b.modes),
    active: activeOf(b.active),
  };
}

/** The list's query (`q`, `type`, `active`, `mode`) as its filter: GET /catalog/items and its CSV export read the same. */
export async function catalogListFilter(req: Request): Promise<CatalogItemFilter> {
  const active = optionalStringQuery(req, 'active', 5);
  const mode = optionalStringQuery(req, 'mode', 20);
  return validateInput(CatalogItemFilter, {
    q: optionalStringQuery(req, 'q'),
    type: typeOf(optionalStringQuery(req, 'type', 20)),
    active: active === undefined ? undefined : activeOf(active),
    mode: mode?.toUpperCase(),
  });
}

/**
 * /api/catalog/items (catalogue of products and services): GET for every signed-in user (`?active=1`, `type`, `q`,
 * `mode`, `limit`, `offset`; the original client's cost sheet asks `?active=1`); POST, PATCH (or PUT) and DELETE
 * for admins.
 */
export function catalogRoutes(services: Services): Router {
  const r = Router();
  const svc = services.catalog;

  r.get('/catalog/items', async (req, res) => {
    const actor = signedIn(res);
    const filter = await catalogListFilter(req);
    res.json((await svc.list(actor, filter, limitOffset(req))).map(catalogItemRow));
  });

  r.get('/catalog/items/:id', async (req, res) => {
    res.json(catalogItemRow(await svc.get(signedIn(res), idParam(req))));
  });

  r.post('/catalog/items', async (req, res) => {
    const actor = signedIn(res);
    const input = await validateInput(CreateCatalogItemInput, fields(restBody(req)));
    res.status(201).json(catalogItemRow(await svc.create(actor, input)));
  });

  const update = async (req: Request, res: Response) => {
    const actor = signedIn(res);
    const b = restBody(req);
    // A price sent as text is read in the item's currency when the body does not change it.
    const current = b.currency === undefined && typeof b.price === 'string' ? (await svc.get(actor, idParam(req))).currency : undefined;
    const input = await validateInput(UpdateCatalogItemInput, fields(b, current));
    res.json(catalogItemRow(await svc.update(actor, idParam(req), input)));
  };
  r.patch('/catalog/items/:id', update);
  r.put('/catalog/items/:id', update);

  r.delete('/catalog/items/:id', async (req, res) => {
    await svc.remove(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  return r;
}
