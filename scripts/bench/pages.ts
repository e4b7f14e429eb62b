import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanPageUrl } from '../serviceWorker.ts';

export interface PublicPage {
  /** Clean URL path, e.g. /team. */
  path: string;
  file: string;
  noindex: boolean;
}

/** Not public content: the admin SPA shell, the 404 page and the service worker's offline page. */
const NOT_PUBLIC = new Set(['admin.html', '404.html', 'offline.html']);

/** Every public page the build produced, read from dist/ so new pages are measured without edits. */
export async function publicPages(distDir: string): Promise<PublicPage[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const pages: PublicPage[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    if (NOT_PUBLIC.has(relative) || relative.startsWith('admin/')) continue;
    const html = await readFile(file, 'utf8');
    const noindex = /<meta[^>]+name=["']?robots["']?[^>]+content=["'][^"']*noindex/i.test(html);
    pages.push({ path: cleanPageUrl(relative), file, noindex });
  }
  return pages.sort((a, b) =>
    a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path),
  );
}
