import { useQuery } from '@apollo/client/react';
import { LabelOptionsDocument, OrgParamOptionsDocument, OwnerOptionsDocument, type LabelScope } from '../../gql/graphql';

export interface Option {
  value: string;
  label: string;
}

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

/**
 * A form's default choice (e.g. rubro 'Seguro', spec part 1 §9) only while it is an active value:
 * a deactivated value is never preselected (nothing lost silently). Without the list (loading, failed
 * call) the default stands, as the free-text fallback.
 */
export function activeDefault(values: readonly string[], loaded: boolean, preferred: string): string {
  return !loaded || values.includes(preferred) ? preferred : '';
}

/**
 * Options for a select that must keep showing the record's current value even when that value is
 * no longer in the list (a deactivated parameter, a renamed label): it is added at the end.
 */
export function withCurrent(options: readonly Option[], current: string | null | undefined, emptyLabel = '—'): Option[] {
  const list: Option[] = [{ value: '', label: emptyLabel }, ...options];
  if (current && !options.some((o) => o.value === current)) list.push({ value: current, label: current });
  return list;
}

export const toOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));
