import { useState } from 'react';
import { failureText } from '../../lib/errors';
import { useUnsavedChanges } from '../../ui/unsavedChanges';

/**
 * One editable row of an admin list (labels, exchange rates): its busy flag and a runner that clears the
 * section's error, runs the write and shows `failure` (or the server's Spanish message) when it fails.
 * A delete that succeeds leaves the row busy: it is about to disappear from the list. While the row
 * holds edits not saved (`changed`), leaving the screen asks first.
 */
export function useRowAction(onError: (message: string | null) => void, changed: boolean) {
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(changed);
  async function run(write: () => Promise<unknown>, failure: string, { busyAfter = false } = {}): Promise<void> {
    setBusy(true);
    onError(null);
    try {
      await write();
      if (!busyAfter) setBusy(false);
    } catch (e) {
      onError(failureText(e, failure));
      setBusy(false);
    }
  }
  return { busy, run };
}
