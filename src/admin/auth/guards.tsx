import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/LoadingState.tsx';
import { authQueries } from '../queries/auth.ts';
import { loginPathFor } from './redirectTarget.ts';

const ChangePasswordPage = lazy(() => import('../pages/ChangePasswordPage.tsx'));

/**
 * Signed-out visitors go to the login page (and come back here after signing in). A user whose
 * password someone else set sees only the change-password page until they replace it.
 * The server enforces the same rules; this only spares people pages they cannot use.
 */
export function RequireUser() {
  const location = useLocation();
  const me = useQuery(authQueries.me());
  if (me.isPending) return <LoadingState />;
  if (me.isError) {
    return (
      <p role="alert" className="p-10 text-center text-danger">
        Could not reach the server. Please reload the page.
      </p>
    );
  }
  if (!me.data) return <Navigate to={loginPathFor(location)} replace />;
  if (me.data.mustChangePassword) {
    return (
      <Suspense fallback={<LoadingState />}>
        <ChangePasswordPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Admin-only pages send everyone else to the dashboard. */
export function RequireAdmin() {
  const me = useQuery(authQueries.me());
  if (me.data?.role !== 'admin') return <Navigate to="/admin/dashboard" replace />;
  return <Outlet />;
}
