import { act, renderHook } from '@testing-library/react';
import { hasUnsavedChanges } from '../../ui/unsavedChanges';
import { useRowAction } from './useRowAction';

describe('useRowAction', () => {
  it('marks unsaved work while the row is changed, and clears it when it is not', () => {
    const { rerender, unmount } = renderHook(({ changed }) => useRowAction(() => undefined, changed), { initialProps: { changed: false } });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ changed: true });
    expect(hasUnsavedChanges()).toBe(true);
    rerender({ changed: false });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ changed: true });
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('shows the Spanish failure and ends busy; a delete that succeeds stays busy', async () => {
    const errors: Array<string | null> = [];
    const { result } = renderHook(() => useRowAction((m) => errors.push(m), false));
    await act(() => result.current.run(() => Promise.reject(new Error('red')), 'No se pudo guardar la etiqueta.'));
    expect(errors).toEqual([null, 'No se pudo guardar la etiqueta.']);
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(() => Promise.resolve(), 'No se pudo eliminar la etiqueta.', { busyAfter: true }));
    expect(result.current.busy).toBe(true);
  });
});
