import { toast, Toaster } from 'sonner';

/**
 * The toast area (issue 18 item 4): one aria-live region (sonner's, polite) for feedback after writes
 * whose effect is not otherwise visible, and for the short undo window of reversible writes.
 * sonner was chosen over hand-written toasts for its accessible live region, focus handling of the
 * action button, pause-on-hover and swipe, in one dependency-free package.
 */
export const UNDO_LABEL = 'Deshacer';
/** How long 'Deshacer' stays offered. */
export const UNDO_MS = 8000;
const SUCCESS_MS = 4000;

export function ToastArea() {
  return (
    <Toaster
      position="bottom-right"
      containerAriaLabel="Notificaciones"
      richColors
      closeButton
      duration={SUCCESS_MS}
      toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso' }}
    />
  );
}

export function notifySuccess(message: string): void {
  toast.success(message);
}

export function notifyError(message: string): void {
  toast.error(message);
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
  toast.success(message, {
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
  });
}
