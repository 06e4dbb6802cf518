import { BUDGET_ACTION_LABELS, formatMoney, type BudgetAction } from '@crm/domain';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Modal } from '../../ui/Modal';

/** What each budget action does, said before it is taken (feedback and undo). */
export function budgetConfirmText(action: BudgetAction, orgName: string, amount: number): string {
  const who = orgName.trim() || 'esta organización';
  const usd = `USD ${formatMoney(amount)}`;
  switch (action) {
    case 'lock':
      return `¿Bloquear el presupuesto de ${who} con un profit general de ${usd}? Solo un administrador podrá modificar la planilla.`;
    case 'confirm':
      return `¿Confirmar el presupuesto de ${who} con un profit general de ${usd}? Se registra ese profit y solo un administrador podrá modificar la planilla.`;
    case 'reopen':
      return `¿Reabrir el presupuesto de ${who} (profit general ${usd})? Vuelve a borrador y la planilla se puede editar de nuevo.`;
  }
}

/** Locking or confirming a loss records it as the client's profit: said plainly before, never silently. */
export function budgetLossWarning(action: BudgetAction, amount: number): string | null {
  if (action === 'reopen' || !(amount < 0)) return null;
  return `El profit general es negativo (USD ${formatMoney(amount)}): la operación da pérdida. Revisá la planilla antes de seguir.`;
}

/** The confirmation before 'Bloquear/Confirmar/Reabrir presupuesto', naming the organization and the amount. */
export function BudgetConfirmDialog({
  action,
  orgName,
  amount,
  onConfirm,
  onCancel,
}: {
  action: BudgetAction;
  orgName: string;
  amount: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const label = BUDGET_ACTION_LABELS[action];
  return (
    <Modal
      title={label}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel} data-autofocus>
            Cancelar
          </Button>
          <Button variant={action === 'reopen' ? 'secondary' : 'primary'} onClick={onConfirm}>
            {label}
          </Button>
        </>
      }
    >
      <p>{budgetConfirmText(action, orgName, amount)}</p>
      <ErrorText>{budgetLossWarning(action, amount)}</ErrorText>
    </Modal>
  );
}
