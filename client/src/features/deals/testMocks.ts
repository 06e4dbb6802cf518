import type { MockLink } from '@apollo/client/testing';
import { DealFormOptionsDocument, KanbanWorkspacesDocument, NextDealReferenceDocument } from '../../gql/graphql';

export const pipelinesMock = (delay = 0): MockLink.MockedResponse => ({
  request: { query: DealFormOptionsDocument },
  delay,
  result: {
    data: {
      pipelines: [
        {
          __typename: 'Pipeline',
          id: 1,
          name: 'Operaciones',
          stages: [
            { __typename: 'Stage', id: 12, name: 'Cotizar', orderIndex: 20, pipelineId: 1 },
            { __typename: 'Stage', id: 11, name: 'Prospecto', orderIndex: 10, pipelineId: 1 },
          ],
        },
        {
          __typename: 'Pipeline',
          id: 2,
          name: 'Industrial',
          stages: [{ __typename: 'Stage', id: 21, name: 'Contacto', orderIndex: 10, pipelineId: 2 }],
        },
      ],
    },
  },
});

export const referenceMock: MockLink.MockedResponse = {
  request: { query: NextDealReferenceDocument },
  result: { data: { nextDealReference: { __typename: 'NextReference', preview: 'OP-000042' } } },
};

export const unitsMock: MockLink.MockedResponse = {
  request: { query: KanbanWorkspacesDocument },
  result: {
    data: {
      businessUnits: [
        { __typename: 'BusinessUnit', id: 1, name: 'ATM Cargo', keySlug: 'atm-cargo', parentId: null },
        { __typename: 'BusinessUnit', id: 3, name: 'Industrial', keySlug: 'industrial', parentId: null },
        { __typename: 'BusinessUnit', id: 4, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: 3 },
      ],
    },
  },
};
