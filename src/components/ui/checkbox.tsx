import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** Native checkbox so it works with react-hook-form's register() and every assistive technology. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-5 shrink-0 rounded border-border accent-brand-700', className)}
      {...props}
    />
  );
}
