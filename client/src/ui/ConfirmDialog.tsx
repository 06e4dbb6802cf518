import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmRequest {
  /** The question, as the spec words it ('Eliminar archivo?'); also the dialog's name. */
  title: string;
  /** What the answer acts on (a file name), under the question. */
  detail?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A confirmation asked inside the page. The browser's own `confirm()` is not used where a frame loads
 * beside it: Chromium closes an open `confirm()` (answering "no") when a PDF preview frame finishes
 * loading, so a delete the user confirmed would silently not happen.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const close = () => setRequest(null);
  const dialog = request ? (
    <Modal
      title={request.title}
      onClose={close}
      footer={
        <>
          <Button onClick={close} data-autofocus="">
            Cancelar
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              close();
              request.onConfirm();
            }}
          >
            {request.confirmLabel}
          </Button>
        </>
      }
    >
      {request.detail}
    </Modal>
  ) : null;
  return { ask: setRequest, dialog };
}
