/**
 * The staff back office: one React app for every /admin path (mounted client-only by
 * src/pages/admin.astro). Routes live in routes.tsx; server data goes through TanStack Query.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../components/ui/toastStore.ts';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminPageViewTracker } from './analytics/pageViews.ts';
import { createQueryClient } from './queryClient.ts';
import { adminRoutes } from './routes.tsx';
import { startFirstScreen } from './startFirstScreen.ts';

// Toasts only follow an action, so their Radix code loads with the first toast, not the first screen.
const Toaster = lazy(() =>
  import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // Adjusting state during render (React's pattern for state derived from a changing value).
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export default function AdminApp() {
  // The first screen's requests go out with the client, before anything renders (startFirstScreen.ts).
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startFirstScreen(client, window.location);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(adminRoutes));
  // A page view per route change when analytics is configured (analytics/pageViews.ts).
  useEffect(() => {
    const track = adminPageViewTracker();
    track(router.state.location.pathname);
    return router.subscribe((state) => track(state.location.pathname));
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <div data-testid="admin-app">
        <RouterProvider router={router} />
      </div>
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
