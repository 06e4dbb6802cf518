import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { PASSWORD_MIN_CHARS, passwordFitsBcrypt } from '@crm/domain';
import { LoginDocument, PasswordLinkDocument, SetPasswordWithTokenDocument } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { errorMessage } from '../../lib/errors';
import { usePageTitle, PRODUCT_NAME } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import styles from './LoginPage.module.css';

/**
 * /contrasena?token=…: the link of an invitation or of '¿Olvidaste tu contraseña?'. Shows whose account it
 * is, asks for the new password twice, sets it (the link works once) and signs the user in with it.
 */
export function SetPasswordPage() {
  usePageTitle('Elegir contraseña');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signIn, status } = useSession();
  const { data, loading, error: linkError } = useQuery(PasswordLinkDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [setPassword, { loading: saving }] = useMutation(SetPasswordWithTokenDocument);
  const [login] = useMutation(LoginDocument);
  const [password, setPasswordValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done && status === 'authenticated') return <Navigate to="/" replace />;

  const link = data?.passwordLink ?? null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !link) return;
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN_CHARS) next.password = `La contraseña debe tener al menos ${PASSWORD_MIN_CHARS} caracteres.`;
    else if (!passwordFitsBcrypt(password)) next.password = 'La contraseña es demasiado larga.';
    if (repeat !== password) next.repeat = 'Las contraseñas no coinciden.';
    setErrors(next);
    if (next.password || next.repeat) return;
    setError(null);
    try {
      const res = await setPassword({ variables: { input: { token, password } } });
      const email = res.data?.setPasswordWithToken ?? link.email;
      const signed = await login({ variables: { input: { email, password } } });
      const payload = signed.data?.login;
      setDone(true);
      if (payload?.token && payload.user) signIn(payload.token, payload.user);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo guardar la contraseña.'));
    }
  }

  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        <h1 className={styles.title}>{link?.kind === 'invite' ? 'Elegí tu contraseña para empezar' : 'Elegí una contraseña nueva'}</h1>
        {loading && <Spinner label="Revisando el enlace…" />}
        {!token || (linkError && !link) ? (
          <>
            <ErrorText>{token ? errorMessage(linkError, 'El enlace no es válido o ya venció.') : 'Falta el enlace: abrilo desde el correo que te mandamos.'}</ErrorText>
            <Link to="/login" className={styles.link}>
              Ir a iniciar sesión
            </Link>
          </>
        ) : null}
        {link && (
          <>
            <ErrorText>{error}</ErrorText>
            <form onSubmit={onSubmit} noValidate aria-label="Elegir contraseña">
              <p className={styles.hint}>
                Usuario: <strong>{link.email}</strong>
              </p>
              <Field
                label="Contraseña nueva"
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                value={password}
                error={errors.password}
                hint={`Al menos ${PASSWORD_MIN_CHARS} caracteres.`}
                onChange={(e) => setPasswordValue(e.target.value)}
              />
              <Field
                label="Repetí la contraseña"
                type="password"
                name="repeat-password"
                autoComplete="new-password"
                required
                value={repeat}
                error={errors.repeat}
                onChange={(e) => setRepeat(e.target.value)}
              />
              <Button type="submit" variant="primary" className={styles.submit} disabled={saving} aria-busy={saving}>
                Guardar e ingresar
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
