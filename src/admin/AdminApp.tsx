/**
 * The staff back office: one React app for every /admin path (mounted client-only by
 * src/pages/admin.astro). Routes live in routes.tsx; server data goes through TanStack Query.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './queryClient';
import { adminRoutes } from './routes';

// Toasts only follow an action, so their Radix code loads after the first screen.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(adminRoutes));
  return (
    <QueryClientProvider client={queryClient}>
      <div data-testid="admin-app">
        <RouterProvider router={router} />
      </div>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
