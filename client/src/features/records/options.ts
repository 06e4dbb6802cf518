import { useQuery } from '@apollo/client/react';
import { LabelOptionsDocument, OrgParamOptionsDocument, OwnerOptionsDocument, type LabelScope } from '../../gql/graphql';
import type { Option } from '../../lib/options';

const EMPTY: Option[] = [];

/**
 * Pick-list data for the contact and organization forms. A failed load of users, labels or params
 * falls back silently to an empty list (spec part 1 §8): the forms still work with free values.
 */
export function useOwnerOptions(): Option[] {
  const { data } = useQuery(OwnerOptionsDocument, { fetchPolicy: 'cache-first' });
  return data ? data.users.map((u) => ({ value: String(u.id), label: u.name })) : EMPTY;
}

export function useLabelOptions(scope: LabelScope): Option[] {
  const { data } = useQuery(LabelOptionsDocument, { variables: { scope }, fetchPolicy: 'cache-first' });
  return data ? data.labels.map((l) => ({ value: l.name, label: l.name })) : EMPTY;
}

export interface OrgParamLists {
  tipo: string[];
  rubro: string[];
  operacion: string[];
  /** The parameters answered (false while loading or when the call failed). */
  loaded: boolean;
}

/** org_tipo, org_rubro and org_operacion: active values sorted by ord (spec part 2 §5). */
export function useOrgParamOptions(): OrgParamLists {
  const { data } = useQuery(OrgParamOptionsDocument, { fetchPolicy: 'cache-first' });
  const values = (key: string) =>
    (data?.params.find((g) => g.key === key)?.values ?? [])
      .filter((v) => v.active)
      .slice()
      .sort((a, b) => a.ord - b.ord || a.id - b.id)
      .map((v) => v.value);
  return { tipo: values('org_tipo'), rubro: values('org_rubro'), operacion: values('org_operacion'), loaded: !!data };
}
