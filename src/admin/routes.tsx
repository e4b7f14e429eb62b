import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireUser } from './auth/guards.tsx';
import { LoadingState } from './components/LoadingState.tsx';
import { lazyPage } from './lazyPage.ts';

/**
 * Every admin route in one table. Each page is its own lazily loaded module, so the first screen
 * only downloads the shell and the page it shows. Replace a page by editing its file under pages/.
 */
// The signed-in frame (navigation, user menu) is not needed to show the login page.
const AdminLayout = lazyPage(() =>
  import('./components/AdminLayout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const InitPage = lazy(() => import('./pages/InitPage.tsx'));
const RequestAccessPage = lazy(() => import('./pages/RequestAccessPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage.tsx'));
const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const LeadsPage = lazyPage(() => import('./pages/LeadsPage.tsx'));
const AccountRequestsPage = lazy(() => import('./pages/AccountRequestsPage.tsx'));
const TeamPage = lazy(() => import('./pages/TeamPage.tsx'));
const AvailabilityPage = lazy(() => import('./pages/AvailabilityPage.tsx'));
const ContentPage = lazy(() => import('./pages/ContentPage.tsx'));
const ContentEntryPage = lazy(() => import('./pages/ContentEntryPage.tsx'));
const BookingsPage = lazy(() => import('./pages/BookingsPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

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
