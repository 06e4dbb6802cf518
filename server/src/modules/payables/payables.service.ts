import {
  actualByRubro,
  allocateOrderPayment,
  budgetByRubro,
  canReadRecord,
  canRegisterSupplierInvoice,
  type CostControl,
  type CsvFormat,
  costControl,
  buildOperationStatement,
  docTypeSign,
  fromDecimal,
  type OperationStatementBalance,
  type OperationStatementEntry,
  type OperationStatementEntryInput,
  isRevisionInForce,
  type IvaMode,
  ivaModeProblem,
  type IvaRate,
  PAYMENT_ORDER_STATUSES,
  type PaymentOrderPriority,
  type PaymentOrderStatus,
  paraguayDate,
  paymentOrderNumber,
  paymentOrderRefusal,
  paymentOrderStatusAfterPay,
  paymentProblem,
  type Rubro,
  RUBROS,
  type SupplierCondition,
  type SupplierCurrency,
  type SupplierDocType,
  supplierInvoiceStatus,
  supplierInvoiceTotals,
  supplierLineFigures,
  supplierMinor,
  sumMinor,
  toDecimal,
  USD_PYG,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireActor } from '../../core/auth/actor';
import { requireAdmin, requireFinance } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, conflict, forbidden, notFound, validation } from '../../core/errors/app-error';
import type { AuditService } from '../audit';
import { CostSheetRevisionEntity } from '../cost-sheets/cost-sheet-revision.entity';
import { payloadOfData } from '../cost-sheets';
import { DealEntity } from '../deals/deal.entity';
import type { ExchangeRatesService } from '../exchange-rates';
import type { FiscalService } from '../fiscal';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { UserEntity } from '../users/user.entity';
import type { Storage } from '../../core/storage/storage';
import { renderPdf } from '../../core/pdf/render-pdf';
import type { Writable } from 'node:stream';
import { costControlCsv, costControlPdf, paymentOrderLetter } from './payables-documents';
import { readBounded, ZipWriter } from './zip-writer';
import { DealFileEntity } from '../files/deal-file.entity';
import { CreditNoteEntity, InvoiceEntity } from '../invoices/invoice.entity';
import { BANK_ACCOUNT_PARAM, type ReceiptLedgerEntry } from '../receipts';
import { loadParamList } from '../params';
import { OrganizationEntity } from '../organizations/organization.entity';
import {
  DealCostControlEntity,
  PaymentOrderEntity,
  PaymentOrderEventEntity,
  PaymentOrderInvoiceEntity,
  SupplierInvoiceEntity,
  SupplierInvoiceFileEntity,
  SupplierInvoiceLineEntity,
  SupplierPaymentEntity,
  SupplierProfileEntity,
} from './payables.entity';
import { OPERATION_STATEMENT_MAX } from './payables.types';
import type { CreatePaymentOrderInput, CreateSupplierInvoiceInput, SupplierPaymentInput, SupplierProfileInput } from './payables.inputs';

export const PAYABLES_MESSAGES = {
  dealNotFound: 'Operación no encontrada.',
  invoiceNotFound: 'Factura de proveedor no encontrada.',
  orderNotFound: 'Orden de pago no encontrada.',
  supplierNotFound: 'Proveedor no encontrado.',
  fileNotFound: 'El archivo adjunto no es de esta operación.',
  duplicate: 'Ya hay un documento de ese proveedor con el mismo timbrado y número en esta operación.',
  rateRequired: 'Indicá el tipo de cambio (guaraníes por unidad de la moneda) de la factura.',
  pygDecimals: 'Los importes en guaraníes no llevan decimales.',
  amount: 'El importe no es válido para la moneda.',
  linesRequired: 'La factura necesita al menos una línea.',
  totalZero: 'El total de la factura debe ser mayor que cero.',
  dueBeforeIssue: 'El vencimiento no puede ser anterior a la fecha de emisión.',
  cancelWithPayments: 'La factura tiene pagos: no se anula.',
  alreadyCancelled: 'La factura ya está anulada.',
  orderInvoices: 'Elegí al menos una factura de proveedor con saldo.',
  orderCurrency: 'Las facturas de una orden de pago deben ser de la misma moneda.',
  orderInvoiceClosed: 'Una de las facturas no tiene saldo o está anulada.',
  orderInvoiceTaken: 'Una de las facturas ya está en otra orden de pago abierta.',
  orderCreditNote: 'Una nota de crédito del proveedor no se paga con una orden de pago: baja lo que se le debe. Solicitá la orden solo con sus facturas.',
  orderOverpay: 'El pago supera el saldo de la orden de pago.',
  noControlRate: 'No hay tipo de cambio de control: cargá una cotización del dólar o indicá el tipo de control de la operación.',
  reasonBlank: 'Escribí el motivo de la anulación.',
  account: (choices: readonly string[]) => `La cuenta de la empresa debe ser una de la lista: ${choices.join(', ')}.`,
  zipTooLarge: 'Los adjuntos superan el tamaño máximo del ZIP: elegí menos órdenes.',
  noBusinessUnit: 'No hay unidad de negocio para el membrete: creá una en Administración.',
  dealHasDocuments: 'La operación tiene documentos contables (facturas, pagos u órdenes de pago): anulalos o reasignalos antes de eliminarla.',
} as const;
const M = PAYABLES_MESSAGES;

/** The ZIP of payment orders holds at most this many bytes of attachments (the rest is refused before writing). */
export const PAYMENT_ORDERS_ZIP_MAX_BYTES = 100 * 1024 * 1024;

/** Orders a tray or ZIP reads at most. */
export const PAYABLES_MAX = 100;

export interface SupplierInvoiceData {
  invoice: SupplierInvoiceEntity;
  lines: SupplierInvoiceLineEntity[];
  payments: SupplierPaymentEntity[];
  fileIds: number[];
  /** The order still open over it, if any. */
  openOrder: { id: number; number: string; status: PaymentOrderStatus } | null;
}

export interface PaymentOrderData {
  order: PaymentOrderEntity;
  number: string;
  invoices: Array<{ link: PaymentOrderInvoiceEntity; invoice: SupplierInvoiceEntity }>;
  events: PaymentOrderEventEntity[];
}

/** What the receipts front door gives payables: the receipts of some clients (ReceiptsService.ledgerEntries). */
export type ReceiptsLedger = (orgIds: number[]) => Promise<ReceiptLedgerEntry[]>;

export interface OperationStatementData {
  dealId: number;
  entries: OperationStatementEntry[];
  /** Entries in the whole timeline (entries holds the first OPERATION_STATEMENT_MAX). */
  entryCount: number;
  balances: OperationStatementBalance[];
}

export interface CostControlData extends CostControl {
  dealId: number;
  currency: 'USD';
  controlRate: number | null;
  controlRateDate: string | null;
  /** Whether the rate was set for the operation (else the dated rate in force, or the revision's). */
  controlRateSet: boolean;
  revisionId: number | null;
  supplierInvoices: number;
}

/** A file name fit for a ZIP entry: no folders, no characters that Windows refuses, no control characters. */
function safeEntryName(name: string): string {
  return [...name].map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('').slice(0, 200);
}

const isMysql = (em: EntityManager) => ['mysql', 'mariadb'].includes(em.connection.options.type);

/** `field`: the input the refusal blames (GraphQL extensions.field), shown next to it by the form. */
function minorOf(value: number, currency: SupplierCurrency, message: string = M.amount, field?: string): number {
  if (currency === 'PYG' && !Number.isInteger(value)) throw new AppError('VALIDATION', M.pygDecimals, field);
  const m = supplierMinor(value, currency);
  if (m === null) throw new AppError('VALIDATION', message, field);
  return m;
}

async function readInvoiceData(em: EntityManager, invoices: SupplierInvoiceEntity[]): Promise<SupplierInvoiceData[]> {
  if (!invoices.length) return [];
  const ids = invoices.map((i) => i.id);
  const [lines, payments, files, links] = await Promise.all([
    em.find(SupplierInvoiceLineEntity, { where: { supplierInvoiceId: In(ids) }, order: { position: 'ASC' } }),
    em.find(SupplierPaymentEntity, { where: { supplierInvoiceId: In(ids) }, order: { id: 'ASC' } }),
    em.find(SupplierInvoiceFileEntity, { where: { supplierInvoiceId: In(ids) }, order: { dealFileId: 'ASC' } }),
    em.find(PaymentOrderInvoiceEntity, { where: { supplierInvoiceId: In(ids) } }),
  ]);
  const orders = links.length ? await em.find(PaymentOrderEntity, { where: { id: In([...new Set(links.map((l) => l.paymentOrderId))]), status: In(['pendiente', 'aprobada', 'pago_parcial']) } }) : [];
  const orderById = new Map(orders.map((o) => [o.id, o]));
  return invoices.map((invoice) => {
    const open = links.map((l) => (l.supplierInvoiceId === invoice.id ? orderById.get(l.paymentOrderId) : undefined)).find((o) => o);
    return {
      invoice,
      lines: lines.filter((l) => l.supplierInvoiceId === invoice.id),
      payments: payments.filter((p) => p.supplierInvoiceId === invoice.id),
      fileIds: files.filter((f) => f.supplierInvoiceId === invoice.id).map((f) => f.dealFileId),
      openOrder: open ? { id: open.id, number: paymentOrderNumber(open.sequence), status: open.status } : null,
    };
  });
}
async function readOrderData(em: EntityManager, orders: PaymentOrderEntity[]): Promise<PaymentOrderData[]> {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [links, events] = await Promise.all([
    em.find(PaymentOrderInvoiceEntity, { where: { paymentOrderId: In(ids) }, order: { position: 'ASC' } }),
    em.find(PaymentOrderEventEntity, { where: { paymentOrderId: In(ids) }, order: { id: 'ASC' } }),
  ]);
  const invoices = links.length ? await em.findBy(SupplierInvoiceEntity, { id: In(links.map((l) => l.supplierInvoiceId)) }) : [];
  const byId = new Map(invoices.map((i) => [i.id, i]));
  return orders.map((order) => ({
    order,
    number: paymentOrderNumber(order.sequence),
    invoices: links.filter((l) => l.paymentOrderId === order.id).flatMap((link) => {
      const invoice = byId.get(link.supplierInvoiceId);
      return invoice ? [{ link, invoice }] : [];
    }),
    events: events.filter((e) => e.paymentOrderId === order.id),
  }));
}
/** A supplier invoice as a webhook payload reads it (no actor: the webhooks are an admin's integration). */
export async function readSupplierInvoiceForWebhook(em: EntityManager, id: number): Promise<SupplierInvoiceData | null> {
  const inv = await em.findOneBy(SupplierInvoiceEntity, { id });
  return inv ? (await readInvoiceData(em, [inv]))[0] : null;
}

export async function readOrderForWebhook(em: EntityManager, id: number): Promise<PaymentOrderData | null> {
  const order = await em.findOneBy(PaymentOrderEntity, { id });
  return order ? (await readOrderData(em, [order]))[0] : null;
}

/** Redraws an operation's card on the open kanbans, after the write that changed its real profit committed. */
export type CardChanged = (by: Pick<Actor, 'id' | 'name'>, dealId: number) => Promise<void>;

/** Operations the real-profit backfill reads per statement. */
const REAL_PROFIT_BACKFILL_BATCH = 200;
/** Who the boards are told changed a card when no user did (the backfill at start). */
const SYSTEM_AUTHOR = { id: 0, name: 'Sistema' };

/**
 * Supplier invoices on operations, their payments, payment orders (OPG-000123) with an administrator's approval and
 * the budget against actual (domain/supplier-invoice.ts). Every write runs under the CRM write lock and logs its audit
 * event in the same transaction (webhooks: supplier_invoice.*, payment_order.*).
 */
export class PayablesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly exchangeRates: ExchangeRatesService,
    private readonly fiscal: FiscalService,
    private readonly storage: Storage,
    private readonly receiptsLedger: ReceiptsLedger,
  ) {}

  private write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      return work(em);
    });
  }

  // ── the real profit on open boards ──

  /** The deals whose real profit changed in a transaction of writeBy (refreshRealProfit adds to it). */
  private readonly realProfitChanged = new WeakMap<EntityManager, Set<number>>();
  private readonly cardListeners: CardChanged[] = [];

  /** Registers who redraws an operation's card after its real profit changed (deals: boardChanged). */
  onCardChanged(listener: CardChanged): void {
    this.cardListeners.push(listener);
  }

  /**
   * A write that may change operations' real profit (refreshRealProfit): like write, and once it committed every
   * operation whose real profit changed is announced to the open kanbans (boardChanged, live collaboration), as
   * after an edit of the card. The write has committed by then: a failed announcement is logged, never thrown.
   */
  private async writeBy<T>(by: Pick<Actor, 'id' | 'name'>, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const changed = new Set<number>();
    const out = await this.write(async (em) => {
      this.realProfitChanged.set(em, changed);
      return work(em);
    });
    for (const dealId of changed) {
      for (const listener of this.cardListeners) {
        await listener(by, dealId).catch((e: unknown) => console.error(`Tarjeta de la operación ${dealId}:`, e));
      }
    }
    return out;
  }

  /**
   * Once per server start, after the migrations: operations that had live supplier documents before deals.real_profit
   * existed (migration 1767000000000 adds it empty) get it through the same rule as every write (refreshRealProfit:
   * the cost sheet's budget, the control rate and the documents, which SQL alone cannot convert exactly). In batches
   * of REAL_PROFIT_BACKFILL_BATCH by id, one short transaction per operation, open boards told. Idempotent: it reads
   * only operations with a live supplier document and no real profit; one that stays without it (a non-USD document
   * and no control rate) is simply read again at the next start. Answers how many it filled.
   */
  async backfillRealProfit(): Promise<number> {
    let after = 0;
    let filled = 0;
    for (;;) {
      const rows: Array<{ id: unknown }> = await this.ds.query(
        `SELECT d.id AS id FROM deals d WHERE d.real_profit IS NULL AND d.id > ?
         AND EXISTS (SELECT 1 FROM supplier_invoices i WHERE i.deal_id = d.id AND i.status <> 'anulada') ORDER BY d.id LIMIT ${REAL_PROFIT_BACKFILL_BATCH}`,
        [after],
      );
      for (const r of rows) {
        const dealId = Number(r.id);
        after = dealId;
        try {
          const done = await this.writeBy(SYSTEM_AUTHOR, async (em) => {
            await this.refreshRealProfit(em, dealId);
            return this.realProfitChanged.get(em)?.has(dealId) ?? false;
          });
          if (done) filled += 1;
        } catch (e) {
          // One operation's broken record must not keep the others without their figure.
          console.error(`Utilidad real de la operación ${dealId}:`, e);
        }
      }
      if (rows.length < REAL_PROFIT_BACKFILL_BATCH) return filled;
    }
  }

  // ── visibility ──

  /** The operation, or NOT_FOUND when it does not exist or its organization is another user's private one. */
  private async deal(em: EntityManager, actor: Actor, id: number): Promise<DealEntity> {
    const deal = await em.findOneBy(DealEntity, { id });
    if (!deal) throw notFound(M.dealNotFound);
    if (deal.orgId) {
      const org = await em.findOne(OrganizationEntity, { where: { id: deal.orgId }, select: { id: true, visibility: true, ownerUserId: true } });
      if (org && !canReadRecord(actor, org)) throw notFound(M.dealNotFound);
    }
    return deal;
  }

  /** The ids among `dealIds` the actor may see (one read). */
  private async visibleDeals(em: EntityManager, actor: Actor, dealIds: readonly number[]): Promise<Set<number>> {
    const ids = [...new Set(dealIds)];
    if (!ids.length) return new Set();
    const rows = (await em
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin(OrganizationEntity, 'o', 'o.id = d.org_id')
      .select(['d.id AS id', 'o.id AS orgId', 'o.visibility AS visibility', 'o.owner_user_id AS ownerUserId'])
      .where('d.id IN (:...ids)', { ids })
      .getRawMany()) as Array<Record<string, unknown>>;
    const out = new Set<number>();
    for (const r of rows) {
      const ok = r.orgId === null || r.orgId === undefined || canReadRecord(actor, { visibility: r.visibility as string, ownerUserId: r.ownerUserId === null ? null : Number(r.ownerUserId) });
      if (ok) out.add(Number(r.id));
    }
    return out;
  }

  private async invoiceRow(em: EntityManager, actor: Actor, id: number, lock = false): Promise<SupplierInvoiceEntity> {
    const inv = await em.findOne(SupplierInvoiceEntity, { where: { id }, ...(lock && isMysql(em) ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!inv || !(await this.visibleDeals(em, actor, [inv.dealId])).has(inv.dealId)) throw notFound(M.invoiceNotFound);
    return inv;
  }

  private async supplier(em: EntityManager, actor: Actor, id: number): Promise<OrganizationEntity> {
    const org = await em.findOneBy(OrganizationEntity, { id });
    if (!org || !canReadRecord(actor, org)) throw notFound(M.supplierNotFound);
    return org;
  }

  // ── supplier data on the organization ──

  async supplierProfile(actor: Actor, orgId: number): Promise<{ org: OrganizationEntity; profile: SupplierProfileEntity | null }> {
    requireActor(actor);
    const org = await this.supplier(this.ds.manager, actor, orgId);
    return { org, profile: await this.ds.manager.findOneBy(SupplierProfileEntity, { orgId: org.id }) };
  }

  async setSupplierProfile(actor: Actor, orgId: number, input: SupplierProfileInput): Promise<{ org: OrganizationEntity; profile: SupplierProfileEntity | null }> {
    if (!canRegisterSupplierInvoice(actor.role)) throw forbidden();
    await this.write(async (em) => {
      const org = await this.supplier(em, actor, orgId);
      const before = await em.findOneBy(SupplierProfileEntity, { orgId: org.id });
      const next = {
        orgId: org.id,
        isSupplier: input.isSupplier ?? true,
        category: input.category ?? null,
        paymentTermDays: input.paymentTermDays ?? null,
        bank: input.bank ?? null,
        account: input.account ?? null,
      };
      await em.save(SupplierProfileEntity, next);
      const changes: Record<string, [unknown, unknown]> = {};
      for (const k of ['isSupplier', 'category', 'paymentTermDays', 'bank', 'account'] as const) {
        if ((before?.[k] ?? null) !== next[k]) changes[k] = [before?.[k] ?? null, next[k]];
      }
      await this.audit.log(actor, { action: 'update', entity: 'organization', entityId: org.id, description: 'Datos de proveedor actualizados', meta: { changes } }, em);
    });
    return this.supplierProfile(actor, orgId);
  }

  /** Organizations flagged as suppliers, by name, razón social or RUC (at most 20). */
  async suppliers(actor: Actor, q: string | null | undefined): Promise<Array<{ org: OrganizationEntity; profile: SupplierProfileEntity }>> {
    requireActor(actor);
    const qb = this.ds.manager
      .createQueryBuilder(OrganizationEntity, 'o')
      .innerJoin(SupplierProfileEntity, 'p', 'p.org_id = o.id AND p.is_supplier = :yes', { yes: true })
      .orderBy('o.name', 'ASC')
      .limit(50);
    const term = (q ?? '').trim().toLowerCase().slice(0, 200);
    if (term) qb.andWhere('(LOWER(o.name) LIKE :t OR LOWER(o.razon_social) LIKE :t OR o.ruc LIKE :t)', { t: `%${term.replace(/[\\%_]/g, '')}%` });
    const orgs = (await qb.getMany()).filter((o) => canReadRecord(actor, o)).slice(0, 20);
    const profiles = orgs.length ? await this.ds.manager.findBy(SupplierProfileEntity, { orgId: In(orgs.map((o) => o.id)) }) : [];
    const byOrg = new Map(profiles.map((p) => [p.orgId, p]));
    return orgs.flatMap((org) => {
      const profile = byOrg.get(org.id);
      return profile ? [{ org, profile }] : [];
    });
  }

  // ── supplier invoices ──

  private invoiceData(em: EntityManager, invoices: SupplierInvoiceEntity[]): Promise<SupplierInvoiceData[]> {
    return readInvoiceData(em, invoices);
  }

  private orderData(em: EntityManager, orders: PaymentOrderEntity[]): Promise<PaymentOrderData[]> {
    return readOrderData(em, orders);
  }



  async getInvoice(actor: Actor, id: number): Promise<SupplierInvoiceData> {
    requireActor(actor);
    const inv = await this.invoiceRow(this.ds.manager, actor, id);
    return (await this.invoiceData(this.ds.manager, [inv]))[0];
  }

  async listForDeal(actor: Actor, dealId: number): Promise<SupplierInvoiceData[]> {
    requireActor(actor);
    const deal = await this.deal(this.ds.manager, actor, dealId);
    const rows = await this.ds.manager.find(SupplierInvoiceEntity, { where: { dealId: deal.id }, order: { issuedOn: 'ASC', id: 'ASC' }, take: PAYABLES_MAX });
    return this.invoiceData(this.ds.manager, rows);
  }

  /** Registers a supplier's document on the operation: lines with rubro and IVA, the split, attachments. */
  async createInvoice(actor: Actor, dealId: number, input: CreateSupplierInvoiceInput): Promise<SupplierInvoiceData> {
    if (!canRegisterSupplierInvoice(actor.role)) throw forbidden();
    const currency = input.currency as SupplierCurrency;
    // Without a mode the lines say their own rates (mixta).
    const ivaMode = (input.ivaMode ?? 'mixta') as IvaMode;
    if (currency !== 'PYG' && currency !== 'USD' && !input.exchangeRate) throw new AppError('VALIDATION', M.rateRequired, 'exchangeRate');
    if (!input.lines.length) throw new AppError('VALIDATION', M.linesRequired, 'lines');
    const lines = input.lines.map((l, i) => ({
      position: i,
      description: l.description.trim(),
      quantity: l.quantity,
      unitPrice: minorOf(l.unitPrice, currency, M.amount, `lines.${i}.unitPrice`),
      iva: l.iva as IvaRate,
      rubro: l.rubro as Rubro,
    }));
    const modeProblem = ivaModeProblem(ivaMode, lines);
    if (modeProblem) throw new AppError('VALIDATION', modeProblem, 'ivaMode');
    const totals = supplierInvoiceTotals(lines);
    if (totals.total <= 0) throw new AppError('VALIDATION', M.totalZero, 'lines');
    const condition = input.condition as SupplierCondition;
    const dueDate = condition === 'contado' ? input.issuedAt : (input.dueDate ?? input.issuedAt);
    if (dueDate < input.issuedAt) throw new AppError('VALIDATION', M.dueBeforeIssue, 'dueDate');
    const id = await this.writeBy(actor, async (em) => {
      const deal = await this.deal(em, actor, dealId);
      const supplier = await this.supplier(em, actor, input.supplierOrgId);
      const fileIds = [...new Set(input.fileIds ?? [])];
      if (fileIds.length) {
        const found = await em.count(DealFileEntity, { where: { id: In(fileIds), dealId: deal.id } });
        if (found !== fileIds.length) throw new AppError('VALIDATION', M.fileNotFound, 'fileIds');
      }
      const ruc = (supplier.ruc ?? '').replace(/\s+/g, '').toUpperCase();
      const supplierKey = ruc ? ruc.slice(0, 40) : `org-${supplier.id}`;
      // Under the write lock the check is exact; the unique index stays the last guard (a 409 either way).
      if (await em.exists(SupplierInvoiceEntity, { where: { dealId: deal.id, supplierKey, timbrado: (input.timbrado ?? '').trim(), number: input.number.trim() } })) throw new AppError('CONFLICT', M.duplicate, 'number');
      const row = await em.save(
        em.create(SupplierInvoiceEntity, {
          dealId: deal.id,
          supplierOrgId: supplier.id,
          supplierKey,
          supplierName: (supplier.razonSocial || supplier.name || `#${supplier.id}`).slice(0, 200),
          docType: input.docType as SupplierDocType,
          number: input.number.trim(),
          timbrado: (input.timbrado ?? '').trim(),
          issuedOn: input.issuedAt,
          condition,
          dueDate,
          currency,
          exchangeRate: currency === 'PYG' ? null : (input.exchangeRate ?? null),
          ivaMode,
          exentas: totals.exentas,
          gravadas5: totals.gravadas5,
          gravadas10: totals.gravadas10,
          iva5: totals.iva5,
          iva10: totals.iva10,
          total: totals.total,
          paid: 0,
          status: 'pendiente',
          createdByUserId: actor.id,
        }),
      );
      await em.insert(
        SupplierInvoiceLineEntity,
        lines.map((l) => {
          const f = supplierLineFigures(l);
          return { supplierInvoiceId: row.id, position: l.position, description: l.description, quantity: Number(l.quantity), unitPrice: l.unitPrice, iva: l.iva, rubro: l.rubro, amount: f.amount, ivaAmount: f.iva };
        }),
      );
      if (fileIds.length) await em.insert(SupplierInvoiceFileEntity, fileIds.map((dealFileId) => ({ supplierInvoiceId: row.id, dealFileId })));
      await this.audit.log(
        actor,
        {
          action: 'create',
          entity: 'supplier_invoice',
          entityId: row.id,
          description: `Factura de proveedor ${row.number} registrada`,
          meta: { dealId: deal.id, supplierOrgId: supplier.id, currency, total: totals.total, docType: row.docType },
          links: { dealId: deal.id },
        },
        em,
      );
      await this.refreshRealProfit(em, deal.id);
      return row.id;
    }).catch((e: unknown) => {
      if (isDuplicateKey(e)) throw new AppError('CONFLICT', M.duplicate, 'number');
      throw e;
    });
    return this.getInvoice(actor, id);
  }

  async cancelInvoice(actor: Actor, id: number, reason: string): Promise<SupplierInvoiceData> {
    requireFinance(actor);
    if (!reason.trim()) throw validation(M.reasonBlank);
    await this.writeBy(actor, async (em) => {
      const inv = await this.invoiceRow(em, actor, id, true);
      if (inv.status === 'anulada') throw conflict(M.alreadyCancelled);
      if (inv.paid > 0) throw conflict(M.cancelWithPayments);
      if ((await this.invoiceData(em, [inv]))[0].openOrder) throw conflict(M.orderInvoiceTaken);
      await em.update(SupplierInvoiceEntity, { id: inv.id }, { status: 'anulada' });
      await this.audit.log(actor, { action: 'cancel', entity: 'supplier_invoice', entityId: inv.id, description: `Factura de proveedor ${inv.number} anulada`, meta: { dealId: inv.dealId, reason }, links: { dealId: inv.dealId } }, em);
      await this.refreshRealProfit(em, inv.dealId);
    });
    return this.getInvoice(actor, id);
  }

  /**
   * The company account of a payment or a planned order: one of the 'cuenta_bancaria' parameter list the receipts
   * use, once the office keeps that list (an empty list leaves it free, as receipts do); blanks are no account.
   */
  private async companyAccount(em: EntityManager, account: string | null | undefined): Promise<string | null> {
    const value = typeof account === 'string' ? account.trim() : '';
    if (!value) return null;
    const choices = await loadParamList(em, BANK_ACCOUNT_PARAM);
    if (choices.length && !choices.includes(value)) throw validation(M.account(choices));
    return value;
  }

  /** One payment of one invoice (in the invoice's currency), within its balance, in a transaction already locked. */
  private async pay(em: EntityManager, actor: Actor, inv: SupplierInvoiceEntity, amount: number, p: { paidAt: string; method: string; account?: string | null; reference?: string | null; proofFileId?: number | null }, orderId: number | null): Promise<void> {
    const balance = Math.abs(inv.total) - inv.paid;
    const problem = paymentProblem(amount, balance, inv.status);
    if (problem) throw conflict(problem);
    const account = await this.companyAccount(em, p.account);
    if (p.proofFileId) {
      const found = await em.count(DealFileEntity, { where: { id: p.proofFileId, dealId: inv.dealId } });
      if (!found) throw validation(M.fileNotFound);
    }
    await em.insert(SupplierPaymentEntity, {
      supplierInvoiceId: inv.id,
      paymentOrderId: orderId,
      paidOn: p.paidAt,
      amount,
      method: p.method,
      account,
      reference: p.reference ?? null,
      proofFileId: p.proofFileId ?? null,
      createdByUserId: actor.id,
    });
    const paid = inv.paid + amount;
    const status = supplierInvoiceStatus(inv.status, inv.total, paid);
    await em.update(SupplierInvoiceEntity, { id: inv.id }, { paid, status });
    await this.audit.log(
      actor,
      { action: 'pay', entity: 'supplier_invoice', entityId: inv.id, description: `Pago de la factura de proveedor ${inv.number}`, meta: { dealId: inv.dealId, amount, currency: inv.currency, paymentOrderId: orderId, status }, links: { dealId: inv.dealId } },
      em,
    );
  }

  async addPayment(actor: Actor, invoiceId: number, input: SupplierPaymentInput): Promise<SupplierInvoiceData> {
    requireFinance(actor);
    await this.write(async (em) => {
      const inv = await this.invoiceRow(em, actor, invoiceId, true);
      await this.pay(em, actor, inv, minorOf(input.amount, inv.currency), input, null);
    });
    return this.getInvoice(actor, invoiceId);
  }

  // ── payment orders ──



  /** Orders whose every invoice's operation the actor may see (a private one hides the whole order: NOT_FOUND). */
  private async visibleOrders(em: EntityManager, actor: Actor, data: PaymentOrderData[]): Promise<PaymentOrderData[]> {
    const visible = await this.visibleDeals(em, actor, data.flatMap((d) => d.invoices.map((i) => i.invoice.dealId)));
    return data.filter((d) => d.invoices.every((i) => visible.has(i.invoice.dealId)));
  }

  private async orderRow(em: EntityManager, actor: Actor, id: number, lock = false): Promise<PaymentOrderData> {
    const order = await em.findOne(PaymentOrderEntity, { where: { id }, ...(lock && isMysql(em) ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!order) throw notFound(M.orderNotFound);
    const [data] = await this.visibleOrders(em, actor, await this.orderData(em, [order]));
    if (!data) throw notFound(M.orderNotFound);
    return data;
  }

  async getOrder(actor: Actor, id: number): Promise<PaymentOrderData> {
    requireActor(actor);
    return this.orderRow(this.ds.manager, actor, id);
  }

  /** The tray: orders in `statuses` (by default the open ones), the earliest due first, then by priority. */
  async listOrders(actor: Actor, statuses?: readonly string[] | null): Promise<PaymentOrderData[]> {
    requireActor(actor);
    const wanted = statuses?.length ? statuses.filter((s) => (PAYMENT_ORDER_STATUSES as readonly string[]).includes(s)) : ['pendiente', 'aprobada', 'pago_parcial'];
    if (!wanted.length) return [];
    const rows = await this.ds.manager.find(PaymentOrderEntity, { where: { status: In(wanted) }, order: { dueDate: 'ASC', plannedDate: 'ASC', id: 'ASC' }, take: PAYABLES_MAX });
    const rank: Record<PaymentOrderPriority, number> = { urgente: 0, alta: 1, normal: 2, baja: 3 };
    const data = await this.visibleOrders(this.ds.manager, actor, await this.orderData(this.ds.manager, rows));
    return data.sort((a, b) => a.order.dueDate.localeCompare(b.order.dueDate) || rank[a.order.priority] - rank[b.order.priority] || a.order.id - b.order.id);
  }

  private async event(em: EntityManager, actor: Actor, orderId: number, action: string, note: string | null = null): Promise<void> {
    await em.insert(PaymentOrderEventEntity, { paymentOrderId: orderId, action, userId: actor.id, userName: actor.name?.slice(0, 200) ?? null, note });
  }

  /** 'Solicitar orden de pago': over one or several invoices with a balance, of one currency, none in another open order. */
  async createOrder(actor: Actor, input: CreatePaymentOrderInput): Promise<PaymentOrderData> {
    requireFinance(actor);
    const ids = [...new Set(input.supplierInvoiceIds)];
    if (!ids.length) throw validation(M.orderInvoices);
    const id = await this.write(async (em) => {
      const account = await this.companyAccount(em, input.account);
      const invoices = await em.find(SupplierInvoiceEntity, { where: { id: In(ids) }, order: { dueDate: 'ASC', id: 'ASC' } });
      const visible = await this.visibleDeals(em, actor, invoices.map((i) => i.dealId));
      if (invoices.length !== ids.length || invoices.some((i) => !visible.has(i.dealId))) throw notFound(M.invoiceNotFound);
      if (new Set(invoices.map((i) => i.currency)).size > 1) throw validation(M.orderCurrency);
      // ORDER_NO_CREDIT_NOTES: an order pays the supplier; a credit note is what the supplier owes back, so adding its
      // balance to the order's amount would pay it out instead of discounting it.
      if (invoices.some((i) => docTypeSign(i.docType) < 0)) throw conflict(M.orderCreditNote);
      if (invoices.some((i) => i.status === 'anulada' || i.status === 'pagada' || Math.abs(i.total) - i.paid <= 0)) throw conflict(M.orderInvoiceClosed);
      if ((await this.invoiceData(em, invoices)).some((d) => d.openOrder)) throw conflict(M.orderInvoiceTaken);
      const [{ max }] = (await em.query('SELECT MAX(sequence) AS max FROM payment_orders')) as Array<{ max: unknown }>;
      const sequence = (max === null || max === undefined ? 0 : Number(max)) + 1;
      const amount = sumMinor(invoices.map((i) => Math.abs(i.total) - i.paid));
      const order = await em.save(
        em.create(PaymentOrderEntity, {
          sequence,
          status: 'pendiente',
          currency: invoices[0].currency,
          amount,
          paid: 0,
          plannedDate: input.plannedDate,
          dueDate: invoices[0].dueDate,
          priority: (input.priority ?? 'normal') as PaymentOrderPriority,
          account,
          cancelReason: null,
          requestedByUserId: actor.id,
        }),
      );
      await em.insert(PaymentOrderInvoiceEntity, invoices.map((inv, position) => ({ paymentOrderId: order.id, supplierInvoiceId: inv.id, position, amount: Math.abs(inv.total) - inv.paid })));
      await this.event(em, actor, order.id, 'create');
      await this.audit.log(
        actor,
        { action: 'create', entity: 'payment_order', entityId: order.id, description: `Orden de pago ${paymentOrderNumber(sequence)} solicitada`, meta: { dealId: invoices[0].dealId, amount, currency: order.currency, supplierInvoiceIds: invoices.map((i) => i.id) }, links: { dealId: invoices[0].dealId } },
        em,
      );
      return order.id;
    });
    return this.getOrder(actor, id);
  }

  async approveOrder(actor: Actor, id: number): Promise<PaymentOrderData> {
    requireAdmin(actor);
    await this.write(async (em) => {
      const d = await this.orderRow(em, actor, id, true);
      const refusal = paymentOrderRefusal('approve', d.order.status);
      if (refusal) throw conflict(refusal);
      await em.update(PaymentOrderEntity, { id: d.order.id }, { status: 'aprobada' });
      await this.event(em, actor, d.order.id, 'approve');
      await this.audit.log(actor, { action: 'approve', entity: 'payment_order', entityId: d.order.id, description: `Orden de pago ${d.number} aprobada`, meta: { dealId: d.invoices[0]?.invoice.dealId ?? null }, links: { dealId: d.invoices[0]?.invoice.dealId ?? null } }, em);
    });
    return this.getOrder(actor, id);
  }

  async cancelOrder(actor: Actor, id: number, reason: string): Promise<PaymentOrderData> {
    requireAdmin(actor);
    if (!reason.trim()) throw validation(M.reasonBlank);
    await this.write(async (em) => {
      const d = await this.orderRow(em, actor, id, true);
      const refusal = paymentOrderRefusal('cancel', d.order.status);
      if (refusal) throw conflict(refusal);
      await em.update(PaymentOrderEntity, { id: d.order.id }, { status: 'anulada', cancelReason: reason.trim() });
      await this.event(em, actor, d.order.id, 'cancel', reason.trim());
      await this.audit.log(actor, { action: 'cancel', entity: 'payment_order', entityId: d.order.id, description: `Orden de pago ${d.number} anulada`, meta: { reason: reason.trim(), dealId: d.invoices[0]?.invoice.dealId ?? null }, links: { dealId: d.invoices[0]?.invoice.dealId ?? null } }, em);
    });
    return this.getOrder(actor, id);
  }

  /** A payment of an approved order: split over its invoices, the earliest due first (ORDER_PAYMENT_ALLOCATION). */
  async payOrder(actor: Actor, id: number, input: SupplierPaymentInput): Promise<PaymentOrderData> {
    requireFinance(actor);
    await this.write(async (em) => {
      const d = await this.orderRow(em, actor, id, true);
      const refusal = paymentOrderRefusal('pay', d.order.status);
      if (refusal) throw conflict(refusal);
      const amount = minorOf(input.amount, d.order.currency);
      if (amount <= 0 || d.order.paid + amount > d.order.amount) throw conflict(M.orderOverpay);
      const fresh = await em.findBy(SupplierInvoiceEntity, { id: In(d.invoices.map((i) => i.invoice.id)) });
      const byId = new Map(fresh.map((i) => [i.id, i]));
      const ordered = d.invoices.map((i) => byId.get(i.invoice.id)).filter((i): i is SupplierInvoiceEntity => !!i && i.status !== 'anulada');
      const parts = allocateOrderPayment(amount, ordered.map((i) => ({ id: i.id, balance: Math.abs(i.total) - i.paid })));
      if (!parts) throw conflict(M.orderOverpay);
      for (const part of parts) await this.pay(em, actor, byId.get(part.id)!, part.amount, input, d.order.id);
      const paid = d.order.paid + amount;
      const status = paymentOrderStatusAfterPay(d.order.amount, paid);
      await em.update(PaymentOrderEntity, { id: d.order.id }, { paid, status });
      await this.event(em, actor, d.order.id, 'pay', input.reference ?? null);
      await this.audit.log(actor, { action: 'pay', entity: 'payment_order', entityId: d.order.id, description: `Pago de la orden ${d.number}`, meta: { amount, currency: d.order.currency, status, dealId: d.invoices[0]?.invoice.dealId ?? null }, links: { dealId: d.invoices[0]?.invoice.dealId ?? null } }, em);
    });
    return this.getOrder(actor, id);
  }

  /** The attachments of the orders (their invoices' files and payment proofs), for the ZIP; orders the actor may see. */
  async ordersWithFiles(actor: Actor, ids: readonly number[]): Promise<Array<{ data: PaymentOrderData; files: DealFileEntity[] }>> {
    requireActor(actor);
    const orders = ids.length ? await this.ds.manager.findBy(PaymentOrderEntity, { id: In([...new Set(ids)].slice(0, PAYABLES_MAX)) }) : [];
    const data = await this.visibleOrders(this.ds.manager, actor, await this.orderData(this.ds.manager, orders.sort((a, b) => a.sequence - b.sequence)));
    if (data.length !== new Set(ids).size) throw notFound(M.orderNotFound);
    const invoiceIds = data.flatMap((d) => d.invoices.map((i) => i.invoice.id));
    const [links, payments] = invoiceIds.length
      ? await Promise.all([this.ds.manager.findBy(SupplierInvoiceFileEntity, { supplierInvoiceId: In(invoiceIds) }), this.ds.manager.findBy(SupplierPaymentEntity, { supplierInvoiceId: In(invoiceIds) })])
      : [[], []];
    const fileIds = [...new Set([...links.map((l) => l.dealFileId), ...payments.flatMap((p) => (p.proofFileId ? [p.proofFileId] : []))])];
    const files = fileIds.length ? await this.ds.manager.findBy(DealFileEntity, { id: In(fileIds) }) : [];
    return data.map((d) => {
      const mine = new Set(d.invoices.map((i) => i.invoice.id));
      const ids2 = new Set([...links.filter((l) => mine.has(l.supplierInvoiceId)).map((l) => l.dealFileId), ...payments.filter((p) => mine.has(p.supplierInvoiceId) && p.proofFileId).map((p) => p.proofFileId!)]);
      return { data: d, files: files.filter((f) => ids2.has(f.id)) };
    });
  }

  // ── budget against actual ──

  /** The control rate: the operation's own, else the dated USD rate in force today, else the confirmed revision's. */
  private async controlRate(em: EntityManager, dealId: number, revisionRate: number | null): Promise<{ rate: number | null; date: string | null; set: boolean }> {
    const own = await em.findOneBy(DealCostControlEntity, { dealId });
    if (own) return { rate: own.controlRate, date: own.rateDate, set: true };
    const inForce = await this.exchangeRates.inForce(em, paraguayDate(new Date()), USD_PYG);
    if (inForce) return { rate: Number(inForce.rate), date: inForce.date, set: false };
    return { rate: revisionRate, date: null, set: false };
  }

  async costControl(actor: Actor, dealId: number): Promise<CostControlData> {
    requireActor(actor);
    const em = this.ds.manager;
    const deal = await this.deal(em, actor, dealId);
    return this.costControlOf(em, deal);
  }

  /** The budget against actual of an operation (no actor: the caller checked it may see the operation). */
  private async costControlOf(em: EntityManager, deal: Pick<DealEntity, 'id'>): Promise<CostControlData> {
    const revs = await em.find(CostSheetRevisionEntity, { where: { dealId: deal.id }, order: { number: 'DESC' }, take: 20 });
    const rev = revs.find((r) => isRevisionInForce(r.status)) ?? null;
    let budget: Partial<Record<Rubro, number>> = {};
    let budgetSale = 0;
    let revisionRate: number | null = null;
    if (rev) {
      const { payload } = payloadOfData(rev.data);
      budget = budgetByRubro(payload, payload.header?.pesoKg ?? 0);
      revisionRate = payload.header?.gsRate ?? null;
      budgetSale = fromDecimal(rev.totalVentas ?? 0, 'USD') ?? 0;
      // BUDGET_TOTAL_REMAINDER: per-kg rows were priced at the operation's chargeable weight when the revision was
      // saved; the freight purchase takes what separates the rubros from the revision's total costs.
      const totalCostos = fromDecimal(rev.totalCostos ?? 0, 'USD') ?? 0;
      const gap = totalCostos - sumMinor(RUBROS.map((r) => budget[r] ?? 0));
      if (gap) budget = { ...budget, flete: (budget.flete ?? 0) + gap };
    }
    const control = await this.controlRate(em, deal.id, revisionRate);
    // Every supplier document of the operation counts (no page: a cost left out would misstate the real profit).
    const invoices = await em.find(SupplierInvoiceEntity, { where: { dealId: deal.id } });
    const live = invoices.filter((i) => i.status !== 'anulada');
    const lines = live.length ? await em.find(SupplierInvoiceLineEntity, { where: { supplierInvoiceId: In(live.map((i) => i.id)) } }) : [];
    if (live.some((i) => i.currency !== 'USD') && !control.rate) throw conflict(M.noControlRate);
    const actual = actualByRubro(
      live.map((inv) => {
        const byRubro: Partial<Record<Rubro, number>> = {};
        for (const l of lines) if (l.supplierInvoiceId === inv.id) byRubro[l.rubro] = (byRubro[l.rubro] ?? 0) + (l.amount - l.ivaAmount);
        return { docType: inv.docType, currency: inv.currency, exchangeRate: inv.exchangeRate, byRubro };
      }),
      control.rate ?? 1,
    );
    return {
      ...costControl({ budget, actual, budgetSale }),
      dealId: deal.id,
      currency: 'USD',
      controlRate: control.rate,
      controlRateDate: control.date,
      controlRateSet: control.set,
      revisionId: rev?.id ?? null,
      supplierInvoices: live.length,
    };
  }

  /**
   * Keeps deals.real_profit (the kanban card's and the operations table's 'Real', migration 1767000000000) equal to
   * the budget against actual's real profit (USD) once the operation has a live supplier document, null before, in
   * the transaction of the write that changed it: a supplier invoice registered or cancelled, the control rate set,
   * the confirmed revision confirmed or reopened. Null too while a non-USD document has no control rate to convert
   * at (the cost-control screen says why). Written only when it changed; updated_at is kept (not a touch). True when
   * it changed.
   */
  async refreshRealProfit(em: EntityManager, dealId: number): Promise<boolean> {
    const live = await em.createQueryBuilder(SupplierInvoiceEntity, 'i').where('i.deal_id = :dealId', { dealId }).andWhere("i.status <> 'anulada'").getCount();
    let next: string | null = null;
    if (live) {
      const deal = { id: dealId };
      const c = await this.costControlOf(em, deal).catch((e: unknown) => {
        if (e instanceof AppError && e.message === M.noControlRate) return null;
        throw e;
      });
      next = c ? toDecimal(c.realProfit, 'USD') : null;
    }
    const rows: Array<{ p: unknown }> = await em.query('SELECT real_profit AS p FROM deals WHERE id = ?', [dealId]);
    if (!rows.length) return false;
    const before = rows[0].p === null || rows[0].p === undefined ? null : (fromDecimal(String(rows[0].p), 'USD') ?? null);
    const after = next === null ? null : fromDecimal(next, 'USD');
    // updated_at = updated_at: MariaDB's ON UPDATE would otherwise count this as a touch of the operation.
    if (before !== after) await em.query('UPDATE deals SET real_profit = ?, updated_at = updated_at WHERE id = ?', [next, dealId]);
    // Open boards redraw the card once the write committed (writeBy here; the budget's own caller for a budget change).
    if (before !== after) this.realProfitChanged.get(em)?.add(dealId);
    return before !== after;
  }

  /**
   * Deleting an operation (DealsService.dealDeleting): accounting documents never lose their operation, so the
   * delete is refused while it has a supplier document (any status: a cancelled one is still on file, and payment
   * orders hang from them) or a sales invoice past draft; its draft sales invoices go with it (their lines cascade).
   * The cost-control row cascades in the database.
   */
  async dealDeleting(em: EntityManager, dealId: number): Promise<string | null> {
    const supplier = await em.count(SupplierInvoiceEntity, { where: { dealId } });
    const issued = await em.createQueryBuilder(InvoiceEntity, 'i').where('i.deal_id = :dealId', { dealId }).andWhere("i.status <> 'borrador'").getCount();
    if (supplier || issued) return M.dealHasDocuments;
    await em.createQueryBuilder().delete().from(InvoiceEntity).where('deal_id = :dealId', { dealId }).andWhere("status = 'borrador'").execute();
    return null;
  }

  /**
   * The operation's financial statement (operation-statement.ts): its issued sales invoices, issued credit notes and
   * live receipts (what they pay of the operation's invoices, withholding included: the withheld IVA is paid to the tax
   * office for the client), its supplier invoices and their payments; cancelled documents are out of it. Per currency.
   */
  async financialStatement(actor: Actor, dealId: number): Promise<OperationStatementData> {
    requireActor(actor);
    const em = this.ds.manager;
    const deal = await this.deal(em, actor, dealId);
    const entries: OperationStatementEntryInput[] = [];
    const sales = (await em.createQueryBuilder(InvoiceEntity, 'i').where('i.deal_id = :deal', { deal: deal.id }).andWhere("i.status NOT IN ('borrador', 'anulada')").getMany());
    const salesById = new Map(sales.map((i) => [i.id, i]));
    const money = (v: number | string | null | undefined, currency: 'PYG' | 'USD') => (v === null || v === undefined ? 0 : (fromDecimal(v, currency) ?? 0));
    for (const i of sales) entries.push({ kind: 'factura', id: i.id, date: i.invoiceDate, number: i.fiscalNumber, party: i.customerName, currency: i.currency, amount: money(i.total, i.currency) });
    if (sales.length) {
      const notes = await em.createQueryBuilder(CreditNoteEntity, 'n').where('n.invoice_id IN (:...ids)', { ids: [...salesById.keys()] }).andWhere("n.status = 'emitida'").getMany();
      for (const n of notes) entries.push({ kind: 'nota_credito', id: n.id, date: n.noteDate, number: n.fiscalNumber, party: salesById.get(n.invoiceId)?.customerName ?? null, currency: n.currency, amount: -money(n.total, n.currency) });
      const orgIds = [...new Set(sales.map((i) => i.orgId).filter((o): o is number => o !== null))];
      for (const r of orgIds.length ? await this.receiptsLedger(orgIds) : []) {
        if (r.status !== 'emitido') continue;
        const mine = r.items.filter((it) => salesById.has(it.invoiceId));
        if (!mine.length) continue;
        entries.push({ kind: 'recibo', id: r.id, date: r.paidAt, number: r.number, party: salesById.get(mine[0].invoiceId)?.customerName ?? null, currency: r.currency, amount: -sumMinor(mine.map((it) => it.amount)) });
      }
    }
    const supplierInvoices = (await em.find(SupplierInvoiceEntity, { where: { dealId: deal.id } })).filter((i) => i.status !== 'anulada');
    const payments = supplierInvoices.length ? await em.find(SupplierPaymentEntity, { where: { supplierInvoiceId: In(supplierInvoices.map((i) => i.id)) } }) : [];
    const supplierById = new Map(supplierInvoices.map((i) => [i.id, i]));
    // A supplier's credit note lowers what the office owes; a payment against it (a refund) raises it back.
    for (const i of supplierInvoices) entries.push({ kind: 'factura_proveedor', id: i.id, date: i.issuedOn, number: i.number, party: i.supplierName, currency: i.currency, amount: docTypeSign(i.docType) * Math.abs(i.total) });
    for (const p of payments) {
      const inv = supplierById.get(p.supplierInvoiceId);
      if (inv) entries.push({ kind: 'pago_proveedor', id: p.id, date: p.paidOn, number: p.reference ?? inv.number, party: inv.supplierName, currency: inv.currency, amount: -docTypeSign(inv.docType) * p.amount });
    }
    const statement = buildOperationStatement(entries);
    return { dealId: deal.id, entries: statement.entries.slice(0, OPERATION_STATEMENT_MAX), entryCount: statement.entries.length, balances: statement.balances };
  }

  /** Sets the operation's control rate (Gs per USD); an audit event with the rate before and after. */
  async setControlRate(actor: Actor, dealId: number, rate: number, date: string | null | undefined): Promise<CostControlData> {
    requireFinance(actor);
    await this.writeBy(actor, async (em) => {
      const deal = await this.deal(em, actor, dealId);
      const before = await em.findOneBy(DealCostControlEntity, { dealId: deal.id });
      await em.save(DealCostControlEntity, { dealId: deal.id, controlRate: rate, rateDate: date ?? null });
      await this.refreshRealProfit(em, deal.id);
      await this.audit.log(
        actor,
        { action: 'update', entity: 'deal_cost_control', entityId: deal.id, description: 'Tipo de cambio de control modificado', meta: { dealId: deal.id, changes: { controlRate: [before?.controlRate ?? null, rate], rateDate: [before?.rateDate ?? null, date ?? null] } }, links: { dealId: deal.id } },
        em,
      );
    });
    return this.costControl(actor, dealId);
  }

  // ── documents ──

  /** The letterhead of the unit of an operation (its own, else the first unit), through the fiscal front door. */
  private async issuerOf(dealId: number | null) {
    const deal = dealId ? await this.ds.manager.findOne(DealEntity, { where: { id: dealId }, select: { id: true, businessUnitId: true } }) : null;
    let unitId = deal?.businessUnitId ?? null;
    if (!unitId) {
      const first = await this.ds.manager.find(BusinessUnitEntity, { select: { id: true }, order: { id: 'ASC' }, take: 1 });
      unitId = first[0]?.id ?? null;
    }
    if (!unitId) throw conflict(M.noBusinessUnit);
    return this.fiscal.issuer(unitId);
  }

  private async references(dealIds: readonly number[]): Promise<Map<number, string>> {
    const ids = [...new Set(dealIds)];
    const rows = ids.length ? await this.ds.manager.find(DealEntity, { where: { id: In(ids) }, select: { id: true, reference: true, title: true } }) : [];
    return new Map(rows.map((d) => [d.id, d.reference ?? d.title]));
  }

  /** The order's request letter to the administration (A4, the unit's letterhead). */
  async orderPdf(actor: Actor, id: number): Promise<{ fileName: string; body: Buffer }> {
    const d = await this.getOrder(actor, id);
    return { fileName: `${d.number}.pdf`, body: await this.renderOrder(d) };
  }

  private async renderOrder(d: PaymentOrderData): Promise<Buffer> {
    const issuer = await this.issuerOf(d.invoices[0]?.invoice.dealId ?? null);
    const who = d.order.requestedByUserId ? await this.ds.manager.findOne(UserEntity, { where: { id: d.order.requestedByUserId }, select: { id: true, name: true } }) : null;
    return renderPdf(paymentOrderLetter(d, issuer, who?.name ?? null, await this.references(d.invoices.map((i) => i.invoice.dealId))));
  }

  /**
   * The ZIP of orders: per order its letter (PDF) and its invoices' attachments and payment proofs, written to `out`
   * one entry at a time. The attachments' sizes are summed before anything is written: beyond
   * PAYMENT_ORDERS_ZIP_MAX_BYTES the request is refused (nothing half-written).
   */
  async prepareZip(actor: Actor, ids: readonly number[]): Promise<(out: Writable) => Promise<void>> {
    const orders = await this.ordersWithFiles(actor, ids);
    const total = orders.reduce((s, o) => s + o.files.reduce((t, f) => t + f.sizeBytes, 0), 0);
    if (total > PAYMENT_ORDERS_ZIP_MAX_BYTES) throw conflict(M.zipTooLarge);
    return async (out: Writable) => {
      const zip = new ZipWriter(out);
      for (const { data, files } of orders) {
        await zip.add(`${data.number}/${data.number}.pdf`, await this.renderOrder(data));
        const used = new Set<string>();
        for (const f of files) {
          const got = await this.storage.get(f.storageKey);
          if (!got) continue;
          const bytes = await readBounded(got.body, PAYMENT_ORDERS_ZIP_MAX_BYTES);
          if (!bytes) continue;
          let name = safeEntryName(f.filename) || `archivo-${f.id}`;
          if (used.has(name)) name = `${f.id}-${name}`;
          used.add(name);
          await zip.add(`${data.number}/${name}`, bytes, f.createdAt);
        }
      }
      await zip.finish();
    };
  }

  async costControlCsv(actor: Actor, dealId: number, format: CsvFormat): Promise<{ fileName: string; body: string }> {
    const c = await this.costControl(actor, dealId);
    const ref = (await this.references([c.dealId])).get(c.dealId) ?? String(c.dealId);
    return { fileName: `presupuesto-real-${ref}.csv`, body: costControlCsv(c, format) };
  }

  async costControlPdf(actor: Actor, dealId: number): Promise<{ fileName: string; body: Buffer }> {
    const c = await this.costControl(actor, dealId);
    const ref = (await this.references([c.dealId])).get(c.dealId) ?? String(c.dealId);
    return { fileName: `presupuesto-real-${ref}.pdf`, body: await renderPdf(costControlPdf(c, await this.issuerOf(c.dealId), ref)) };
  }
}
