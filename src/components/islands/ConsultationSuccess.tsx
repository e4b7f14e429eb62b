import { useEffect, useRef } from 'react';
import type { ConsultationText } from './consultationText.ts';
import { buttonVariants } from '../ui/buttonVariants.ts';

/** Replaces the form after a stored request; focus moves to the heading so it is announced. */
export function ConsultationSuccess({
  equity,
  onAnother,
  text,
}: {
  equity: boolean;
  onAnother: () => void;
  text: ConsultationText;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const promise = equity ? text.equityResponsePromise : text.responsePromise;
  return (
    // No live region: the focused heading is announced, and a status role would read it all again.
    <div className="grid justify-items-center gap-4 py-8 text-center">
      {/* lucide "circle-check", inlined: the icon library's runtime costs more than this SVG. */}
      <svg
        viewBox="0 0 24 24"
        className="size-14 text-brand-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m9 12 2 2 4-4" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="font-display text-2xl font-bold text-brand-800">
        {text.successHeading}
      </h2>
      <p className="max-w-md text-muted">
        {text.successBefore} <strong className="text-ink">{promise}</strong>{' '}
        {equity ? text.successAfterEquity : text.successAfter}
      </p>
      <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onAnother}>
        {text.another}
      </button>
    </div>
  );
}
