import { SHARED_MESSAGES } from '@crm/domain';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateOrganizationDocument, type CreateOrganizationInput } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { FieldRow, PickOrTextField, TextAreaField } from '../../ui/FormFields';
import { activeDefault, toOptions } from '../../lib/options';
import { useOrgParamOptions } from '../records';

export const ORG_NAME_REQUIRED = SHARED_MESSAGES.organizationNameRequired;
export const ORG_CREATE_FAILED = 'No se pudo crear la organización.';
/** Spec part 1 §9. */
export const DEFAULT_RUBRO = 'Seguro';

const FIELDS = ['razonSocial', 'name', 'ruc', 'address', 'email', 'city', 'country', 'phone', 'rubro', 'tipoOrg', 'operacion', 'notes'] as const;
type FormState = Record<(typeof FIELDS)[number], string>;

const EMPTY: FormState = {
  razonSocial: '',
  name: '',
  ruc: '',
  address: '',
  email: '',
  city: '',
  country: '',
  phone: '',
  rubro: '',
  tipoOrg: '',
  operacion: '',
  notes: '',
};

/**
 * 'Nueva organización' (spec part 1 §5, §7): razón social required, email input of type email,
 * rubro 'Seguro' by default while it is an active value, tipo / rubro / operación from the active
 * org_* parameters (a deactivated value is neither offered nor preselected).
 */
export function NewOrganizationModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const params = useOrgParamOptions();
  const [typed, setForm] = useState<FormState>(EMPTY);
  // Until the user picks a rubro, the default follows the parameters as they load.
  const [rubroTouched, setRubroTouched] = useState(false);
  const form: FormState = rubroTouched ? typed : { ...typed, rubro: activeDefault(params.rubro, params.loaded, DEFAULT_RUBRO) };
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateOrganizationDocument, { refetchQueries: ['OrganizationsList', 'OrganizationsProfit'] });
  const set = (k: keyof FormState) => (v: string) => {
    if (k === 'rubro') setRubroTouched(true);
    setForm((f) => ({ ...f, [k]: v }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!form.razonSocial.trim()) {
      setError(ORG_NAME_REQUIRED);
      return;
    }
    setError(null);
    const input: CreateOrganizationInput = {};
    for (const k of FIELDS) {
      const v = form[k].trim();
      if (v) input[k] = v;
    }
    try {
      const { data } = await create({ variables: { input } });
      if (data) onCreated(data.createOrganization.id);
    } catch (err) {
      setError(failureText(err, ORG_CREATE_FAILED));
    }
  }

  const text = (k: keyof FormState, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field label={label} name={k} autoComplete="off" value={form[k]} onChange={(e) => set(k)(e.target.value)} {...extra} />
  );

  return (
    <ModalForm
      title="Nueva organización"
      size="wide"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Crear organización"
      busy={loading}
      error={error}
    >
      <FieldRow>
        {text('razonSocial', 'Razón social', { required: true, 'aria-required': true })}
        {text('name', 'Nombre comercial')}
      </FieldRow>
      <FieldRow>
        {text('ruc', 'RUC')}
        {text('email', 'Email', { type: 'email' })}
      </FieldRow>
      {text('address', 'Dirección')}
      <FieldRow>
        {text('city', 'Ciudad')}
        {text('country', 'País')}
      </FieldRow>
      <FieldRow>
        {text('phone', 'Teléfono', { type: 'tel' })}
        <PickOrTextField label="Rubro" name="rubro" options={toOptions(params.rubro)} value={form.rubro} onChange={set('rubro')} />
      </FieldRow>
      <FieldRow>
        <PickOrTextField label="Tipo de organización" name="tipoOrg" options={toOptions(params.tipo)} value={form.tipoOrg} onChange={set('tipoOrg')} />
        <PickOrTextField label="Operación" name="operacion" options={toOptions(params.operacion)} value={form.operacion} onChange={set('operacion')} />
      </FieldRow>
      <TextAreaField label="Notas" name="notes" value={form.notes} onChange={(e) => set('notes')(e.target.value)} />
    </ModalForm>
  );
}
