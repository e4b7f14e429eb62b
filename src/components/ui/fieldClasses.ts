/** Shared form-field classes, kept apart from cn() so islands can use them without tailwind-merge. */
export const fieldClasses =
  'w-full rounded-lg border border-field-border bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';
