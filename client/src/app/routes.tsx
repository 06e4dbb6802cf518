import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { Layout } from './Layout';
import { LoginRoute } from './auth/LoginRoute';
import { RequireAdmin } from './auth/RequireAdmin';
import { RequireAuth } from './auth/RequireAuth';

// Each screen is its own chunk (ARCHITECTURE §7); screens use named exports.
const UsersPage = lazy(() => import('../features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const KanbanPage = lazy(() => import('../features/kanban/KanbanPage').then((m) => ({ default: m.KanbanPage })));
const WorkspaceTablePage = lazy(() =>
  import('../features/deals-table/WorkspaceTablePage').then((m) => ({ default: m.WorkspaceTablePage })),
);
const OverviewPage = lazy(() => import('../features/deals-table/OverviewPage').then((m) => ({ default: m.OverviewPage })));
const StageEditorPage = lazy(() =>
  import('../features/stage-editor/StageEditorPage').then((m) => ({ default: m.StageEditorPage })),
);
const ParamsPage = lazy(() => import('../features/params/ParamsPage').then((m) => ({ default: m.ParamsPage })));
const ContactsPage = lazy(() => import('../features/contacts/ContactsPage').then((m) => ({ default: m.ContactsPage })));
const ContactDetailPage = lazy(() =>
  import('../features/contacts/ContactDetailPage').then((m) => ({ default: m.ContactDetailPage })),
);
const OrganizationsPage = lazy(() =>
  import('../features/organizations/OrganizationsPage').then((m) => ({ default: m.OrganizationsPage })),
);
const OrganizationDetailPage = lazy(() =>
  import('../features/organizations/OrganizationDetailPage').then((m) => ({ default: m.OrganizationDetailPage })),
);
const OperationPage = lazy(() => import('../features/operation/OperationPage').then((m) => ({ default: m.OperationPage })));
const CostSheetPage = lazy(() => import('../features/cost-sheet/CostSheetPage').then((m) => ({ default: m.CostSheetPage })));
const QuotePage = lazy(() => import('../features/quote/QuotePage').then((m) => ({ default: m.QuotePage })));
const ChecklistTemplatesPage = lazy(() =>
  import('../features/checklists/ChecklistTemplatesPage').then((m) => ({ default: m.ChecklistTemplatesPage })),
);
const StatsPage = lazy(() => import('../features/stats/StatsPage').then((m) => ({ default: m.StatsPage })));
const FollowupPage = lazy(() => import('../features/followup/FollowupPage').then((m) => ({ default: m.FollowupPage })));
const NotFoundPage = lazy(() => import('../features/placeholder/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * Route table of spec part 1 §2 / part 2 §2. Everything but /login needs a session; the stage
 * editor has no side menu; administration is admin-only.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route element={<RequireAuth />}>
          <Route element={<Layout />}>
            <Route index element={<KanbanPage />} />
            <Route path="general" element={<OverviewPage />} />
            <Route path="contacts" element={<ContactsPage />} />
            <Route path="contacts/:id" element={<ContactDetailPage />} />
            <Route path="organizations" element={<OrganizationsPage />} />
            <Route path="organizations/:id" element={<OrganizationDetailPage />} />
            <Route path="workspace/:slug" element={<KanbanPage />} />
            <Route path="workspace/:slug/table" element={<WorkspaceTablePage />} />
            <Route path="operations/:id" element={<OperationPage />} />
            <Route path="operations/:id/quote" element={<QuotePage />} />
            <Route path="operations/:id/costs" element={<CostSheetPage />} />
            <Route path="followup" element={<FollowupPage />} />
            <Route path="admin" element={<RequireAdmin />}>
              <Route index element={<StatsPage />} />
              <Route path="users" element={<UsersPage />} />
              <Route path="params" element={<ParamsPage />} />
              <Route path="checklists" element={<ChecklistTemplatesPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="pipelines/edit" element={<StageEditorPage />} />
          <Route path="pipelines/:pipelineId/edit" element={<StageEditorPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
