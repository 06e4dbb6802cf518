import { useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
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

/** Makes the app's data router from its one route: the browser's, or a memory router on the server (ssr/firstFrame.tsx). */
export type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

export function App({ client, restored, createRouter = createBrowserRouter }: { client: ApolloClient; restored?: RestoredSession; createRouter?: CreateRouter }) {
  const [router] = useState(() => createRouter([{ path: '*', element: <AppShell restored={restored} /> }]));
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
