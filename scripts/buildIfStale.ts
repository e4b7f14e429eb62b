import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeBuildFailure } from '../src/server/content/buildFailure.ts';
import { run, swapIntoPlace } from '../src/server/local/siteRebuilder.ts';

/**
 * `npm start` rebuilds only when something the build reads changed since the last build, or when
 * it was built for another SITE_URL (canonical links and the sitemap embed it).
 */
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'scripts/postbuild.ts'];
// Written by scripts/postbuild.ts after every build, however it was started.
export const BUILD_STAMP = path.join('.data', 'build-stamp.json');

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entry, { withFileTypes: true, recursive: true })) {
    if (!child.isFile()) continue;
    const childInfo = await stat(path.join(child.parentPath, child.name)).catch(() => undefined);
    if (childInfo && childInfo.mtimeMs > newest) newest = childInfo.mtimeMs;
  }
  return newest;
}

async function buildReason(siteUrl: string): Promise<string | undefined> {
  const built = await stat('dist/index.html').catch(() => undefined);
  if (!built) return 'no build yet';
  const stamp = await readFile(BUILD_STAMP, 'utf8')
    .then((text) => JSON.parse(text) as { siteUrl?: string })
    .catch(() => undefined);
  if (stamp?.siteUrl !== siteUrl) return `built for another SITE_URL`;
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  if (newest > built.mtimeMs) return 'sources changed since the last build';
  return undefined;
}

/** Every file under src/content and src/assets/team, so a failure can name the entry it stopped at. */
async function contentFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ['src/content', 'src/assets/team']) {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile())
        found.push(path.join(entry.parentPath, entry.name).split(path.sep).join('/'));
    }
  }
  return found;
}

/**
 * Builds beside the served site (.data/site-next) and swaps it in only when the build succeeds, so
 * a broken content tree never leaves `dist/` emptied: the last good site keeps being served, and
 * the log says why. Without any earlier site there is nothing to serve, and start fails.
 */
export async function buildIfStale(siteUrl: string): Promise<void> {
  const reason = await buildReason(siteUrl);
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  const next = path.resolve('.data', 'site-next');
  await rm(next, { recursive: true, force: true });
  await mkdir(path.dirname(next), { recursive: true });
  const result = await run('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, SITE_URL: siteUrl, BUILD_OUT_DIR: next },
    echo: true,
  });
  const built = result.code === 0 && (await stat(path.join(next, 'index.html')).catch(() => null));
  if (built) {
    const previous = path.resolve('.data', 'site-previous');
    await rm(previous, { recursive: true, force: true });
    swapIntoPlace(path.resolve('dist'), next, previous);
    await rm(previous, { recursive: true, force: true });
    return;
  }
  await rm(next, { recursive: true, force: true });
  const failure = describeBuildFailure(result.output, await contentFiles(), [process.cwd()]);
  const what = failure.entries.length ? ` Fix ${failure.entries.join('; ')}.` : '';
  const said = failure.detail ? ` The build said: ${failure.detail}` : '';
  const lastGood = await stat('dist/index.html').catch(() => null);
  if (!lastGood)
    throw new Error(
      `The site could not be built and there is no earlier build to serve.${what}${said}`,
    );
  console.error(
    `\nThe site could not be rebuilt from the sources on disk.${what}${said}\n` +
      `Serving the last good site, built ${lastGood.mtime.toISOString()}; restart once the content is fixed.\n`,
  );
}
