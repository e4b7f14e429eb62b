import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-700 text-white',
        secondary: 'border-transparent bg-surface-alt text-ink',
        outline: 'border-border text-ink',
        equity: 'border-transparent bg-accent-200 text-ink',
        success: 'border-transparent bg-brand-100 text-brand-900',
        warning: 'border-transparent bg-accent-100 text-accent-700',
        info: 'border-transparent bg-sky-100 text-sky-900',
        destructive: 'border-transparent bg-red-100 text-red-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
