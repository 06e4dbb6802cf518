import { fireEvent, renderHook } from '@testing-library/react';
import { useEscape } from './useEscape';

afterEach(() => document.body.replaceChildren());

function mount(active = true) {
  const onEscape = jest.fn();
  const hook = renderHook(({ on }) => useEscape(on, onEscape), { initialProps: { on: active } });
  return { onEscape, ...hook };
}

describe('useEscape', () => {
  it('Escape anywhere on the page runs it while active; other keys, an inactive screen and an unmounted one do not', () => {
    const { onEscape, rerender, unmount } = mount();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender({ on: false });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    rerender({ on: true });
    unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('an open dialog, a combobox and a widget that handled the key keep their Escape', () => {
    const { onEscape } = mount();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    dialog.remove();

    const combo = document.body.appendChild(document.createElement('div'));
    combo.setAttribute('role', 'combobox');
    const input = combo.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'Escape' });

    const widget = document.body.appendChild(document.createElement('button'));
    widget.addEventListener('keydown', (e) => e.preventDefault());
    fireEvent.keyDown(widget, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('runs the latest callback, reading the state of the last render', () => {
    const seen: number[] = [];
    const { rerender } = renderHook(({ n }) => useEscape(true, () => seen.push(n)), { initialProps: { n: 1 } });
    rerender({ n: 2 });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(seen).toEqual([2]);
  });
});
