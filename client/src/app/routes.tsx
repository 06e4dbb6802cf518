import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { matchPath, Route, Routes } from 'react-router';
import { preloadBoard } from '../features/kanban';
import { Spinner } from '../ui/Spinner';
import { Layout } from './Layout';
import { LoginRoute } from './LoginRoute';
import { RequireAdmin, RequireApiKeys, RequireFinance } from '../session/RequireAdmin';
import { RequireAuth } from '../session/RequireAuth';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { takeEarly } from './boot/earlyLink';

// Each screen is its own chunk; screens use named exports.
const UsersPage = lazyScreen(() => import('../features/users/UsersPage').then((m) => m.UsersPage));
const ApiKeysPage = lazyScreen(() => import('../features/api-keys/ApiKeysPage').then((m) => m.ApiKeysPage));
const WebhooksPage = lazyScreen(() => import('../features/webhooks/WebhooksPage').then((m) => m.WebhooksPage));
const CatalogPage = lazyScreen(() => import('../features/catalog/CatalogPage').then((m) => m.CatalogPage));
const ImportPage = lazyScreen(() => import('../features/import/ImportPage').then((m) => m.ImportPage));
const KanbanPage = lazyScreen(() => import('../features/kanban/KanbanPage').then((m) => m.KanbanPage));
const WorkspaceTablePage = lazyScreen(() => import('../features/deals-table/WorkspaceTablePage').then((m) => m.WorkspaceTablePage));
const OverviewPage = lazyScreen(() => import('../features/deals-table/OverviewPage').then((m) => m.OverviewPage));
const StageEditorPage = lazyScreen(() => import('../features/stage-editor/StageEditorPage').then((m) => m.StageEditorPage));
const ParamsPage = lazyScreen(() => import('../features/params/ParamsPage').then((m) => m.ParamsPage));
const ContactsPage = lazyScreen(() => import('../features/contacts/ContactsPage').then((m) => m.ContactsPage));
const ContactDetailPage = lazyScreen(() => import('../features/contacts/ContactDetailPage').then((m) => m.ContactDetailPage));
const OrganizationsPage = lazyScreen(() => import('../features/organizations/OrganizationsPage').then((m) => m.OrganizationsPage));
const OrganizationDetailPage = lazyScreen(() => import('../features/organizations/OrganizationDetailPage').then((m) => m.OrganizationDetailPage));
const OperationPage = lazyScreen(() => import('../features/operation/OperationPage').then((m) => m.OperationPage));
const CostSheetPage = lazyScreen(() => import('../features/cost-sheet/CostSheetPage').then((m) => m.CostSheetPage));
const QuotePage = lazyScreen(() => import('../features/quote/QuotePage').then((m) => m.QuotePage));
const AuditPage = lazyScreen(() => import('../features/history/AuditPage').then((m) => m.AuditPage));
const RateSheetsPage = lazyScreen(() => import('../features/rate-sheets/RateSheetsPage').then((m) => m.RateSheetsPage));
const ChecklistTemplatesPage = lazyScreen(() => import('../features/checklists/ChecklistTemplatesPage').then((m) => m.ChecklistTemplatesPage));
const StatsPage = lazyScreen(() => import('../features/stats/StatsPage').then((m) => m.StatsPage));
const InTransitPage = lazyScreen(() => import('../features/shipments/InTransitPage').then((m) => m.InTransitPage));
const FollowupPage = lazyScreen(() => import('../features/followup/FollowupPage').then((m) => m.FollowupPage));
const SetPasswordPage = lazyScreen(() => import('../features/auth/SetPasswordPage').then((m) => m.SetPasswordPage));
const AgendaPage = lazyScreen(() => import('../features/agenda/AgendaPage').then((m) => m.AgendaPage));
const InvoicesPage = lazyScreen(() => import('../features/invoices/InvoicesPage').then((m) => m.InvoicesPage));
const InvoicePage = lazyScreen(() => import('../features/invoices/InvoicePage').then((m) => m.InvoicePage));
const NewInvoicePage = lazyScreen(() => import('../features/invoices/NewInvoicePage').then((m) => m.NewInvoicePage));
const ReceiptPage = lazyScreen(() => import('../features/invoices/ReceiptPage').then((m) => m.ReceiptPage));
const PortfolioPage = lazyScreen(() => import('../features/collections/PortfolioPage').then((m) => m.PortfolioPage));
const EditInvoicePage = lazyScreen(() => import('../features/invoices/EditInvoicePage').then((m) => m.EditInvoicePage));
const PaymentOrdersPage = lazyScreen(() => import('../features/payables/PaymentOrdersPage').then((m) => m.PaymentOrdersPage));
const FiscalSettingsPage = lazyScreen(() => import('../features/fiscal/FiscalSettingsPage').then((m) => m.FiscalSettingsPage));
const SalesPage = lazyScreen(() => import('../features/sales/SalesPage').then((m) => m.SalesPage));
const NotFoundPage = lazyScreen(() => import('../features/placeholder/NotFoundPage').then((m) => m.NotFoundPage));

/**
 * What a page load at `pathname` can start before the session check answers (first card on screen): the
 * screen's chunk, and for the kanban its board, into Apollo's cache. Only the screens a person opens
 * directly (a bookmark, a reload) are listed; the rest load when routed to.
 */
const PRELOADS: ReadonlyArray<{ path: string; screen: LazyScreen<object>; data?: (client: ApolloClient, slug: string | null) => Promise<unknown> }> = [
  { path: '/', screen: KanbanPage, data: (client) => preloadBoard(client, null, takeEarly) },
  { path: '/workspace/:slug', screen: KanbanPage, data: (client, slug) => preloadBoard(client, slug, takeEarly) },
  { path: '/workspace/:slug/table', screen: WorkspaceTablePage },
  { path: '/general', screen: OverviewPage },
  { path: '/contacts', screen: ContactsPage },
  { path: '/contacts/:id', screen: ContactDetailPage },
  { path: '/organizations', screen: OrganizationsPage },
  { path: '/organizations/:id', screen: OrganizationDetailPage },
  { path: '/operations/:id', screen: OperationPage },
  { path: '/followup', screen: FollowupPage },
  { path: '/agenda', screen: AgendaPage },
  { path: '/sales', screen: SalesPage },
];

/** Starts the chunk (and data) of the screen at `pathname`; settles when they are in, or failed. */
export function preloadRoute(client: ApolloClient, pathname: string): Promise<unknown> {
  for (const p of PRELOADS) {
    const match = matchPath(p.path, pathname);
    if (match) return Promise.allSettled([p.screen.preload(), p.data?.(client, match.params.slug ?? null)]);
  }
  return Promise.resolve();
}

/** Loads the code of the screen at `pathname` (its chunk), without its data; settles when it is in, or failed. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const p = PRELOADS.find((route) => matchPath(route.path, pathname));
  return p ? p.screen.preload() : Promise.resolve();
}

/**
 * Route table of spec part 1 §2 / part 2 §2. Everything but /login needs a session; the stage
 * editor has no side menu; administration is admin-only; 'Mis claves API' is for every role that writes
 * (canCreateApiKeys: not viewer, not finanzas).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        {/* The link of an invitation or a password reset: no session needed. */}
        <Route path="/contrasena" element={<SetPasswordPage />} />
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
            <Route path="operations/:id/invoices/new" element={<NewInvoicePage />} />
            <Route path="invoices" element={<InvoicesPage />} />
            <Route path="invoices/:id" element={<InvoicePage />} />
            <Route path="receipts/:id" element={<ReceiptPage />} />
            <Route path="invoices/:id/edit" element={<EditInvoicePage />} />
            <Route path="payment-orders" element={<PaymentOrdersPage />} />
            <Route path="followup" element={<FollowupPage />} />
            <Route path="in-transit" element={<InTransitPage />} />
            <Route path="rate-sheets" element={<RateSheetsPage />} />
            <Route path="agenda" element={<AgendaPage />} />
            <Route path="sales" element={<SalesPage />} />
            <Route path="account/api-keys" element={<RequireApiKeys />}>
              <Route index element={<ApiKeysPage own />} />
            </Route>
            {/* Finanzas keeps the fiscal settings with the admins: outside the admin-only block. */}
            <Route path="admin/fiscal" element={<RequireFinance />}>
              <Route index element={<FiscalSettingsPage />} />
            </Route>
            <Route path="admin/collections" element={<RequireFinance />}>
              <Route index element={<PortfolioPage />} />
            </Route>
            <Route path="admin" element={<RequireAdmin />}>
              <Route index element={<StatsPage />} />
              <Route path="users" element={<UsersPage />} />
              <Route path="params" element={<ParamsPage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="checklists" element={<ChecklistTemplatesPage />} />
              <Route path="api" element={<ApiKeysPage />} />
              <Route path="webhooks" element={<WebhooksPage />} />
              <Route path="import" element={<ImportPage />} />
              <Route path="catalog" element={<CatalogPage />} />
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
