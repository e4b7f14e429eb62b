import { cva } from 'class-variance-authority';

/**
 * Button classes on their own, without cn()/tailwind-merge, so a public island can style a button
 * without shipping the merge library (docs/design.md, "Byte budgets").
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-ink hover:bg-accent-300',
        outline: 'border border-border bg-white text-ink hover:bg-surface-alt',
        ghost: 'text-ink hover:bg-surface-alt',
        destructive: 'bg-danger text-white hover:bg-red-800',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
