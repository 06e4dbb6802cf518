import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { confirmDiscard, useUnsavedChanges } from './unsavedChanges';
import styles from './Modal.module.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** Open dialogs, innermost last: only the topmost one reacts to keys and focus. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  /** Visible title; also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the body (put the form's submit button here with form="…"). */
  footer?: ReactNode;
  size?: 'normal' | 'wide';
  /**
   * The dialog holds typed work: Escape, × and Cancelar ask 'Tenés cambios sin guardar. ¿Salir igual?'
   * first, and leaving the page asks too (nothing lost silently).
   */
  dirty?: boolean;
}

/**
 * Accessible modal dialog: role="dialog" + aria-modal, named by its title; focus moves into it
 * (first field, else first control), Tab/Shift+Tab stay inside, Escape closes, and focus returns
 * to the element that opened it. Rendered in a portal so page layout cannot clip it. A `dirty`
 * dialog asks before closing.
 */
export function Modal({ title, onClose, children, footer, size = 'normal', dirty = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(() => {});
  useLayoutEffect(() => {
    onCloseRef.current = () => {
      if (confirmDiscard(dirty)) onClose();
    };
  });
  useUnsavedChanges(dirty);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
    const bodyItems = body ? focusables(body) : [];
    const preferred =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyItems.find((el) => el.matches('input,select,textarea')) ??
      bodyItems[0] ??
      focusables(dialog)[0] ??
      dialog;
    preferred.focus();

    openDialogs.push(dialog);
    const isTopmost = () => openDialogs[openDialogs.length - 1] === dialog;

    // Focus that escapes (a click on the backdrop, a programmatic focus elsewhere) is pulled back.
    function onFocusIn(event: FocusEvent) {
      if (!dialog || !isTopmost()) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (focusables(dialog)[0] ?? dialog).focus();
      }
    }

    // Listened on the document: a control that becomes disabled (a submit button while saving)
    // drops focus to <body>, and Escape/Tab must still work then.
    function onKeyDown(event: KeyboardEvent) {
      if (!dialog || !isTopmost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      // Stop trapping before handing focus back to the opener.
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.lastIndexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, size === 'wide' && styles.wide].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Cerrar" onClick={() => onCloseRef.current()}>
            ×
          </button>
        </div>
        <div className={styles.body} data-modal-body="">
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
