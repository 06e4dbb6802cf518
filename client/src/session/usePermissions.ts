import { useMemo } from 'react';
import { capabilitiesOf, type Capabilities } from '@crm/domain';
import { useSession } from './SessionProvider';

/** What the signed-in user may do: the server's own rules (domain capabilitiesOf), so the UI offers only what will be accepted. */
export function usePermissions(): Capabilities {
  const { user } = useSession();
  return useMemo(() => capabilitiesOf(user ? { id: user.id, role: user.role } : null), [user]);
}
