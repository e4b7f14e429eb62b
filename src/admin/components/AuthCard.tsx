import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { site } from '../../lib/site.ts';
import { useFocusOnArrival } from '../focusOnArrival.ts';

/** The centred card of the signed-out pages (login, init, request access). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  // Arriving here from another screen (first admin → sign in, a link) puts focus at the start.
  const main = useRef<HTMLElement>(null);
  useFocusOnArrival(main, useLocation().pathname);
  return (
    <main
      id="main"
      ref={main}
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-4 py-10 outline-none"
    >
      <div className="w-full max-w-md">
        <p className="mb-4 text-center text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {site.name}
        </p>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold text-ink">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
