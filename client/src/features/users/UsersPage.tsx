import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ROLES, ROLE_LABELS, isRole } from '@crm/domain';
import { MailStatusDocument, UsersAdminDocument, type AdminUserFieldsFragment, type Role } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { failureText } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Page, PageHeader } from '../../ui/Page';
import { SpecText } from '../../ui/SpecText';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { CreateUserModal } from './CreateUserModal';
import { SetPasswordModal } from './SetPasswordModal';
import { useUpdateUser } from './useUpdateUser';
import styles from './UsersPage.module.css';

type AdminUser = AdminUserFieldsFragment;

/** User administration, /admin/users (spec part 2 §2 "User administration", §8 users messages). */
export function UsersPage() {
  usePageTitle('Usuarios');
  const { user: me, replaceToken } = useSession();
  const { data, loading, error } = useQuery(UsersAdminDocument, { fetchPolicy: 'cache-and-network' });
  const updateUser = useUpdateUser();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<AdminUser | null>(null);
  const mailStatus = useQuery(MailStatusDocument, { skip: !creating });

  function resetMessages() {
    setActionError(null);
    setNotice(null);
  }

  async function changeRole(user: AdminUser, role: Role) {
    resetMessages();
    try {
      await updateUser(user, { role });
      notifySuccess(`Rol de ${user.name}: ${isRole(role) ? ROLE_LABELS[role] : role}.`);
    } catch (err) {
      // The server says why (e.g. an admin demoting themself), after the screen's text (show the server's reason).
      setActionError(failureText(err, 'No se pudo cambiar el rol'));
    }
  }

  async function changeActive(user: AdminUser, isActive: boolean) {
    resetMessages();
    try {
      await updateUser(user, { isActive });
      notifySuccess(`${user.name}: ${isActive ? 'activo' : 'inactivo'}.`);
    } catch (err) {
      setActionError(failureText(err, 'No se pudo cambiar el estado'));
    }
  }

  function onPasswordChanged(user: AdminUser, token: string | null) {
    // Changing one's own password revokes the older tokens; the answer carries the new one.
    if (token && me && user.id === me.id) replaceToken(token);
    setPasswordFor(null);
    setNotice('Password actualizado');
  }

  const columns: Column<AdminUser>[] = [
    { key: 'id', header: 'ID', render: (u) => <span className={styles.id}>{u.id}</span> },
    {
      key: 'name',
      header: 'Nombre',
      render: (u) => (
        <>
          {u.name}
          {me?.id === u.id && <span className={styles.you}>vos</span>}
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (u) => u.email ?? <span className={styles.muted}>—</span> },
    {
      key: 'role',
      header: 'Rol',
      render: (u) => (
        <select
          className={styles.roleSelect}
          aria-label={`Rol de ${u.name}`}
          value={u.role ?? ''}
          onChange={(e) => {
            const role = e.target.value;
            if (isRole(role) && role !== u.role) void changeRole(u, role);
          }}
        >
          {!u.role && (
            <option value="" disabled>
              —
            </option>
          )}
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'active',
      header: 'Activo',
      align: 'center',
      render: (u) => (
        <input
          type="checkbox"
          className={styles.active}
          aria-label={`Activo ${u.name}`}
          checked={!!u.isActive}
          onChange={(e) => void changeActive(u, e.target.checked)}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (u) => (
        <Button
          size="sm"
          aria-label={`Cambiar contraseña de ${u.name}`}
          onClick={() => {
            resetMessages();
            setPasswordFor(u);
          }}
        >
          Cambiar contraseña
        </Button>
      ),
    },
  ];

  let body;
  if (data) {
    body = <DataTable label="Usuarios" columns={columns} rows={data.users} rowKey={(u) => u.id} empty="Sin usuarios" />;
  } else if (loading) {
    body = <Spinner />;
  } else if (error) {
    body = <ErrorText>No se pudo cargar la lista de usuarios</ErrorText>;
  }

  return (
    <Page>
      <PageHeader title="Usuarios" subtitle="Altas, roles, estado y contraseñas de quienes usan el sistema.">
        <Button
          variant="primary"
          onClick={() => {
            resetMessages();
            setCreating(true);
          }}
        >
          <SpecText>➕ Nuevo usuario</SpecText>
        </Button>
      </PageHeader>
      <div className={styles.messages}>
        <ErrorText>{actionError}</ErrorText>
        <StatusText>{notice}</StatusText>
      </div>
      {body}
      {creating && (
        <CreateUserModal
          onClose={() => setCreating(false)}
          onCreated={(invited) => {
            setCreating(false);
            if (!invited) return;
            // Without SMTP the invitation waits in the outbox: say so, and how to let the user in meanwhile.
            if (mailStatus.data?.mailStatus.smtpConfigured === false) {
              notifySuccess(`Usuario creado. No hay un servidor de correo configurado: la invitación a ${invited} sale cuando se configure. Mientras, podés ponerle una contraseña.`);
            } else notifySuccess(`Usuario creado. Le enviamos a ${invited} una invitación para que elija su contraseña.`);
          }}
        />
      )}
      {passwordFor && (
        <SetPasswordModal
          user={passwordFor}
          onClose={() => setPasswordFor(null)}
          onChanged={(token) => onPasswordChanged(passwordFor, token)}
        />
      )}
    </Page>
  );
}
