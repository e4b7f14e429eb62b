import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm start`'s build on a checkout whose content is broken (a developer's bad commit, a file
 * edited by hand): the last good site keeps being served and the log says which entry and why.
 * The checkout is a throw-away folder whose `npm run build` stands in for Astro's: it writes the
 * site into $BUILD_OUT_DIR and fails, naming the file by its absolute path, on a broken entry.
 */
const TSX = path.resolve('node_modules/.bin/tsx');
const BUILD_IF_STALE = path.resolve('scripts/buildIfStale.ts');
const ENTRY = 'src/content/testimonials/karen-li.yaml';
const BUILD = `
const fs = require('node:fs');
const text = fs.readFileSync('${ENTRY}', 'utf8');
if (text.includes('broken')) {
  console.error('[InvalidContentEntryDataError] ' + process.cwd() + '/${ENTRY}: quote is required');
  process.exit(1);
}
fs.mkdirSync(process.env.BUILD_OUT_DIR, { recursive: true });
fs.writeFileSync(process.env.BUILD_OUT_DIR + '/index.html', '<h1>' + text + '</h1>');
`;

describe('npm start with a broken content tree', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'start-build-'));
    await mkdir(path.join(root, 'src/content/testimonials'), { recursive: true });
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'build.cjs'), BUILD);
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({
        name: 'x',
        private: true,
        type: 'module',
        scripts: { build: 'node build.cjs' },
      }),
    );
    await writeFile(
      path.join(root, 'drive.ts'),
      `import { buildIfStale } from ${JSON.stringify(BUILD_IF_STALE)};\nawait buildIfStale('http://localhost:1');\nconsole.log('SERVING');\n`,
    );
    await writeFile(path.join(root, 'dist/index.html'), '<h1>last good</h1>');
    // The sources are newer than the served build: start rebuilds.
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(root, 'dist/index.html'), past, past);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const start = () =>
    spawnSync(TSX, ['drive.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  const served = () => readFile(path.join(root, 'dist/index.html'), 'utf8');

  it('keeps serving the last good site and says which entry broke the build', async () => {
    await writeFile(path.join(root, ENTRY), 'quote: broken\n');
    const result = start();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('SERVING');
    expect(result.stderr).toContain(
      'The site could not be rebuilt from the sources on disk. Fix Testimonials: karen-li (English).',
    );
    expect(result.stderr).toContain('Serving the last good site, built ');
    expect(await served()).toBe('<h1>last good</h1>');
  });

  it('swaps in a build that succeeds', async () => {
    await writeFile(path.join(root, ENTRY), 'quote: fine\n');
    const result = start();
    expect(result.status).toBe(0);
    expect(await served()).toBe('<h1>quote: fine\n</h1>');
  });

  it('fails when there is no earlier site to serve', async () => {
    await writeFile(path.join(root, ENTRY), 'quote: broken\n');
    await rm(path.join(root, 'dist'), { recursive: true });
    const result = start();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('no earlier build to serve');
  });
});
