import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { ApolloLink } from '@apollo/client/link';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { AppRoutes } from '../app/routes';
import { MeDocument } from '../gql/graphql';
import type { Role } from '../gql/graphql';

export interface TestUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export const ADMIN: TestUser = { id: 1, name: 'Ana Admin', email: 'ana@example.com', role: 'admin' };
export const VIEWER: TestUser = { id: 7, name: 'Vito Viewer', email: 'vito@example.com', role: 'viewer' };
/** The office's administration: reads everything, writes no CRM record (roles: finanzas). */
export const FINANZAS: TestUser = { id: 8, name: 'Fina Finanzas', email: 'fina@example.com', role: 'finanzas' };

export function meMock(user: TestUser): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: { data: { me: { __typename: 'User', ...user } } },
  };
}

/** Puts a session in localStorage as a previous login would have. */
export function storeLogin(user: TestUser, token = 'tok-123'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** Shows the router's current location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function TestProviders({
  path,
  mocks = [],
  link,
  showWarnings = true,
  children,
}: {
  path: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  link?: ApolloLink;
  /** Routing tests render real screens whose data they do not mock: no warning for those queries. */
  showWarnings?: boolean;
  children: ReactElement;
}) {
  return (
    <MockedProvider mocks={mocks} link={link} showWarnings={showWarnings} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <>
            {children}
            <LocationProbe />
          </>
        </SessionProvider>
      </MemoryRouter>
    </MockedProvider>
  );
}

/** The whole app (session, routes, layout) at `path`, over mocked GraphQL. */
export function renderApp(
  path: string,
  options: { mocks?: ReadonlyArray<MockLink.MockedResponse>; link?: ApolloLink; showWarnings?: boolean } = {},
) {
  return render(
    <TestProviders path={path} mocks={options.mocks} link={options.link} showWarnings={options.showWarnings}>
      <AppRoutes />
    </TestProviders>,
  );
}
