import type { MockLink } from '@apollo/client/testing';
import {
  ContactDetailDocument,
  LabelOptionsDocument,
  OrganizationDetailDocument,
  OrgParamOptionsDocument,
  OwnerOptionsDocument,
  RecordActivitiesDocument,
  RecordCustomFieldsDocument,
  RecordDealsDocument,
  type ActivityFilter,
  type CustomFieldOwner,
  type DealFilter,
  type LabelScope,
} from '../../gql/graphql';

/** Test data and mocks for the contacts and organizations screens (client tests only). */

type Mock = MockLink.MockedResponse;

/** A mock that answers every time it is asked (queries refetched with cache-and-network). */
export const always = (m: Mock): Mock => ({ ...m, maxUsageCount: Number.POSITIVE_INFINITY });

export const USERS = [
  { __typename: 'User' as const, id: 1, name: 'Ana Admin' },
  { __typename: 'User' as const, id: 2, name: 'Beto Ventas' },
];

/** `inactive`: parameter values answered with active false (deactivated by an admin). */
export function optionMocks(opts: { fail?: boolean; inactive?: readonly string[] } = {}): Mock[] {
  const err = new Error('network down');
  const scope = (s: LabelScope) =>
    always(
      opts.fail
        ? { request: { query: LabelOptionsDocument, variables: { scope: s } }, error: err }
        : {
            request: { query: LabelOptionsDocument, variables: { scope: s } },
            result: {
              data: {
                labels:
                  s === 'person'
                    ? [
                        { __typename: 'Label', id: 1, name: 'Decisor', color: '#2563eb' },
                        { __typename: 'Label', id: 2, name: 'Operativo', color: '#0d9488' },
                      ]
                    : [{ __typename: 'Label', id: 4, name: 'Cliente', color: '#16a34a' }],
              },
            },
          },
    );
  const param = (key: string, values: string[]) => ({
    __typename: 'ParamGroup',
    key,
    values: values.map((value, i) => ({ __typename: 'ParamValue', id: key.length * 100 + i, value, ord: (i + 1) * 10, active: !opts.inactive?.includes(value) })),
  });
  return [
    always(opts.fail ? { request: { query: OwnerOptionsDocument }, error: err } : { request: { query: OwnerOptionsDocument }, result: { data: { users: USERS } } }),
    scope('person'),
    scope('organization'),
    always(
      opts.fail
        ? { request: { query: OrgParamOptionsDocument }, error: err }
        : {
            request: { query: OrgParamOptionsDocument },
            result: {
              data: {
                params: [
                  param('org_tipo', ['Cliente', 'Agente']),
                  param('org_rubro', ['Seguro', 'Importador']),
                  param('org_operacion', ['Importación', 'Exportación']),
                ],
              },
            },
          },
    ),
  ];
}

export function org(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Organization' as const,
    id,
    name: 'Acme',
    razonSocial: 'Acme S.A.',
    ruc: '80012345-6',
    address: 'Av. España 123',
    email: 'info@acme.com.py',
    city: 'Asunción',
    country: 'Paraguay',
    phone: '+595 21 600 000',
    rubro: 'Seguro',
    tipoOrg: 'Cliente',
    operacion: 'Importación',
    notes: null,
    industry: null,
    website: null,
    label: null,
    ownerUserId: 1,
    visibility: 'company',
    isAgent: false,
    modalitiesSupported: null,
    budgetStatus: 'borrador',
    budgetProfitValue: null,
    createdAt: '2026-03-05T15:00:00.000Z',
    owner: USERS[0],
    ...over,
  };
}

export function orgDetailMock(o: ReturnType<typeof org>, contacts: Array<{ id: number; name: string | null; email: string | null }> = []): Mock {
  return always({
    request: { query: OrganizationDetailDocument, variables: { id: o.id } },
    result: { data: { organization: { ...o, contacts: contacts.map((c) => ({ __typename: 'Contact', ...c })) } } },
  });
}

export function contact(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Contact' as const,
    id,
    name: 'Diego Ruiz',
    email: 'diego@acme.com.py',
    phone: '+595 981 000 111',
    title: 'Gerente',
    orgId: 5,
    orgName: 'Acme S.A.',
    label: 'Decisor',
    createdAt: '2026-03-05T15:00:00.000Z',
    notes: null,
    ownerUserId: 1,
    visibility: 'company',
    owner: USERS[0],
    ...over,
  };
}

export function contactDetailMock(c: ReturnType<typeof contact>): Mock {
  return always({ request: { query: ContactDetailDocument, variables: { id: c.id } }, result: { data: { contact: c } } });
}

export function activity(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Activity' as const,
    id,
    type: 'task',
    subject: `Actividad ${id}`,
    notes: null,
    dueDate: null,
    done: false,
    doneAt: null,
    doneByName: null,
    createdAt: '2026-03-05T15:00:00.000Z',
    createdByName: 'Ana Admin',
    ...over,
  };
}

export function activitiesMock(filter: ActivityFilter, nodes: Array<ReturnType<typeof activity>> = []): Mock {
  return always({
    request: { query: RecordActivitiesDocument, variables: { filter, first: 50 } },
    result: {
      data: {
        activities: {
          __typename: 'ActivityConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((n) => ({ __typename: 'ActivityEdge', node: n })),
        },
      },
    },
  });
}

export function dealsMock(filter: DealFilter, nodes: Array<{ id: number; title: string; value: number; orgName?: string | null }> = []): Mock {
  return always({
    request: { query: RecordDealsDocument, variables: { filter, first: 100 } },
    result: {
      data: {
        deals: {
          __typename: 'DealConnection',
          totalCount: nodes.length,
          edges: nodes.map((n) => ({
            __typename: 'DealEdge',
            node: { __typename: 'Deal', reference: `OP-${String(n.id).padStart(6, '0')}`, orgName: null, ...n },
          })),
        },
      },
    },
  });
}

export function customFieldsMock(
  owner: CustomFieldOwner,
  ownerId: number,
  fields: Array<{ id: number; key: string; label: string; type: string; value: string | null }> | Error = [],
): Mock {
  const typename = owner === 'organization' ? 'OrganizationCustomField' : 'ContactCustomField';
  if (fields instanceof Error) return always({ request: { query: RecordCustomFieldsDocument, variables: { owner, ownerId } }, error: fields });
  return always({
    request: { query: RecordCustomFieldsDocument, variables: { owner, ownerId } },
    result: { data: { customFields: fields.map((f) => ({ __typename: typename, ownerId, ...f })) } },
  });
}
