import { SHARED_MESSAGES } from '@crm/domain';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateContactDocument } from '../../gql/graphql';
import { formFailure } from '../../lib/errors';
import { Field } from '../../ui/Field';
import { ModalForm } from '../../ui/ModalForm';

export const PERSON_NAME_OR_EMAIL = SHARED_MESSAGES.contactNameOrEmail;
export const PERSON_CREATE_FAILED = 'No se pudo crear la persona.';

/** 'Nueva persona' on an organization (spec part 2 §5): name or email required; linked to the organization. */
export function NewPersonModal({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [create, { loading }] = useMutation(CreateContactDocument, { refetchQueries: ['OrganizationDetail'], awaitRefetchQueries: true });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!name.trim() && !email.trim()) {
      setError(PERSON_NAME_OR_EMAIL);
      return;
    }
    setError(null);
    setFieldErrors({});
    try {
      const { data } = await create({
        variables: {
          input: { name: name.trim() || null, email: email.trim() || null, phone: phone.trim() || null, title: title.trim() || null, orgId },
        },
      });
      const made = data?.createContact;
      // An email that already has a contact answers that contact (deduped) without linking it here.
      if (made?.deduped && made.contact.orgId !== orgId) {
        setError(`Ya existe un contacto con ese email: ${made.contact.name || made.contact.email}.`);
        return;
      }
      onClose();
    } catch (err) {
      const failure = formFailure(err, PERSON_CREATE_FAILED, ['name', 'email', 'phone', 'title']);
        setError(failure.form);
        setFieldErrors(failure.fields);
    }
  }

  return (
    <ModalForm
      title="Nueva persona"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Crear persona"
      busy={loading}
      error={error}
    >
      <Field label="Nombre" name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} error={fieldErrors.name} />
      <Field label="Email" name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
      <Field label="Teléfono" name="phone" type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} error={fieldErrors.phone} />
      <Field label="Cargo" name="title" autoComplete="off" value={title} onChange={(e) => setTitle(e.target.value)} error={fieldErrors.title} />
    </ModalForm>
  );
}
