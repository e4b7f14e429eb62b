import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseNetlifyToml } from './netlifyRules.ts';
import { createSiteRebuilder } from './siteRebuilder.ts';
import { createStaticSite } from './staticSite.ts';

/**
 * A stand-in for `npm run build` with the same contract: it writes the site into $BUILD_OUT_DIR
 * from the sources, takes a moment, fails when the sources are broken, and counts its runs.
 */
const BUILD = `
const fs = require('node:fs');
const out = process.env.BUILD_OUT_DIR;
fs.appendFileSync('runs.log', 'run\\n');
const text = fs.readFileSync('source.txt', 'utf8');
setTimeout(() => {
  if (text.includes('broken')) { console.error('source.txt: broken frontmatter'); process.exit(1); }
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(out + '/index.html', '<h1>' + text + '</h1>');
}, 150);
`;

describe('site rebuilder', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-rebuild-'));
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'dist/index.html'), '<h1>old</h1>');
    await writeFile(path.join(root, 'source.txt'), 'new');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const rebuilder = () =>
    createSiteRebuilder({ root, command: [process.execPath, '-e', BUILD], env: process.env });
  const runs = async () =>
    (await readFile(path.join(root, 'runs.log'), 'utf8')).split('\n').length - 1;

  it('swaps the new build into the folder the running server serves', async () => {
    const site = createStaticSite(path.join(root, 'dist'), parseNetlifyToml(''));
    const rebuild = rebuilder();
    const building = rebuild();
    // During the build the old site is served, whole.
    expect(await (await site.request('/')).text()).toBe('<h1>old</h1>');
    await building;
    expect(await (await site.request('/')).text()).toBe('<h1>new</h1>');
  });

  it('keeps the served site when the build fails, and says why', async () => {
    await writeFile(path.join(root, 'source.txt'), 'broken');
    await expect(rebuilder()()).rejects.toThrow(/exit 1\): source\.txt: broken frontmatter/);
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe('<h1>old</h1>');
  });

  it('runs one build at a time and queues exactly one more for publishes during a build', async () => {
    const rebuild = rebuilder();
    const first = rebuild();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Published while the first build runs: it read the sources before this change.
    await writeFile(path.join(root, 'source.txt'), 'newest');
    const second = rebuild();
    const third = rebuild();
    expect(third).toBe(second);
    await first;
    await second;
    expect(await runs()).toBe(2);
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe('<h1>newest</h1>');
    // Idle again: the next call builds at once.
    await rebuild();
    expect(await runs()).toBe(3);
  });
});
