import { Navigate, useSearchParams } from 'react-router';
import { LoginPage } from '../features/auth';
import { useSession } from '../session/SessionProvider';
import { safeNextPath } from '../session/safeNext';

/**
 * /login: the form for signed-out users. Once signed in (just now, or already when visiting),
 * the user goes to a safe `next` path, else '/'. Redirecting from here (rather than from the
 * form's submit handler) keeps a single place that decides where a signed-in user lands.
 */
export function LoginRoute() {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status === 'authenticated') {
    return <Navigate to={safeNextPath(params.get('next')) ?? '/'} replace />;
  }
  return <LoginPage />;
}
