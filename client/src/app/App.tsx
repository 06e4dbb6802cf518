import { useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider, type RestoredSession } from '../session/SessionProvider';
import { ToastArea } from '../ui/toast';
import { AppRoutes } from './routes';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The route table stays in AppRoutes (<Routes>), mounted under one splat route of a data router:
 * the data router is what lets UnsavedChangesGuard block navigation (useBlocker).
 */
export function AppShell({ restored }: { restored?: RestoredSession }) {
  return (
    <SessionProvider restored={restored}>
      <UnsavedChangesGuard />
      <AppRoutes />
      <ToastArea />
    </SessionProvider>
  );
}

export function App({ client, restored }: { client: ApolloClient; restored?: RestoredSession }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppShell restored={restored} /> }]));
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
