import type { AstroIntegration } from 'astro';
import type * as AppModule from '../src/server/app.ts';
import type * as LocalRuntimeModule from './localRuntime.ts';

/**
 * `npm run dev`: mounts the Hono API on Astro's dev server so /api is same-origin with hot-reloaded
 * pages. The app module is loaded through Vite, so edits to src/server are picked up on the next request.
 */
export function devApi(): AstroIntegration {
  let command: string | undefined;
  return {
    name: 'dev-api',
    hooks: {
      'astro:config:setup': (options) => {
        command = options.command;
      },
      'astro:server:setup': async ({ server }) => {
        // Only `astro dev` serves the API here. Under `netlify build` the adapter starts a Vite
        // server that runs this hook too, and loading the local runtime there through Node's own
        // loader fails on imports only Vite resolves (a directory import), failing the deploy.
        if (command !== 'dev') return;
        const { getRequestListener } = await import('@hono/node-server');
        // Through Vite, like the app below: the runtime reaches modules (the chat's, the i18n
        // ones) whose extension-less imports Node's own loader does not resolve.
        const { createLocalRuntime } = (await server.ssrLoadModule(
          '/scripts/localRuntime.ts',
        )) as typeof LocalRuntimeModule;
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
