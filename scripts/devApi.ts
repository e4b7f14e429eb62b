import type { AstroIntegration } from 'astro';
import type * as AppModule from '../src/server/app.ts';

/**
 * `npm run dev`: mounts the Hono API on Astro's dev server so /api is same-origin with hot-reloaded
 * pages. The app module is loaded through Vite, so edits to src/server are picked up on the next request.
 */
export function devApi(): AstroIntegration {
  return {
    name: 'dev-api',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const { getRequestListener } = await import('@hono/node-server');
        const { createLocalRuntime } = await import('./localRuntime.ts');
        const { loadEnvFile } = await import('./loadEnvFile.ts');
        loadEnvFile();
        const runtime = await createLocalRuntime(process.env);
        server.middlewares.use((req, res, next) => {
          // netlify.toml's /admin/* → /admin.html rewrite, so reloading a staff deep link works here too.
          if (req.url?.startsWith('/admin/') && !/\.\w+(\?|$)/.test(req.url)) req.url = '/admin';
          if (!req.url?.startsWith('/api/') && req.url !== '/api') return next();
          void (async () => {
            const { createApp } = (await server.ssrLoadModule(
              '/src/server/app.ts',
            )) as typeof AppModule;
            const app = createApp(runtime.deps);
            await getRequestListener((request, env) => app.fetch(request, env))(req, res);
          })().catch(next);
        });
      },
    },
  };
}
