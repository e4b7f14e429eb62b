import { useSyncExternalStore, type ReactNode } from 'react';
import { buttonVariants } from '../../ui/buttonVariants.ts';

const noSubscription = () => () => {};

/**
 * The public forms' submit button. Until React has taken over it is disabled and says "Loading…":
 * a plain HTML submit would reload the page with the typed details in the URL and lose them. (The
 * server snapshot is false, the client's true: React re-renders right after hydrating.)
 */
export function SubmitButton({
  pending,
  loadingLabel,
  children,
}: {
  pending: boolean;
  loadingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <button
      type="submit"
      disabled={!hydrated || pending}
      className={buttonVariants({
        size: 'lg',
        // The label may wrap (the Spanish equity label is long; so is any label at 320 px): a
        // button wider than the screen would scroll the page sideways.
        className:
          'h-auto! min-h-12 w-full py-2 text-center whitespace-normal! sm:w-auto sm:justify-self-start',
      })}
    >
      {hydrated ? children : loadingLabel}
    </button>
  );
}
