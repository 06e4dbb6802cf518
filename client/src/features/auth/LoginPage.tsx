import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { ForgotPasswordDocument, LoginDocument } from '../../gql/graphql';
import { useSession } from '../../session/SessionProvider';
import { errorMessage } from '../../lib/errors';
import { usePageTitle, PRODUCT_NAME } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { ErrorText, StatusText } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import styles from './LoginPage.module.css';

/**
 * /login (spec part 1 §2): email + password, error above the form. On success the session is
 * stored; the /login route then sends the user to `next` or '/'.
 */
export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const { signIn } = useSession();
  const [login, { loading }] = useMutation(LoginDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [forgetting, setForgetting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setError('Completá email y contraseña.');
      return;
    }
    setError(null);
    try {
      const { data } = await login({ variables: { input: { email: trimmedEmail, password } } });
      const payload = data?.login;
      if (!payload?.token || !payload.user) {
        setError('Respuesta de login inválida');
        return;
      }
      signIn(payload.token, payload.user);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo iniciar sesión'));
    }
  }

  if (forgetting) return <ForgotPassword initialEmail={email} onBack={() => setForgetting(false)} />;

  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        <h1 className={styles.title}>Iniciar sesión</h1>
        <ErrorText>{error}</ErrorText>
        <form onSubmit={onSubmit} noValidate aria-label="Iniciar sesión">
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label="Contraseña"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="primary" className={styles.submit} aria-busy={loading}>
            Ingresar
          </Button>
        </form>
        <button type="button" className={styles.link} onClick={() => setForgetting(true)}>
          ¿Olvidaste tu contraseña?
        </button>
      </div>
    </main>
  );
}

/**
 * '¿Olvidaste tu contraseña?': asks for the email and shows the server's answer, which is the same
 * whether or not the address is a user's (the link arrives by e-mail).
 */
function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  usePageTitle('Olvidé mi contraseña');
  const [forgot, { loading }] = useMutation(ForgotPasswordDocument);
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setFieldError('Ingresá tu email.');
      return;
    }
    setFieldError(null);
    setError(null);
    try {
      const { data } = await forgot({ variables: { input: { email: trimmed } } });
      setAnswer(data?.forgotPassword ?? null);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo pedir el enlace.'));
    }
  }

  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        <h1 className={styles.title}>¿Olvidaste tu contraseña?</h1>
        <ErrorText>{error}</ErrorText>
        <StatusText>{answer}</StatusText>
        {!answer && (
          <form onSubmit={onSubmit} noValidate aria-label="Pedir un enlace para elegir contraseña">
            <p className={styles.hint}>Te mandamos por correo un enlace para elegir una contraseña nueva.</p>
            <Field label="Email" type="email" name="email" autoComplete="username" required value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" variant="primary" className={styles.submit} aria-busy={loading}>
              Enviar enlace
            </Button>
          </form>
        )}
        <button type="button" className={styles.link} onClick={onBack}>
          Volver a iniciar sesión
        </button>
      </div>
    </main>
  );
}
