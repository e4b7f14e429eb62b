import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/utils.ts';

/** A search box with its magnifier icon; the caller names it (aria-label) and owns its value. */
export function SearchField({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
