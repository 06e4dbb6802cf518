import { act, renderHook, waitFor } from '@testing-library/react';
import type { CostSheetFieldsFragment } from '../../gql/graphql';
import { scriptedApollo, type ScriptedAnswer, type SentOperation } from '../../test/scriptedApollo';
import { COST_SHEET_MESSAGES } from './messages';
import { fromServer } from './sheetState';
import { useSheetActions } from './useSheetActions';
import { useSheetSync } from './useSheetSync';

const ME = 3;
const OTHER = { id: 8, name: 'Juan Otro' };

function sheet(over: Partial<CostSheetFieldsFragment> = {}): CostSheetFieldsFragment {
  return {
    __typename: 'CostSheet',
    dealId: 9,
    saved: true,
    version: 3,
    updatedAt: '2026-03-05T12:00:00.000Z',
    updatedByName: 'Vera Venta',
    budgetStatus: 'borrador',
    orgId: 4,
    header: { __typename: 'CostSheetHeader', modo: 'AEREO', clase: 'LCL', pesoKg: 167, awb: null, hbl: null, mercaderia: null, gsRate: 5860, gsRateDate: null, allInEnabled: false, allInServiceName: null },
    gsRateFrozen: false,
    compraRows: [],
    ventaRows: [],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
    totals: { __typename: 'CostSheetTotals', totalCostos: 0, totalVentas: 0, profitGeneral: 0 },
    ivaSplit: { __typename: 'CostSheetIvaSplit', exentas: 0, gravadas5: 0, gravadas10: 0, iva5: 0, iva10: 0, iva: 0, total: 0 },
    ivaDefaults: { __typename: 'CostSheetIvaDefaults', freight: 'exenta', local: '10', insurance: '10' },
    ...over,
  };
}

const statusOf = (version: number, budgetStatus = 'borrador') => ({
  __typename: 'CostSheetStatus',
  dealId: 9,
  orgId: 4,
  budgetStatus,
  version,
  updatedAt: null,
  updatedByName: null,
});

/** Someone's save of the sheet as the live socket announces it. */
const sheetChange = (by: { id: number; name: string }, version: number) => ({
  costSheetChanged: { __typename: 'CostSheetChange', dealId: 9, version, byUserId: by.id, byUserName: by.name, status: statusOf(version) },
});

const budgetAnswer = (field: string, budgetStatus: string): ScriptedAnswer => ({
  data: { [field]: { __typename: 'Organization', id: 4, budgetStatus, budgetProfitValue: 0 } },
});

/**
 * The sheet's two protocol hooks together, as the editor wires them, over a scripted server. The status
 * query answers version 3 (the loaded one) unless the test answers it itself.
 */
function renderSheetHooks(answer: (op: SentOperation) => ScriptedAnswer | Promise<ScriptedAnswer> | undefined = () => undefined, { errorCount = 0 } = {}) {
  const api = scriptedApollo((op) => answer(op) ?? (op.operationName === 'CostSheetStatus' ? { data: { costSheetStatus: statusOf(3) } } : { errors: [{ message: `sin respuesta para ${op.operationName}` }] }));
  const reload = jest.fn(() => Promise.resolve());
  const loaded = sheet();
  const edit = fromServer(loaded);
  const hook = renderHook(
    () => {
      const sync = useSheetSync({ sheet: loaded, reload, userId: ME });
      const actions = useSheetActions({ sheet: loaded, sync, edit, errorCount });
      return { sync, actions };
    },
    { wrapper: api.wrapper },
  );
  return { ...api, reload, result: hook.result };
}

/** Waits until the screen listens to the live socket (a save announced before that would be lost). */
async function listening(api: { listening: (name: string) => number }) {
  await waitFor(() => expect(api.listening('CostSheetChanged')).toBe(1));
  await waitFor(() => expect(api.listening('BudgetChanged')).toBe(1));
}

describe('useSheetSync', () => {
  it("someone else's save while the sheet has no changes is followed at once (the sheet is read again)", async () => {
    const api = renderSheetHooks();
    await listening(api);
    act(() => api.push('CostSheetChanged', sheetChange(OTHER, 4)));
    await waitFor(() => expect(api.reload).toHaveBeenCalledTimes(1));
    expect(api.result.current.sync.problem).toBeNull();
    expect(api.result.current.sync.savedBy).toEqual({ name: 'Juan Otro', version: 4 });
  });

  it("someone else's save while the sheet has changes keeps them and offers to reload, once per version", async () => {
    const api = renderSheetHooks();
    await listening(api);
    act(() => api.result.current.sync.edited());
    act(() => api.push('CostSheetChanged', sheetChange(OTHER, 4)));
    await waitFor(() => expect(api.result.current.sync.offerReload).toBe(true));
    expect(api.result.current.sync.problem).toEqual({ message: COST_SHEET_MESSAGES.conflict, reload: true });
    expect(api.result.current.sync.dirty).toBe(true);
    act(() => api.result.current.sync.setProblem(null));
    act(() => api.push('CostSheetChanged', sheetChange(OTHER, 4)));
    expect(api.result.current.sync.problem).toBeNull();
    expect(api.reload).not.toHaveBeenCalled();
  });

  it('our own save coming back over the socket is not announced as someone else’s', async () => {
    const api = renderSheetHooks();
    await listening(api);
    act(() => api.push('CostSheetChanged', sheetChange({ id: ME, name: 'Vera Venta' }, 3)));
    expect(api.result.current.sync.savedBy).toBeNull();
    expect(api.reload).not.toHaveBeenCalled();
  });

  it("the organization's budget transitions made elsewhere change the status shown", async () => {
    const api = renderSheetHooks();
    await listening(api);
    expect(api.sentOf('CostSheetStatus')[0].variables).toEqual({ dealId: 9 });
    act(() => api.push('BudgetChanged', { budgetChanged: { __typename: 'BudgetChange', orgId: 4, action: 'lock', budgetStatus: 'bloqueado', budgetProfitValue: 0, byUserId: OTHER.id, byUserName: OTHER.name } }));
    await waitFor(() => expect(api.result.current.sync.status).toBe('bloqueado'));
  });

  it("'Recargar' drops the unsaved mark and the message, then reads the sheet and its status again", async () => {
    const api = renderSheetHooks();
    await listening(api);
    act(() => {
      api.result.current.sync.edited();
      api.result.current.sync.setProblem({ message: COST_SHEET_MESSAGES.conflict, reload: true });
    });
    await act(() => api.result.current.sync.reloadSheet());
    expect(api.reload).toHaveBeenCalledTimes(1);
    expect(api.sentOf('CostSheetStatus')).toHaveLength(2);
    expect(api.result.current.sync.dirty).toBe(false);
    expect(api.result.current.sync.problem).toBeNull();
  });
});

describe('useSheetActions', () => {
  const saved = (version: number): ScriptedAnswer => ({ data: { saveCostSheet: sheet({ version, updatedByName: 'Ana Admin' }) } });

  it('a save sends the version the edits started from; the next one sends the version it made', async () => {
    let version = 3;
    const api = renderSheetHooks((op) => (op.operationName === 'SaveCostSheet' ? saved(++version) : undefined));
    act(() => api.result.current.sync.edited());
    await act(() => api.result.current.actions.save());
    expect(api.sentOf('SaveCostSheet').map((op) => op.variables.version)).toEqual([3]);
    expect(api.result.current.sync).toMatchObject({ version: 4, dirty: false, savedNote: true, meta: { updatedByName: 'Ana Admin' } });
    await act(() => api.result.current.actions.save());
    expect(api.sentOf('SaveCostSheet').map((op) => op.variables.version)).toEqual([3, 4]);
  });

  it('a stale version is refused: the edits stay unsaved and the message offers to reload', async () => {
    const api = renderSheetHooks((op) => (op.operationName === 'SaveCostSheet' ? { errors: [{ message: COST_SHEET_MESSAGES.conflict, extensions: { code: 'CONFLICT' } }] } : undefined));
    act(() => api.result.current.sync.edited());
    await act(() => api.result.current.actions.save());
    expect(api.result.current.sync.problem).toEqual({ message: COST_SHEET_MESSAGES.conflict, reload: true });
    expect(api.result.current.sync).toMatchObject({ version: 3, dirty: true, savedNote: false });
  });

  it('a double click saves once', async () => {
    const api = renderSheetHooks((op) => (op.operationName === 'SaveCostSheet' ? saved(4) : undefined));
    await act(() => Promise.all([api.result.current.actions.save(), api.result.current.actions.save()]));
    expect(api.sentOf('SaveCostSheet')).toHaveLength(1);
  });

  it('cells with errors are never sent', async () => {
    const api = renderSheetHooks(undefined, { errorCount: 1 });
    await act(() => api.result.current.actions.save());
    expect(api.sentOf('SaveCostSheet')).toHaveLength(0);
    expect(api.result.current.sync.problem).toEqual({ message: COST_SHEET_MESSAGES.fixCells, reload: false });
  });

  it('confirming saves the pending changes first, and confirms nothing when that save fails', async () => {
    let saveFails = true;
    let answerConfirm = () => {};
    const confirmAnswered = new Promise<void>((resolve) => (answerConfirm = resolve));
    const api = renderSheetHooks((op) => {
      if (op.operationName === 'SaveCostSheet') return saveFails ? { errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] } : saved(4);
      if (op.operationName === 'ConfirmBudget') return confirmAnswered.then(() => budgetAnswer('confirmBudget', 'confirmado'));
      return undefined;
    });
    act(() => api.result.current.sync.edited());
    await act(() => api.result.current.actions.budget('confirm'));
    expect(api.sentOf('ConfirmBudget')).toHaveLength(0);
    expect(api.result.current.sync.problem).toEqual({ message: COST_SHEET_MESSAGES.saveFailed, reload: false });

    saveFails = false;
    let confirming: Promise<void> = Promise.resolve();
    act(() => {
      confirming = api.result.current.actions.budget('confirm');
    });
    await waitFor(() => expect(api.sentOf('ConfirmBudget')).toHaveLength(1));
    expect(api.sent.filter((op) => op.operationName !== 'CostSheetStatus').map((op) => op.operationName)).toEqual(['SaveCostSheet', 'SaveCostSheet', 'ConfirmBudget']);
    expect(api.sentOf('ConfirmBudget')[0].variables).toEqual({ orgId: 4, dealId: 9 });
    // The save's new version reaches the hook's state in React's next commit, which may come after the confirm went out.
    await waitFor(() => expect(api.result.current.sync.version).toBe(4));
    await act(async () => {
      answerConfirm();
      await confirming;
    });
    expect(api.result.current.sync.status).toBe('confirmado');
  });

  it('lock and reopen change the status as the server answers; a refused transition says so and reads the status again', async () => {
    let reopen: ScriptedAnswer = { errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] };
    const api = renderSheetHooks((op) => {
      if (op.operationName === 'LockBudget') return budgetAnswer('lockBudget', 'bloqueado');
      if (op.operationName === 'ReopenBudget') return reopen;
      return undefined;
    });
    await waitFor(() => expect(api.sentOf('CostSheetStatus')).toHaveLength(1));
    await act(() => api.result.current.actions.budget('lock'));
    expect(api.result.current.sync.status).toBe('bloqueado');
    await act(() => api.result.current.actions.budget('reopen'));
    expect(api.result.current.sync.problem).toEqual({ message: expect.stringMatching(/^No se pudo cambiar el estado del presupuesto/), reload: false });
    await waitFor(() => expect(api.sentOf('CostSheetStatus')).toHaveLength(2));
    reopen = budgetAnswer('reopenBudget', 'borrador');
    await act(() => api.result.current.actions.budget('reopen'));
    expect(api.result.current.sync.problem).toBeNull();
  });
});
