import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A resolver whose code arrives on demand: `preload()` (on the first focus, or when a dialog opens)
 * starts the download, and a submit before it finished simply waits for it. Keeps zod and the
 * schema out of a page's first load (docs/design.md, "Byte budgets").
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get(),
  };
}

/** lazyResolver for a shared zod schema: the schema module and zodResolver load together. */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  loadSchema: () => Promise<ZodType>,
) {
  return lazyResolver<Values, Output>(() =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    ),
  );
}
