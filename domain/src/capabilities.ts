/**
 * What an actor may do, in one object (role-aware screens): the client asks this to decide which controls
 * to offer, built only from the rules the server enforces (permissions.ts: requireWriter / requireAdmin,
 * visibility.ts: canWriteRecord, budget.ts: checkBudgetAction / canEditCostSheet). No rule lives here.
 */
import { availableBudgetActions, budgetStatusOf, canEditCostSheet, type BudgetAction } from './budget';
import { canSeeAdministration, canWrite, canWriteFinance, isAdmin } from './permissions';
import { canWriteRecord, type ActorLike, type OwnedRecord } from './visibility';

export interface Capabilities {
  /** Create and change deals, organizations, contacts, activities, calls, notes, files and custom fields; move kanban cards. */
  write: boolean;
  /**
   * Issue the money documents (invoices, receipts, supplier invoices): finanzas and admin (canWriteFinance).
   * No screen asks it yet; it is the gate the coming money screens follow. It opens no CRM write.
   */
  finance: boolean;
  /** Users, parameters and statistics (/admin…). */
  administration: boolean;
  /** The stage editor (pipelines and stages are admin writes). */
  editPipelines: boolean;
  /** Edit or relink one organization or contact (owner and visibility rules). */
  writeRecord: (record: OwnedRecord) => boolean;
  /** Edit the cost sheet of an organization whose budget is in `status`. */
  editCostSheet: (status: string | null | undefined) => boolean;
  /** Budget buttons offered in `status` (spec part 2 §4/§6), in screen order. */
  budgetActions: (status: string | null | undefined) => BudgetAction[];
}

/** Without an actor (signed out) nothing is allowed. */
export function capabilitiesOf(actor: ActorLike | null | undefined): Capabilities {
  const role = actor?.role ?? null;
  return {
    write: !!actor && canWrite(role),
    finance: !!actor && canWriteFinance(role),
    administration: !!actor && canSeeAdministration(role),
    editPipelines: !!actor && isAdmin(role),
    writeRecord: (record) => !!actor && canWriteRecord(actor, record),
    editCostSheet: (status) => !!actor && canEditCostSheet(role, status),
    budgetActions: (status) => (actor ? availableBudgetActions(role, budgetStatusOf(status)) : []),
  };
}
