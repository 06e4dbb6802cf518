import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateContactDocument, type ContactDetailFieldsFragment, type UpdateContactInput } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { SAVE_FAILED } from '../organizations';
import { FieldRow, TextAreaField } from '../../ui/FormFields';
import { OwnershipFields, useLabelOptions, useOwnership, useTextFields } from '../records';
import { CONTACT_NAME_OR_EMAIL } from './NewContactModal';

const TEXT_FIELDS = ['name', 'email', 'phone', 'title', 'label', 'notes'] as const;

/** 'Editar contacto' (spec part 2 §5, §7): empty strings → null, owner a positive number or null. */
export function EditContactModal({ contact, onClose }: { contact: ContactDetailFieldsFragment; onClose: () => void }) {
  const labels = useLabelOptions('person');
  const { text, set, values } = useTextFields(contact, TEXT_FIELDS);
  const ownership = useOwnership(contact);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateContactDocument);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const input: UpdateContactInput = { ...values(), ...ownership.input() };
    if (!input.name && !input.email) {
      setError(CONTACT_NAME_OR_EMAIL);
      return;
    }
    setError(null);
    try {
      await save({ variables: { id: contact.id, input } });
      onClose();
    } catch (err) {
      setError(failureText(err, SAVE_FAILED));
    }
  }

  return (
    <ModalForm
      title="Editar contacto"
      size="wide"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Guardar cambios"
      busy={loading}
      error={error}
    >
      <FieldRow>
        <Field label="Nombre" name="name" autoComplete="off" value={text.name} onChange={(e) => set('name')(e.target.value)} />
        <Field label="Email" name="email" type="email" autoComplete="off" value={text.email} onChange={(e) => set('email')(e.target.value)} />
      </FieldRow>
      <FieldRow>
        <Field label="Teléfono" name="phone" type="tel" autoComplete="off" value={text.phone} onChange={(e) => set('phone')(e.target.value)} />
        <Field label="Cargo" name="title" autoComplete="off" value={text.title} onChange={(e) => set('title')(e.target.value)} />
      </FieldRow>
      <OwnershipFields {...ownership} labelOptions={labels} label={text.label} onLabelChange={set('label')} noOwnerLabel="Sin propietario" />
      <TextAreaField label="Notas" name="notes" value={text.notes} onChange={(e) => set('notes')(e.target.value)} />
    </ModalForm>
  );
}
