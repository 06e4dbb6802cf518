import { useSubscription } from '@apollo/client/react';
import { PresenceDocument } from '../../gql/graphql';

/** 'También está viendo: Ana' — who else has the operation or its cost sheet open (presence, live collaboration). */
export function PresenceLine({ dealId, className }: { dealId: number; className?: string }) {
  const { data } = useSubscription(PresenceDocument, { variables: { dealId } });
  const names = data?.presence.viewers.map((v) => v.name) ?? [];
  if (!names.length) return null;
  return (
    <p className={className} role="status" aria-live="polite" data-testid="presence">
      También está viendo: {names.join(', ')}
    </p>
  );
}
