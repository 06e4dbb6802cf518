import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, UNSAVED_CHANGES_PROMPT, useAnyUnsavedChanges } from '../ui/unsavedChanges';

/**
 * Asks 'Tenés cambios sin guardar. ¿Salir igual?' before a route change (links, back button) and lets
 * the browser ask before a reload or closing the tab, while any screen or dialog registered unsaved
 * changes (useUnsavedChanges). Needs the data router (App uses createBrowserRouter).
 */
export function UnsavedChangesGuard() {
  const dirty = useAnyUnsavedChanges();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_PROMPT)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    // Browsers show their own text for this; the event only has to be cancelled.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return null;
}
