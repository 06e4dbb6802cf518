import { canWrite, canWriteFinance, isAdmin } from '@crm/domain';
import { forbidden } from '../errors/app-error';
import { type Actor, requireActor } from './actor';

/**
 * Who may write (spec part 1 §6): parameters, labels, pipelines and stages → admins;
 * deals, organizations, contacts, activities, custom fields → admin, venta, ops (canWrite); viewer, finanzas
 * and any unknown role → nothing.
 */
export function requireWriter(actorOrNull: Actor | null | undefined): Actor {
  const actor = requireActor(actorOrNull);
  if (!canWrite(actor.role)) throw forbidden();
  return actor;
}

export function requireAdmin(actorOrNull: Actor | null | undefined): Actor {
  const actor = requireActor(actorOrNull);
  if (!isAdmin(actor.role)) throw forbidden();
  return actor;
}

/** The money documents and the fiscal settings: finanzas and admin (canWriteFinance); every other role → FORBIDDEN. */
export function requireFinance(actorOrNull: Actor | null | undefined): Actor {
  const actor = requireActor(actorOrNull);
  if (!canWriteFinance(actor.role)) throw forbidden();
  return actor;
}
