import { useId, useState, type FormEvent } from 'react';
import { ROLES, ROLE_LABELS, isRole } from '@crm/domain';
import type { Role } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { CheckboxField, Field, SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { confirmDiscard } from '../../ui/unsavedChanges';
import { useCreateUser } from './useCreateUser';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** '➕ Nuevo usuario' (spec part 2 §5: name and email required; role viewer and active by default). */
export function CreateUserModal({ onClose, onCreated }: { onClose: () => void; onCreated: (invitedEmail: string | null) => void }) {
  const formId = useId();
  // Anything typed makes the dialog ask before closing (nothing lost silently).
  const [edited, setEdited] = useState(false);
  const [create, saving] = useCreateUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [isActive, setIsActive] = useState(true);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const trimmedName = name.trim();
    const trimmedEmail = email.trim();
    if (!trimmedName || !trimmedEmail) {
      setError('Completá nombre y email.');
      return;
    }
    setError(null);
    try {
      await create({
        name: trimmedName,
        email: trimmedEmail,
        role,
        isActive,
        ...(password ? { password } : {}),
      });
      onCreated(password ? null : trimmedEmail);
    } catch (err) {
      setError(failureText(err, 'No se pudo crear el usuario'));
    }
  }

  return (
    <Modal
      title="Nuevo usuario"
      onClose={onClose}
      dirty={edited}
      footer={
        <>
          <Button onClick={() => confirmDiscard(edited) && onClose()}>Cancelar</Button>
          <Button type="submit" form={formId} variant="primary" aria-busy={saving}>
            Crear
          </Button>
        </>
      }
    >
      <ErrorText>{error}</ErrorText>
      <form id={formId} onSubmit={onSubmit} onChange={() => setEdited(true)} noValidate>
        <Field label="Nombre" name="name" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label="Rol"
          name="role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(e) => {
            if (isRole(e.target.value)) setRole(e.target.value);
          }}
        />
        <CheckboxField label="Activo" name="isActive" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        <Field
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={password ? 'Opcional.' : 'Opcional. Sin contraseña, le mandamos por correo una invitación para que elija la suya.'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </form>
    </Modal>
  );
}
