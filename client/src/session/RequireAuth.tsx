import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './SessionProvider';
import { loginPathFor } from './safeNext';

/** Protected routes (spec part 1 §2): signed-out users go to /login?next=<where they were>. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, endedBy } = useSession();
  const location = useLocation();
  if (status !== 'authenticated') {
    return <Navigate to={endedBy === 'logout' ? '/login' : loginPathFor(location)} replace />;
  }
  return children ?? <Outlet />;
}
