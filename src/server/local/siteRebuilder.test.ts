import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseNetlifyToml } from './netlifyRules.ts';
import { createSiteRebuilder, SiteBuildError, type DraftFiles } from './siteRebuilder.ts';
import { createStaticSite } from './staticSite.ts';

/**
 * A stand-in for `npm run build` with the same contract: it reads the sources of the folder it
 * runs in, writes the site into $BUILD_OUT_DIR, takes a moment, and fails like Astro does (naming
 * the file by its absolute path) when an entry is broken.
 */
const FAQ = 'src/content/faq/regions.yaml';
const BUILD = `
const fs = require('node:fs');
const out = process.env.BUILD_OUT_DIR;
const text = fs.readFileSync('${FAQ}', 'utf8');
fs.mkdirSync('.data', { recursive: true });
fs.writeFileSync('.data/chat-knowledge.json', JSON.stringify({ text }));
setTimeout(() => {
  if (text.includes('broken')) {
    console.log('building pages…');
    console.error('[InvalidContentEntryDataError] ' + process.cwd() + '/${FAQ}: **faq → regions** data does not match collection schema.');
    console.error('    at loadEntry (' + process.cwd() + '/node_modules/astro/dist/content.js:1:1)');
    process.exit(1);
  }
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(out + '/index.html', '<h1>' + text + '</h1>');
}, 150);
`;

const bytes = (text: string) => new TextEncoder().encode(text);

describe('site rebuilder', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-rebuild-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'node_modules'));
    await writeFile(path.join(root, 'dist/index.html'), '<h1>old</h1>');
    await mkdir(path.join(root, 'src/content/faq'), { recursive: true });
    await writeFile(path.join(root, FAQ), 'old');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const rebuilder = () =>
    createSiteRebuilder({ root, command: [process.execPath, '-e', BUILD], env: process.env });
  const drafts = (text: string): DraftFiles => new Map([[FAQ, bytes(text)]]);
  const dataFiles = async () => (await readdir(path.join(root, '.data')).catch(() => [])).sort();

  it('builds the drafts beside the checkout, and puts the site live only when asked', async () => {
    const site = createStaticSite(path.join(root, 'dist'), parseNetlifyToml(''));
    const building = rebuilder()(drafts('new'));
    // During the build the old site is served, whole, and the sources are untouched.
    expect(await (await site.request('/')).text()).toBe('<h1>old</h1>');
    const staged = await building;
    expect(await readFile(path.join(root, FAQ), 'utf8')).toBe('old');
    expect(await (await site.request('/')).text()).toBe('<h1>old</h1>');
    await staged.goLive();
    expect(await (await site.request('/')).text()).toBe('<h1>new</h1>');
    // What the build wrote for the API comes back into the checkout; no staging folder is left.
    expect(
      JSON.parse(await readFile(path.join(root, '.data/chat-knowledge.json'), 'utf8')),
    ).toEqual({ text: 'new' });
    expect(await dataFiles()).toEqual(['chat-knowledge.json']);
  });

  it('changes nothing when the build fails, and says which entry in plain words', async () => {
    const failed = await rebuilder()(drafts('broken')).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SiteBuildError);
    const message = (failed as Error).message;
    expect(message).toContain(
      'The site could not be built with Questions and answers: regions (English)',
    );
    expect(message).toContain('Nothing was published and every draft is kept');
    expect(message).toContain('src/content/faq/regions.yaml');
    // No server path, no stack, no log.
    expect(message).not.toContain(tmpdir());
    expect(message).not.toContain('loadEntry');
    expect(message).not.toContain('building pages');
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe('<h1>old</h1>');
    expect(await readFile(path.join(root, FAQ), 'utf8')).toBe('old');
    expect(await dataFiles()).toEqual([]);
  });

  it('throws a discarded build away without touching the served site', async () => {
    const staged = await rebuilder()(drafts('unwanted'));
    await staged.discard();
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe('<h1>old</h1>');
    expect(await dataFiles()).toEqual([]);
  });
});
