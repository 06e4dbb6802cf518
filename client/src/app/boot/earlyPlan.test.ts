import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { DealBoardDocument, KanbanWorkspacesDocument, MeDocument } from '../../gql/graphql';
import { boardVariables } from '../../features/kanban/boardVariables';
import { createCache } from '../links';
import { createEarlyLink } from './earlyLink';
import { earlyPlanSpec } from './earlyPlan';
import { earlyKey, type EarlyRequest, type EarlyResponse } from './earlyStart';

/**
 * Issue 19 item 3: index.html's early script sends the session check and the board before the app runs;
 * the app must then take those answers instead of asking again. That only works if the early requests are
 * the app's own (same printed query, same variables key), which these tests hold against Apollo itself.
 */
function clientWith(early: EarlyResponse[]) {
  const sent: EarlyRequest[] = [];
  const terminal = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName!, query: print(operation.query), variables: operation.variables });
    return of({ data: null });
  });
  const client = new ApolloClient({ link: ApolloLink.from([createEarlyLink(() => early), terminal]), cache: createCache() });
  return { client, sent };
}

const meAnswer = { data: { me: { __typename: 'User', id: 1, name: 'Ana', email: 'ana@example.com', role: 'ADMIN' } } };

test('the early requests are exactly what the app sends for Me, the board and the workspaces', async () => {
  const { client, sent } = clientWith([]);
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  await client.query({ query: DealBoardDocument, variables: boardVariables(null), fetchPolicy: 'network-only' }).catch(() => undefined);
  await client.query({ query: KanbanWorkspacesDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  const plan = earlyPlanSpec();
  const planned = [plan.session, ...plan.routes.flatMap((r) => r.requests)];
  expect(planned.map((r) => r.operationName)).toEqual(['Me', 'DealBoard', 'KanbanWorkspaces']);
  for (const request of planned) {
    const app = sent.find((s) => s.operationName === request.operationName)!;
    expect(request.query).toBe(app.query);
    expect(earlyKey(request.operationName, request.variables)).toBe(earlyKey(app.operationName, app.variables));
  }
});

test('an early answer is served once to the same operation; the next one goes to the server', async () => {
  const early: EarlyResponse[] = [{ key: earlyKey('Me', {}), result: Promise.resolve(meAnswer) }];
  const { client, sent } = clientWith(early);
  const first = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
  expect(first.data?.me?.name).toBe('Ana');
  expect(sent).toHaveLength(0);
  expect(early).toHaveLength(0);
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  expect(sent.map((s) => s.operationName)).toEqual(['Me']);
});

test('an early request that failed (or answered other than 2xx) is sent again by the app', async () => {
  const { client, sent } = clientWith([{ key: earlyKey('Me', {}), result: Promise.resolve(null) }]);
  await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
  expect(sent.map((s) => s.operationName)).toEqual(['Me']);
});

test('an early answer for other variables is not served', async () => {
  const { client, sent } = clientWith([{ key: earlyKey('DealBoard', boardVariables(7)), result: Promise.resolve({ data: null }) }]);
  await client.query({ query: DealBoardDocument, variables: boardVariables(null), fetchPolicy: 'network-only' }).catch(() => undefined);
  expect(sent.map((s) => s.operationName)).toEqual(['DealBoard']);
});
