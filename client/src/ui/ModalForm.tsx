import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { ErrorText } from './ErrorText';
import { Modal, type ModalProps } from './Modal';
import { confirmDiscard } from './unsavedChanges';

export interface ModalFormProps extends Pick<ModalProps, 'title' | 'onClose' | 'size'> {
  /** A returned promise keeps further submits out until it settles (no duplicate on a double-click). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** Text of the primary (submit) button in the footer, next to 'Cancelar'. */
  submitLabel: string;
  /** While saving: the submit button is disabled and aria-busy. */
  busy: boolean;
  error: string | null;
  children: ReactNode;
  /** Overrides the automatic "something was typed" tracking (e.g. a form prefilled by the screen). */
  dirty?: boolean;
}

/**
 * A modal whose body is one form: the error above it, Cancelar and the submit button in the footer.
 * Anything typed makes it dirty: closing then asks first (nothing lost silently). While a submit runs,
 * another submit is ignored and leaving does not ask (the work is being saved).
 */
export function ModalForm({ title, onClose, size, onSubmit, submitLabel, busy, error, children, dirty }: ModalFormProps) {
  const formId = useId();
  const [edited, setEdited] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  const holdsWork = (dirty ?? edited) && !submitting;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (pending.current) {
      event.preventDefault();
      return;
    }
    const result = onSubmit(event);
    if (result instanceof Promise) {
      pending.current = true;
      setSubmitting(true);
      void result.finally(() => {
        pending.current = false;
        setSubmitting(false);
      });
    }
  }

  return (
    <Modal
      title={title}
      size={size}
      onClose={onClose}
      dirty={holdsWork}
      footer={
        <>
          <Button onClick={() => confirmDiscard(holdsWork) && onClose()}>Cancelar</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy || submitting} aria-busy={busy || submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ErrorText>{error}</ErrorText>
      <form id={formId} onSubmit={submit} onChange={() => setEdited(true)} noValidate>
        {children}
      </form>
    </Modal>
  );
}
