import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload(). A module preloaded before its first render renders at once instead
 * of suspending: React reveals a boundary's content no sooner than 300 ms after it last showed a
 * fallback, so a suspension costs up to 300 ms even when the code is already there, and the leads
 * page, two lazy levels deep (the signed-in frame, then the page), paid it twice.
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download may succeed later: the next render or preload asks again.
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy calls then() at once; a thenable that answers synchronously means no suspension.
  const ready = (module: { default: T }) =>
    ({ then: (resolve: (value: { default: T }) => void) => resolve(module) }) as Promise<{
      default: T;
    }>;
  return Object.assign(
    lazy(() => (loaded ? ready(loaded) : preload())),
    { preload },
  );
}
