import { spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFailureMessage, describeBuildFailure } from '../content/buildFailure.ts';
import type { RepoPath } from '../content/contentStore.ts';

/**
 * The local server's publish (`npm start`), built before anything changes: the checkout is copied
 * into a staging folder, the drafts are written over the copy, and the site is built there into
 * `.data/site-next/` (BUILD_OUT_DIR, read by astro.config.mjs and scripts/postbuild.ts) while
 * `dist/` keeps being served. A build that fails changes nothing: the editor is told which entry
 * to fix (content/buildFailure.ts). Only a build that succeeds is put live, by the store, after it
 * has written the drafts into the checkout: `dist/` is replaced with two renames back to back (the
 * static site reads files by path on every request, so the next request sees the new pages).
 */

export interface SiteRebuilderOptions {
  /** The checkout the build copies (its `dist/` is what the local server serves). */
  root: string;
  /** The served folder, relative to root. */
  distDir?: string;
  /** The build command; it must write the site into $BUILD_OUT_DIR. */
  command?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/** The drafts as the build sees them: path → bytes, or null for a deleted file. */
export type DraftFiles = Map<RepoPath, Uint8Array | null>;

/** A build that succeeded, waiting to be put live (or thrown away). */
export interface StagedSite {
  /** When the staging copy was taken: the files the build read are no newer than this. */
  readonly sourcesAt: Date;
  /** Replaces the served site with the new build, and brings back what the build wrote into the checkout. */
  goLive(): Promise<void>;
  discard(): Promise<void>;
}

/** Rejected by a build that failed; `message` is for the editor (no log, no server path). */
export class SiteBuildError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteBuildError';
  }
}

export const DEFAULT_BUILD_COMMAND = ['npm', 'run', 'build', '--silent'] as const;
// Enough of the build's output to find what failed, not the whole log.
const KEPT_OUTPUT = 20_000;
// Not copied into the staging folder: git, what was built or installed, drafts, tests and notes.
const NOT_STAGED = new Set([
  '.git',
  'node_modules',
  'dist',
  '.data',
  '.content-drafts',
  '.astro',
  '.netlify',
  'test-results',
  'playwright-report',
  'e2e',
  'bench',
  'docs',
]);
/**
 * What a build writes into the checkout besides the site: the chat knowledge the API reloads
 * (chatKnowledgeReload.ts), the generated passages module, and the stamp `npm start` reads.
 */
const BUILD_WRITES = [
  '.data/chat-knowledge.json',
  '.data/build-stamp.json',
  'src/lib/chat/generated/contentPassages.ts',
];

/**
 * `dist` → `previous`, `next` → `dist`, synchronously back to back: no request handler runs between
 * the two renames, so none finds no site.
 */
export function swapIntoPlace(dist: string, next: string, previous: string): void {
  let hadDist = true;
  try {
    renameSync(dist, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadDist = false;
  }
  try {
    renameSync(next, dist);
  } catch (error) {
    if (hadDist) renameSync(previous, dist);
    throw error;
  }
}

/** Builds with the drafts laid over a copy of the checkout; one build at a time (the store asks once per publish). */
export function createSiteRebuilder(
  options: SiteRebuilderOptions,
): (drafts: DraftFiles) => Promise<StagedSite> {
  const root = path.resolve(options.root);
  const dist = path.join(root, options.distDir ?? 'dist');
  const next = path.join(root, '.data', 'site-next');
  const previous = path.join(root, '.data', 'site-previous');
  const [command, ...args] = options.command ?? DEFAULT_BUILD_COMMAND;

  return async function build(drafts: DraftFiles): Promise<StagedSite> {
    const staging = await mkdtemp(path.join(tmpdir(), 'site-publish-'));
    const throwAway = async () => {
      await rm(next, { recursive: true, force: true });
      await rm(staging, { recursive: true, force: true });
    };
    const sourcesAt = new Date();
    try {
      await stageCheckout(root, staging, drafts);
      await rm(next, { recursive: true, force: true });
      await mkdir(path.dirname(next), { recursive: true });
      const result = await run(command!, args, {
        cwd: staging,
        env: { ...(options.env ?? process.env), BUILD_OUT_DIR: next },
      });
      if (result.code !== 0) {
        const failure = describeBuildFailure(result.output, [...drafts.keys()], [staging, root]);
        throw new SiteBuildError(buildFailureMessage(failure));
      }
      if (!(await stat(path.join(next, 'index.html')).catch(() => undefined))) {
        throw new SiteBuildError(
          'The site could not be built: the build finished without a home page. Nothing was published and every draft is kept; ask a developer.',
        );
      }
    } catch (error) {
      await throwAway();
      if (error instanceof SiteBuildError) throw error;
      throw new SiteBuildError(
        'The site could not be built on this server. Nothing was published and every draft is kept; ask a developer.',
        { cause: error },
      );
    }
    return {
      sourcesAt,
      async goLive() {
        for (const file of BUILD_WRITES) {
          const from = path.join(staging, file);
          if (!(await stat(from).catch(() => undefined))) continue;
          await mkdir(path.dirname(path.join(root, file)), { recursive: true });
          // Its build-time mtime: older than the pages, so `npm start` sees the build as current.
          await cp(from, path.join(root, file), { preserveTimestamps: true });
        }
        await rm(previous, { recursive: true, force: true });
        swapIntoPlace(dist, next, previous);
        await rm(previous, { recursive: true, force: true });
        await rm(staging, { recursive: true, force: true });
      },
      discard: throwAway,
    };
  };
}

/** The checkout's build sources in `staging`, node_modules linked, the drafts written over them. */
async function stageCheckout(root: string, staging: string, drafts: DraftFiles): Promise<void> {
  for (const entry of await readdir(root)) {
    if (NOT_STAGED.has(entry)) continue;
    await cp(path.join(root, entry), path.join(staging, entry), {
      recursive: true,
      preserveTimestamps: true,
      // Links inside the sources are copied as links, never followed out of the checkout.
      verbatimSymlinks: true,
    });
  }
  await symlink(path.join(root, 'node_modules'), path.join(staging, 'node_modules'));
  for (const [repoPath, bytes] of drafts) {
    const target = path.join(staging, ...repoPath.split('/'));
    if (bytes === null) {
      await rm(target, { force: true });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; echo?: boolean },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (options.echo) to.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
