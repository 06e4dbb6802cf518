import {
  customFieldNumber,
  isCalendarDate,
  MAIL_STATUS_LABELS,
  type MailStatus,
  parseWeightInput,
  PROVIDER_ROUTE_LIMITS,
  type OperationFieldKey,
  rateAnswerPurchaseRow,
  rateAnswerPurchaseRowPyg,
  rateAnswerSummary,
  rateRequestBody,
  type RateRequestFields,
  rateRequestSubject,
  routeScore,
  shipmentModeOf,
} from '@crm/domain';
import { type DataSource, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { scopeVisible } from '../../core/db/visibility-scope';
import { AppError, conflict, notFound, validation } from '../../core/errors/app-error';
import type { Services } from '../../core/services';
import type { AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import type { DealsService } from '../deals';
import { MailMessageEntity } from '../mail/mail-message.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ProviderRouteEntity, RateRequestEntity } from './rate-request.entity';
import { type ProviderRouteInput, RATE_MESSAGES as M, type RateAnswerInput, type RateRequestInput } from './rate-requests.inputs';
import { RATE_REQUESTS_MAX, type ProviderRouteView, type RateRequestDraftView, type RateRequestView, SUGGESTIONS_MAX } from './rate-requests.types';

type Mail = Pick<Services['mail'], 'sendForDeal' | 'smtpConfigured' | 'config'>;
type CostSheets = Pick<Services['costSheets'], 'appendPurchaseRow'>;

const PREFILL_KEYS = ['modalidad_carga', 'tipo_operacion', 'origen_pto', 'destino_pto', 'incoterm', 'mercaderia', 'cant_bultos', 'unidad_bulto', 'peso_bruto', 'vol_m3'] as const satisfies readonly OperationFieldKey[];

const routeView = (r: ProviderRouteEntity): ProviderRouteView => ({ id: r.id, orgId: r.orgId, mode: r.mode, origin: r.origin, destination: r.destination, countries: r.countries, notes: r.notes });
const clean = (v: string | null | undefined) => (v ?? '').trim();
const nameOf = (o: Pick<OrganizationEntity, 'id' | 'name'>) => o.name?.trim() || `Organización ${o.id}`;

function requestView(r: RateRequestEntity, mailStatus: string | null): RateRequestView {
  return {
    id: r.id,
    dealId: r.dealId,
    providerOrgId: r.providerOrgId,
    providerName: r.providerName,
    sentTo: r.sentTo,
    mailMessageId: r.mailMessageId,
    mailStatus: mailStatus ? (MAIL_STATUS_LABELS[mailStatus as MailStatus] ?? mailStatus) : null,
    fields: { ...r.fields, mode: r.fields.mode ?? null },
    rate: r.rate,
    currency: r.currency,
    transitDays: r.transitDays,
    validUntil: r.validUntil,
    answerNotes: r.answerNotes,
    answeredAt: r.answeredAt,
    appliedAt: r.appliedAt,
    summary: rateAnswerSummary({ rate: r.rate, currency: r.currency, transitDays: r.transitDays, validUntil: r.validUntil }),
    createdAt: r.createdAt,
  };
}

/**
 * Freight-rate requests: provider organizations keep a route sheet; from an operation the user asks the
 * providers whose routes match (one e-mail each, through the mail module's outbox, so the subject carries
 * the reference and the mail is logged on the operation), records their answers and can turn one into a
 * purchase row of the cost sheet. Writers (admin, venta, ops) write; organizations and operations as the
 * user sees them (others' private providers are NOT_FOUND and never suggested).
 */
export class RateRequestsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly deals: Pick<DealsService, 'get'>,
    private readonly mail: Mail,
    private readonly costSheets: CostSheets,
  ) {}

  private async visibleOrg(actor: Actor, id: number): Promise<OrganizationEntity> {
    const org = await scopeVisible(this.ds.getRepository(OrganizationEntity).createQueryBuilder('o'), 'o', actor).andWhere('o.id = :orgId', { orgId: id }).getOne();
    if (!org) throw notFound(M.orgNotFound);
    return org;
  }

  async routes(actor: Actor, orgId: number): Promise<ProviderRouteView[]> {
    requireActor(actor);
    const org = await this.visibleOrg(actor, orgId);
    const rows = await this.ds.getRepository(ProviderRouteEntity).find({ where: { orgId: org.id }, order: { id: 'ASC' }, take: PROVIDER_ROUTE_LIMITS.perOrganization });
    return rows.map(routeView);
  }

  async addRoute(actor: Actor, input: ProviderRouteInput): Promise<ProviderRouteView> {
    requireWriter(actor);
    const org = await this.visibleOrg(actor, input.orgId);
    const id = await this.ds.transaction(async (em) => {
      if ((await em.countBy(ProviderRouteEntity, { orgId: org.id })) >= PROVIDER_ROUTE_LIMITS.perOrganization) throw validation(M.tooManyRoutes);
      const values = { orgId: org.id, mode: input.mode || null, origin: clean(input.origin), destination: clean(input.destination), countries: clean(input.countries), notes: clean(input.notes), createdByUserId: actor.id };
      const res = await em.insert(ProviderRouteEntity, values);
      const rid = Number(res.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'provider_route', entityId: rid, description: `Ruta ${values.origin} – ${values.destination} de ${nameOf(org)}`, links: { orgId: org.id } }, em);
      return rid;
    });
    return routeView(await this.ds.getRepository(ProviderRouteEntity).findOneByOrFail({ id }));
  }

  async deleteRoute(actor: Actor, id: number): Promise<boolean> {
    requireWriter(actor);
    const route = await this.ds.getRepository(ProviderRouteEntity).findOneBy({ id: id });
    if (!route) throw notFound(M.routeNotFound);
    await this.visibleOrg(actor, route.orgId).catch(() => {
      throw notFound(M.routeNotFound);
    });
    await this.ds.transaction(async (em) => {
      await em.delete(ProviderRouteEntity, { id: route.id });
      await this.audit.log(actor, { action: 'delete', entity: 'provider_route', entityId: route.id, description: `Ruta ${route.origin} – ${route.destination} eliminada`, links: { orgId: route.orgId } }, em);
    });
    return true;
  }

  /** The operation's values for the request (its fields) and the providers whose routes match, best first. */
  async draft(actor: Actor, dealId: number): Promise<RateRequestDraftView> {
    requireWriter(actor);
    const deal = await this.deals.get(actor, dealId);
    const rows = await this.ds.getRepository(DealCustomFieldEntity).find({ where: { dealId: deal.id, key: In([...PREFILL_KEYS]) }, select: { key: true, value: true } });
    const f = Object.fromEntries(rows.map((r) => [r.key, clean(r.value)])) as Partial<Record<(typeof PREFILL_KEYS)[number], string>>;
    const prefill = {
      mode: shipmentModeOf(f.modalidad_carga),
      operationType: f.tipo_operacion ?? '',
      origin: f.origen_pto ?? '',
      destination: f.destino_pto ?? '',
      incoterm: f.incoterm ?? '',
      goods: f.mercaderia ?? '',
      packages: f.cant_bultos ? `${f.cant_bultos}${f.unidad_bulto ? ` ${f.unidad_bulto}` : ''}` : '',
      weightKg: f.peso_bruto ? parseWeightInput(f.peso_bruto) : null,
      volumeM3: f.vol_m3 ? customFieldNumber(f.vol_m3, 3) : null,
    };
    // Every route of a provider the user sees, scored against the operation; the best route scores its provider.
    const routes = await scopeVisible(
      this.ds.getRepository(ProviderRouteEntity).createQueryBuilder('r').innerJoin(OrganizationEntity, 'o', 'o.id = r.org_id').select('r'),
      'o',
      actor,
    )
      .orderBy('r.id', 'ASC')
      .take(5000)
      .getMany();
    const byOrg = new Map<number, { score: number; routes: ProviderRouteEntity[] }>();
    for (const r of routes) {
      const score = routeScore(r, prefill);
      if (score === 0) continue;
      const e = byOrg.get(r.orgId) ?? { score: 0, routes: [] };
      e.score = Math.max(e.score, score);
      e.routes.push(r);
      byOrg.set(r.orgId, e);
    }
    const orgIds = [...byOrg.keys()];
    const orgs = orgIds.length ? await this.ds.getRepository(OrganizationEntity).find({ where: { id: In(orgIds) }, select: { id: true, name: true, email: true } }) : [];
    const emails = await this.addressesOf(actor, orgs);
    const suggestions = orgs
      .map((o) => ({ orgId: o.id, name: nameOf(o), email: emails.get(o.id) ?? null, score: byOrg.get(o.id)!.score, routes: byOrg.get(o.id)!.routes.map(routeView) }))
      .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'es'))
      .slice(0, SUGGESTIONS_MAX);
    return { dealId: deal.id, reference: deal.reference, prefill, suggestions, smtpConfigured: this.mail.smtpConfigured };
  }

  /** Where a provider's request goes: its own address, else its first contact with one that the user sees. */
  private async addressesOf(actor: Actor, orgs: ReadonlyArray<Pick<OrganizationEntity, 'id' | 'email'>>): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (const o of orgs) if (o.email?.trim()) out.set(o.id, o.email.trim().toLowerCase());
    const missing = orgs.filter((o) => !out.has(o.id)).map((o) => o.id);
    if (missing.length) {
      const contacts = await scopeVisible(
        this.ds.getRepository(ContactEntity).createQueryBuilder('c').select(['c.id', 'c.orgId', 'c.email']).where('c.org_id IN (:...ids)', { ids: missing }).andWhere("c.email IS NOT NULL AND c.email <> ''"),
        'c',
        actor,
      )
        .orderBy('c.id', 'ASC')
        .getMany();
      for (const c of contacts) if (c.orgId && !out.has(c.orgId)) out.set(c.orgId, c.email!.trim().toLowerCase());
    }
    return out;
  }

  /** One e-mail per provider through the outbox (the mail module's rules: roles, visible addresses, rate limit). */
  async send(actor: Actor, input: RateRequestInput): Promise<RateRequestView[]> {
    requireWriter(actor);
    const deal = await this.deals.get(actor, input.dealId);
    const ids = [...new Set(input.providerOrgIds)];
    const orgs: OrganizationEntity[] = [];
    for (const id of ids) orgs.push(await this.visibleOrg(actor, id));
    const emails = await this.addressesOf(actor, orgs);
    for (const o of orgs) {
      if (!emails.has(o.id)) throw validation(M.noEmail(nameOf(o)));
      if (!(await this.ds.getRepository(ProviderRouteEntity).existsBy({ orgId: o.id }))) throw validation(M.notProvider(nameOf(o)));
    }
    const fields: RateRequestFields = {
      mode: input.mode || null,
      operationType: clean(input.operationType),
      origin: clean(input.origin),
      destination: clean(input.destination),
      incoterm: clean(input.incoterm),
      goods: clean(input.goods),
      packages: clean(input.packages),
      weightKg: input.weightKg ?? null,
      volumeM3: input.volumeM3 ?? null,
      notes: clean(input.notes),
    };
    const created: number[] = [];
    for (const o of orgs) {
      const to = emails.get(o.id)!;
      const message = await this.mail.sendForDeal(actor, deal.id, {
        to: [to],
        subject: rateRequestSubject(deal.reference, fields),
        body: rateRequestBody({ reference: deal.reference, providerName: nameOf(o), senderName: actor.name, officeName: this.mail.config.from.name, fields }),
      });
      const id = await this.ds.transaction(async (em) => {
        const res = await em.insert(RateRequestEntity, { dealId: deal.id, providerOrgId: o.id, providerName: nameOf(o).slice(0, 200), sentTo: to, mailMessageId: message.id, fields, currency: 'USD', createdByUserId: actor.id });
        const rid = Number(res.identifiers[0].id);
        await this.audit.log(actor, { action: 'create', entity: 'rate_request', entityId: rid, description: `Solicitud de tarifa a ${nameOf(o)} (${to})`, meta: { dealId: deal.id, mailMessageId: message.id }, links: { dealId: deal.id, orgId: o.id } }, em);
        return rid;
      });
      created.push(id);
    }
    const all = await this.listForDeal(actor, deal.id);
    return all.filter((r) => created.includes(r.id));
  }

  async listForDeal(actor: Actor, dealId: number): Promise<RateRequestView[]> {
    requireActor(actor);
    const deal = await this.deals.get(actor, dealId);
    const rows = await this.ds.getRepository(RateRequestEntity).find({ where: { dealId: deal.id }, order: { id: 'DESC' }, take: RATE_REQUESTS_MAX });
    const mailIds = rows.map((r) => r.mailMessageId).filter((x): x is number => x !== null);
    const mails = mailIds.length ? await this.ds.getRepository(MailMessageEntity).find({ where: { id: In(mailIds) }, select: { id: true, status: true } }) : [];
    return rows.map((r) => requestView(r, mails.find((m) => m.id === r.mailMessageId)?.status ?? null));
  }

  private async request(actor: Actor, id: number): Promise<RateRequestEntity> {
    const row = await this.ds.getRepository(RateRequestEntity).findOneBy({ id: id });
    if (!row) throw notFound(M.requestNotFound);
    await this.deals.get(actor, row.dealId).catch(() => {
      throw notFound(M.requestNotFound);
    });
    return row;
  }

  async answer(actor: Actor, input: RateAnswerInput, now: number = Date.now()): Promise<RateRequestView> {
    requireWriter(actor);
    const row = await this.request(actor, input.id);
    const validUntil = clean(input.validUntil) || null;
    if (validUntil && !isCalendarDate(validUntil)) throw new AppError('VALIDATION', M.validUntil, 'validUntil');
    // Guaraníes are whole (the sheet converts them exactly, rateAnswerPurchaseRowPyg).
    if (input.currency === 'PYG' && !Number.isInteger(input.rate)) throw new AppError('VALIDATION', M.wholeGuaranies, 'rate');
    await this.ds.transaction(async (em) => {
      await em.update(RateRequestEntity, { id: row.id }, { rate: input.rate, currency: input.currency, transitDays: input.transitDays ?? null, validUntil, answerNotes: clean(input.notes) || null, answeredAt: new Date(now) });
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'rate_request',
          entityId: row.id,
          description: `Respuesta de ${row.providerName}: ${rateAnswerSummary({ rate: input.rate, currency: input.currency, transitDays: input.transitDays ?? null, validUntil })}`,
          meta: { dealId: row.dealId, changes: { rate: [row.rate, input.rate] } },
          links: { dealId: row.dealId, orgId: row.providerOrgId },
        },
        em,
      );
    });
    return (await this.listForDeal(actor, row.dealId)).find((r) => r.id === row.id)!;
  }

  /**
   * The answer as a purchase row of the operation's cost sheet (once). The sheet's freight is USD: a USD rate goes
   * as it is; a PYG one is converted at the sheet's own Gs/USD rate (the dated rate in force on the operation's
   * date, or the one typed on the sheet), read in the same step that appends the row (rateAnswerPurchaseRowPyg).
   */
  async apply(actor: Actor, id: number, now: number = Date.now()): Promise<RateRequestView> {
    requireWriter(actor);
    const row = await this.request(actor, id);
    if (row.rate === null || !row.answeredAt) throw validation(M.notAnswered);
    if (row.appliedAt) throw conflict(M.alreadyApplied);
    if (row.currency !== 'USD' && row.currency !== 'PYG') throw validation(M.currencyUnknown);
    const rate = row.rate;
    if (row.currency === 'PYG' && !Number.isInteger(rate)) throw new AppError('VALIDATION', M.wholeGuaranies, 'rate');
    // Claimed first (one row, once, even with two clicks at the same time); released if the sheet refuses it.
    const claimed = await this.ds
      .createQueryBuilder()
      .update(RateRequestEntity)
      .set({ appliedAt: new Date(now) })
      .where('id = :id AND applied_at IS NULL', { id: row.id })
      .execute();
    if (!claimed.affected) throw conflict(M.alreadyApplied);
    const base = { providerName: row.providerName, mode: row.fields.mode };
    try {
      await this.costSheets.appendPurchaseRow(actor, row.dealId, (header) => {
        const line =
          row.currency === 'PYG'
            ? rateAnswerPurchaseRowPyg({ ...base, ratePyg: rate, gsPerUsd: header.gsRate, gsRateDate: header.gsRateDate })
            : rateAnswerPurchaseRow({ ...base, rateUsd: rate });
        if (!line) throw new AppError('VALIDATION', M.wholeGuaranies, 'rate');
        return { id: `tarifa-${row.id}`, ...line };
      });
    } catch (e) {
      await this.ds.getRepository(RateRequestEntity).update({ id: row.id }, { appliedAt: null });
      throw e;
    }
    return (await this.listForDeal(actor, row.dealId)).find((r) => r.id === row.id)!;
  }
}
