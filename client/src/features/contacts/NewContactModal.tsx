import { SHARED_MESSAGES } from '@crm/domain';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateContactDocument, CreateOrganizationDocument, type CreateContactInput } from '../../gql/graphql';
import { failureText, formFailure } from '../../lib/errors';
import { Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { FieldRow } from '../../ui/FormFields';
import { ORG_CREATE_FAILED } from '../organizations';
import { OwnershipFields, useLabelOptions, useOwnership } from '../records';
import { OrganizationAutocomplete, type OrgChoice } from './OrganizationAutocomplete';

export const CONTACT_NAME_OR_EMAIL = SHARED_MESSAGES.contactNameOrEmail;
export const CONTACT_CREATE_FAILED = 'No se pudo crear el contacto.';

/**
 * 'Nuevo contacto' (spec part 1 §5): name or email needed, otherwise nothing is sent; the
 * organization is searched (≤ 10 suggestions) or created from the typed name; label, owner and
 * visibility (company by default).
 */
export function NewContactModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number, deduped: boolean) => void }) {
  const labels = useLabelOptions('person');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [title, setTitle] = useState('');
  const [org, setOrg] = useState<OrgChoice>({ id: null, name: '' });
  const [label, setLabel] = useState('');
  // A non-admin's new contact is their own (server rule): the picker offers only what will be accepted.
  const ownership = useOwnership(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [createOrg] = useMutation(CreateOrganizationDocument);
  const [createContact] = useMutation(CreateContactDocument, { refetchQueries: ['ContactsList'] });


  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!name.trim() && !email.trim()) {
      setError(CONTACT_NAME_OR_EMAIL);
      return;
    }
    setError(null);
    setFieldErrors({});
    setSaving(true);
    try {
      let orgId = org.id;
      if (orgId === null && org.name.trim()) {
        try {
          const { data } = await createOrg({ variables: { input: { name: org.name.trim() } } });
          orgId = data?.createOrganization.id ?? null;
          // A retry after a failed contact must not create the organization twice.
          if (orgId !== null) setOrg({ id: orgId, name: org.name.trim() });
        } catch (err) {
          setError(failureText(err, ORG_CREATE_FAILED));
          return;
        }
      }
      const input: CreateContactInput = {
        name: name.trim() || null,
        email: email.trim() || null,
        phone: phone.trim() || null,
        title: title.trim() || null,
        label: label || null,
        orgId,
        ...ownership.input(),
      };
      try {
        const { data } = await createContact({ variables: { input } });
        if (data) onCreated(data.createContact.contact.id, data.createContact.deduped);
      } catch (err) {
        const failure = formFailure(err, CONTACT_CREATE_FAILED, ['name', 'email', 'phone', 'title']);
        setError(failure.form);
        setFieldErrors(failure.fields);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <ModalForm
      title="Nuevo contacto"
      size="wide"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Crear contacto"
      busy={saving}
      error={error}
    >
      <FieldRow>
        <Field label="Nombre" name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} error={fieldErrors.name} />
        <Field label="Email" name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
      </FieldRow>
      <FieldRow>
        <Field label="Teléfono" name="phone" type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} error={fieldErrors.phone} />
        <Field label="Cargo" name="title" autoComplete="off" value={title} onChange={(e) => setTitle(e.target.value)} error={fieldErrors.title} />
      </FieldRow>
      <OrganizationAutocomplete value={org} onChange={setOrg} />
      <OwnershipFields {...ownership} labelOptions={labels} label={label} onLabelChange={setLabel} />
    </ModalForm>
  );
}
