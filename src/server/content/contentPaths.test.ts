import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkContentFolder,
  checkContentPath,
  checkWorkingTreePath,
  ContentPathError,
} from './contentPaths.ts';

describe('content paths', () => {
  it.each([
    'src/content/faq/regions.yaml',
    'src/content/faq/es/regions.yaml',
    'src/content/divisions/cannabis.md',
    'src/content/services/real-estate/closing.yml',
    'src/content/site/facts.json',
    'src/content/GLOSSARY.es.md',
    'src/assets/team/alexis-morgan.png',
    'src/assets/team/new_hire.webp',
    'src/assets/team/x.jpeg',
  ])('accepts %s unchanged', (raw) => {
    expect(checkContentPath(raw)).toBe(raw);
  });

  it.each([
    ['src/content/../../etc/passwd.yaml', 'traversal'],
    ['src/content/faq/../../server/app.yaml', 'traversal back out'],
    ['src/content/divisions/cannabis.mdx', 'MDX, which the build runs as code'],
    ['src/content/./faq/x.yaml', 'a dot segment'],
    ['/src/content/faq/x.yaml', 'an absolute path'],
    ['/etc/passwd', 'an absolute path outside'],
    ['C:/src/content/faq/x.yaml', 'a drive letter'],
    ['src\\content\\faq\\x.yaml', 'backslashes'],
    ['src/content/faq%2fx.yaml', 'an encoded slash'],
    ['src/content/faq%2Fx.yaml', 'an upper-case encoded slash'],
    ['src/content/%2e%2e/x.yaml', 'encoded dots'],
    ['src/content/faq/x.yaml\0.png', 'a NUL byte'],
    ['src/content//faq/x.yaml', 'an empty segment'],
    ['src/content/faq/', 'a folder'],
    ['src/content/faq/.hidden.yaml', 'a hidden file'],
    ['src/content/faq/x.ts', 'another extension'],
    ['src/content/faq/x.YAML', 'an upper-case extension'],
    ['src/content/faq/x.png', 'an image outside the team folder'],
    ['src/assets/team/x.yaml', 'copy in the image folder'],
    ['src/assets/team/x.svg', 'an SVG (it can carry script)'],
    ['src/assets/logo.png', 'another asset folder'],
    ['src/pages/index.astro', 'a page'],
    ['package.json', 'the package file'],
    ['src/content/faq/x y.yaml', 'a space'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (raw) => {
    expect(() => checkContentPath(raw)).toThrow(ContentPathError);
  });

  it('refuses what is not a string', () => {
    expect(() => checkContentPath(undefined)).toThrow(ContentPathError);
    expect(() => checkContentPath(['src/content/faq/x.yaml'])).toThrow(ContentPathError);
  });

  it('lists only folders inside the writable areas', () => {
    expect(checkContentFolder('src/content/faq')).toBe('src/content/faq');
    expect(checkContentFolder('src/content/faq/')).toBe('src/content/faq');
    expect(checkContentFolder('src/assets/team')).toBe('src/assets/team');
    expect(() => checkContentFolder('src')).toThrow(ContentPathError);
    expect(() => checkContentFolder('src/assets')).toThrow(ContentPathError);
    expect(() => checkContentFolder('src/content/../pages')).toThrow(ContentPathError);
  });
});

describe('content paths in a working tree', () => {
  let root: string;
  let outside: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'content-paths-'));
    outside = await mkdtemp(path.join(tmpdir(), 'content-outside-'));
    await mkdir(path.join(root, 'src/content/faq'), { recursive: true });
    await writeFile(path.join(root, 'src/content/faq/regions.yaml'), 'question: x\n');
    await writeFile(path.join(outside, 'secret.yaml'), 'secret: 1\n');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('answers the absolute path of an existing or a new file', async () => {
    expect(await checkWorkingTreePath(root, 'src/content/faq/regions.yaml')).toBe(
      path.join(root, 'src/content/faq/regions.yaml'),
    );
    expect(await checkWorkingTreePath(root, 'src/content/new/es/entry.yaml')).toBe(
      path.join(root, 'src/content/new/es/entry.yaml'),
    );
  });

  it('refuses a file that is a symbolic link', async () => {
    await symlink(path.join(outside, 'secret.yaml'), path.join(root, 'src/content/faq/link.yaml'));
    await expect(checkWorkingTreePath(root, 'src/content/faq/link.yaml')).rejects.toThrow(
      /symbolic link/,
    );
  });

  it('refuses a path through a linked folder, even to a file that does not exist yet', async () => {
    await symlink(outside, path.join(root, 'src/content/linked'));
    await expect(checkWorkingTreePath(root, 'src/content/linked/secret.yaml')).rejects.toThrow(
      ContentPathError,
    );
    await expect(checkWorkingTreePath(root, 'src/content/linked/new.yaml')).rejects.toThrow(
      ContentPathError,
    );
  });

  it('refuses a link higher up, at src/content itself', async () => {
    await rm(path.join(root, 'src/content'), { recursive: true });
    await symlink(outside, path.join(root, 'src/content'));
    await expect(checkWorkingTreePath(root, 'src/content/secret.yaml')).rejects.toThrow(
      ContentPathError,
    );
  });

  it('refuses a folder where a file is expected', async () => {
    await mkdir(path.join(root, 'src/content/faq/folder.yaml'));
    await expect(checkWorkingTreePath(root, 'src/content/faq/folder.yaml')).rejects.toThrow(
      /not a regular file/,
    );
  });
});
