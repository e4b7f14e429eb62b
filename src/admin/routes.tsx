import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireUser } from './auth/guards';
import { LoadingState } from './components/LoadingState';
import { lazyPage } from './lazyPage';

/**
 * Every admin route in one table. Each page is its own lazily loaded module, so the first screen
 * only downloads the shell and the page it shows. Replace a page by editing its file under pages/.
 */
// The signed-in frame (navigation, user menu) is not needed to show the login page.
const AdminLayout = lazyPage(() =>
  import('./components/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const LoginPage = lazy(() => import('./pages/LoginPage'));
const InitPage = lazy(() => import('./pages/InitPage'));
const RequestAccessPage = lazy(() => import('./pages/RequestAccessPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const LeadsPage = lazyPage(() => import('./pages/LeadsPage'));
const AccountRequestsPage = lazy(() => import('./pages/AccountRequestsPage'));
const TeamPage = lazy(() => import('./pages/TeamPage'));
const AvailabilityPage = lazy(() => import('./pages/AvailabilityPage'));
const ContentPage = lazy(() => import('./pages/ContentPage'));
const ContentEntryPage = lazy(() => import('./pages/ContentEntryPage'));
const BookingsPage = lazy(() => import('./pages/BookingsPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The leads page's code, asked for ahead of its route (startFirstScreen.ts). */
export const preloadLeadsScreen = () => Promise.all([AdminLayout.preload(), LeadsPage.preload()]);

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'login', element: page(<LoginPage />) },
      { path: 'init', element: page(<InitPage />) },
      { path: 'request-access', element: page(<RequestAccessPage />) },
      { path: 'forgot-password', element: page(<ForgotPasswordPage />) },
      { path: 'reset-password', element: page(<ResetPasswordPage />) },
      {
        element: <RequireUser />,
        children: [
          {
            element: page(<AdminLayout />),
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'leads', element: <LeadsPage /> },
              { path: 'bookings', element: <BookingsPage /> },
              { path: 'availability', element: <AvailabilityPage /> },
              { path: 'content', element: <ContentPage /> },
              { path: 'content/:collection/:id', element: <ContentEntryPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'account-requests', element: <AccountRequestsPage /> },
                  { path: 'team', element: <TeamPage /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
