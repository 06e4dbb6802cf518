import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { API_KEY_EXPIRY_DAYS, apiKeyRolesFor, ROLE_LABELS, isRole } from '@crm/domain';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type ApiKeyFieldsFragment, type Role } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { failureText } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorText } from '../../ui/ErrorText';
import { Field, SelectField } from '../../ui/Field';
import { Page, PageHeader } from '../../ui/Page';
import { SecretShownOnce } from '../../ui/SecretShownOnce';
import { Spinner } from '../../ui/Spinner';
import { notifySuccess } from '../../ui/toast';
import { useUnsavedChanges } from '../../ui/unsavedChanges';
import styles from './ApiKeysPage.module.css';

type ApiKey = ApiKeyFieldsFragment;

const roleLabel = (r: string) => (isRole(r) ? ROLE_LABELS[r] : r);

function statusOf(k: ApiKey, now: number): string {
  if (k.revokedAt) return `Revocada el ${formatDate(k.revokedAt)}`;
  if (k.expiresAt && new Date(k.expiresAt).getTime() <= now) return 'Vencida';
  return 'Activa';
}

/**
 * /admin/api (API keys): API keys for integration scripts. The secret comes back only in the
 * creation answer and lives only in this component's state until 'Listo': it is never stored.
 * `own` (/account/api-keys, 'Mis claves API'): any role that writes (not a viewer or finanzas) manages their own keys, with a
 * role no higher than theirs (the server lists only theirs to a non-admin; an admin sees their own here).
 */
export function ApiKeysPage({ own = false }: { own?: boolean }) {
  const title = own ? 'Mis claves API' : 'API';
  usePageTitle(title);
  const { user } = useSession();
  const roles = apiKeyRolesFor(user?.role);
  const { data, loading, error } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateApiKeyDocument, { refetchQueries: [ApiKeysDocument] });
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>(roles.includes('viewer') ? 'viewer' : (roles[0] ?? ''));
  const [expiry, setExpiry] = useState<string>('');
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [now] = useState(() => Date.now());
  // A name typed and not yet created asks before the screen is left (nothing lost silently).
  useUnsavedChanges(name.trim() !== '');

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!name.trim()) {
      setFormError('El nombre de la clave es obligatorio.');
      return;
    }
    try {
      const res = await create({
        variables: { input: { name: name.trim(), role: role as Role, expiresInDays: expiry ? Number(expiry) : null } },
      });
      if (res.data) setCreated({ name: res.data.createApiKey.key.name, secret: res.data.createApiKey.secret });
      setName('');
    } catch (err) {
      setFormError(failureText(err, 'No se pudo crear la clave'));
    }
  }

  async function onRevoke(k: ApiKey) {
    if (!window.confirm(`¿Revocar la clave "${k.name}"? Los scripts que la usan dejan de funcionar.`)) return;
    try {
      await revoke({ variables: { id: k.id } });
      notifySuccess(`Clave "${k.name}" revocada.`);
    } catch (err) {
      setFormError(failureText(err, 'No se pudo revocar la clave'));
    }
  }

  const columns: Column<ApiKey>[] = [
    { key: 'name', header: 'Nombre', render: (k) => k.name },
    { key: 'prefix', header: 'Prefijo', render: (k) => <code className={styles.code}>{k.prefix}…</code> },
    { key: 'role', header: 'Rol', render: (k) => roleLabel(k.role) },
    own
      ? { key: 'created', header: 'Creada', render: (k) => formatDate(k.createdAt) }
      : { key: 'creator', header: 'Creada por', render: (k) => `${k.createdByName} · ${formatDate(k.createdAt)}` },
    { key: 'used', header: 'Último uso', render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : <span className={styles.muted}>Nunca</span>) },
    { key: 'expires', header: 'Vence', render: (k) => (k.expiresAt ? formatDate(k.expiresAt) : <span className={styles.muted}>No vence</span>) },
    { key: 'status', header: 'Estado', render: (k) => statusOf(k, now) },
    {
      key: 'actions',
      header: 'Acciones',
      render: (k) =>
        k.revokedAt ? null : (
          <Button size="sm" variant="danger" aria-label={`Revocar ${k.name}`} onClick={() => void onRevoke(k)}>
            Revocar
          </Button>
        ),
    },
  ];

  let body;
  const keys = data ? (own ? data.apiKeys.filter((k) => k.createdById === user?.id) : data.apiKeys) : null;
  if (keys) body = <DataTable label="Claves de API" columns={columns} rows={keys} rowKey={(k) => k.id} empty={own ? 'Todavía no creaste claves de API' : 'Todavía no hay claves de API'} />;
  else if (loading) body = <Spinner />;
  else if (error) body = <ErrorText>No se pudo cargar la lista de claves</ErrorText>;

  return (
    <Page>
      <PageHeader
        title={title}
        subtitle={
          own
            ? "Tus claves para scripts de integración: se envían como 'Authorization: Bearer <clave>' a /graphql y /api, con el rol elegido (no mayor que el tuyo) y lo que vos ves. No sirven para entrar a la aplicación."
            : "Claves para scripts de integración: se envían como 'Authorization: Bearer <clave>' a /graphql y /api, con el rol elegido y lo que ve quien la crea. No sirven para entrar a la aplicación."
        }
      />
      {created && (
        <SecretShownOnce label="Clave creada" testId="api-key-secret" secret={created.secret} copied="Clave copiada." onDone={() => setCreated(null)}>
          <strong>Clave “{created.name}” creada.</strong> Copiala ahora: no se vuelve a mostrar.
        </SecretShownOnce>
      )}
      {roles.length > 0 && (
        <form className={styles.form} onSubmit={(e) => void onCreate(e)} aria-label="Nueva clave de API">
          <Field label="Nombre de la clave" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} placeholder="p. ej. Script de facturación" />
          <SelectField label="Rol" value={role} onChange={(e) => setRole(e.target.value)} options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
          <SelectField
            label="Vencimiento"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            options={[{ value: '', label: 'No vence' }, ...API_KEY_EXPIRY_DAYS.map((d) => ({ value: String(d), label: `${d} días` }))]}
          />
          <Button type="submit" variant="primary" className={styles.submit} disabled={creating}>
            Crear clave
          </Button>
        </form>
      )}
      <ErrorText>{formError}</ErrorText>
      {body}
    </Page>
  );
}
