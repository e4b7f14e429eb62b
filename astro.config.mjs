// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { NOINDEX_PATHS } from './src/lib/indexing.ts';
import { devApi } from './scripts/devApi.ts';
import { staticNetlify } from './scripts/staticNetlify.ts';

const siteUrl = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';

export default defineConfig({
  site: siteUrl,
  output: 'static',
  adapter: staticNetlify(),
  // Clean URLs without trailing slashes: /team is served from dist/team.html here and on Netlify.
  trailingSlash: 'never',
  // The page CSS is small and inlined, so first paint needs no second request (home ≤ 14 KB gzipped).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    mdx(),
    sitemap({
      // Only indexable pages: no staff area, and none of the noindex pages (privacy, terms).
      filter: (page) => {
        const { pathname } = new URL(page);
        return !pathname.startsWith('/admin') && !NOINDEX_PATHS.includes(pathname);
      },
    }),
    devApi(),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
