/**
 * Generates dist/sw.js with Workbox after `astro build` (called from postbuild.ts).
 *
 * - Precache: the public pages, CSS, fonts, small images and the manifest, with revisions, so a
 *   visitor who came once can read the site offline. Never the admin SPA or anything under /api.
 * - Navigations are network-first: a fresh page whenever the network answers, else the copy from the
 *   last visit, else the precached build of that page, else the offline page.
 * - Same-origin images are cached as they are shown (cache-first: their names carry a hash).
 * - Everything else that is not precached (the API above all) goes straight to the network.
 */
import { generateSW, type ManifestTransform, type RuntimeCaching } from 'workbox-build';

/**
 * Pages are precached under their clean URL (/team, not /team.html: Netlify redirects the latter)
 * plus a marker query, so the precache route, which is cache-first, never answers a navigation
 * itself: navigations must reach the network first. The navigation fallback below finds these
 * copies by path with `ignoreSearch`.
 */
export const PRECACHED_PAGE_MARKER = 'sw-offline-copy';

export function cleanPageUrl(file: string): string {
  const withoutExtension = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `/${withoutExtension.replace(/\/$/, '')}`;
}

const markPages: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) =>
    entry.url.endsWith('.html')
      ? { ...entry, url: `${cleanPageUrl(entry.url)}?${PRECACHED_PAGE_MARKER}=1` }
      : entry,
  ),
  warnings: [],
});

// Workbox stringifies these functions into sw.js, so they must not use anything from this module.
const navigationCaching: RuntimeCaching = {
  urlPattern: ({ request, url }) =>
    request.mode === 'navigate' && !/^\/(api|admin)(\/|\.html$|$)/.test(url.pathname),
  handler: 'NetworkFirst',
  options: {
    cacheName: 'pages',
    expiration: { maxEntries: 40 },
    cacheableResponse: { statuses: [200] },
    plugins: [
      {
        // Network and the visited-pages cache both missed: the precached build, else the offline
        // page in the page's language (/es/… pages get /es/offline).
        handlerDidError: async ({ request }) => {
          const path = new URL(request.url).pathname.replace(/(.)\/$/, '$1');
          const offline = /^\/es(\/|$)/.test(path) ? '/es/offline' : '/offline';
          return (
            (await caches.match(path, { ignoreSearch: true })) ??
            (await caches.match(offline, { ignoreSearch: true })) ??
            (await caches.match('/offline', { ignoreSearch: true })) ??
            Response.error()
          );
        },
      },
    ],
  },
};

/** Images seen while browsing stay available offline; hashed names never change, so cache-first. */
const imageCaching: RuntimeCaching = {
  urlPattern: ({ request, url }) =>
    request.destination === 'image' && url.origin === self.location.origin,
  handler: 'CacheFirst',
  options: {
    cacheName: 'images',
    expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
    cacheableResponse: { statuses: [200] },
  },
};

export async function generateServiceWorker(distDir: string) {
  return generateSW({
    globDirectory: distDir,
    swDest: `${distDir}/sw.js`,
    globPatterns: ['**/*.{html,css,woff2,svg,png,webp,avif,ico,webmanifest}'],
    globIgnores: [
      'admin.html',
      'admin/**',
      '404.html',
      '*/404.html',
      // Open Graph images are for link previews, not for reading the site.
      'og-*.png',
      '**/og/**',
      // Responsive image variants (several sizes and formats of each photo): the browser uses one,
      // so they are cached when shown (imageCaching) instead of all of them on install.
      '_astro/**/*.{png,jpg,jpeg,webp,avif,gif}',
    ],
    // "Small images": anything bigger is fetched when needed instead of on install.
    maximumFileSizeToCacheInBytes: 200 * 1024,
    // Build assets carry a content hash in their name; no revision query needed.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [markPages],
    // The update prompt decides when a new worker takes over (it posts SKIP_WAITING).
    skipWaiting: false,
    // The first worker controls the already-open page at once, so it works offline right away.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [navigationCaching, imageCaching],
  });
}
