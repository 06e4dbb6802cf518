import { CLOSE_REASONS_PARAM, closeRequestError, type DealOutcome, isOtherReason } from '@crm/domain';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../core/errors/app-error';
import { ParamValueEntity } from '../params/param-value.entity';
import type { DealEntity, DealStatus } from './deal.entity';

export type OutcomeFields = Pick<DealEntity, 'status' | 'closeReason' | 'closeReasonText' | 'closedAt' | 'closedByUserId'>;

/** The active values of motivo_cierre (the close reasons admins keep). */
export async function activeCloseReasons(em: EntityManager): Promise<string[]> {
  const rows = await em.find(ParamValueEntity, { where: { key: CLOSE_REASONS_PARAM, active: true }, select: { value: true } });
  return rows.map((r) => r.value);
}

/**
 * The columns a status change writes (won/lost with reasons): closing checks the reason against the active
 * list (lost needs one, 'Otro' needs a text) and records the reason as listed, when and who; reopening
 * clears them. Throws VALIDATION with the domain's message.
 */
export async function outcomeFields(
  em: EntityManager,
  status: DealStatus,
  actorId: number,
  reason: string | null | undefined,
  reasonText: string | null | undefined,
): Promise<OutcomeFields> {
  if (status === 'open') return { status, closeReason: null, closeReasonText: null, closedAt: null, closedByUserId: null };
  const reasons = await activeCloseReasons(em);
  const outcome: DealOutcome = status;
  const error = closeRequestError({ outcome, reason, reasonText }, reasons);
  if (error) throw new AppError('VALIDATION', error);
  const given = reason?.trim() ?? '';
  const listed = given ? (reasons.find((r) => r.trim().toLowerCase() === given.toLowerCase()) ?? given) : null;
  const text = reasonText?.trim() || null;
  return {
    status,
    closeReason: listed,
    closeReasonText: listed && (isOtherReason(listed) || text) ? text : null,
    closedAt: new Date(),
    closedByUserId: actorId,
  };
}
