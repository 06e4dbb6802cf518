import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { canCreateApiKeys, NO_PERMISSION_MESSAGE } from '@crm/domain';
import { useSession } from './SessionProvider';
import { ErrorText } from '../ui/ErrorText';
import { usePermissions } from './usePermissions';

/** /admin, /admin/users, /admin/params and /admin/audit are for admins; others get the permission message. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const can = usePermissions();
  if (!can.administration) {
    return <ErrorText>{NO_PERMISSION_MESSAGE}</ErrorText>;
  }
  return children ?? <Outlet />;
}

/** /account/api-keys ('Mis claves API', API keys): any role that writes manages its own keys; a viewer or finanzas gets the permission message. */
export function RequireApiKeys() {
  const { user } = useSession();
  if (!canCreateApiKeys(user?.role)) return <ErrorText>{NO_PERMISSION_MESSAGE}</ErrorText>;
  return <Outlet />;
}

/** /admin/fiscal ('Datos fiscales'): finanzas and admins (capabilities.finance); others get the permission message. */
export function RequireFinance() {
  const can = usePermissions();
  if (!can.finance) return <ErrorText>{NO_PERMISSION_MESSAGE}</ErrorText>;
  return <Outlet />;
}
