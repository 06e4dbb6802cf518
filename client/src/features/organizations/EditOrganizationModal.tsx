import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { canAssignOwner, canChangeOwnership, TRANSPORT_MODES, type Visibility } from '@crm/domain';
import { UpdateOrganizationDocument, type OrganizationDetailFieldsFragment, type UpdateOrganizationInput } from '../../gql/graphql';
import { useSession } from '../../app/auth/SessionProvider';
import { failureText } from '../../lib/errors';
import { CheckboxField, Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { FieldRow, PickOrTextField, TextAreaField } from './FormFields';
import { OwnershipFields } from '../records/OwnershipFields';
import { toOptions, useLabelOptions, useOrgParamOptions, useOwnerOptions } from './options';
import forms from './forms.module.css';

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

/** Spec part 2 §5: empty strings are sent as null; the owner becomes a positive number or null. */
export function ownerIdOrNull(value: string): number | null {
  const n = Number(value);
  return value !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function splitModalities(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'Editar organización' (spec part 2 §7 PATCH /organizations/{id}). */
export function EditOrganizationModal({ org, onClose }: { org: OrganizationDetailFieldsFragment; onClose: () => void }) {
  const { user } = useSession();
  const params = useOrgParamOptions();
  const labels = useLabelOptions('organization');
  const owners = useOwnerOptions();
  const [text, setText] = useState<Record<TextKey, string>>(() => {
    const init = {} as Record<TextKey, string>;
    for (const k of TEXT_FIELDS) init[k] = org[k] ?? '';
    return init;
  });
  const [owner, setOwner] = useState(org.ownerUserId ? String(org.ownerUserId) : '');
  const [visibility, setVisibility] = useState<Visibility>(org.visibility);
  const [isAgent, setIsAgent] = useState(org.isAgent);
  const [modalities, setModalities] = useState<string[]>(() => splitModalities(org.modalitiesSupported));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateOrganizationDocument);

  // Owner and visibility change only by an admin, the owner, or anyone while there is no owner (server rule).
  const mayChangeOwnership = !!user && canChangeOwnership(user, org);
  const set = (k: TextKey) => (v: string) => setText((t) => ({ ...t, [k]: v }));
  const modalityChoices = [...TRANSPORT_MODES, ...modalities.filter((m) => !(TRANSPORT_MODES as readonly string[]).includes(m))];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const input: UpdateOrganizationInput = {};
    for (const k of TEXT_FIELDS) input[k] = text[k].trim() === '' ? null : text[k].trim();
    if (!input.razonSocial && !input.name) {
      setError('La Razón Social es obligatoria');
      return;
    }
    input.ownerUserId = ownerIdOrNull(owner);
    input.visibility = visibility;
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
      <OwnershipFields
        labelOptions={labels}
        label={text.label}
        onLabelChange={set('label')}
        ownerOptions={user ? owners.filter((o) => canAssignOwner(user, org, Number(o.value))) : owners}
        owner={owner}
        onOwnerChange={setOwner}
        noOwnerLabel="Sin propietario"
        visibility={visibility}
        onVisibilityChange={setVisibility}
        locked={!mayChangeOwnership}
      />
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
