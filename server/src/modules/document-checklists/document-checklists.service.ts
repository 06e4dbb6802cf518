import {
  checklistStartDay,
  defaultChecklist,
  documentTypeLabel,
  documentTypeOptions,
  type DocTypeOption,
  evaluateChecklist,
  EXTRA_DOC_TYPES_PARAM,
  isKnownDocType,
  paraguayToday,
  type OperationFieldKey,
  OPERATION_TYPES,
  summarizeChecklist,
  TRANSPORT_MODES,
  type ChecklistTemplateItem,
} from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin, requireWriter } from '../../core/auth/guards';
import { isDuplicateKey } from '../../core/db/db-errors';
import { rawDate, rawInt } from '../../core/db/raw';
import { lockCrmWrites } from '../../core/db/write-lock';
import { AppError, notFound } from '../../core/errors/app-error';
import { LatestAnswers } from '../../core/graphql/fast-path';
import type { AuditService } from '../audit';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { DealEntity } from '../deals/deal.entity';
import { DEAL_MESSAGES } from '../deals';
import { DealFileEntity } from '../files/deal-file.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { UserEntity } from '../users/user.entity';
import { ChecklistTemplateItemEntity } from './checklist-template-item.entity';
import { DealDocumentCheckEntity } from './deal-document-check.entity';
import { CHECKLIST_MESSAGES, type SetChecklistTemplateInput } from './document-checklists.inputs';
import type { ChecklistSummaryView, ChecklistTemplateView, DealChecklistView } from './document-checklists.types';

/** The custom fields a checklist depends on: its template (mode × type) and its start day. */
const FIELD_KEYS = ['modalidad_carga', 'tipo_operacion', 'f_confirm'] as const satisfies readonly OperationFieldKey[];

const upper = (v: string | null | undefined) => {
  const t = v?.trim().toUpperCase();
  return t ? t : null;
};

/** The extra document types admins added (active documento_tipo values), with the eight. */
export async function docTypeOptions(em: EntityManager): Promise<DocTypeOption[]> {
  const rows = await em.find(ParamValueEntity, { where: { key: EXTRA_DOC_TYPES_PARAM, active: true }, order: { ord: 'ASC', id: 'ASC' }, select: { value: true } });
  return documentTypeOptions(rows.map((r) => r.value));
}

/**
 * Document checklists. Templates per transport mode × operation type are admin
 * writes; every signed-in user reads an operation's checklist (operations are company records);
 * writers tick documents as verified. A document is 'recibido' while a file of its type exists, so
 * uploading or deleting a file moves it without any write here.
 */
export class DocumentChecklistsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async docTypes(_actor: Actor): Promise<DocTypeOption[]> {
    return docTypeOptions(this.ds.manager);
  }

  /** Every mode × type pair, with its own rows or the default list. */
  async templates(_actor: Actor): Promise<ChecklistTemplateView[]> {
    const [rows, options] = await Promise.all([
      this.ds.manager.find(ChecklistTemplateItemEntity, { order: { ord: 'ASC', id: 'ASC' } }),
      docTypeOptions(this.ds.manager),
    ]);
    return TRANSPORT_MODES.flatMap((mode) =>
      OPERATION_TYPES.map((operationType) => {
        const own = rows.filter((r) => r.mode === mode && r.operationType === operationType);
        const items: ChecklistTemplateItem[] = own.length ? own : defaultChecklist();
        return {
          mode,
          operationType,
          isDefault: own.length === 0,
          items: items.map((i) => ({ docType: i.docType, label: documentTypeLabel(i.docType, options), required: i.required, dueDays: i.dueDays })),
        };
      }),
    );
  }

  /** Replaces the template of one mode × type (admins). An empty list goes back to the default. */
  async setTemplate(actor: Actor, input: SetChecklistTemplateInput): Promise<ChecklistTemplateView> {
    requireAdmin(actor);
    const { mode, operationType } = input;
    await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const options = await docTypeOptions(em);
      const keys = options.map((o) => o.key);
      const seen = new Set<string>();
      for (const item of input.items) {
        if (!isKnownDocType(item.docType, keys)) throw new AppError('VALIDATION', CHECKLIST_MESSAGES.docTypeInvalid);
        if (seen.has(item.docType)) throw new AppError('VALIDATION', CHECKLIST_MESSAGES.docTypeRepeated);
        seen.add(item.docType);
      }
      const before = await em.find(ChecklistTemplateItemEntity, { where: { mode, operationType }, order: { ord: 'ASC', id: 'ASC' } });
      const next = input.items.map((i, n) => ({ mode, operationType, docType: i.docType, required: i.required ?? false, dueDays: i.dueDays ?? null, ord: (n + 1) * 10 }));
      await em.delete(ChecklistTemplateItemEntity, { mode, operationType });
      if (next.length) await em.insert(ChecklistTemplateItemEntity, next);
      const summary = (rows: ReadonlyArray<{ docType: string; required: boolean; dueDays: number | null }>) =>
        rows.map((r) => `${r.docType}${r.required ? '*' : ''}${r.dueDays === null ? '' : `+${r.dueDays}d`}`).join(', ') || null;
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'checklist_template',
          description: `Plantilla de documentos ${mode} ${operationType} guardada`,
          meta: { mode, operationType, changes: { items: [summary(before), summary(next)] } },
        },
        em,
      );
    });
    const all = await this.templates(actor);
    return all.find((t) => t.mode === mode && t.operationType === operationType)!;
  }

  async checklist(actor: Actor, dealId: number): Promise<DealChecklistView> {
    const [list] = await this.checklistsFor([dealId]);
    if (!list) throw notFound(DEAL_MESSAGES.notFound);
    return list;
  }

  /**
   * The kanban chips of the cards of boards' first pages, per card for the data version of its column and
   * the day (document-checklists.resolver.ts): its latest version only, at most 20,000 cards (~2 MB).
   */
  private readonly chips = new LatestAnswers<ChecklistSummaryView | null>(20_000, 2 * 1024 * 1024);

  /** The chip kept for this card and version, or undefined. */
  knownChip(dealId: number, version: string): ChecklistSummaryView | null | undefined {
    return this.chips.get(String(dealId), version);
  }

  keepChip(dealId: number, version: string, chip: ChecklistSummaryView | null): void {
    this.chips.set(String(dealId), version, chip, 100 + version.length);
  }

  /**
   * The checklists of many operations in six statements whatever their number (Deal.checklist and the
   * kanban chips of a page of cards); a missing id answers null.
   */
  async checklistsFor(dealIds: readonly number[], today: string = paraguayToday(new Date())): Promise<(DealChecklistView | null)[]> {
    const ids = [...new Set(dealIds)];
    if (!ids.length) return [];
    const em = this.ds.manager;
    const [deals, fields, files, checks, templates, options] = await Promise.all([
      em.find(DealEntity, { where: { id: In(ids) }, select: { id: true, createdAt: true } }),
      em.find(DealCustomFieldEntity, { where: { dealId: In(ids), key: In([...FIELD_KEYS]) }, select: { dealId: true, key: true, value: true } }),
      em
        .createQueryBuilder(DealFileEntity, 'f')
        .select('f.deal_id', 'dealId')
        .addSelect('f.type', 'type')
        .addSelect('COUNT(*)', 'n')
        .where('f.deal_id IN (:...ids)', { ids })
        .groupBy('f.deal_id')
        .addGroupBy('f.type')
        .getRawMany<{ dealId: unknown; type: string; n: unknown }>(),
      em
        .createQueryBuilder(DealDocumentCheckEntity, 'c')
        .leftJoin(UserEntity, 'u', 'u.id = c.verified_by_user_id')
        .select('c.deal_id', 'dealId')
        .addSelect('c.doc_type', 'docType')
        .addSelect('c.verified_at', 'verifiedAt')
        .addSelect('u.name', 'userName')
        .where('c.deal_id IN (:...ids)', { ids })
        .getRawMany<{ dealId: unknown; docType: string; verifiedAt: unknown; userName: string | null }>(),
      em.find(ChecklistTemplateItemEntity, { order: { ord: 'ASC', id: 'ASC' } }),
      docTypeOptions(em),
    ]);
    const byId = new Map<number, DealChecklistView>();
    for (const deal of deals) {
      const field = (key: string) => fields.find((f) => f.dealId === deal.id && f.key === key)?.value ?? null;
      const mode = upper(field('modalidad_carga'));
      const operationType = upper(field('tipo_operacion'));
      const own = templates.filter((t) => t.mode === mode && t.operationType === operationType);
      const items: ChecklistTemplateItem[] = own.length ? own : defaultChecklist();
      const startDate = checklistStartDay(field('f_confirm'), paraguayToday(rawDate(deal.createdAt)));
      const fileCounts: Record<string, number> = {};
      for (const f of files) if (rawInt(f.dealId) === deal.id) fileCounts[f.type] = Number(f.n);
      const mine = checks.filter((c) => rawInt(c.dealId) === deal.id);
      const states = evaluateChecklist({ items, startDay: startDate, today, fileCounts, verified: new Set(mine.map((c) => c.docType)) });
      const summary = summarizeChecklist(states);
      byId.set(deal.id, {
        dealId: deal.id,
        mode,
        operationType,
        isDefault: own.length === 0,
        startDate,
        ...summary,
        items: states.map((s) => {
          const check = mine.find((c) => c.docType === s.docType);
          return {
            ...s,
            label: documentTypeLabel(s.docType, options),
            files: fileCounts[s.docType] ?? 0,
            verifiedByName: check?.userName ?? null,
            verifiedAt: check ? rawDate(check.verifiedAt) : null,
          };
        }),
      });
    }
    return dealIds.map((id) => byId.get(id) ?? null);
  }

  /** Ticks a document of the operation's checklist as verified (who and when); idempotent. */
  async verify(actor: Actor, dealId: number, docType: unknown): Promise<DealChecklistView> {
    return this.setVerified(actor, dealId, docType, true);
  }

  /** Removes the tick: the document is 'recibido' or 'pendiente' again by its files. */
  async unverify(actor: Actor, dealId: number, docType: unknown): Promise<DealChecklistView> {
    return this.setVerified(actor, dealId, docType, false);
  }

  private async setVerified(actor: Actor, dealIdRaw: number, docType: unknown, verified: boolean): Promise<DealChecklistView> {
    requireWriter(actor);
    const dealId = dealIdRaw;
    const [current] = await this.checklistsFor([dealId]);
    if (!current) throw notFound(DEAL_MESSAGES.notFound);
    const item = current.items.find((i) => i.docType === docType);
    if (!item) throw new AppError('VALIDATION', CHECKLIST_MESSAGES.notInChecklist);
    await this.ds.transaction(async (em) => {
      const deal = await em.findOne(DealEntity, { where: { id: dealId }, select: { id: true, reference: true } });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      const existing = await em.findOneBy(DealDocumentCheckEntity, { dealId, docType: item.docType });
      if (verified === !!existing) return;
      if (verified) {
        try {
          await em.insert(DealDocumentCheckEntity, { dealId, docType: item.docType, verifiedByUserId: actor.id, verifiedAt: new Date() });
        } catch (e) {
          if (isDuplicateKey(e)) return; // a concurrent tick of the same document won
          throw e;
        }
      } else await em.delete(DealDocumentCheckEntity, { dealId, docType: item.docType });
      await this.audit.log(
        actor,
        {
          action: 'update',
          entity: 'deal',
          entityId: dealId,
          description: `Documento ${item.label} de la operación ${deal.reference} ${verified ? 'verificado' : 'sin verificar'}`,
          meta: { docType: item.docType, changes: { [`doc_${item.docType}`]: verified ? [item.status, 'verificado'] : ['verificado', item.files ? 'recibido' : 'pendiente'] } },
        },
        em,
      );
    });
    return this.checklist(actor, dealId);
  }
}
