/**
 * Who may read and write contacts and organizations (the visibility rule; spec part 1 §6):
 * company → everyone reads, every writer (canWrite: admin, venta, ops; never viewer or finanzas) writes;
 * shared → everyone reads, owner and admins write;
 * private → only the owner and admins see it (everyone else is told it does not exist).
 */
import { canWrite, isAdmin } from './permissions';

export const VISIBILITIES = ['company', 'shared', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'company';

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  company: 'Empresa',
  shared: 'Compartido',
  private: 'Privado',
};

export interface OwnedRecord {
  ownerUserId: number | null;
  visibility: string | null;
}

export interface ActorLike {
  id: number;
  role: string | null | undefined;
}

export function isVisibility(v: unknown): v is Visibility {
  return typeof v === 'string' && (VISIBILITIES as readonly string[]).includes(v);
}

export function canReadRecord(actor: ActorLike, rec: OwnedRecord): boolean {
  if (isAdmin(actor.role)) return true;
  if (rec.visibility === 'private') return rec.ownerUserId === actor.id;
  return true;
}

/** Owner and visibility may be changed by an admin, by the record's owner, or by anyone while it has no owner. */
export function canChangeOwnership(actor: { id: number; role?: ActorLike['role'] }, rec: Pick<OwnedRecord, 'ownerUserId'>): boolean {
  return isAdmin(actor.role) || rec.ownerUserId === null || rec.ownerUserId === actor.id;
}

/**
 * Whether the actor may make `ownerUserId` the owner of a record (ownership): admins anyone; others
 * themself or nobody, and someone else only when handing over a record they own. `current` is null
 * when the record is being created (an empty owner then means the creator).
 */
export function canAssignOwner(actor: { id: number; role?: ActorLike['role'] }, current: Pick<OwnedRecord, 'ownerUserId'> | null, ownerUserId: number | null): boolean {
  if (isAdmin(actor.role)) return true;
  return ownerUserId === null || ownerUserId === actor.id || current?.ownerUserId === actor.id;
}

export type OwnershipRefusal = 'notOwner' | 'otherOwner' | 'privateNotOwn';

/**
 * Why a non-admin may not give a record the owner and visibility `next`, or null when they may.
 * Create (`current` null): owner themself (or empty, which means themself), any visibility.
 * Update: unchanged owner and visibility always pass (edit forms resend them); otherwise only the
 * owner (or anyone while the record has none, see canChangeOwnership) changes them, may hand the record
 * to someone else only if it is theirs, and never leaves a private record to someone else or to nobody:
 * it would vanish for its author and for everyone but that user and the admins.
 */
export function ownershipRefusal(actor: { id: number; role?: ActorLike['role'] }, current: OwnedRecord | null, next: OwnedRecord): OwnershipRefusal | null {
  if (isAdmin(actor.role)) return null;
  if (current) {
    if (next.ownerUserId === current.ownerUserId && next.visibility === current.visibility) return null;
    if (!canChangeOwnership(actor, current)) return 'notOwner';
  }
  if (!canAssignOwner(actor, current, next.ownerUserId)) return 'otherOwner';
  if (next.visibility === 'private' && next.ownerUserId !== actor.id) return 'privateNotOwn';
  return null;
}

export function canWriteRecord(actor: ActorLike, rec: OwnedRecord): boolean {
  if (!canWrite(actor.role)) return false;
  if (isAdmin(actor.role)) return true;
  if (rec.visibility === 'shared' || rec.visibility === 'private') return rec.ownerUserId === actor.id;
  return true;
}
