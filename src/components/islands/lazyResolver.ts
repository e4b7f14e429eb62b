import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose code arrives on demand: `preload()` on the first focus starts the download, and a
 * submit before it finished simply waits for it. Keeps zod and the schema out of the page's first load.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get(),
  };
}
