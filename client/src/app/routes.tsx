import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { Layout } from './Layout';
import { LoginRoute } from './auth/LoginRoute';
import { RequireAdmin } from './auth/RequireAdmin';
import { RequireAuth } from './auth/RequireAuth';

// Each screen is its own chunk (ARCHITECTURE §7); screens use named exports.
const UsersPage = lazy(() => import('../features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const PlaceholderPage = lazy(() =>
  import('../features/placeholder/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })),
);
const NotFoundPage = lazy(() => import('../features/placeholder/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Screen titles (Spanish) of the routes whose screens are still placeholders. */
export const SCREEN_TITLES = {
  pipeline: 'Pipeline',
  general: 'Vista general',
  contacts: 'Contactos',
  contact: 'Contacto',
  organizations: 'Organizaciones',
  organization: 'Organización',
  workspace: 'Pipeline',
  workspaceTable: 'Operaciones del workspace',
  operation: 'Vista de operación',
  quote: 'Generar Presupuesto',
  followup: 'Dashboard de seguimiento',
  admin: 'Estadísticas y análisis',
  params: 'Parámetros',
  pipelineEdit: 'Editar pipeline',
} as const;

const screen = (title: string) => <PlaceholderPage title={title} />;

/**
 * Route table of spec part 1 §2 / part 2 §2. Everything but /login needs a session; the stage
 * editor has no side menu; administration is admin-only.
 */
export function AppRoutes() {
  const t = SCREEN_TITLES;
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route element={<RequireAuth />}>
          <Route element={<Layout />}>
            <Route index element={screen(t.pipeline)} />
            <Route path="general" element={screen(t.general)} />
            <Route path="contacts" element={screen(t.contacts)} />
            <Route path="contacts/:id" element={screen(t.contact)} />
            <Route path="organizations" element={screen(t.organizations)} />
            <Route path="organizations/:id" element={screen(t.organization)} />
            <Route path="workspace/:slug" element={screen(t.workspace)} />
            <Route path="workspace/:slug/table" element={screen(t.workspaceTable)} />
            <Route path="operations/:id" element={screen(t.operation)} />
            <Route path="operations/:id/quote" element={screen(t.quote)} />
            <Route path="followup" element={screen(t.followup)} />
            <Route path="admin" element={<RequireAdmin />}>
              <Route index element={screen(t.admin)} />
              <Route path="users" element={<UsersPage />} />
              <Route path="params" element={screen(t.params)} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="pipelines/edit" element={screen(t.pipelineEdit)} />
          <Route path="pipelines/:pipelineId/edit" element={screen(t.pipelineEdit)} />
        </Route>
      </Routes>
    </Suspense>
  );
}
