import { useQuery } from '@apollo/client/react';
import { FollowupOrgLinksDocument } from '../../gql/graphql';
import { OrganizationAutocomplete, type OrgChoice } from '../contacts';
import { SelectField } from '../../ui/Field';

export interface Links {
  org: OrgChoice;
  contactId: number | null;
  dealId: number | null;
}

export const NO_LINKS: Links = { org: { id: null, name: '' }, contactId: null, dealId: null };

/** Organization (typed and picked), then one of its contacts and operations. */
export function LinkFields({ value, onChange }: { value: Links; onChange: (v: Links) => void }) {
  const orgId = value.org.id;
  const { data } = useQuery(FollowupOrgLinksDocument, { variables: { id: orgId ?? 0 }, skip: orgId === null, errorPolicy: 'all' });
  const contacts = orgId !== null ? (data?.organization?.contacts ?? []) : [];
  const deals = orgId !== null ? (data?.deals.edges.map((e) => e.node) ?? []) : [];
  return (
    <>
      <OrganizationAutocomplete value={value.org} onChange={(org) => onChange({ org, contactId: null, dealId: null })} />
      <SelectField
        label="Contacto"
        value={value.contactId === null ? '' : String(value.contactId)}
        onChange={(e) => onChange({ ...value, contactId: e.target.value ? Number(e.target.value) : null })}
        disabled={!contacts.length}
        options={[{ value: '', label: contacts.length ? '— Sin contacto —' : 'Elegí una organización con contactos' }, ...contacts.map((c) => ({ value: String(c.id), label: c.name ?? `Contacto #${c.id}` }))]}
      />
      <SelectField
        label="Operación"
        value={value.dealId === null ? '' : String(value.dealId)}
        onChange={(e) => onChange({ ...value, dealId: e.target.value ? Number(e.target.value) : null })}
        disabled={!deals.length}
        options={[{ value: '', label: deals.length ? '— Sin operación —' : 'Elegí una organización con operaciones' }, ...deals.map((d) => ({ value: String(d.id), label: `${d.reference ?? `#${d.id}`} — ${d.title}` }))]}
      />
    </>
  );
}
