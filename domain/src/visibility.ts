/**
 * Who may read and write contacts and organizations (issue "Core CRM model" §3; spec part 1 §6):
 * company → everyone reads, every non-viewer writes; shared → everyone reads, owner and admins write;
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

export function canWriteRecord(actor: ActorLike, rec: OwnedRecord): boolean {
  if (!canWrite(actor.role)) return false;
  if (isAdmin(actor.role)) return true;
  if (rec.visibility === 'shared' || rec.visibility === 'private') return rec.ownerUserId === actor.id;
  return true;
}
