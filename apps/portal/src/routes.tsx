import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { PageLoader, PublicLayout } from './layout/PublicLayout';
import { lazyNamed } from './lazy-named';
import { ModalProvider } from './modals/ModalProvider';
import { MODAL_REGISTRY } from './modals/registry';
import type { RecordCollection } from './records/api';
import { RECORD_PATHS } from './records/kinds/paths';

// Every page and every layout but the public one is its own chunk, loaded when a route first
// shows it: `/` loads only its own page, and the public dashboard's charts and map never weigh
// on the sign-in or portal pages, nor the reverse. A new page is one more line like these (a
// default export), and one route below naming it.
const HomePage = lazy(() => import('./pages/public/HomePage'));
const AboutPage = lazy(() => import('./pages/public/AboutPage'));
const AlertsPage = lazy(() => import('./pages/public/alerts/AlertsPage'));
const ConfirmAlertsPage = lazy(() => import('./pages/public/alerts/ConfirmAlertsPage'));
const UnsubscribeAlertsPage = lazy(() => import('./pages/public/alerts/UnsubscribeAlertsPage'));
const SandboxPage = lazy(() => import('./pages/public/SandboxPage'));
const CampaignPage = lazy(() => import('./pages/public/CampaignPage'));
const SignInPage = lazy(() => import('./pages/auth/SignInPage'));
const InvitationPage = lazy(() => import('./pages/auth/InvitationPage'));
const SignUpPage = lazy(() => import('./pages/auth/SignUpPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const UpdateForgottenPasswordPage = lazy(() => import('./pages/auth/UpdateForgottenPasswordPage'));
const DashboardPage = lazy(() => import('./pages/portal/DashboardPage'));
const SettingsPage = lazy(() => import('./pages/portal/SettingsPage'));
const ManageUserPage = lazy(() => import('./pages/portal/ManageUserPage'));
// Contributions and expenses are one records module, parametrised by the record kind.
const RecordListPage = lazy(() => import('./pages/records/RecordListPage'));
const NewRecordPage = lazy(() => import('./pages/records/NewRecordPage'));
const RecordDetailPage = lazy(() => import('./pages/records/RecordDetailPage'));

const CampaignsPage = lazy(() => import('./pages/campaigns/CampaignsPage'));
const PublicFundsPage = lazy(() => import('./pages/public-funds/PublicFundsPage'));
const PaymentRunPage = lazy(() => import('./pages/public-funds/PaymentRunPage'));
const StatementPage = lazy(() => import('./pages/public-funds/StatementPage'));
const NotFoundPage = lazy(() => import('./pages/public/NotFoundPage'));

// The signed-in portal's layout (sidebar, drawer, edit-mode banner) is never drawn on `/`.
const PortalLayout = lazyNamed(() => import('./layout/PortalLayout'), 'PortalLayout');
const HiddenInEditMode = lazyNamed(() => import('./layout/EditMode'), 'HiddenInEditMode');
const VisitorLayout = lazyNamed(() => import('./layout/VisitorLayout'), 'VisitorLayout');

function Root() {
  return (
    <ModalProvider registry={MODAL_REGISTRY}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ModalProvider>
  );
}

/** A record kind's list, new-record form and record pages: one set of pages for both kinds. */
const recordRoutes = (kind: RecordCollection): RouteObject[] => [
  { path: RECORD_PATHS[kind].list, element: <RecordListPage kind={kind} /> },
  { path: RECORD_PATHS[kind].new, element: <NewRecordPage kind={kind} /> },
  { path: `${RECORD_PATHS[kind].list}/:id`, element: <RecordDetailPage kind={kind} /> },
];

/** Spec section 2: the top-level routes, then everything else inside the signed-in portal. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/alerts', element: <AlertsPage /> },
          { path: '/alerts/confirm', element: <ConfirmAlertsPage /> },
          { path: '/alerts/unsubscribe', element: <UnsubscribeAlertsPage /> },
          { path: '/sandbox', element: <SandboxPage /> },
          { path: '/campaign/:id', element: <CampaignPage /> },
          { path: '/sign-in', element: <SignInPage /> },
          { path: '/invitation/*', element: <InvitationPage /> },
          { path: '/sign-up', element: <SignUpPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/update-forgotten-password', element: <UpdateForgottenPasswordPage /> },
        ],
      },
      {
        element: <PortalLayout />,
        children: [
          ...recordRoutes('contributions'),
          ...recordRoutes('expenditures'),
          {
            element: <HiddenInEditMode />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/campaigns', element: <CampaignsPage /> },
              { path: '/public-funds', element: <PublicFundsPage /> },
              { path: '/public-funds/runs/:runId', element: <PaymentRunPage /> },
              {
                path: '/public-funds/runs/:runId/statements/:campaignId',
                element: <StatementPage />,
              },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/settings/manage-user', element: <ManageUserPage /> },
            ],
          },
        ],
      },
      // An unknown address says so, in the layout of whoever asks (not the sign-in page).
      { element: <VisitorLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

/** The portal's pages for the URL of the router above it (the browser's, or a test's). */
export function PortalRoutes() {
  return useRoutes(routes);
}
