import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GlobalSearchDocument } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { searchItems } from './searchItems';

// Lazy route chunks on a shared, busy CPU: allow more than the default second for the first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const FOUND = {
  __typename: 'SearchResult' as const,
  deals: [{ __typename: 'SearchDeal' as const, id: 12, title: 'Flete aéreo García', reference: 'OP-000012' }],
  organizations: [
    { __typename: 'SearchOrganization' as const, id: 5, name: 'Importadora García S.A.' },
    { __typename: 'SearchOrganization' as const, id: 6, name: 'García Hnos.' },
  ],
  contacts: [{ __typename: 'SearchContact' as const, id: 9, name: 'José García', email: 'jose@garcia.com.py', phone: '0981 555 123' }],
};

const searchMock = (q: string, result: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse =>
  result instanceof Error ? { request: { query: GlobalSearchDocument, variables: { q } }, error: result } : { request: { query: GlobalSearchDocument, variables: { q } }, result };

function renderWith(mocks: MockLink.MockedResponse[]) {
  storeLogin(ADMIN);
  renderApp('/no-existe', { mocks: [meMock(ADMIN), ...mocks], showWarnings: false });
}

test('searchItems: operations, organizations, contacts in that order, each with its detail route', () => {
  expect(searchItems(FOUND).map((i) => [i.group, i.label, i.detail, i.to])).toEqual([
    ['Operaciones', 'OP-000012', 'Flete aéreo García', '/operations/12'],
    ['Organizaciones', 'Importadora García S.A.', null, '/organizations/5'],
    ['Organizaciones', 'García Hnos.', null, '/organizations/6'],
    ['Contactos', 'José García', 'jose@garcia.com.py · 0981 555 123', '/contacts/9'],
  ]);
  expect(searchItems(null)).toEqual([]);
});

test('typing shows the results grouped; arrows and Enter open the chosen one', async () => {
  renderWith([searchMock('garcia', { data: { search: FOUND } })]);
  const box = await screen.findByRole('combobox', { name: 'Búsqueda global' });
  expect(box).toHaveAttribute('placeholder', 'Buscar operaciones, organizaciones, contactos…');
  const user = userEvent.setup();
  await user.type(box, 'garcia');
  const list = await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' });
  expect(within(list).getByRole('group', { name: 'Operaciones' })).toHaveTextContent('OP-000012');
  expect(within(within(list).getByRole('group', { name: 'Organizaciones' })).getAllByRole('option')).toHaveLength(2);
  expect(within(list).getByRole('group', { name: 'Contactos' })).toHaveTextContent('José García');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('option', { name: /Importadora García/ })).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Importadora García/ }).id);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizations/5'));
  expect(box).toHaveValue('');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test("no match → 'Sin resultados'; a failed search is shown the same way, never as an error", async () => {
  renderWith([
    searchMock('zzz', { data: { search: { __typename: 'SearchResult', deals: [], organizations: [], contacts: [] } } }),
    searchMock('falla', new Error('network down')),
  ]);
  const box = await screen.findByRole('combobox', { name: 'Búsqueda global' });
  const user = userEvent.setup();
  await user.type(box, 'zzz');
  expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  await user.clear(box);
  await user.type(box, 'falla');
  await waitFor(() => expect(screen.getByText('Sin resultados')).toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a click on a contact opens its page', async () => {
  renderWith([searchMock('jose', { data: { search: FOUND } })]);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('combobox', { name: 'Búsqueda global' }), 'jose');
  await user.click(await screen.findByRole('option', { name: /José García/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts/9'));
});

test("'/' and Ctrl+K focus the global search, but not while typing in another field", async () => {
  renderWith([]);
  const user = userEvent.setup();
  const search = await screen.findByRole('combobox', { name: 'Búsqueda global' });
  expect(search).not.toHaveFocus();
  await user.keyboard('/');
  expect(search).toHaveFocus();
  expect(search).toHaveValue('');
  search.blur();
  await user.keyboard('{Control>}k{/Control}');
  expect(search).toHaveFocus();
  // Inside another text field the keys are text.
  const other = document.createElement('input');
  other.setAttribute('aria-label', 'Otro campo');
  document.body.appendChild(other);
  await user.click(other);
  await user.keyboard('a/b');
  expect(other).toHaveFocus();
  expect(other).toHaveValue('a/b');
  other.remove();
});
