import type { GlobalSearchQuery } from '../../gql/graphql';

export type SearchGroups = GlobalSearchQuery['search'];

export interface SearchItem {
  key: string;
  group: 'Operaciones' | 'Organizaciones' | 'Contactos';
  label: string;
  detail: string | null;
  to: string;
}

export const EMPTY_SEARCH: SearchGroups = { __typename: 'SearchResult', deals: [], organizations: [], contacts: [] };

/** The results in the order they are shown and walked with the arrow keys, each with its detail route. */
export function searchItems(r: SearchGroups | null | undefined): SearchItem[] {
  if (!r) return [];
  return [
    ...r.deals.map((d) => ({ key: `d${d.id}`, group: 'Operaciones' as const, label: d.reference ?? `#${d.id}`, detail: d.title, to: `/operations/${d.id}` })),
    ...r.organizations.map((o) => ({ key: `o${o.id}`, group: 'Organizaciones' as const, label: o.name || `Organización #${o.id}`, detail: null, to: `/organizations/${o.id}` })),
    ...r.contacts.map((c) => ({
      key: `c${c.id}`,
      group: 'Contactos' as const,
      label: c.name || c.email || `Contacto #${c.id}`,
      detail: [c.email, c.phone].filter(Boolean).join(' · ') || null,
      to: `/contacts/${c.id}`,
    })),
  ];
}
