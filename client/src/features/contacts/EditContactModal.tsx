import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { canAssignOwner, canChangeOwnership, type Visibility } from '@crm/domain';
import { UpdateContactDocument, type ContactDetailFieldsFragment, type UpdateContactInput } from '../../gql/graphql';
import { useSession } from '../../app/auth/SessionProvider';
import { failureText } from '../../lib/errors';
import { Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';
import { ownerIdOrNull, SAVE_FAILED } from '../organizations/EditOrganizationModal';
import { FieldRow, TextAreaField } from '../organizations/FormFields';
import { useLabelOptions, useOwnerOptions } from '../organizations/options';
import { OwnershipFields } from '../records/OwnershipFields';
import { CONTACT_NAME_OR_EMAIL } from './NewContactModal';

const TEXT_FIELDS = ['name', 'email', 'phone', 'title', 'label', 'notes'] as const;
type TextKey = (typeof TEXT_FIELDS)[number];

/** 'Editar contacto' (spec part 2 §5, §7): empty strings → null, owner a positive number or null. */
export function EditContactModal({ contact, onClose }: { contact: ContactDetailFieldsFragment; onClose: () => void }) {
  const { user } = useSession();
  const labels = useLabelOptions('person');
  const owners = useOwnerOptions();
  const [text, setText] = useState<Record<TextKey, string>>(() => {
    const init = {} as Record<TextKey, string>;
    for (const k of TEXT_FIELDS) init[k] = contact[k] ?? '';
    return init;
  });
  const [owner, setOwner] = useState(contact.ownerUserId ? String(contact.ownerUserId) : '');
  const [visibility, setVisibility] = useState<Visibility>(contact.visibility);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateContactDocument);
  const mayChangeOwnership = !!user && canChangeOwnership(user, contact);
  const set = (k: TextKey) => (v: string) => setText((t) => ({ ...t, [k]: v }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const input: UpdateContactInput = {};
    for (const k of TEXT_FIELDS) input[k] = text[k].trim() === '' ? null : text[k].trim();
    if (!input.name && !input.email) {
      setError(CONTACT_NAME_OR_EMAIL);
      return;
    }
    input.ownerUserId = ownerIdOrNull(owner);
    input.visibility = visibility;
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
      <OwnershipFields
        labelOptions={labels}
        label={text.label}
        onLabelChange={set('label')}
        ownerOptions={user ? owners.filter((o) => canAssignOwner(user, contact, Number(o.value))) : owners}
        owner={owner}
        onOwnerChange={setOwner}
        noOwnerLabel="Sin propietario"
        visibility={visibility}
        onVisibilityChange={setVisibility}
        locked={!mayChangeOwnership}
      />
      <TextAreaField label="Notas" name="notes" value={text.notes} onChange={(e) => set('notes')(e.target.value)} />
    </ModalForm>
  );
}
