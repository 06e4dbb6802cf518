import { useMutation } from '@apollo/client/react';
import { type BudgetAction, budgetTransitionTarget } from '@crm/domain';
import { ConfirmBudgetDocument, type CostSheetFieldsFragment, LockBudgetDocument, ReopenBudgetDocument, SaveCostSheetDocument } from '../../gql/graphql';
import { errorCode, failureText } from '../../lib/errors';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { COST_SHEET_MESSAGES } from './messages';
import { type EditSheet, toInput } from './sheetState';
import type { SheetSync } from './useSheetSync';

/**
 * What the sheet's buttons do: save the edits on the version they started from (optimistic concurrency:
 * a stale version is a CONFLICT that offers to reload) and the budget transitions (lock, confirm,
 * reopen). Outcomes land in the sheet's sync state; `busy` disables every button while one travels.
 */
export function useSheetActions({ sheet, sync, edit, errorCount }: { sheet: Pick<CostSheetFieldsFragment, 'dealId' | 'orgId'>; sync: SheetSync; edit: EditSheet; errorCount: number }) {
  // Named revisions: a save writes the current draft (the first one makes REV 01) and a budget action moves the
  // current revision's status, so the revision bar (when the page shows it) reads its list again.
  const revisions = { refetchQueries: ['CostSheetRevisions'] };
  const [saveSheet, saveState] = useMutation(SaveCostSheetDocument, revisions);
  const [lockBudget, lockState] = useMutation(LockBudgetDocument, revisions);
  const [confirmBudget, confirmState] = useMutation(ConfirmBudgetDocument, revisions);
  const [reopenBudget, reopenState] = useMutation(ReopenBudgetDocument, revisions);
  const [saving, runSave] = useSingleFlight();
  const busy = saving || saveState.loading || lockState.loading || confirmState.loading || reopenState.loading;

  /** The saved version, or null when nothing was saved (the reason is on the message line). */
  async function save(): Promise<number | null> {
    if (errorCount > 0) {
      sync.setProblem({ message: COST_SHEET_MESSAGES.fixCells, reload: false });
      return null;
    }
    sync.setProblem(null);
    try {
      const res = await saveSheet({ variables: { dealId: sheet.dealId, version: sync.version, input: toInput(edit) } });
      const saved = res.data?.saveCostSheet;
      if (!saved) throw new Error('sin datos');
      sync.saved(saved);
      return saved.version;
    } catch (err) {
      const code = errorCode(err);
      if (code === 'CONFLICT') sync.setProblem({ message: COST_SHEET_MESSAGES.conflict, reload: true });
      else sync.setProblem({ message: failureText(err, COST_SHEET_MESSAGES.saveFailed), reload: false });
      if (code === 'FORBIDDEN') void sync.refetchStatus();
      return null;
    }
  }

  async function budget(action: BudgetAction) {
    if (!sheet.orgId) return;
    sync.setProblem(null);
    try {
      // Budgets per operation: every action names this operation; the organization's answer is derived from all
      // its operations, so the status shown is this operation's own.
      if (action === 'confirm') {
        // The server stores the profit of the saved sheet: save pending changes first.
        if ((sync.dirty || sync.version === 0) && (await save()) === null) return;
        await confirmBudget({ variables: { orgId: sheet.orgId, dealId: sheet.dealId } });
      } else if (action === 'lock') {
        await lockBudget({ variables: { orgId: sheet.orgId, dealId: sheet.dealId } });
      } else {
        await reopenBudget({ variables: { orgId: sheet.orgId, dealId: sheet.dealId } });
      }
      // It went through on this operation, so its status is the transition's target (domain/budget.ts).
      const to = budgetTransitionTarget(action, sync.status);
      if (to) sync.setStatus(to);
    } catch (err) {
      sync.setProblem({ message: failureText(err, COST_SHEET_MESSAGES.budgetFailed), reload: false });
      void sync.refetchStatus();
    }
  }

  return {
    busy,
    /** The 'Guardar planilla' button: one save at a time. */
    save: () => runSave(save),
    budget,
  };
}
