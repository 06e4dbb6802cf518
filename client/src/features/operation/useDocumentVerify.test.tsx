import { act, renderHook } from '@testing-library/react';
import { scriptedApollo, type ScriptedAnswer } from '../../test/scriptedApollo';
import { useDocumentVerify } from './useDocumentVerify';
import { SAVE_FAILED, type EditStatus } from './useOperationEdit';

const checklist = { __typename: 'DealChecklist', dealId: 5, mode: null, operationType: null, isDefault: true, startDate: '2026-03-01', done: 1, total: 1, requiredOverdue: false, items: [] };

function mount(answer: (name: string) => ScriptedAnswer) {
  const statuses: Array<EditStatus | null> = [];
  const api = scriptedApollo((op) => answer(op.operationName));
  const hook = renderHook(() => useDocumentVerify(5, (s) => statuses.push(s)), { wrapper: api.wrapper });
  return { ...api, ...hook, statuses };
}

describe('useDocumentVerify', () => {
  it('ticks and unticks a document of this operation; the box shows the new state while the write travels', async () => {
    const { result, sent, statuses } = mount((name) => ({ data: { [name === 'VerifyDealDocument' ? 'verifyDealDocument' : 'unverifyDealDocument']: checklist } }));
    let ticking: Promise<void> = Promise.resolve();
    act(() => {
      ticking = result.current.verify('fact_venta', true);
    });
    expect(result.current.pending).toEqual({ docType: 'fact_venta', verified: true });
    await act(() => ticking);
    expect(result.current.pending).toBeNull();
    await act(() => result.current.verify('fact_venta', false));
    expect(sent.map((op) => [op.operationName, op.variables])).toEqual([
      ['VerifyDealDocument', { dealId: 5, docType: 'fact_venta' }],
      ['UnverifyDealDocument', { dealId: 5, docType: 'fact_venta' }],
    ]);
    expect(statuses).toEqual([null, null]);
  });

  it("a refused tick says 'No se pudo guardar.' on the status line and the box goes back", async () => {
    const { result, statuses } = mount(() => ({ errors: [{ message: 'red', extensions: { code: 'INTERNAL' } }] }));
    await act(() => result.current.verify('fact_venta', true));
    expect(statuses).toEqual([null, { ok: false, text: SAVE_FAILED }]);
    expect(result.current.pending).toBeNull();
  });
});
