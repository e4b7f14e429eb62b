import type { SubmitEventHandler, ReactNode } from 'react';

interface Props {
  /** Starts loading the form's validation code (see src/lib/forms/lazyResolver.ts). */
  preloadValidation: () => void;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The form of a signed-out screen (sign in, first admin, request access, passwords). Its validation
 * code loads when the visitor starts on the form, not with the first screen.
 */
export function AuthForm({ preloadValidation, onSubmit, children }: Props) {
  return (
    <form onFocus={() => preloadValidation()} noValidate className="grid gap-4" onSubmit={onSubmit}>
      {children}
    </form>
  );
}
