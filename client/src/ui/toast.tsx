import { lazy, Suspense, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { SpecText } from './SpecText';

/**
 * The toast area (feedback and undo): one aria-live region (sonner's, polite) for feedback after writes
 * whose effect is not otherwise visible, and for the short undo window of reversible writes.
 * sonner was chosen over hand-written toasts for its accessible live region, focus handling of the
 * action button, pause-on-hover and swipe, in one dependency-free package.
 *
 * sonner (its code and the style sheet it inserts when it loads) is fetched after the first screen, not
 * with the app's entry (first card on screen). A toast asked for before then waits for
 * it; sonner shows a toast created before its Toaster mounted as soon as it does.
 */
export const UNDO_LABEL = 'Deshacer';
/** How long 'Deshacer' stays offered. */
export const UNDO_MS = 8000;
const SUCCESS_MS = 4000;

const sonner = () => import('sonner');
// A failed load leaves the page without toasts rather than failing the screen around it.
const NoToaster: ComponentType<ToasterProps> = () => null;
const Toaster = lazy(() => sonner().then(({ Toaster }): { default: ComponentType<ToasterProps> } => ({ default: Toaster }), () => ({ default: NoToaster })));
const withToast = (show: (toast: Awaited<ReturnType<typeof sonner>>['toast']) => void, unshown?: () => void) => {
  sonner().then(({ toast }) => show(toast), () => unshown?.());
};

export function ToastArea() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        containerAriaLabel="Notificaciones"
        richColors
        closeButton
        duration={SUCCESS_MS}
        toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso' }}
      />
    </Suspense>
  );
}

/**
 * One full stop at the end: a name that ends in one ('Acme S.A.') before the message's own stop would
 * read 'Acme S.A..'. An ellipsis ('...') is left alone.
 */
export function toastText(message: string): string {
  return message.replace(/(?<!\.)\.\.$/u, '.');
}

/** The toast's text, with any spec symbol in it drawn as an icon (no empty box without an emoji font). */
const toastBody = (message: string) => <SpecText>{toastText(message)}</SpecText>;

export function notifySuccess(message: string): void {
  withToast((toast) => toast.success(toastBody(message)));
}

export function notifyError(message: string): void {
  withToast((toast) => toast.error(toastBody(message)));
}

/**
 * A success toast with 'Deshacer' for UNDO_MS. `onExpire` runs when the window closes without an
 * undo (deferred writes such as a file delete commit then).
 */
export function notifyUndoable(message: string, onUndo: () => void, onExpire?: () => void): void {
  let settled = false;
  const expire = () => {
    if (settled) return;
    settled = true;
    onExpire?.();
  };
  withToast((toast) =>
    toast.success(toastBody(message), {
      duration: UNDO_MS,
      action: {
        label: UNDO_LABEL,
        onClick: () => {
          if (settled) return;
          settled = true;
          onUndo();
        },
      },
      onAutoClose: expire,
      onDismiss: expire,
    }),
    // No toast, no undo: the deferred write goes ahead.
    expire,
  );
}
