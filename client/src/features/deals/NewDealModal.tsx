import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { checkNumberInput, NUMBER_RULES, SHARED_MESSAGES } from '@crm/domain';
import { CreateDealDocument, type CreateDealInput } from '../../gql/graphql';
import { formFailure } from '../../lib/errors';
import { notifySuccess } from '../../ui/toast';
import { Field, SelectField } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { usePipelineChoice } from './usePipelineChoice';

export const DEAL_INCOMPLETE = SHARED_MESSAGES.dealRequired;
export const DEAL_NO_ID = 'No se pudo crear el deal';
export const DEAL_CREATED = 'Trato creado.';
/** The failure a record's '+ Trato' shows (an organization's or a contact's detail). */
export const DEAL_CREATE_FAILED = 'No se pudo crear el trato.';

export interface NewDealModalProps {
  onClose: () => void;
  onCreated: (dealId: number) => void;
  /** '+ Trato' on an organization or contact screen links the deal to it. */
  orgId?: number | null;
  contactId?: number | null;
  businessUnitId?: number | null;
  /** Message when the server refuses (the organization/contact screens say 'No se pudo crear el trato.'). */
  failureMessage?: string;
  title?: string;
}

/**
 * The simple new-deal form (spec part 1 §5 "New deal"): title, pipeline, stage, value ≥ 0. Used by
 * Vista general and, with a preset, by '+ Trato' on organizations and contacts.
 */
export function NewDealModal({
  onClose,
  onCreated,
  orgId = null,
  contactId = null,
  businessUnitId = null,
  failureMessage = DEAL_NO_ID,
  title: dialogTitle = 'Nuevo trato',
}: NewDealModalProps) {
  const choice = usePipelineChoice();
  const [createDeal] = useMutation(CreateDealDocument);
  const [title, setTitle] = useState('');
  const [value, setValue] = useState('0');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'abc', '1e50' or a negative value is an error next to the field, never sent as 0 (nothing lost silently).
  const valueCheck = checkNumberInput(value, NUMBER_RULES.dealValue);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!title.trim() || choice.pipelineId === null || choice.stageId === null) {
      setError(DEAL_INCOMPLETE);
      return;
    }
    if (valueCheck.error) return;
    setError(null);
    setFieldErrors({});
    setSaving(true);
    const input: CreateDealInput = {
      title: title.trim(),
      pipelineId: choice.pipelineId,
      stageId: choice.stageId,
      value: valueCheck.value ?? 0,
      ...(orgId !== null ? { orgId } : {}),
      ...(contactId !== null ? { contact: { id: contactId } } : {}),
      ...(businessUnitId !== null ? { businessUnitId } : {}),
    };
    try {
      const { data } = await createDeal({ variables: { input } });
      const id = data?.createDeal?.id;
      if (!id) {
        setError(DEAL_NO_ID);
        return;
      }
      notifySuccess(DEAL_CREATED);
      onCreated(id);
    } catch (err) {
      const failure = formFailure(err, failureMessage, ['title', 'value']);
      setError(failure.form);
      setFieldErrors(failure.fields);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ModalForm
      title={dialogTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Crear"
      busy={saving}
      error={error}
    >
      <Field label="Título" name="title" required autoComplete="off" value={title} onChange={(e) => setTitle(e.target.value)} error={fieldErrors.title} />
      <SelectField
        label="Pipeline"
        name="pipeline"
        disabled={choice.loading}
        options={choice.pipelines.map((p) => ({ value: String(p.id), label: p.name }))}
        value={choice.pipelineId === null ? '' : String(choice.pipelineId)}
        onChange={(e) => choice.setPipelineId(Number(e.target.value))}
      />
      <SelectField
        label="Etapa"
        name="stage"
        disabled={choice.loading || choice.stages.length === 0}
        options={choice.stages.map((s) => ({ value: String(s.id), label: s.name }))}
        value={choice.stageId === null ? '' : String(choice.stageId)}
        onChange={(e) => choice.setStageId(Number(e.target.value))}
      />
      <Field
        label="Valor"
        name="value"
        inputMode="decimal"
        autoComplete="off"
        hint="Mayor o igual a 0."
        value={value}
        error={valueCheck.error ?? fieldErrors.value}
        onChange={(e) => setValue(e.target.value)}
      />
    </ModalForm>
  );
}
