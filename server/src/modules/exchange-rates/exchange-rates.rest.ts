import { CURRENCY_PAIR_PATTERN } from '@crm/domain';
import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { limitOffset, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateExchangeRateInput, EXCHANGE_RATE_MESSAGES as M, UpdateExchangeRateInput } from './exchange-rates.inputs';
import type { ExchangeRateView } from './exchange-rates.types';

export const exchangeRateRow = (r: ExchangeRateView) => ({
  id: r.id,
  pair: r.pair,
  date: r.date,
  rate: r.rate,
  source: r.source,
  created_by: r.createdByUserId,
  created_by_name: r.createdByName,
  created_at: restDateTime(r.createdAt),
  updated_at: restDateTime(r.updatedAt),
});

/** A number or a numeric string ('7300', '7300.5'); other values pass through for validation to refuse. */
const bodyNumber = (v: unknown): unknown => (typeof v === 'string' && /^\s*\d{1,9}(\.\d{1,9})?\s*$/.test(v) ? Number(v) : v);

function pairQuery(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  const pair = raw.toUpperCase();
  if (!CURRENCY_PAIR_PATTERN.test(pair)) throw new AppError('VALIDATION', M.pair);
  return pair;
}

/**
 * /api/exchange-rates (dated exchange rates): GET for every signed-in user (`?pair=USD/PYG`, `limit`, `offset`;
 * `?on=YYYY-MM-DD` answers the one rate in force that day, or null); POST / PUT / DELETE for admins.
 */
export function exchangeRatesRoutes(services: Services): Router {
  const r = Router();
  const svc = services.exchangeRates;

  r.get('/exchange-rates', async (req, res) => {
    const actor = signedIn(res);
    const pair = pairQuery(optionalStringQuery(req, 'pair', 7));
    const on = optionalStringQuery(req, 'on', 10);
    if (on !== undefined) {
      const found = await svc.readInForce(actor, on, pair ?? undefined);
      res.json(found ? exchangeRateRow(await svc.get(actor, found.id)) : null);
      return;
    }
    res.json((await svc.list(actor, { pair, ...limitOffset(req) })).map(exchangeRateRow));
  });

  r.get('/exchange-rates/:id', async (req, res) => {
    res.json(exchangeRateRow(await svc.get(signedIn(res), idParam(req))));
  });

  r.post('/exchange-rates', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateExchangeRateInput, {
      pair: bodyText(b.pair),
      date: bodyText(b.date),
      rate: bodyNumber(b.rate),
      source: bodyText(b.source),
    });
    res.status(201).json(exchangeRateRow(await svc.create(actor, input)));
  });

  r.put('/exchange-rates/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateExchangeRateInput, {
      pair: b.pair === undefined ? undefined : bodyText(b.pair),
      date: b.date === undefined ? undefined : bodyText(b.date),
      rate: b.rate === undefined ? undefined : bodyNumber(b.rate),
      source: bodyText(b.source),
    });
    res.json(exchangeRateRow(await svc.update(actor, idParam(req), input)));
  });

  r.delete('/exchange-rates/:id', async (req, res) => {
    await svc.remove(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  return r;
}
