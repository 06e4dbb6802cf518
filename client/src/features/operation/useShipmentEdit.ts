import { useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { isShipmentMode, type ShipmentMode } from '@crm/domain';
import { OperationShipmentDocument, OperationViewDocument, SaveMilestoneDocument, SaveShipmentDocument } from '../../gql/graphql';
import { errorField, errorMessage, failureText } from '../../lib/errors';
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { formErrorKey, formErrors, formOf, isDirty, milestoneChanges, shipmentInput, type ShipmentFormState } from './shipmentForm';

export const SHIPMENT_SAVED = 'Embarque guardado.';
export const SHIPMENT_SAVE_FAILED = 'No se pudo guardar el embarque.';
export const SHIPMENT_FIX_FIELDS = 'Corregí los campos marcados antes de guardar.';

/**
 * The 'Embarque' tab's form, held by the operation view (not the tab): switching to another tab and back
 * keeps what was typed, and leaving the operation with unsaved changes asks first (useUnsavedChanges, the
 * router's guard). The form shows one mode: the operation's own ('Tipo de envío'), or the one picked.
 */
export function useShipmentEdit(dealId: number) {
  const client = useApolloClient();
  const { data, error, loading } = useQuery(OperationShipmentDocument, { variables: { dealId }, fetchPolicy: 'cache-and-network' });
  const shipment = data?.shipment ?? null;
  const [saveShipment] = useMutation(SaveShipmentDocument);
  const [saveMilestone] = useMutation(SaveMilestoneDocument);
  const [picked, setPicked] = useState<ShipmentMode | null>(null);
  const own = shipment && isShipmentMode(shipment.mode) ? shipment.mode : null;
  const mode: ShipmentMode = picked ?? own ?? 'ocean';
  const base = useMemo(() => (shipment ? formOf(shipment, mode) : null), [shipment, mode]);
  // null: the form follows the server (nothing typed yet).
  const [draft, setDraft] = useState<ShipmentFormState | null>(null);
  const form = draft && draft.mode === mode ? draft : base;
  const dirty = !!(base && form && isDirty(base, form));
  const discard = useUnsavedChanges(dirty);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, runSave] = useSingleFlight();
  const errors = form ? { ...serverErrors, ...formErrors(form) } : {};

  function update(change: (f: ShipmentFormState) => ShipmentFormState) {
    if (!form) return;
    setDraft(change(form));
    setStatus(null);
    setServerErrors({});
  }

  function pickMode(next: ShipmentMode) {
    if (next === mode || !confirmDiscard(dirty)) return;
    discard();
    setDraft(null);
    setServerErrors({});
    setStatus(null);
    setPicked(next);
  }

  function reset() {
    if (!confirmDiscard(dirty)) return;
    discard();
    setDraft(null);
    setServerErrors({});
    setStatus(null);
  }

  async function saveNow() {
    if (!base || !form) return;
    if (Object.keys(formErrors(form)).length) {
      setStatus({ ok: false, text: SHIPMENT_FIX_FIELDS });
      return;
    }
    setStatus(null);
    setServerErrors({});
    try {
      const input = shipmentInput(dealId, base, form);
      if (input) await saveShipment({ variables: { input } });
      for (const m of milestoneChanges(base, form)) await saveMilestone({ variables: { input: { dealId, ...m } } });
      // The saved shipment is read again (the cache keys it by dealId); MBL, HBL and weight are operation fields too.
      await client.refetchQueries({ include: [OperationShipmentDocument, OperationViewDocument] });
      setDraft(null);
      setStatus({ ok: true, text: SHIPMENT_SAVED });
    } catch (err) {
      const key = formErrorKey(errorField(err), mode);
      const reason = errorMessage(err, '');
      if (key && reason) {
        setServerErrors({ [key]: reason });
        setStatus({ ok: false, text: SHIPMENT_FIX_FIELDS });
      } else setStatus({ ok: false, text: failureText(err, SHIPMENT_SAVE_FAILED) });
    }
  }

  return { shipment, loading, error, mode, ownMode: own, form, errors, dirty, status, saving, update, pickMode, reset, save: () => runSave(saveNow) };
}

export type ShipmentEdit = ReturnType<typeof useShipmentEdit>;
