// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { isNoindexPath } from './src/lib/indexing.ts';
import { unlocalizedPath } from './src/i18n/locales.ts';
import { contentSecurityPolicy } from './src/lib/contentSecurityPolicy.ts';
import { resolveSiteUrl } from './src/lib/siteUrl.ts';
import { devApi } from './scripts/devApi.ts';
import { staticNetlify } from './scripts/staticNetlify.ts';
import { copyIntoEachIsland } from './scripts/copyIntoEachIsland.ts';
import { chunkModules } from './scripts/chunkModules.ts';

export default defineConfig({
  site: resolveSiteUrl(process.env),
  output: 'static',
  // The local server's rebuild after a content publish builds beside the served dist/ and swaps it in
  // only when the build succeeds (src/server/local/siteRebuilder.ts).
  outDir: process.env.BUILD_OUT_DIR || './dist',
  // Every build-time setting, checked by Astro before the build and read through astro:env/client.
  // Server settings are parsed in src/server/config.ts; SITE_URL, shared by both, in src/lib/siteUrl.ts.
  env: {
    schema: {
      PUBLIC_GA_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_TURNSTILE_SITE_KEY: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
      }),
    },
  },
  // A <meta> policy on every page, with the hash of every script Astro emits; frame-ancestors is a
  // header in netlify.toml. The hosts follow the build's environment, like the components using them.
  security: {
    csp: contentSecurityPolicy({
      analytics: Boolean(process.env.PUBLIC_GA_ID),
      turnstile: Boolean(process.env.PUBLIC_TURNSTILE_SITE_KEY),
    }),
  },
  adapter: staticNetlify(),
  // Clean URLs without trailing slashes: /team is served from dist/team.html here and on Netlify.
  trailingSlash: 'never',
  // English keeps today's paths; Spanish lives under /es with the same slugs (src/pages/es/).
  i18n: { locales: ['en', 'es'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // The page CSS is small and inlined, so first paint needs no second request (home ≤ 14 KB gzipped).
  build: { format: 'file', inlineStylesheets: 'always' },
  // The content has no code blocks; Shiki's highlighter only made the CSP setup warn at build time.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    mdx(),
    sitemap({
      // Each URL lists its twin in the other language (hreflang alternates in the sitemap too).
      i18n: { defaultLocale: 'en', locales: { en: 'en', es: 'es' } },
      // Only indexable pages: no staff area, and none of the noindex pages (privacy, terms).
      filter: (page) => {
        const { pathname } = new URL(page);
        return !pathname.startsWith('/admin') && !isNoindexPath(unlocalizedPath(pathname));
      },
    }),
    devApi(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // Each island carries its own copy of these (docs/design.md, "Byte budgets").
      copyIntoEachIsland({
        islands: 'src/components/islands',
        modules: [
          'src/components/islands/publicForm/',
          'src/lib/fillTime.ts',
          'src/lib/forms/lazyResolver.ts',
        ],
      }),
      // Each chunk's modules, for the size report's "which import grew it" (npm run size).
      chunkModules(),
    ],
    build: {
      rolldownOptions: {
        output: {
          // Why these groups and what may join them: docs/design.md, "Byte budgets".
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // Small modules every island uses.
              {
                name: 'shared',
                test: /src[\\/](lib[\\/](domain|apiRequest)|components[\\/]ui[\\/](buttonVariants|fieldClasses|toastStore))\.tsx?$|node_modules[\\/](clsx|class-variance-authority)[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
});
