import netlify from '@astrojs/netlify';
import type { AstroIntegration } from 'astro';

/**
 * The Netlify adapter, told that this site is fully static. Without the hint Astro 7 treats any
 * adapter as server output and the adapter emits a catch-all SSR function (path "/*") that would
 * shadow the /admin/* SPA rewrite and answer the 404 page itself. We have no on-demand pages: the
 * only server code is the API function in netlify/functions.
 */
export function staticNetlify(): AstroIntegration {
  // Images are optimised by sharp at build time (files in dist/_astro), not by Netlify's Image CDN:
  // the CDN's /.netlify/images URLs do not exist under `npm start`, so local pages would lose them.
  // `astro dev` needs none of the adapter's dev emulation (no edge functions, no image CDN, env from
  // .env), and its edge-function emulation downloads Deno, which fails offline.
  const adapter = netlify({ imageCDN: false, devFeatures: false });
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (options) =>
            params.setAdapter({
              ...options,
              adapterFeatures: { ...options.adapterFeatures, buildOutput: 'static' },
            }),
        }),
    },
  };
}
