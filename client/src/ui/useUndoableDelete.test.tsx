import { act, renderHook } from '@testing-library/react';
import { notifyError, notifyUndoable } from './toast';
import { type UndoableDelete, useUndoableDelete } from './useUndoableDelete';

jest.mock('./toast', () => ({ notifyUndoable: jest.fn(), notifyError: jest.fn() }));
const undoable = jest.mocked(notifyUndoable);
const toastError = jest.mocked(notifyError);

interface Item {
  id: number;
  name: string;
}
const ITEM: Item = { id: 4, name: 'factura.pdf' };

function deferred() {
  let settle = { resolve: (): void => undefined, reject: (_: unknown): void => undefined };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve: () => resolve(), reject }));
  return { promise, ...settle };
}

function mount(over: Partial<UndoableDelete<Item>> = {}) {
  const spec: UndoableDelete<Item> = {
    remove: jest.fn(() => Promise.resolve()),
    restore: jest.fn(() => Promise.resolve()),
    deletedText: (item) => `Archivo ${item.name} eliminado.`,
    deleteFailed: () => 'No se pudo eliminar el archivo.',
    restoreFailed: () => 'No se pudo restaurar el archivo.',
    ...over,
  };
  return { spec, ...renderHook(() => useUndoableDelete(spec)) };
}

/** The 'Deshacer' of the last toast, as if clicked. */
const clickUndo = () => undoable.mock.calls.at(-1)![1]();

describe('useUndoableDelete', () => {
  beforeEach(() => jest.clearAllMocks());

  it('the item leaves the screen while its delete travels; once applied, the toast offers Deshacer, which restores it on the server', async () => {
    const sending = deferred();
    const { result, spec } = mount({ remove: jest.fn(() => sending.promise) });
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.remove(ITEM);
    });
    expect(spec.remove).toHaveBeenCalledWith(ITEM);
    expect(result.current.hidden.has(4)).toBe(true);
    expect(result.current.deletingId).toBe(4);
    expect(undoable).not.toHaveBeenCalled();

    await act(async () => {
      sending.resolve();
      expect(await done).toBe(true);
    });
    expect(undoable).toHaveBeenCalledWith('Archivo factura.pdf eliminado.', expect.any(Function));
    expect(result.current.deletingId).toBeNull();
    expect(spec.restore).not.toHaveBeenCalled();
    await act(async () => clickUndo());
    expect(spec.restore).toHaveBeenCalledWith(ITEM);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a failed delete brings the item back with the reason and offers no undo', async () => {
    const { result } = mount({ remove: () => Promise.reject(new Error('red')) });
    await act(async () => {
      expect(await result.current.remove(ITEM)).toBe(false);
    });
    expect(result.current.error).toBe('No se pudo eliminar el archivo.');
    expect(result.current.hidden.has(4)).toBe(false);
    expect(undoable).not.toHaveBeenCalled();
  });

  it('a failed restore says so; the next delete starts without the old error', async () => {
    let fail = true;
    const { result } = mount({ restore: () => Promise.reject(new Error('red')), remove: () => (fail ? Promise.reject(new Error('red')) : Promise.resolve()) });
    await act(() => result.current.remove(ITEM));
    expect(result.current.error).not.toBeNull();
    fail = false;
    await act(() => result.current.remove(ITEM));
    expect(result.current.error).toBeNull();
    await act(async () => clickUndo());
    expect(toastError).toHaveBeenCalledWith('No se pudo restaurar el archivo.');
  });
});
