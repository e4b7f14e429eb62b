import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { site } from '../../lib/site';
import { cn } from '../../lib/utils';
import { useSignOut } from '../auth/useSignOut';
import { authQueries } from '../queries/auth';
import { LoadingState } from './LoadingState';
import { navItemsFor, ROLE_LABELS } from './navItems';
import { UserMenu } from './UserMenu';

// Loaded when someone opens it from the menu, not with every page.
const ChangeOwnPasswordDialog = lazy(() => import('./account/ChangeOwnPasswordDialog'));

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-focus',
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-alt',
  );

/** The frame of every signed-in page: header navigation, user menu, mobile menu, main area. */
export function AdminLayout() {
  const { data: user } = useQuery(authQueries.me());
  const signOut = useSignOut();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const main = useRef<HTMLElement>(null);

  // On navigation, move focus to the new page as a page load would (not on the first render).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  if (!user) return null;
  const items = navItemsFor(user.role);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="site-header z-40 border-b border-border bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <NavLink to="/admin/dashboard" className="font-bold text-brand-800">
            {site.name}
            <span className="sr-only"> staff area</span>
          </NavLink>
          <nav aria-label="Staff" className="hidden flex-1 md:block">
            <ul className="flex gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClasses}>
                    <item.icon className="size-4" aria-hidden="true" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto hidden md:block">
            <UserMenu
              user={user}
              onSignOut={() => signOut.mutate()}
              onChangePassword={() => setChangingPassword(true)}
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </Button>
        </div>
        {mobileOpen && (
          <div id="mobile-menu" className="border-t border-border px-4 pt-2 pb-4 md:hidden">
            <nav aria-label="Staff mobile">
              <ul className="grid gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={linkClasses}
                      onClick={() => setMobileOpen(false)}
                    >
                      <item.icon className="size-4" aria-hidden="true" />
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 border-t border-border pt-3">
              <p className="font-semibold">{user.name}</p>
              <p className="text-sm break-all text-muted">{user.email}</p>
              <Badge variant={user.role === 'admin' ? 'default' : 'secondary'} className="mt-2">
                {ROLE_LABELS[user.role]}
              </Badge>
              <Button
                variant="outline"
                className="mt-3 w-full"
                onClick={() => {
                  setMobileOpen(false);
                  setChangingPassword(true);
                }}
              >
                <KeyRound aria-hidden="true" />
                Change password
              </Button>
              <Button
                variant="outline"
                className="mt-2 w-full"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
              >
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </div>
          </div>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangeOwnPasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </div>
  );
}
