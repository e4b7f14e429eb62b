// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { devApi } from './scripts/devApi.ts';
import { staticNetlify } from './scripts/staticNetlify.ts';

const siteUrl = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';

export default defineConfig({
  site: siteUrl,
  output: 'static',
  adapter: staticNetlify(),
  // Clean URLs without trailing slashes: /team is served from dist/team.html here and on Netlify.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) => {
        const { pathname } = new URL(page);
        return !pathname.startsWith('/admin') && pathname !== '/offline';
      },
    }),
    devApi(),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
