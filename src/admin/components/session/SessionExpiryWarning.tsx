import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { authApi, authQueries } from '../../queries/auth.ts';
import { SESSION_WARNING_MS } from './warningTime.ts';

type Phase = 'quiet' | 'warning' | 'ended';

const clockTime = (at: number) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Two minutes before the session ends, a dialog says so and offers "Stay signed in" (another 8
 * hours, up to 24 after sign-in: src/server/auth/sessionLifetime.ts). It opens over whatever is on
 * screen, the lead dialog included, and closing it puts focus back where the person was typing:
 * nothing on the page is reloaded or cleared. If the session ends anyway, it says how to carry on
 * without losing the typing (sign in again in another tab, then save here).
 */
export default function SessionExpiryWarning() {
  const queryClient = useQueryClient();
  const lifetime = useQuery(authQueries.lifetime());
  const [phase, setPhase] = useState<Phase>('quiet');
  const typingIn = useRef<Element | null>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const endsAt = lifetime.data?.endsAt;

  useEffect(() => {
    if (endsAt === undefined) return;
    const open = (next: Phase) => () => {
      typingIn.current ??= document.activeElement;
      setPhase(next);
    };
    const warn = window.setTimeout(open('warning'), endsAt - SESSION_WARNING_MS - Date.now());
    const end = window.setTimeout(open('ended'), endsAt - Date.now());
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(end);
    };
  }, [endsAt]);

  const extend = useMutation({
    mutationFn: authApi.extendSession,
    onSuccess: (renewed) => {
      queryClient.setQueryData(authQueries.lifetime().queryKey, renewed);
      setPhase('quiet');
    },
    onError: () => setPhase('ended'),
  });

  const close = () => setPhase('quiet');
  const canExtend = lifetime.data?.canExtend ?? false;
  const at = endsAt === undefined ? '' : clockTime(endsAt);

  return (
    <Dialog open={phase !== 'quiet'} onOpenChange={(open) => !open && close()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          // The likely choice first: Enter keeps the person signed in.
          if (!stay.current) return;
          event.preventDefault();
          stay.current.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = typingIn.current;
          typingIn.current = null;
          if (target instanceof HTMLElement && target.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {phase === 'ended' ? (
          <>
            <DialogHeader>
              <DialogTitle>Your session has ended</DialogTitle>
              <DialogDescription>
                What you typed is still on this page. Sign in again in a new tab, then come back to
                this one and save.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Close
              </Button>
              <Button asChild>
                <a href="/admin/login" target="_blank" rel="noopener">
                  Sign in (new tab)
                </a>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Your session is about to end</DialogTitle>
              <DialogDescription>
                {canExtend
                  ? `For your security you will be signed out at ${at}. Stay signed in to keep working for another 8 hours; what you typed stays as it is.`
                  : `You will be signed out at ${at}: a session lasts at most 24 hours. Save what you are working on, then sign in again.`}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                {canExtend ? 'Not now' : 'OK'}
              </Button>
              {canExtend && (
                <Button ref={stay} onClick={() => extend.mutate()} disabled={extend.isPending}>
                  {extend.isPending ? 'Extending...' : 'Stay signed in'}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
