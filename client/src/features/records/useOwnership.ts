import { useState } from 'react';
import { canAssignOwner, canChangeOwnership, DEFAULT_VISIBILITY, type OwnedRecord, type Visibility } from '@crm/domain';
import { useSession } from '../../session/SessionProvider';
import type { Option } from '../../lib/options';
import { useOwnerOptions } from './options';

/** Spec part 2 §5: the owner field's value as the API takes it, a positive number or null. */
export function ownerIdOrNull(value: string): number | null {
  const n = Number(value);
  return value !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface Ownership {
  owner: string;
  onOwnerChange: (value: string) => void;
  visibility: Visibility;
  onVisibilityChange: (value: Visibility) => void;
  /** Only the owners the server will accept from this user (domain/visibility.ts canAssignOwner). */
  ownerOptions: readonly Option[];
  /** The user may not change owner or visibility (not an admin, not the owner, and the record has one). */
  locked: boolean;
  /** What the create/update input carries. */
  input: () => { ownerUserId: number | null; visibility: Visibility };
}

/**
 * Owner and visibility of a contact or organization form (the owned-record kit): for a new record (`null`)
 * the user is the owner and the visibility the default; for an existing one its own, locked when the
 * server would refuse a change. The same rules of domain/visibility.ts the server enforces.
 */
export function useOwnership(record: (Pick<OwnedRecord, 'ownerUserId'> & { visibility: Visibility }) | null): Ownership {
  const { user } = useSession();
  const owners = useOwnerOptions();
  const [owner, setOwner] = useState(() => (record ? (record.ownerUserId ? String(record.ownerUserId) : '') : user ? String(user.id) : ''));
  const [visibility, setVisibility] = useState<Visibility>(record?.visibility ?? DEFAULT_VISIBILITY);
  // Until the users load, a new record still offers its author.
  const offered = owners.length || record ? owners : user ? [{ value: String(user.id), label: user.name }] : [];
  return {
    owner,
    onOwnerChange: setOwner,
    visibility,
    onVisibilityChange: setVisibility,
    ownerOptions: user ? offered.filter((o) => canAssignOwner(user, record, Number(o.value))) : offered,
    locked: record !== null && !(user && canChangeOwnership(user, record)),
    input: () => ({ ownerUserId: ownerIdOrNull(owner), visibility }),
  };
}
