import { canWrite, isAdmin, isSalesRole } from './permissions';

/**
 * Budget approval of an organization (spec part 2 §4 "Budget status" and §6 roles):
 * borrador → bloqueado (admin), borrador → confirmado (admin or a sales-type role),
 * bloqueado → confirmado (admin), bloqueado | confirmado → borrador (admin).
 * Shared by the server (enforcement) and the client (which buttons to offer).
 */
export const BUDGET_STATUSES = ['borrador', 'bloqueado', 'confirmado'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

export const DEFAULT_BUDGET_STATUS: BudgetStatus = 'borrador';

export const BUDGET_ACTIONS = ['lock', 'confirm', 'reopen'] as const;
export type BudgetAction = (typeof BUDGET_ACTIONS)[number];

export const BUDGET_ACTION_LABELS: Record<BudgetAction, string> = {
  lock: 'Bloquear presupuesto',
  confirm: 'Confirmar presupuesto',
  reopen: 'Reabrir presupuesto',
};

export const BUDGET_STATUS_LABELS: Record<BudgetStatus, string> = {
  borrador: 'Borrador',
  bloqueado: 'Bloqueado',
  confirmado: 'Confirmado',
};

/** Tooltip of the disabled inputs of a locked sheet (spec part 2 §4). */
export const BUDGET_LOCKED_TOOLTIP = '🚫 Presupuesto bloqueado';
/** Error of a save refused because the budget is bloqueado or confirmado (REST-CONTRACT "Cost sheet"). */
export const BUDGET_LOCKED_MESSAGE = 'Presupuesto bloqueado';
export const BUDGET_INVALID_TRANSITION_MESSAGE = 'Esa acción no está permitida en el estado actual del presupuesto.';

type Who = 'admin' | 'sales';

interface TransitionRule {
  to: BudgetStatus;
  /** Roles allowed from each status the action may start from. */
  from: Partial<Record<BudgetStatus, readonly Who[]>>;
}

/** The transition table: action → target status, and who may take it from each source status. */
export const BUDGET_TRANSITIONS: Record<BudgetAction, TransitionRule> = {
  lock: { to: 'bloqueado', from: { borrador: ['admin'] } },
  confirm: { to: 'confirmado', from: { borrador: ['admin', 'sales'], bloqueado: ['admin'] } },
  reopen: { to: 'borrador', from: { bloqueado: ['admin'], confirmado: ['admin'] } },
};

export function isBudgetStatus(value: unknown): value is BudgetStatus {
  return typeof value === 'string' && (BUDGET_STATUSES as readonly string[]).includes(value);
}

/** An unknown or empty stored status reads as borrador (the initial status). */
export function budgetStatusOf(value: unknown): BudgetStatus {
  return isBudgetStatus(value) ? value : DEFAULT_BUDGET_STATUS;
}

function roleMatches(role: string | null | undefined, who: readonly Who[]): boolean {
  return who.some((w) => (w === 'admin' ? isAdmin(role) : isSalesRole(role)));
}

/** The status an action leads to from `from`, or null when the action does not start there. */
export function budgetTransitionTarget(action: BudgetAction, from: BudgetStatus): BudgetStatus | null {
  const rule = BUDGET_TRANSITIONS[action];
  return rule.from[from] ? rule.to : null;
}

export type BudgetCheck = 'ok' | 'FORBIDDEN' | 'INVALID_TRANSITION';

/**
 * Whether `role` may take `action` on a budget in status `from`:
 * - FORBIDDEN when the role may take that action from no status at all (a viewer confirming, venta locking);
 * - INVALID_TRANSITION when the action does not start from `from` (reopening a borrador);
 * - FORBIDDEN when it starts there but not for this role (venta confirming a bloqueado budget);
 * - ok otherwise.
 */
export function checkBudgetAction(role: string | null | undefined, action: BudgetAction, from: BudgetStatus): BudgetCheck {
  const rule = BUDGET_TRANSITIONS[action];
  const anyAllowed = Object.values(rule.from).some((who) => who && roleMatches(role, who));
  if (!anyAllowed) return 'FORBIDDEN';
  const who = rule.from[from];
  if (!who) return 'INVALID_TRANSITION';
  return roleMatches(role, who) ? 'ok' : 'FORBIDDEN';
}

export function canTakeBudgetAction(role: string | null | undefined, action: BudgetAction, from: BudgetStatus): boolean {
  return checkBudgetAction(role, action, from) === 'ok';
}

/** The buttons the cost sheet offers to `role` in `status`, in screen order. */
export function availableBudgetActions(role: string | null | undefined, status: BudgetStatus): BudgetAction[] {
  return BUDGET_ACTIONS.filter((a) => canTakeBudgetAction(role, a, status));
}

/** Editing the cost sheet: admins always; venta (and synonyms) and ops while borrador; viewer and finanzas never (spec part 2 §6). */
export function canEditCostSheet(role: string | null | undefined, status: BudgetStatus | string | null | undefined): boolean {
  if (isAdmin(role)) return true;
  if (!canWrite(role)) return false;
  return budgetStatusOf(status) === 'borrador';
}

/** Read-only because of the budget status (the tooltip case), as opposed to a viewer or finanzas, who never edit. */
export function isSheetLockedFor(role: string | null | undefined, status: BudgetStatus | string | null | undefined): boolean {
  return canWrite(role) && !canEditCostSheet(role, status);
}
