import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * zodResolver with the shared schema, but zod itself (≈37 KB gzipped) is fetched after the page
 * has rendered instead of before: the admin SPA's first screen must stay under 150 KB of JS.
 * Call `preload()` when the visitor starts on the form (first focus) or when a dialog opens, so
 * validation is ready by the first submit; a submit before that simply waits for it.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<ZodType>,
) {
  let loaded: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const preload = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    ));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
