/** Shared form-field classes, kept apart from cn() so islands can use them without tailwind-merge. */
export const fieldClasses =
  'w-full rounded-lg border border-border bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';
