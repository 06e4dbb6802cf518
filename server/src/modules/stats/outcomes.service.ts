import { isStatsWindow, type OperationFieldKey, summarizeOutcomes, type OutcomeSummary } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { dateBound } from '../../core/db/raw';
import { AppError } from '../../core/errors/app-error';
import { DealEntity } from '../deals/deal.entity';
import { STATS_MESSAGES } from './stats.service';

const DAY_MS = 86_400_000;

/** The operation fields (catalogue keys) the outcomes group by: transport mode and lane. */
const OUTCOME_FIELDS = { mode: 'modalidad_carga', origin: 'origen_pto', destination: 'destino_pto' } as const satisfies Record<string, OperationFieldKey>;

/**
 * Won/lost statistics (won/lost with reasons): the operations closed in the last `days` days, won and lost
 * overall and by advisor (the deal's, else its organization's, else its creator), transport mode and
 * lane. One statement; the grouping is the domain's (summarizeOutcomes). Admins only, like the rest.
 */
export class OutcomeStatsService {
  constructor(private readonly ds: DataSource) {}

  async summary(actor: Actor, days: number, now: Date = new Date()): Promise<OutcomeSummary & { days: number }> {
    requireAdmin(actor);
    if (!isStatsWindow(days)) throw new AppError('VALIDATION', STATS_MESSAGES.windowInvalid);
    const from = dateBound(this.ds, new Date(now.getTime() - days * DAY_MS));
    const rows = await this.ds.manager
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin('organizations', 'o', 'o.id = d.org_id')
      .leftJoin('users', 'u', 'u.id = COALESCE(d.deal_advisor_user_id, o.advisor_user_id, d.created_by_user_id)')
      .leftJoin('deal_custom_fields', 'fm', 'fm.deal_id = d.id AND fm.key = :modeKey', { modeKey: OUTCOME_FIELDS.mode })
      .leftJoin('deal_custom_fields', 'fo', 'fo.deal_id = d.id AND fo.key = :originKey', { originKey: OUTCOME_FIELDS.origin })
      .leftJoin('deal_custom_fields', 'fd', 'fd.deal_id = d.id AND fd.key = :destinationKey', { destinationKey: OUTCOME_FIELDS.destination })
      .select('d.status', 'status')
      .addSelect('d.close_reason', 'reason')
      .addSelect('u.name', 'advisor')
      .addSelect('fm.value', 'mode')
      .addSelect('fo.value', 'origin')
      .addSelect('fd.value', 'destination')
      .where("d.status IN ('won', 'lost') AND d.closed_at >= :from", { from })
      .getRawMany<{ status: string; reason: string | null; advisor: string | null; mode: string | null; origin: string | null; destination: string | null }>();
    return { days, ...summarizeOutcomes(rows) };
  }
}
