/**
 * API keys for integration scripts: who may create one and with which role.
 * Shared by the server (enforcement) and the client (the role picker of the 'API' section).
 */
import { canWrite, isAdmin, isSalesRole, ROLES, type Role } from './permissions';

/** What a key is sent as: `Authorization: Bearer crm_<prefix>_<secret>`; JWTs never start like this. */
export const API_KEY_PREFIX = 'crm_';

/**
 * Any role that writes CRM records (canWrite) may create keys: an admin for everyone, the others for their own
 * records. A viewer and finanzas none (an admin may give a key the finanzas role).
 */
export function canCreateApiKeys(role: string | null | undefined): boolean {
  return canWrite(role);
}

/**
 * The roles a key created by `role` may carry: never higher than the creator's. An admin picks any;
 * venta and ops their own or viewer (they are peers, neither is above the other); a viewer, finanzas or
 * an unknown role none.
 */
export function apiKeyRolesFor(role: string | null | undefined): Role[] {
  if (isAdmin(role)) return [...ROLES];
  if (!canWrite(role)) return [];
  if (isSalesRole(role)) return ['venta', 'viewer'];
  return (role ?? '').trim().toLowerCase() === 'ops' ? ['ops', 'viewer'] : [];
}

/** The role a key acts with: its own, capped by what its creator may still give (a demoted creator demotes the key). */
export function effectiveApiKeyRole(keyRole: Role, creatorRole: string | null | undefined): Role | null {
  return apiKeyRolesFor(creatorRole).includes(keyRole) ? keyRole : null;
}

/** Choices of the expiry picker, in days; null = never expires. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_KEY_EXPIRY_MAX_DAYS = 3650;
