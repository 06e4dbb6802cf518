import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { SetUserPasswordDocument, type AdminUserFieldsFragment } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { confirmDiscard } from '../../ui/unsavedChanges';

/** Set or reset a user's password (spec part 2 §2; messages §8). */
export function SetPasswordModal({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUserFieldsFragment;
  onClose: () => void;
  /** Called on success with the fresh token the server sends when the password was one's own. */
  onChanged: (token: string | null) => void;
}) {
  const formId = useId();
  // Anything typed makes the dialog ask before closing (nothing lost silently).
  const [edited, setEdited] = useState(false);
  const [setUserPassword, { loading }] = useMutation(SetUserPasswordDocument);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!password) {
      setError('Ingresá la nueva contraseña.');
      return;
    }
    setError(null);
    try {
      const { data } = await setUserPassword({ variables: { id: user.id, newPassword: password } });
      if (!data?.setUserPassword.ok) {
        setError('No se pudo actualizar el password');
        return;
      }
      onChanged(data.setUserPassword.token ?? null);
    } catch (err) {
      // A validation message from the server (e.g. too short) is more useful than the generic one.
      setError(failureText(err, 'No se pudo actualizar el password'));
    }
  }

  return (
    <Modal
      title={`Cambiar contraseña de ${user.name}`}
      onClose={onClose}
      dirty={edited}
      footer={
        <>
          <Button onClick={() => confirmDiscard(edited) && onClose()}>Cancelar</Button>
          <Button type="submit" form={formId} variant="primary" aria-busy={loading}>
            Guardar
          </Button>
        </>
      }
    >
      <ErrorText>{error}</ErrorText>
      <form id={formId} onSubmit={onSubmit} onChange={() => setEdited(true)} noValidate>
        <Field
          label="Nueva contraseña"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </form>
    </Modal>
  );
}
