import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { TRANSPORT_MODES, SHARED_MESSAGES } from '@crm/domain';
import { UpdateOrganizationDocument, type OrganizationDetailFieldsFragment, type UpdateOrganizationInput } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { CheckboxField, Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { FieldRow, PickOrTextField, TextAreaField } from '../../ui/FormFields';
import { OwnershipFields, useLabelOptions, useOrgParamOptions, useOwnership, useTextFields } from '../records';
import { toOptions } from '../../lib/options';
import forms from '../../ui/forms.module.css';

export const SAVE_FAILED = 'No se pudo guardar los cambios.';

const TEXT_FIELDS = [
  'razonSocial',
  'name',
  'ruc',
  'address',
  'email',
  'city',
  'country',
  'phone',
  'rubro',
  'tipoOrg',
  'operacion',
  'industry',
  'website',
  'label',
  'notes',
] as const;
type TextKey = (typeof TEXT_FIELDS)[number];

export function splitModalities(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'Editar organización' (spec part 2 §7 PATCH /organizations/{id}). */
export function EditOrganizationModal({ org, onClose }: { org: OrganizationDetailFieldsFragment; onClose: () => void }) {
  const params = useOrgParamOptions();
  const labels = useLabelOptions('organization');
  const { text, set, values } = useTextFields(org, TEXT_FIELDS);
  // Owner and visibility change only by an admin, the owner, or anyone while there is no owner (server rule).
  const ownership = useOwnership(org);
  const [isAgent, setIsAgent] = useState(org.isAgent);
  const [modalities, setModalities] = useState<string[]>(() => splitModalities(org.modalitiesSupported));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateOrganizationDocument);

  const modalityChoices = [...TRANSPORT_MODES, ...modalities.filter((m) => !(TRANSPORT_MODES as readonly string[]).includes(m))];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const input: UpdateOrganizationInput = { ...values(), ...ownership.input() };
    if (!input.razonSocial && !input.name) {
      setError(SHARED_MESSAGES.organizationNameRequired);
      return;
    }
    input.isAgent = isAgent;
    input.modalitiesSupported = modalities.length ? modalities.join(',') : null;
    setError(null);
    try {
      await save({ variables: { id: org.id, input } });
      onClose();
    } catch (err) {
      setError(failureText(err, SAVE_FAILED));
    }
  }

  const field = (k: TextKey, label: string, type?: string) => (
    <Field label={label} name={k} type={type} autoComplete="off" value={text[k]} onChange={(e) => set(k)(e.target.value)} />
  );

  return (
    <ModalForm
      title="Editar organización"
      size="wide"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Guardar cambios"
      busy={loading}
      error={error}
    >
      <FieldRow>
        {field('razonSocial', 'Razón social')}
        {field('name', 'Nombre comercial')}
      </FieldRow>
      <FieldRow>
        {field('ruc', 'RUC')}
        {field('email', 'Email', 'email')}
      </FieldRow>
      {field('address', 'Dirección')}
      <FieldRow>
        {field('city', 'Ciudad')}
        {field('country', 'País')}
      </FieldRow>
      <FieldRow>
        {field('phone', 'Teléfono', 'tel')}
        {field('website', 'Sitio web', 'url')}
      </FieldRow>
      <FieldRow>
        <PickOrTextField label="Rubro" name="rubro" options={toOptions(params.rubro)} value={text.rubro} onChange={set('rubro')} />
        {field('industry', 'Industria')}
      </FieldRow>
      <FieldRow>
        <PickOrTextField label="Tipo de organización" name="tipoOrg" options={toOptions(params.tipo)} value={text.tipoOrg} onChange={set('tipoOrg')} />
        <PickOrTextField label="Operación" name="operacion" options={toOptions(params.operacion)} value={text.operacion} onChange={set('operacion')} />
      </FieldRow>
      <OwnershipFields {...ownership} labelOptions={labels} label={text.label} onLabelChange={set('label')} noOwnerLabel="Sin propietario" />
      <CheckboxField label="Es agente" name="isAgent" checked={isAgent} onChange={(e) => setIsAgent(e.target.checked)} />
      <fieldset className={forms.fieldset}>
        <legend>Modalidades</legend>
        <div className={forms.checks}>
          {modalityChoices.map((m) => (
            <label key={m}>
              <input
                type="checkbox"
                checked={modalities.includes(m)}
                onChange={(e) => setModalities((list) => (e.target.checked ? [...list, m] : list.filter((x) => x !== m)))}
              />
              {m}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label="Notas" name="notes" value={text.notes} onChange={(e) => set('notes')(e.target.value)} />
    </ModalForm>
  );
}
