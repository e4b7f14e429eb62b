import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

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

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function buildIfStale(siteUrl: string): Promise<void> {
  const reason = await buildReason(siteUrl);
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  await run('npm', ['run', 'build', '--silent'], { ...process.env, SITE_URL: siteUrl });
}
