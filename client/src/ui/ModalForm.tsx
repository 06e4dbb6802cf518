import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { ErrorText } from './ErrorText';
import { Modal, type ModalProps } from './Modal';

export interface ModalFormProps extends Pick<ModalProps, 'title' | 'onClose' | 'size'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Text of the primary (submit) button in the footer, next to 'Cancelar'. */
  submitLabel: string;
  /** While saving: the submit button is disabled and aria-busy. */
  busy: boolean;
  error: string | null;
  children: ReactNode;
}

/** A modal whose body is one form: the error above it, Cancelar and the submit button in the footer. */
export function ModalForm({ title, onClose, size, onSubmit, submitLabel, busy, error, children }: ModalFormProps) {
  const formId = useId();
  return (
    <Modal
      title={title}
      size={size}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ErrorText>{error}</ErrorText>
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
