import { useEffect, useId, useSyncExternalStore } from 'react';

/** Nothing lost silently: the one question before unsaved work is left behind. */
export const UNSAVED_CHANGES_PROMPT = 'Tenés cambios sin guardar. ¿Salir igual?';

/**
 * Which screens and dialogs hold unsaved work right now. A module-level registry (not a context) so
 * one guard at the router's root (UnsavedChangesGuard) answers for all of them: react-router allows
 * a single navigation blocker, while the operation view, its cost-sheet tab and a dialog may all be
 * dirty at once.
 */
const dirtySources = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

/**
 * Marks the calling component as holding unsaved changes while `dirty` is true. The returned `discard`
 * drops its mark at once, for a navigation the user has just confirmed (confirmDiscard) that would
 * otherwise be asked about again before the component re-renders clean.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtySources.add(id);
    emit();
    return () => {
      dirtySources.delete(id);
      emit();
    };
  }, [dirty, id]);
  return () => {
    if (dirtySources.delete(id)) emit();
  };
}

/** Whether any screen holds unsaved changes (re-renders when that changes). */
export function useAnyUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedChanges, hasUnsavedChanges);
}

/** Asks before discarding: true when there is nothing to lose or the user accepts. */
export function confirmDiscard(dirty: boolean): boolean {
  return !dirty || window.confirm(UNSAVED_CHANGES_PROMPT);
}
