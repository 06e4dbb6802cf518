import { isParamKey, ivaDefaultParamProblem, nextParamOrd, splitParamKey } from '@crm/domain';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ParamValueEntity } from './param-value.entity';
import { lockCrmWrites } from '../../core/db/write-lock';
import { type CreateParamValueInput, PARAM_MESSAGES, PARAM_ORD_MAX, type UpdateParamValueInput } from './params.inputs';
import type { ParamGroupView, ParamValueView } from './params.types';

export const MAX_PARAM_KEYS_PER_READ = 100;

const view = (p: ParamValueEntity): ParamValueView => ({ id: p.id, key: p.key, value: p.value, ord: p.ord, active: p.active });

/** Parameter values: everyone signed in reads (forms and the kanban need them), only admins write. */
export class ParamsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * The values of `keys` (every key when null), each sorted by ord then id, inactive ones included
   * (the administration screen shows them; forms filter active=0 out).
   */
  async list(actor: Actor, keys: readonly string[] | null): Promise<ParamValueView[]> {
    const wanted = keys === null ? null : normalizeKeys(keys);
    if (wanted && wanted.length === 0) return [];
    const rows = await this.ds.getRepository(ParamValueEntity).find({
      where: wanted ? { key: In(wanted) } : {},
      order: { key: 'ASC', ord: 'ASC', id: 'ASC' },
    });
    return rows.map(view);
  }

  /** Groups in the order the keys were asked for; keys without values are left out. */
  async groups(actor: Actor, keys: readonly string[]): Promise<ParamGroupView[]> {
    const wanted = normalizeKeys(keys);
    const rows = await this.list(actor, wanted);
    return wanted
      .map((key) => ({ key, values: rows.filter((r) => r.key === key) }))
      .filter((g) => g.values.length > 0);
  }

  async create(actor: Actor, input: CreateParamValueInput): Promise<ParamValueView> {
    requireAdmin(actor);
    const key = input.key.trim();
    if (!isParamKey(key)) throw new AppError('VALIDATION', PARAM_MESSAGES.keyInvalid);
    const value = input.value.trim();
    assertValueFits(key, value);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // last ord + 10 is read after concurrent creations committed (MariaDB/MySQL snapshots)
      await assertWorkspaceExists(em, key);
      let ord = input.ord ?? null;
      if (ord === null) {
        const last = await em
          .createQueryBuilder(ParamValueEntity, 'p')
          .select('MAX(p.ord)', 'max')
          .where('p.key = :key', { key })
          .getRawOne<{ max: number | string | null }>();
        ord = Math.min(nextParamOrd(last?.max == null ? [] : [Number(last.max)]), PARAM_ORD_MAX);
      }
      const fields = { key, value, ord, active: input.active ?? true };
      const res = await em.insert(ParamValueEntity, { ...fields });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'param', entityId: id, description: `Parámetro ${key}: ${value}`, meta: { changes: createdChanges(fields) } },
        em,
      );
      return view(await em.findOneByOrFail(ParamValueEntity, { id }));
    });
  }

  async update(actor: Actor, id: number, input: UpdateParamValueInput): Promise<ParamValueView> {
    requireAdmin(actor);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const row = await em.findOneBy(ParamValueEntity, { id });
      if (!row) throw notFound(PARAM_MESSAGES.notFound);
      const next: Partial<Pick<ParamValueEntity, 'value' | 'ord' | 'active'>> = {};
      if (input.value != null) next.value = input.value.trim();
      if (next.value !== undefined) assertValueFits(row.key, next.value);
      if (input.ord != null) next.ord = input.ord;
      if (input.active != null) next.active = input.active;
      const changes = auditChanges(row, next);
      if (Object.keys(changes).length) {
        await em.update(ParamValueEntity, { id: row.id }, next);
        await this.audit.log(
          actor,
          { action: 'update', entity: 'param', entityId: row.id, description: `Parámetro ${row.key} modificado`, meta: { changes } },
          em,
        );
      }
      return view(await em.findOneByOrFail(ParamValueEntity, { id: row.id }));
    });
  }

  /** Returns the deleted id. */
  async remove(actor: Actor, id: number): Promise<number> {
    requireAdmin(actor);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const row = await em.findOneBy(ParamValueEntity, { id });
      if (!row) throw notFound(PARAM_MESSAGES.notFound);
      await em.delete(ParamValueEntity, { id: row.id });
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'param',
          entityId: row.id,
          description: `Parámetro ${row.key}: ${row.value} eliminado`,
          meta: { changes: deletedChanges({ key: row.key, value: row.value, ord: row.ord, active: row.active }) },
        },
        em,
      );
      return row.id;
    });
  }
}

/** Trims, drops empties and repeats, and refuses malformed keys or too many of them. */
export function normalizeKeys(keys: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of keys) {
    if (typeof raw !== 'string') throw new AppError('VALIDATION', PARAM_MESSAGES.keysInvalid);
    const k = raw.trim();
    if (!k) continue;
    if (!isParamKey(k)) throw new AppError('VALIDATION', PARAM_MESSAGES.keyInvalid);
    if (!out.includes(k)) out.push(k);
  }
  if (out.length > MAX_PARAM_KEYS_PER_READ) throw new AppError('VALIDATION', PARAM_MESSAGES.keysInvalid);
  return out;
}

/** `key__{slug}` overrides only exist for real workspaces (a typo would silently never apply). */
async function assertWorkspaceExists(em: EntityManager, key: string): Promise<void> {
  const { slug } = splitParamKey(key);
  if (slug !== null && !(await em.existsBy(BusinessUnitEntity, { keySlug: slug }))) {
    throw new AppError('VALIDATION', PARAM_MESSAGES.unknownWorkspace);
  }
}

/** Keys whose values the screens read as a vocabulary refuse other text (IVA defaults: exenta, 5 or 10) with the field at fault. */
function assertValueFits(key: string, value: string): void {
  const problem = ivaDefaultParamProblem(key, value);
  if (problem) throw new AppError('VALIDATION', problem, 'value');
}
