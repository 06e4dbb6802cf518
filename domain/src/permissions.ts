/**
 * Roles and what each may do. Shared by the server (enforcement) and the client (what the UI offers).
 * Spec part 1 §6 and part 2 §6.
 */
export const ROLES = ['admin', 'venta', 'ops', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  venta: 'Venta',
  ops: 'Operaciones',
  viewer: 'Solo lectura',
};

/** Roles the cost sheet treats as sales type, compared lowercase (spec part 2 §6). */
export const SALES_ROLE_SYNONYMS: readonly string[] = [
  'ventas',
  'vendedor',
  'venta',
  'seller',
  'sales',
  'commercial',
  'comercial',
];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function norm(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase();
}

export function isAdmin(role: string | null | undefined): boolean {
  return norm(role) === 'admin';
}

export function isSalesRole(role: string | null | undefined): boolean {
  return SALES_ROLE_SYNONYMS.includes(norm(role));
}

/** A viewer reads but never writes (except their own password); unknown roles are treated as viewers. */
export function canWrite(role: string | null | undefined): boolean {
  const r = norm(role);
  return r === 'admin' || r === 'ops' || isSalesRole(r);
}

export function canManageUsers(role: string | null | undefined): boolean {
  return isAdmin(role);
}

/** An admin may set anyone's password; every user may set their own. */
export function canSetPassword(
  actor: { id: number; role: string | null | undefined },
  targetUserId: number,
): boolean {
  return isAdmin(actor.role) || actor.id === targetUserId;
}

/** /admin, /admin/users and /admin/params are admin-only. */
export function canSeeAdministration(role: string | null | undefined): boolean {
  return isAdmin(role);
}

/** Role-aware screens: an admin-only screen opened by URL. */
export const NO_PERMISSION_MESSAGE = 'No tenés permiso para ver esta página.';
