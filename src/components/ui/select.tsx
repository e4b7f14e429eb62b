import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { fieldClasses } from './input.tsx';

/**
 * A styled native <select>: fully accessible, keyboard and screen-reader friendly on every phone,
 * and free in bundle size. Reach for Radix Select only when options need rich content.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-11 pr-8', className)} {...props} />;
}
