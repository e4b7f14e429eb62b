/**
 * The staff back office: one React app for every /admin path. The real routes arrive with the
 * sign-in issue; this shell proves the SPA mounts client-side and reaches the API.
 */
import { useEffect, useState } from 'react';

type Health = { ok: boolean; db: string };

export default function AdminApp() {
  const [health, setHealth] = useState<Health | null>(null);

  useEffect(() => {
    fetch('/api/health', { credentials: 'include' })
      .then((res) => res.json() as Promise<Health>)
      .then(setHealth)
      .catch(() => setHealth({ ok: false, db: 'unreachable' }));
  }, []);

  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16" data-testid="admin-app">
      <h1 className="text-2xl font-bold text-brand-800">Staff area</h1>
      <p className="mt-2 text-muted" aria-live="polite">
        {health === null
          ? 'Checking the API…'
          : `API ${health.ok ? 'ready' : 'unavailable'} (${health.db})`}
      </p>
    </main>
  );
}
