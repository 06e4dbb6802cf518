import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NO_PERMISSION_MESSAGE } from '@crm/domain';
import { ErrorText } from '../../ui/ErrorText';
import { usePermissions } from './usePermissions';

/** /admin, /admin/users, /admin/params and /admin/audit are for admins; others get the permission message. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const can = usePermissions();
  if (!can.administration) {
    return <ErrorText>{NO_PERMISSION_MESSAGE}</ErrorText>;
  }
  return children ?? <Outlet />;
}
