import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { OperationViewDocument, UnverifyDealDocumentDocument, VerifyDealDocumentDocument } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { SAVE_FAILED, type EditStatus } from './useOperationEdit';

/**
 * Ticking or unticking a document of the operation's checklist. The box shows the new state while the
 * write travels (`pending`); then the checklist is read again, since who ticked it and when come from the
 * server. A failure is told on the screen's status line (`onStatus`), and the box goes back.
 */
export function useDocumentVerify(dealId: number, onStatus: (status: EditStatus | null) => void) {
  const [verifyDoc] = useMutation(VerifyDealDocumentDocument);
  const [unverifyDoc] = useMutation(UnverifyDealDocumentDocument);
  const [pending, setPending] = useState<{ docType: string; verified: boolean } | null>(null);

  async function verify(docType: string, verified: boolean) {
    setPending({ docType, verified });
    onStatus(null);
    try {
      await (verified ? verifyDoc : unverifyDoc)({ variables: { dealId, docType }, refetchQueries: [OperationViewDocument], awaitRefetchQueries: true });
    } catch (err) {
      onStatus({ ok: false, text: failureText(err, SAVE_FAILED) });
    } finally {
      setPending(null);
    }
  }

  return { pending, verify };
}
