import type { ExtractSchema } from 'hono/types';

/**
 * The JSON one route of an API sub-app (src/server/routes/*.ts) answers, as the browser receives it:
 * dates arrive as ISO strings. Read from the route handler's own `c.json(…)`, so the admin's types
 * follow the server instead of being written out a second time. Type-only: no server code is bundled.
 *
 *     type Lead = ApiAnswer<typeof leadRoutes, '/:id', '$get'>;
 */
export type ApiAnswer<
  Routes,
  Path extends keyof ExtractSchema<Routes>,
  Method extends keyof ExtractSchema<Routes>[Path],
> = ExtractSchema<Routes>[Path][Method] extends { output: infer Output } ? Output : never;
