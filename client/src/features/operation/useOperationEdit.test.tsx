import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { UNSAVED_CHANGES_PROMPT } from '../../ui/unsavedChanges';
import { scriptedApollo, type ScriptedAnswer, type SentOperation } from '../../test/scriptedApollo';
import type { OperationDeal } from './operationForm';
import { FIX_FIELDS, SAVE_CONFLICT, SAVED, useOperationEdit } from './useOperationEdit';

const field = (id: number, key: string, value: string | null) => ({ __typename: 'DealCustomField' as const, id, key, label: key, type: 'text' as const, value, ownerId: 5 });

/** The operation as OperationView answers it; `version` is the one a save must carry. */
function deal(over: { version?: number; description?: string; value?: number; fields?: Record<string, string> } = {}): OperationDeal {
  const fields = { estado: 'En tránsito', doc_master: 'MAWB 123', mercaderia: 'Repuestos', ...over.fields };
  return {
    __typename: 'Deal',
    id: 5,
    reference: 'OP-000005',
    title: 'Carga aérea Miami',
    description: over.description ?? 'Importación de repuestos',
    value: over.value ?? 1500,
    version: over.version ?? 7,
    status: 'open',
    closeReason: null,
    closeReasonText: null,
    closedAt: null,
    closedByName: null,
    stageName: 'Cotización',
    orgId: 9,
    orgName: 'Acme S.A.',
    orgRuc: null,
    orgAddress: null,
    orgPhone: null,
    orgEmail: null,
    contactId: null,
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    customFields: Object.entries(fields).map(([key, value], i) => field(i + 1, key, value)),
    files: [],
    checklist: { __typename: 'DealChecklist', dealId: 5, mode: null, operationType: null, isDefault: true, startDate: '2026-03-01', done: 0, total: 0, requiredOverdue: false, items: [] },
  };
}

const savedAnswer = (version: number): ScriptedAnswer => ({
  data: { saveOperation: { __typename: 'Deal', id: 5, title: 'Carga aérea Miami', description: 'x', value: 1500, version, customFields: [] } },
});
const conflictAnswer: ScriptedAnswer = { errors: [{ message: SAVE_CONFLICT, extensions: { code: 'CONFLICT' } }] };

function renderEdit(answer: (op: SentOperation) => ScriptedAnswer | undefined = () => undefined, loaded = deal()) {
  const api = scriptedApollo((op) => answer(op) ?? { errors: [{ message: `sin respuesta para ${op.operationName}` }] });
  const hook = renderHook(({ d }) => useOperationEdit(d, undefined), { wrapper: api.wrapper, initialProps: { d: loaded } });
  return { ...api, ...hook };
}

const escape = () => act(() => void fireEvent.keyDown(document.body, { key: 'Escape' }));

describe('useOperationEdit', () => {
  afterEach(() => jest.restoreAllMocks());

  it('one saveOperation with the version the form started from carries only what changed, then leaves edit mode', async () => {
    const { result, rerender, sentOf } = renderEdit((op) => (op.operationName === 'SaveOperation' ? savedAnswer(8) : undefined));
    act(() => result.current.startEdit());
    act(() => {
      result.current.setField('doc_master', 'MAWB 999');
      result.current.setDescription('Repuestos de motor');
    });
    // The operation read again meanwhile (a refetch): the save still carries the version editing started from.
    rerender({ d: deal({ version: 8 }) });
    await act(() => result.current.save());
    expect(sentOf('SaveOperation').map((op) => op.variables)).toEqual([
      { id: 5, version: 7, input: { description: 'Repuestos de motor', fields: [{ key: 'doc_master', label: expect.any(String), type: 'text', value: 'MAWB 999' }] } },
    ]);
    expect(result.current.editing).toBe(false);
    expect(result.current.status).toEqual({ ok: true, text: SAVED });
  });

  it('typed numbers that are not numbers block the save, never a silent 0', async () => {
    const { result, sent } = renderEdit();
    act(() => result.current.startEdit());
    act(() => result.current.setValueText('mil'));
    expect(result.current.valueError).not.toBeNull();
    await act(() => result.current.save());
    expect(sent).toHaveLength(0);
    expect(result.current.status).toEqual({ ok: false, text: FIX_FIELDS });
    expect(result.current.editing).toBe(true);
  });

  it('someone else saved first: the edits stay, theirs fill the rest, the fields both changed are listed, and saving again carries their version', async () => {
    let answers = 0;
    const theirs = deal({ version: 9, fields: { doc_master: 'MAWB 555', mercaderia: 'Neumáticos' } });
    const { result, sentOf } = renderEdit((op) => {
      if (op.operationName === 'SaveOperation') return answers++ === 0 ? conflictAnswer : savedAnswer(10);
      if (op.operationName === 'OperationView') return { data: { deal: theirs } };
      return undefined;
    });
    act(() => result.current.startEdit());
    act(() => {
      result.current.setField('doc_master', 'MAWB 999');
      result.current.setField('estado', 'Entregado');
    });
    await act(() => result.current.save());
    expect(result.current.status).toEqual({ ok: false, text: SAVE_CONFLICT });
    expect(result.current.editing).toBe(true);
    expect(result.current.values).toMatchObject({ doc_master: 'MAWB 999', estado: 'Entregado', mercaderia: 'Neumáticos' });
    expect(result.current.conflict).toEqual([{ key: 'doc_master', label: expect.any(String), mine: 'MAWB 999', theirs: 'MAWB 555' }]);

    await act(() => result.current.save());
    const second = sentOf('SaveOperation')[1].variables as { version: number; input: { fields: Array<{ key: string }> } };
    expect(second.version).toBe(9);
    expect(second.input.fields.map((f) => f.key).sort()).toEqual(['doc_master', 'estado']);
    expect(result.current.editing).toBe(false);
  });

  it('Escape leaves edit mode at once when nothing was changed; with changes it asks first and stays on a no', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { result } = renderEdit();
    act(() => result.current.startEdit());
    escape();
    expect(result.current.editing).toBe(false);
    expect(confirm).not.toHaveBeenCalled();

    act(() => result.current.startEdit());
    act(() => result.current.setField('estado', 'Entregado'));
    escape();
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(result.current.editing).toBe(true);
    confirm.mockReturnValue(true);
    escape();
    expect(result.current.editing).toBe(false);
    expect(result.current.values.estado).toBe('En tránsito');
  });

  it('outside edit mode the form follows the server; inside it keeps what the user typed', async () => {
    const { result, rerender } = renderEdit();
    rerender({ d: deal({ version: 8, fields: { estado: 'Arribado' }, value: 2000 }) });
    await waitFor(() => expect(result.current.values.estado).toBe('Arribado'));
    expect(result.current.valueText).toBe('2.000,00');
    act(() => result.current.startEdit());
    act(() => result.current.setField('estado', 'Entregado'));
    rerender({ d: deal({ version: 9, fields: { estado: 'Demorado' } }) });
    expect(result.current.values.estado).toBe('Entregado');
    expect(result.current.dirty).toBe(true);
  });
});
