/**
 * Roles and what each may do. Shared by the server (enforcement) and the client (what the UI offers).
 * Spec part 1 §6 and part 2 §6; finanzas is the office's administration (money and fiscal rules, roles):
 * it reads what a viewer reads and every operation, cost sheet and quote, writes no CRM record and owns
 * the money documents (canWriteFinance).
 */
export const ROLES = ['admin', 'venta', 'ops', 'finanzas', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  venta: 'Venta',
  ops: 'Operaciones',
  finanzas: 'Finanzas',
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

/**
 * Writes CRM records (contacts, organizations, operations, activities, files, custom fields, the cost sheet
 * and quotes): admin, ops and the sales-type roles, named one by one. A viewer and finanzas read but never
 * write (except their own password); any other or unknown role is treated as a viewer.
 */
export function canWrite(role: string | null | undefined): boolean {
  const r = norm(role);
  return r === 'admin' || r === 'ops' || isSalesRole(r);
}

/**
 * The gate of the money documents (invoices, receipts, supplier invoices; money and fiscal rules, roles):
 * finanzas and admin. It opens no CRM write: canWrite stays false for finanzas.
 */
export function canWriteFinance(role: string | null | undefined): boolean {
  const r = norm(role);
  return r === 'admin' || r === 'finanzas';
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
