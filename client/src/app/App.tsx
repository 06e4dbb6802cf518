import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from './auth/SessionProvider';
import { ToastArea } from '../ui/toast';
import { AppRoutes } from './routes';

export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
          <ToastArea />
        </SessionProvider>
      </BrowserRouter>
    </ApolloProvider>
  );
}
