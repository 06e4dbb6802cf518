import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { checkNumberInput, formatMoney, NUMBER_RULES, SHARED_MESSAGES } from '@crm/domain';
import { OperationViewDocument, type OperationParamsQuery, SaveOperationDocument, type SaveOperationInput } from '../../gql/graphql';
import { errorCode, failureText } from '../../lib/errors';
import { confirmDiscard, useUnsavedChanges } from '../../ui/unsavedChanges';
import { useEscape } from '../../ui/useEscape';
import { useSingleFlight } from '../../ui/useSingleFlight';
import {
  changedKeys,
  computedChanges,
  DESCRIPTION_KEY,
  type EditConflict,
  fieldDef,
  fieldValues,
  numericFieldErrors,
  rebaseEdits,
  VALUE_KEY,
  volumetricSettingsOf,
  type FieldValues,
  type OperationDeal,
} from './operationForm';

export const SAVED = 'Cambios guardados.';
export const SAVE_FAILED = 'No se pudo guardar.';
export const FIX_FIELDS = 'Corregí los campos marcados antes de guardar.';
/** The server's CONFLICT message of a stale save (DEAL_MESSAGES.conflict). */
export const SAVE_CONFLICT = SHARED_MESSAGES.operationConflict;

/** What the form was loaded with when editing started: what a save compares against, and the version it carries. */
interface EditBase {
  values: FieldValues;
  description: string;
  value: number;
  version: number;
}

const baseOf = (deal: Pick<OperationDeal, 'customFields' | 'description' | 'value' | 'version'>): EditBase => ({
  values: fieldValues(deal),
  description: deal.description ?? '',
  value: deal.value,
  version: deal.version,
});

/** The line under the operation's header: a save's outcome (or a document tick's failure). */
export interface EditStatus {
  ok: boolean;
  text: string;
}

/**
 * The operation's edit mode: 'Modificar' starts it from what is shown, 'Guardar cambios' writes every
 * change in one saveOperation based on the version the form started from, and 'Cancelar' or Escape leave
 * it (asking first when something was changed). Outside edit mode the form follows the server.
 */
export function useOperationEdit(deal: OperationDeal, params: OperationParamsQuery['params'] | undefined) {
  const client = useApolloClient();
  const [saveOperation] = useMutation(SaveOperationDocument);
  const loaded = useMemo(() => fieldValues(deal), [deal]);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<FieldValues>(loaded);
  const [base, setBase] = useState<EditBase>(() => baseOf(deal));
  // Fields both this user and someone else changed, after a refused save (null: no conflict shown).
  const [conflict, setConflict] = useState<EditConflict[] | null>(null);
  const [description, setDescription] = useState(deal.description ?? '');
  const [valueText, setValueText] = useState(formatMoney(deal.value));
  const [saving, runSave] = useSingleFlight();
  const [status, setStatus] = useState<EditStatus | null>(null);

  // Outside edit mode the form follows the server (after a save or a refetch).
  useEffect(() => {
    if (!editing) {
      setValues(loaded);
      setDescription(deal.description ?? '');
      setValueText(formatMoney(deal.value));
    }
  }, [editing, loaded, deal.description, deal.value]);

  // Typed numbers are checked as they change: an error blocks saving, never a silent 0.
  const valueCheck = checkNumberInput(valueText, { ...NUMBER_RULES.dealValue, required: true });
  const fieldErrors = editing ? numericFieldErrors(base.values, values) : {};
  const invalid = editing && (valueCheck.error !== null || Object.keys(fieldErrors).length > 0);
  const dirty =
    editing &&
    (changedKeys(base.values, values).length > 0 ||
      description.trim() !== base.description.trim() ||
      valueCheck.value === null ||
      Math.abs(valueCheck.value - base.value) >= 0.005);
  useUnsavedChanges(dirty);

  // Escape leaves the edit mode, asking first when something was changed.
  useEscape(editing, () => {
    if (!saving && confirmDiscard(dirty)) cancelEdit();
  });

  function startEdit() {
    setStatus(null);
    setConflict(null);
    // The form starts from what is shown now, and a save carries this version (optimistic concurrency).
    setBase(baseOf(deal));
    setValues(loaded);
    setDescription(deal.description ?? '');
    setValueText(formatMoney(deal.value));
    setEditing(true);
  }

  function cancelEdit() {
    setEditing(false);
    setValues(loaded);
    setDescription(deal.description ?? '');
    setValueText(formatMoney(deal.value));
    setStatus(null);
    setConflict(null);
  }

  /**
   * One saveOperation: the description, the value and the changed custom fields in one transaction, based on
   * the version the form started from. Someone else saved meanwhile → CONFLICT, nothing written (onConflict).
   */
  async function saveChanges() {
    if (invalid) {
      setStatus({ ok: false, text: FIX_FIELDS });
      return;
    }
    setStatus(null);
    try {
      const next = { ...values, ...computedChanges(base.values, values, volumetricSettingsOf(params)) };
      const keys = changedKeys(base.values, next);
      const input: SaveOperationInput = {};
      if (description.trim() !== base.description.trim()) input.description = description.trim() || null;
      const value = valueCheck.value ?? base.value;
      if (Math.abs(value - base.value) >= 0.005) input.value = value;
      if (keys.length) {
        input.fields = keys.map((key) => {
          const def = fieldDef(key);
          const text = (next[key] ?? '').trim();
          return { key, label: def?.label ?? key, type: def?.type ?? 'text', value: text === '' ? null : text };
        });
      }
      if (Object.keys(input).length) {
        await saveOperation({ variables: { id: deal.id, version: base.version, input } });
        // The checklist follows the mode and type fields: read the operation again.
        if (keys.length) await client.refetchQueries({ include: [OperationViewDocument] });
      }
      setEditing(false);
      setConflict(null);
      setStatus({ ok: true, text: SAVED });
    } catch (err) {
      if (errorCode(err) === 'CONFLICT') await onConflict();
      else setStatus({ ok: false, text: failureText(err, SAVE_FAILED) });
    }
  }

  /**
   * A refused save: read what the other person saved, keep every value this user changed, take theirs
   * for the rest (rebaseEdits) and show the fields both changed with both values. The form stays in edit
   * mode, now based on the new version: saving again is the user's choice, made with both values in view.
   */
  async function onConflict() {
    setStatus({ ok: false, text: SAVE_CONFLICT });
    try {
      const { data } = await client.query({ query: OperationViewDocument, variables: { id: deal.id }, fetchPolicy: 'network-only' });
      const fresh = data?.deal;
      if (!fresh) return;
      const own = (v: FieldValues, desc: string, valueText: string): FieldValues => ({ ...v, [DESCRIPTION_KEY]: desc, [VALUE_KEY]: valueText });
      const typedValue = valueCheck.value === null ? valueText : formatMoney(valueCheck.value);
      const { values: merged, conflicts } = rebaseEdits(
        own(base.values, base.description, formatMoney(base.value)),
        own(values, description, typedValue),
        own(fieldValues(fresh), fresh.description ?? '', formatMoney(fresh.value)),
      );
      const { [DESCRIPTION_KEY]: mergedDescription, [VALUE_KEY]: mergedValue, ...mergedFields } = merged;
      setBase(baseOf(fresh));
      setValues(mergedFields);
      setDescription(mergedDescription ?? '');
      setValueText(mergedValue ?? '');
      setConflict(conflicts);
    } catch {
      // The message stays; the user's edits are untouched.
    }
  }

  return {
    /** The operation's fields as the server has them. */
    loaded,
    editing,
    values,
    setField: (key: string, value: string) => setValues((prev) => ({ ...prev, [key]: value })),
    description,
    setDescription,
    valueText,
    setValueText,
    valueError: editing ? valueCheck.error : null,
    fieldErrors,
    dirty,
    conflict,
    status,
    setStatus,
    saving,
    startEdit,
    cancelEdit,
    save: () => runSave(saveChanges),
  };
}
