/**
 * The side menu's entries and the top bar's initials, as plain data, read by Layout.tsx. No runtime imports of React.
 */

// The name lives on the ground floor (lib/) because lib/usePageTitle.ts reads it and lib/ never imports app/.
export { PRODUCT_NAME } from '../lib/product';

export interface MenuEntry {
  to: string;
  label: string;
  /** Active only on this exact path (NavLink `end`). */
  end?: boolean;
}

/** The three fixed workspaces of the side menu (spec part 1 §2); slug = business unit key_slug. */
export const WORKSPACES = [
  { label: 'Cargo', slug: 'atm-cargo' },
  { label: 'Rayflex', slug: 'industrial-rayflex' },
  { label: 'Boplan', slug: 'industrial-boplan' },
] as const;

/** Above the workspaces. */
export const MENU_TOP: readonly MenuEntry[] = [
  { to: '/general', label: 'Vista general' },
  { to: '/', label: 'Kanban', end: true },
];

/** Administration (admin only), after a separator. */
export const MENU_ADMIN: readonly MenuEntry[] = [
  { to: '/admin', label: 'Administración', end: true },
  { to: '/admin/users', label: 'Usuarios' },
  { to: '/admin/params', label: 'Parámetros' },
  { to: '/admin/catalog', label: 'Catálogo' },
  { to: '/admin/audit', label: 'Auditoría' },
  { to: '/admin/checklists', label: 'Documentos por modalidad' },
  { to: '/admin/api', label: 'API' },
  { to: '/admin/webhooks', label: 'Webhooks' },
  { to: '/admin/import', label: 'Importar' },
];

/** Money documents and fiscal settings (finanzas and admin: capabilities.finance), after a separator. */
export const MENU_FINANCE: readonly MenuEntry[] = [
  { to: '/admin/fiscal', label: 'Datos fiscales' },
  { to: '/admin/collections', label: 'Cartera' },
  { to: '/payment-orders', label: 'Órdenes de pago' },
];

/** The last group, after a separator. */
export const MENU_BOTTOM: readonly MenuEntry[] = [
  { to: '/contacts', label: 'Contactos' },
  { to: '/organizations', label: 'Organizaciones' },
  { to: '/invoices', label: 'Facturas' },
  { to: '/followup', label: 'Seguimiento' },
  { to: '/in-transit', label: 'En tránsito' },
  { to: '/rate-sheets', label: 'Tarifas' },
  { to: '/agenda', label: 'Mi agenda' },
  { to: '/sales', label: 'Metas y pipeline' },
];

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
