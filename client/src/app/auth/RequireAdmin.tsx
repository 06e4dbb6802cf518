import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NO_PERMISSION_MESSAGE, canSeeAdministration } from '@crm/domain';
import { ErrorText } from '../../ui/ErrorText';
import { useSession } from './SessionProvider';

/** /admin, /admin/users and /admin/params are for admins; others get the permission message. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!canSeeAdministration(user?.role)) {
    return <ErrorText>{NO_PERMISSION_MESSAGE}</ErrorText>;
  }
  return children ?? <Outlet />;
}
