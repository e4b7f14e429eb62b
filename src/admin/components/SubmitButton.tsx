import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';

/**
 * A form's submit button that is busy, not disabled, while the form is being sent (the admin focus
 * rule, README). Disabling the button under the focus drops the focus to <body>, so after "Login
 * Failed" a keyboard user started again from the top of the page. Busy, it keeps the focus, looks
 * dimmed, says so with aria-disabled, and ignores presses: Enter in a field submits through a
 * click on this button, and that click is cancelled too.
 */
export function SubmitButton({
  busy,
  className,
  onClick,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { busy: boolean }) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      type="submit"
      aria-disabled={busy || undefined}
      className={cn(busy && 'opacity-60', className)}
      onClick={click}
      {...props}
    />
  );
}
