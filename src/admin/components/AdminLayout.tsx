import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { site } from '../../lib/site.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { useFocusOnArrival } from '../focusOnArrival.ts';
import { useKeepFocusClearOfHeader } from '../keepFocusClearOfHeader.ts';
import { authQueries } from '../queries/auth.ts';
import { LoadingState } from './LoadingState.tsx';
import { ROLE_LABELS } from './navItems.ts';
import { StaffNav } from './StaffNav.tsx';
import { UserMenu } from './UserMenu.tsx';

// Loaded when someone opens it from the menu, not with every page.
const ChangeOwnPasswordDialog = lazy(() => import('./account/ChangeOwnPasswordDialog.tsx'));
// Its dialog code is not needed for the first screen; its timer starts as soon as it arrives.
const SessionExpiryWarning = lazy(() => import('./session/SessionExpiryWarning.tsx'));

/** The frame of every signed-in page: header navigation, user menu, mobile menu, main area. */
export function AdminLayout() {
  const { data: user } = useQuery(authQueries.me());
  const signOut = useSignOut();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Change password opens from the user menu or the mobile menu; focus goes back to that menu's button.
  const [changingPasswordFrom, setChangingPasswordFrom] = useState<'user menu' | 'mobile menu'>();
  const userMenuButton = useRef<HTMLButtonElement>(null);
  const mobileMenuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const header = useRef<HTMLElement>(null);

  // On navigation, and on arriving from the sign-in page, focus moves to the new page.
  useFocusOnArrival(main, location.pathname);
  // Shift+Tab to a text field leaves it whole below the sticky header, not only its caret line.
  useKeepFocusClearOfHeader(header);

  // Escape closes the open mobile menu and leaves focus on its button, like the public Services menu.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      mobileMenuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  if (!user) return null;

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header ref={header} className="site-header z-40 border-b border-border bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <NavLink
            to="/admin/dashboard"
            className="shrink-0 font-bold whitespace-nowrap text-brand-800"
          >
            {site.name}
            <span className="sr-only"> staff area</span>
          </NavLink>
          <StaffNav
            role={user.role}
            label="Staff"
            // Seven links, the brand and the user menu share 1,120 px at xl: the icons wait for 2xl.
            className="hidden flex-1 xl:block 2xl:[&_svg]:block [&_svg]:hidden"
            listClassName="flex gap-1"
          />
          <div className="ml-auto hidden xl:block">
            <UserMenu
              user={user}
              onSignOut={() => signOut.mutate()}
              onChangePassword={() => setChangingPasswordFrom('user menu')}
              triggerRef={userMenuButton}
            />
          </div>
          <Button
            ref={mobileMenuButton}
            variant="ghost"
            size="icon"
            className="ml-auto xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </Button>
        </div>
        {mobileOpen && (
          <div id="mobile-menu" className="border-t border-border px-4 pt-2 pb-4 xl:hidden">
            <StaffNav
              role={user.role}
              label="Staff mobile"
              listClassName="grid gap-1"
              onNavigate={() => setMobileOpen(false)}
            />
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
                  setChangingPasswordFrom('mobile menu');
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
      <Suspense fallback={null}>
        <SessionExpiryWarning />
      </Suspense>
      {changingPasswordFrom && (
        <Suspense fallback={null}>
          <ChangeOwnPasswordDialog
            onClose={() => setChangingPasswordFrom(undefined)}
            returnFocusTo={changingPasswordFrom === 'user menu' ? userMenuButton : mobileMenuButton}
          />
        </Suspense>
      )}
    </div>
  );
}
